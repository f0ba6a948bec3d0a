"""A WebSocket as the server holds it (a seat's, or a spectator's with no seat), and the ways to send on one that
may be gone already: shared by server.py and spectators.py, which server.py hooks in."""
from __future__ import annotations

import asyncio
import contextlib

from pydantic import BaseModel
from starlette.websockets import WebSocket

from .games import Refusal
from ..protocol.messages import Refused


class Client:
    """One WebSocket, speaking for one seat of one game, with its own queue of messages to send."""

    def __init__(self, websocket: WebSocket, game_id: str, seat: int, secret: str, outbox: int) -> None:
        self.websocket, self.game_id, self.seat, self.secret = websocket, game_id, seat, secret
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(maxsize=outbox)
        self.writer = asyncio.create_task(self._write())

    def send(self, message: BaseModel) -> None:
        self.send_text(message.model_dump_json())

    def send_text(self, text: str) -> None:
        if self.writer.done():
            return
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:  # it reads slower than the game moves: dropped, it refreshes when it reconnects
            self.writer.cancel()
            asyncio.create_task(close_quietly(self.websocket, 1013))

    async def _write(self) -> None:
        with contextlib.suppress(Exception):  # a socket gone meanwhile: the reader sees it and cleans up
            while (text := await self.outbox.get()) is not None:
                await self.websocket.send_text(text)

    async def stop(self, flush_seconds: float = 2.0) -> None:
        """Send what is waiting (the refusal that explains a close, say), for at most `flush_seconds`."""
        with contextlib.suppress(asyncio.QueueFull):
            self.outbox.put_nowait(None)
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(self.writer, flush_seconds)


def refusal_message(refusal: Refusal, command_id: str | None = None) -> Refused:
    return Refused(reason=refusal.reason, message=refusal.message, id=command_id, version=refusal.version,
                   refusal=refusal.rules_refusal)


async def close_quietly(websocket: WebSocket, code: int) -> None:
    with contextlib.suppress(Exception):
        await websocket.close(code=code)


async def send_now(websocket: WebSocket, message: BaseModel) -> None:
    with contextlib.suppress(Exception):
        await websocket.send_text(message.model_dump_json())
