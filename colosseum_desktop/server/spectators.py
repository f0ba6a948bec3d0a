"""Spectators: anyone who knows a game's id watches it live on the WebSocket `/play`.

A connection says `{"type": "watch", "game_id": ...}` instead of hello, and is sent the game's view at once and
again after every change, as the seats are: the same message, its `seat` None. What a spectator sees is what every
player sees (table/views.py: all is open in Colosseum but the box's secrets, the generator's state, the seed the
bag's order and the dice grow from, and the face-down green token, which every view blanks). A spectator holds no
seat and no secret: it may ask for the moves so far (`moves`, public too) and nothing else; any other message is
refused (`watching`) and changes nothing. Its coming and going is not told to the seats (nobody's presence).

The id is all it asks, so an unknown id counts against the address as a wrong code does (`Server.failures`), and a
game is watched by at most MAX_SPECTATORS connections at once. A spectator's connection is bounded like a seat's:
its messages rate-limited, its outbox dropped when it reads too slowly.
"""
from __future__ import annotations

import asyncio

from starlette.websockets import WebSocket

from .connections import Client, refusal_message, send_now
from .games import Refusal
from .limits import address_of
from ..protocol.messages import MovesAsked, Reason, Refused, Watch

MAX_SPECTATORS = 50  # watching one game at once, on one server process


def is_spectator(client) -> bool:
    return client.seat is None


def refused_to_spectator(message) -> Refused | None:
    """The refusal of a spectator's `message` (None: it may ask that, the moves so far)."""
    if isinstance(message, MovesAsked):
        return None
    return Refused(reason=Reason.WATCHING, message="A spectator only watches: it sends no move and no request.",
                   id=getattr(message, "id", None))


async def watch(server, websocket: WebSocket, asked: Watch):
    """A spectator's connection to the game `asked.game_id` (a server.Client with no seat), sent the game's view;
    None when refused (the refusal sent)."""

    hub, game_id = server.hub, asked.game_id
    try:  # the game looked up first: an unknown id leaves nothing behind in the hub
        await server.guarded(address_of(websocket), Reason.UNKNOWN_GAME, server.read, server.games.read, game_id)
    except Refusal as refusal:
        await send_now(websocket, refusal_message(refusal))
        return None
    client = Client(websocket, game_id, None, "", server.config.outbox)
    # Under the game's publishing lock: a move published meanwhile reaches this spectator after its first view.
    async with hub.sending.setdefault(game_id, asyncio.Lock()):
        if sum(1 for other in hub.clients.get(game_id, ()) if is_spectator(other)) >= MAX_SPECTATORS:
            await client.stop(0)
            await send_now(websocket, Refused(reason=Reason.TOO_MANY_SPECTATORS, message=(
                f"This game is watched by {MAX_SPECTATORS} already; try again later.")))
            return None
        hub.add(client)
        try:
            record = await server.read(server.games.read, game_id)
            await hub.resigned.know(server.workers, record)
            client.send(hub.view_message(record, None))
        except Refusal as refusal:  # the database went away meanwhile: refused as a seat's hello would be
            hub.remove(client)
            await client.stop(0)
            await send_now(websocket, refusal_message(refusal))
            return None
    return client
