"""The Lobby screen's calls to a server (on a worker thread): the open games listed, a free seat taken.

What the server answers is checked with bounds before it is used, as every answer of `lobby_calls.checked`: a list
too long, a seat out of range or a name the rules refuse is refused with the reason, and nothing is kept.
"""
from __future__ import annotations

from pydantic import AwareDatetime, Field

from ..rules.state import PlayerName
from ..saves.format import PERSON, GameId, SeatKind
from . import api
from .keyring import HeldSeat, now
from .lobby_calls import Answer, Joined, LobbyProblem, checked
from ..protocol.messages import MAX_TURN_SECONDS, MIN_TURN_SECONDS
from ..i18n.lazy import lazy_gettext

PAGE_MOST = 50  # the server's page (open_games.PAGE_SIZE): more is refused as an answer no server gives


class OpenSeat(Answer):
    seat: int = Field(ge=0, le=4)
    kind: SeatKind
    name: PlayerName
    free: bool


class OpenGame(Answer):
    """One game in the lobby: its seats (free or whose), the auction rule, the time per move, rated or not."""
    game_id: GameId
    published_at: AwareDatetime
    rated: bool = False
    variant: str = Field(pattern=r"^[a-z_]{1,20}$")
    turn_seconds: int | None = Field(default=None, ge=MIN_TURN_SECONDS, le=MAX_TURN_SECONDS)
    free: int = Field(ge=0, le=5)
    seats: list[OpenSeat] = Field(min_length=3, max_length=5)

    def first_free(self) -> int | None:
        return next((seat.seat for seat in self.seats if seat.free and seat.kind == PERSON), None)


class LobbyPage(Answer):
    games: list[OpenGame] = Field(max_length=PAGE_MOST)
    more: bool = False  # older open games follow on the next page


def open_games(server: str, page: int = 0) -> LobbyPage:
    """One page of the server's open games, newest first."""
    return checked(LobbyPage, api.call, server, f"/api/lobby?page={page}")


def take_seat(server: str, game: OpenGame, seat: int, name: str) -> HeldSeat:
    """Take the free seat `seat` of `game` as `name`: the seat's secret, to keep here as a join's."""
    taken = checked(Joined, api.call, server, f"/api/lobby/{game.game_id}/seats/{seat}", {"name": name})
    if (taken.game_id, taken.seat) != (game.game_id, seat):
        raise LobbyProblem(lazy_gettext("The server gave a seat it does not know itself, so nothing was kept."))
    return HeldSeat(server=server, game_id=taken.game_id, seat=taken.seat, secret=taken.secret, name=name,
                    kept_at=now())
