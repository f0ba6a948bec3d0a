"""Resigning: a seat's person leaves the game for good, and the server's computer player plays the seat on.

`{"type": "resign", "id"}` on the seat's WebSocket. In one transaction the game's row is locked, the seat's secret
checked (a person's seat: a seat a computer plays already, resigned or handed over, has nothing to resign), the
game found not over, the seat given to the computer player of RESIGNED_LEVEL and the resignation kept (table
`resignations`: the person's result is "resigned", which every view says, SeatInfo.resigned). Every connection of
the game, seats and spectators, is told (`Resigned`, with the seat: the others see who left), and the seats get a
view with the seat's new kind; when it was the resigned seat's decision, the computer decides at once. The secret
still opens the game, so the person who resigned watches on (as a person handed over does); it decides nothing.
"""
from __future__ import annotations

from datetime import datetime, timezone

from pydantic import BaseModel
from sqlalchemy import insert, select, update

from ..saves.format import PERSON
from .connections import Client, refusal_message
from .games import GameRecord, Games, Refusal, _locked_game
from .notices import notify_move
from ..protocol.messages import Reason, Resign, Resigned
from .storage import reading, resignations, seats

RESIGNED_LEVEL = "strong"  # the computer player that plays on for a person who resigned


def resign_seat(games_: Games, game_id: str, seat: int, secret: str) -> str:
    """Give `seat` (its person's `secret`) to the server's computer player for good: the seat's new kind."""
    kind = f"computer:{RESIGNED_LEVEL}"
    with games_.writing() as connection:
        game, _seat_rows = _locked_game(connection, game_id, seat, secret)
        if game.finished:
            raise Refusal(Reason.ILLEGAL, "The game is over: there is nothing left to resign.")
        connection.execute(update(seats).where(seats.c.game_id == game_id, seats.c.seat == seat)
                           .values(kind=kind, invite_digest=None))
        connection.execute(insert(resignations).values(game_id=game_id, seat=seat,
                                                       resigned_at=datetime.now(timezone.utc)))
        if games_.shared:
            notify_move(connection, game_id)
    return kind


async def resign(server, client: Client, message: Resign) -> BaseModel:
    """The server's answer to a seat's `Resign`; everyone else in the game is told first."""
    try:
        kind = await server.write(resign_seat, server.games, client.game_id, client.seat, client.secret)
    except Refusal as refusal:
        return refusal_message(refusal, message.id)
    told = Resigned(seat=client.seat, kind=kind)
    for other in list(server.hub.clients.get(client.game_id, ())):
        if other is not client:
            other.send(told)
    await server.hub.publish(client.game_id, presence_changed=True)
    server.computers.wake(client.game_id)
    return told.model_copy(update={"id": message.id})


class ResignedSeats:
    """The seats of each game whose person resigned, for the views (Hub.seat_infos). Read from the database again
    only when a game's seat kinds differ from those they were read with: a resignation makes a person's seat a
    computer's, in whichever server process it happened; a game of people only has none to read."""

    def __init__(self, games_: Games) -> None:
        self.games = games_
        self._known: dict[str, tuple[tuple[str, ...], frozenset[int]]] = {}

    async def know(self, workers, record: GameRecord) -> None:
        """Make sure the seats resigned in `record`'s game are known (before its views are made)."""
        known = self._known.get(record.game_id)
        if known is None or known[0] != record.kinds:
            found = frozenset() if all(kind == PERSON for kind in record.kinds) else \
                await workers.read(self.read, record.game_id)
            self._known[record.game_id] = (record.kinds, found)

    def of(self, record: GameRecord) -> frozenset[int]:
        known = self._known.get(record.game_id)
        if known is None or known[0] != record.kinds:
            raise LookupError(f"the resigned seats of game {record.game_id} were not read for its seats' kinds")
        return known[1]

    def forget(self, game_id: str) -> None:
        self._known.pop(game_id, None)

    def read(self, game_id: str) -> frozenset[int]:
        with reading(self.games.engine) as connection:
            return frozenset(connection.execute(select(resignations.c.seat).where(
                resignations.c.game_id == game_id)).scalars())
