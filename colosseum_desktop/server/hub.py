"""The hub of a server process: every connected seat and spectator of each game, and what is sent to them (each
seat its own view, never the generator's state); the take-back questions waiting for an answer.
"""
from __future__ import annotations

import asyncio
from dataclasses import dataclass

from pydantic import BaseModel

from ..protocol import UNDO_ANSWER_SECONDS
from ..saves.format import PERSON
from ..table import view_for
from .games import GameRecord, Games
from ..protocol.messages import SeatInfo, SeatViewMessage, UndoOutcome, UndoQuestion
from .resigning import ResignedSeats
from .connections import Client
from .view_text import public_state_text, view_message_text
from .workers import Workers


@dataclass(frozen=True)
class UndoRequest:
    """A request to take back, waiting for the asked person's answer."""
    question: UndoQuestion
    asker_secret: str  # the take-back checks the asker's credentials again when the answer comes


class Hub:
    """The connections of each game, what each seat is sent after a change, and the requests to take back that
    wait for an answer (one per game)."""

    def __init__(self, games: Games, workers: Workers, undo_answer_seconds: int = UNDO_ANSWER_SECONDS) -> None:
        self.games, self.workers = games, workers
        self.undo_answer_seconds = undo_answer_seconds
        self.clients: dict[str, set[Client]] = {}
        self.published: dict[str, int] = {}  # the newest version each game's clients were sent
        self.last_sent: dict[str, GameRecord] = {}  # and that version's record
        self.sending: dict[str, asyncio.Lock] = {}  # one publish at a time per game, so views leave in order
        self.undo_requests: dict[str, UndoRequest] = {}
        self.resigned = ResignedSeats(games)  # which seats' people resigned, for the views (resigning.py)

    def add(self, client: Client) -> None:
        self.clients.setdefault(client.game_id, set()).add(client)

    def ask_again(self, client: Client) -> None:
        """A new connection of a seat asked to agree is asked too (after its first view)."""
        waiting = self.undo_requests.get(client.game_id)
        if waiting is not None and waiting.question.seat == client.seat:
            client.send(waiting.question)

    def remove(self, client: Client) -> None:
        found = self.clients.get(client.game_id)
        if found is not None:
            found.discard(client)
            if not found:
                del self.clients[client.game_id]
                self.published.pop(client.game_id, None)
                self.last_sent.pop(client.game_id, None)
                self.sending.pop(client.game_id, None)
                self.resigned.forget(client.game_id)
        waiting = self.undo_requests.get(client.game_id)
        if (waiting is not None and client.seat in (waiting.question.asked_by, waiting.question.seat)
                and client.seat not in self.connected_seats(client.game_id)):
            self.lapse_undo(client.game_id, "left", client.seat)

    def connected_seats(self, game_id: str) -> set[int]:
        return {client.seat for client in self.clients.get(game_id, ())}

    def send_to_seat(self, game_id: str, seat: int, message: BaseModel, but: Client | None = None) -> None:
        """`message` to every connection of `seat` in the game (`but` one, which is answered apart)."""
        for client in list(self.clients.get(game_id, ())):
            if client.seat == seat and client is not but:
                client.send(message)

    def wait_for_answer(self, game_id: str, waiting: UndoRequest) -> None:
        """Hold `waiting` until it is answered or lapses, at the latest when the time to answer has run out."""
        self.undo_requests[game_id] = waiting
        asyncio.get_running_loop().call_later(self.undo_answer_seconds, self._unanswered, game_id, waiting)

    def _unanswered(self, game_id: str, waiting: UndoRequest) -> None:
        if self.undo_requests.get(game_id) is waiting:  # not answered, nor lapsed (then another may wait)
            self.lapse_undo(game_id, "timed_out")

    def lapse_undo(self, game_id: str, why: str, seat: int | None = None) -> None:
        """The request waiting in the game lapses (`why`: "moved_on", "timed_out", or "left" with who left): both
        are told."""
        waiting = self.undo_requests.pop(game_id, None)
        if waiting is None:
            return
        question = waiting.question
        lapsed = UndoOutcome(request=question.request, outcome="lapsed", why=why, seat=seat,
                             seconds=self.undo_answer_seconds if why == "timed_out" else None)
        for told in {question.asked_by, question.seat} - {seat}:
            self.send_to_seat(game_id, told, lapsed)

    async def read(self, game_id: str) -> GameRecord:
        return await self.workers.read(self.games.read, game_id)

    async def publish(self, game_id: str, record: GameRecord | None = None, presence_changed: bool = False) -> None:
        """Send every seat connected to the game its view of `record` (read afresh if None), if the game has moved
        on since they were last sent one (two quick moves may arrive here out of order: the older is dropped).
        Moves another process committed together (its notices came faster than the game was read here) are each
        sent too, rebuilt from the stored moves, so that they do not reach the seats as one jump."""
        if game_id not in self.clients:
            return
        async with self.sending.setdefault(game_id, asyncio.Lock()):
            if record is None:
                record = await self.read(game_id)
            await self.resigned.know(self.workers, record)
            waiting = self.undo_requests.get(game_id)
            if waiting is not None and record.version > waiting.question.version:
                self.lapse_undo(game_id, "moved_on")
            if record.version <= self.published.get(game_id, -1) and not presence_changed:
                return
            sent = self.last_sent.get(game_id)
            if sent is not None and record.version > sent.version + 1:
                for between in await self.workers.read(self.games.moves_between, sent, record):
                    self._send_views(between)
            self._send_views(record)

    def _send_views(self, record: GameRecord) -> None:
        game_id = record.game_id
        self.published[game_id] = max(record.version, self.published.get(game_id, -1))
        self.last_sent[game_id] = record
        seat_infos, state_text, texts = self.seat_infos(record), None, {}
        for client in list(self.clients.get(game_id, ())):
            if client.seat not in texts:
                message = self.view_message(record, client.seat, seat_infos)
                state_text = state_text or public_state_text(message)
                texts[client.seat] = view_message_text(message, state_text)
            client.send_text(texts[client.seat])

    def seat_infos(self, record: GameRecord) -> list[SeatInfo]:
        connected = self.connected_seats(record.game_id)
        resigned = self.resigned.of(record)
        return [SeatInfo(seat=index, kind=kind, name=record.state.players[index].name, joined=record.claimed[index],
                         connected=index in connected or kind != PERSON, resigned=index in resigned)
                for index, kind in enumerate(record.kinds)]

    def view_message(self, record: GameRecord, seat: int,
                     seat_infos: list[SeatInfo] | None = None) -> SeatViewMessage:
        return SeatViewMessage(
            game_id=record.game_id, seat=seat, version=record.version, view=view_for(record.state, seat),
            events=record.last_events, command=record.last_command, taken_back=record.taken_back,
            taken_back_by=record.taken_back_by,
            seats=self.seat_infos(record) if seat_infos is None else seat_infos,
            to_play=record.to_play, turn_seconds=record.turn_seconds,
            deadline=None if record.deadline is None else record.deadline.isoformat(), waiting=record.waiting,
            bank_seconds=record.bank_seconds)
