"""The Online screens' calls to a server, each run on a worker thread: host a game, join one with a code, ask
where this computer's games stand, hand an overdue seat to a computer player.

Everything a server answers is checked by pydantic models with bounds before it is used (a server need not be
friendly: an answer too large, not JSON, or of the wrong shape is refused with the reason, and nothing is kept).
Every failure is a `LobbyProblem` whose reason is worded in the player's language when shown.
"""
from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from ..files.errors import Explained, system_reason
from ..i18n.lazy import LazyMessage, lazy_gettext
from ..rules.state import PlayerName
from ..saves.format import PERSON, GameId, SeatKind
from ..saves.validation_reasons import validation_reason
from . import api
from ..protocol.addresses import NotAnAddress, server_address
from .keyring import HeldSeat, HostedGame, Invite, now
from ..protocol.messages import MAX_FRAME_BYTES, InviteCode, MyGames, Reason, Secret, SeatCredentials
from .tls import websocket_options

log = logging.getLogger(__name__)

MAX_SEATS_PER_CALL = 100  # the server's limit for one "my games" question (protocol.MyGames)
HAND_OVER_SECONDS = 15.0


class LobbyProblem(Explained):
    """Why a call did not work, in the player's words (the reason shown; details in the log)."""


# --- the server's address ------------------------------------------------------------------------------------
def server_url(text: str) -> str:
    """The address a player typed, as the calls use it ("http://host:port"): addresses.server_address, its refusal
    a LobbyProblem."""
    try:
        return server_address(text)
    except NotAnAddress as refusal:
        raise LobbyProblem(refusal.reason) from None


def invite_link(server: str, code: str) -> str:
    """The invite as one line to pass on: the server and the code together (Join takes either)."""
    return f"{server}/join/{code}"


def read_invite(text: str, server: str) -> tuple[str, str]:
    """(server, code) from what a player pasted or typed: a link from `invite_link`, or a code alone (on `server`)."""
    typed = text.strip()
    where, marker, code = typed.rpartition("/join/")
    if marker:
        return server_url(where), code.strip().upper()
    return server_url(server), typed.upper()


# --- what a server answers -----------------------------------------------------------------------------------
class Answer(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")  # a newer server may say more


class CreatedInvite(Answer):
    seat: int = Field(ge=0, le=4)
    code: InviteCode


class Created(Answer):
    game_id: GameId
    host_secret: Secret
    invites: list[CreatedInvite] = Field(max_length=5)


class Joined(Answer):
    game_id: GameId
    seat: int = Field(ge=0, le=4)
    secret: Secret


class NewCode(Answer):
    game_id: GameId
    seat: int = Field(ge=0, le=4)
    code: InviteCode


class GameSummary(Answer):
    """Where one of this computer's games stands, for one of its seats (the server's `my_games`)."""
    game_id: GameId
    seat: int = Field(ge=0, le=4)
    names: list[PlayerName] = Field(min_length=3, max_length=5)
    kinds: list[SeatKind] = Field(min_length=3, max_length=5)
    round: int = Field(ge=0, le=100)
    phase: str = Field(pattern=r"^[a-z_]{1,20}$")
    to_play: int | None = Field(default=None, ge=0, le=4)
    finished: bool = False
    winners: list[int] = Field(default=[], max_length=5)
    deadline: AwareDatetime | None = None
    waiting: bool = False  # a lobby game waiting for players


class MyGamesAnswer(Answer):
    games: list[GameSummary] = Field(max_length=MAX_SEATS_PER_CALL)


@dataclass(frozen=True)
class OnlineGame:
    """One game this computer plays: its seats here, and where it stands (None: the server did not say)."""
    server: str
    game_id: str
    seats: tuple[HeldSeat, ...]
    summary: GameSummary | None
    problem: LazyMessage | None = None  # why the server could not be asked

    @property
    def to_play_here(self) -> HeldSeat | None:
        """The seat of this computer whose decision it is, if any."""
        if self.summary is None or self.summary.finished:
            return None
        summary = self.summary
        if summary.to_play is None or summary.to_play >= len(summary.kinds) or summary.kinds[summary.to_play] != PERSON:
            return None  # (a seat here handed to the computer when its time ran out is the computer's now)
        return next((held for held in self.seats if held.seat == summary.to_play), None)

    def overdue(self, moment: datetime) -> int | None:
        """The seat elsewhere whose time for the decision has run out by `moment`, which a person here may hand
        to a computer player (the server's clock decides; this only offers the button)."""
        summary = self.summary
        if (summary is None or summary.finished or summary.to_play is None or summary.deadline is None
                or self.to_play_here is not None or summary.to_play >= len(summary.kinds)):
            return None
        if summary.kinds[summary.to_play] != PERSON or moment < summary.deadline:
            return None
        return summary.to_play

    def credentials(self) -> list[SeatCredentials]:
        return [held.credentials() for held in self.seats]


# --- the calls (each blocks: run them on a worker thread) ----------------------------------------------------
def checked(model: type[BaseModel], call, *args, **kwargs):
    """`call(*args, **kwargs)`'s answer as `model`, every failure a LobbyProblem."""
    return asked(lambda: model.model_validate(call(*args, **kwargs)))


def asked(call):
    """`call()`'s result (a call to a server), every failure a LobbyProblem."""
    try:
        return call()
    except NotAnAddress as refusal:  # a server named in a seats file written by hand, or by something else
        raise LobbyProblem(refusal.reason) from None
    except api.ApiRefused as refusal:
        log.warning("the server refused: %s", refusal)
        raise LobbyProblem(refusal_words(refusal.reason, refusal.status)) from None
    except api.BadAnswer as error:
        log.warning("a server's answer was refused: %s", error)
        raise LobbyProblem(lazy_gettext("The server's answer could not be read, so nothing was kept.")) from None
    except ValidationError as error:
        log.warning("a server's answer was refused: %s", error)
        raise LobbyProblem(lazy_gettext("The server's answer was not what it should be ({problem}), so nothing was "
                                        "kept.", problem=validation_reason(error))) from None
    except TimeoutError:
        raise LobbyProblem(lazy_gettext("The server did not answer in time. Try again.")) from None
    except OSError as error:
        log.warning("could not reach the server: %s", error)
        raise LobbyProblem(lazy_gettext("Could not reach the server ({reason}). Check the address, and that the "
                                        "server is running.", reason=_network_reason(error))) from None


def _network_reason(error: OSError) -> object:
    reason = getattr(error, "reason", None)  # urllib's URLError wraps the socket's error
    return system_reason(reason) if isinstance(reason, OSError) else (reason or system_reason(error))


REFUSAL_WORDS = {
    Reason.BAD_INVITE.value: lazy_gettext("The server knows no such invite code, or it was used already. Ask the "
                                          "host for a new one."),
    Reason.RATE_LIMITED.value: lazy_gettext("The server is asked too often from here; wait a minute and try again."),
    Reason.UNAVAILABLE.value: lazy_gettext("The server cannot reach its database just now; nothing changed. Try "
                                           "again later."),
    Reason.BAD_CREDENTIALS.value: lazy_gettext("The server no longer knows this seat: the host may have given it to "
                                               "someone else."),
    Reason.NOT_OVERDUE.value: lazy_gettext("That seat's time is not up by the server's clock; nothing changed."),
    Reason.UNKNOWN_GAME.value: lazy_gettext("The server knows no such game."),
    Reason.NOT_OVER.value: lazy_gettext("This game is still being played: a copy can be saved once it is over."),
    # players with names (account_calls.py)
    Reason.BAD_NAME.value: lazy_gettext("A name is 2 to 24 letters, digits, single spaces, '-', '_' or '.'."),
    Reason.NAME_TAKEN.value: lazy_gettext("Another player has that name on this server. Choose another."),
    Reason.BAD_PASSWORD.value: lazy_gettext("A password is 8 to 128 characters long."),
    Reason.BAD_LOGIN.value: lazy_gettext("No player has that name with that password on this server."),
    Reason.LOGIN_NEEDED.value: lazy_gettext("The server has ended this log-in. Log in again (Account)."),
    Reason.ALREADY_SEATED.value: lazy_gettext("You already have a seat in this rated game; this code is for someone "
                                              "else."),
    Reason.SEAT_TAKEN.value: lazy_gettext("Someone took that seat first: choose another."),
    Reason.NOT_OPEN.value: lazy_gettext("That game has started: its seats are all taken."),
    Reason.NAME_IN_USE.value: lazy_gettext("Another player at that table has this name: choose another name."),
}


def refusal_words(reason: str, status: int) -> LazyMessage:
    return REFUSAL_WORDS.get(reason) or lazy_gettext("The server refused ({reason}, status {status}).",
                                                     reason=reason, status=status)


def host(server: str, seats: list[tuple[str, str]], here: Iterable[int], variant: str,
         turn_seconds: int | None, open_: bool = False, bank_seconds: int = 0, rated: bool = False,
         token: str | None = None) -> tuple[HostedGame, tuple[HeldSeat, ...]]:
    """Create the game: `seats` as (name, kind); the person seats in `here` are claimed at once for this
    computer, the others' invites kept for passing on (and, `open_`, their seats free to take in the lobby).
    `bank_seconds`: each seat's bank of extra time. `token`: the host's session there: the first seat played here
    is theirs (the others here are other people's), and a `rated` game is hosted with it."""
    created = checked(Created, api.create_game, server, [{"name": name, "kind": kind} for name, kind in seats],
                      variant, turn_seconds, open_=open_, bank_seconds=bank_seconds, rated=rated, token=token)
    here, held, invites = sorted(set(here)), [], []
    for invite in created.invites:
        name = seats[invite.seat][0] if invite.seat < len(seats) else "?"
        if invite.seat in here:
            hosts_own = token if invite.seat == here[0] else None
            joined = checked(Joined, api.join, server, invite.code, hosts_own)
            held.append(HeldSeat(server=server, game_id=joined.game_id, seat=joined.seat, secret=joined.secret,
                                 name=name, kept_at=now()))
        else:
            invites.append(Invite(seat=invite.seat, name=name, code=invite.code))
    hosted = HostedGame(server=server, game_id=created.game_id, host_secret=created.host_secret,
                        invites=tuple(invites), kept_at=now())
    return hosted, tuple(held)


def new_invite(hosted: HostedGame, seat: int) -> HostedGame:
    """The host has the server replace an invited seat's credentials: a new code (the old one, and any secret it
    gave, stop working); the hosted game with that seat's invite replaced."""
    path = f"/api/games/{hosted.game_id}/seats/{seat}/invite"
    answer = checked(NewCode, api.call, hosted.server, path, {"host_secret": hosted.host_secret})
    if (answer.game_id, answer.seat) != (hosted.game_id, seat):
        raise LobbyProblem(lazy_gettext("The server gave a seat it does not know itself, so nothing was kept."))
    invites = tuple(invite.model_copy(update={"code": answer.code}) if invite.seat == seat else invite
                    for invite in hosted.invites)
    return hosted.model_copy(update={"invites": invites, "kept_at": now()})


def join(server: str, code: str, token: str | None = None) -> HeldSeat:
    """Claim a seat with its code (the player's, with their session `token`); the seat's name is asked of the
    server at once (which checks the secret)."""
    joined = checked(Joined, api.join, server, code, token)
    credentials = SeatCredentials(game_id=joined.game_id, seat=joined.seat, secret=joined.secret)
    found = summaries(server, [credentials])
    name = next((game.names[game.seat] for game in found if game.seat < len(game.names)), None)
    if name is None:
        raise LobbyProblem(lazy_gettext("The server gave a seat it does not know itself, so nothing was kept."))
    return HeldSeat(server=server, game_id=joined.game_id, seat=joined.seat, secret=joined.secret, name=name,
                    kept_at=now())


def summaries(server: str, seats: list[SeatCredentials]) -> list[GameSummary]:
    """Where the games of these seats stand (the server leaves out any seat whose secret it no longer knows)."""
    found = []
    for start in range(0, len(seats), MAX_SEATS_PER_CALL):
        question = MyGames(seats=seats[start:start + MAX_SEATS_PER_CALL]).model_dump(mode="json")
        found += checked(MyGamesAnswer, api.call, server, "/api/my-games", question).games
    return found


def my_games(held: tuple[HeldSeat, ...]) -> list[OnlineGame]:
    """Every game of the seats held here, asked of each server once; a server that cannot be asked is said on
    each of its games, the others are listed as usual."""
    by_server: dict[str, list[HeldSeat]] = {}
    for seat in held:
        by_server.setdefault(seat.server, []).append(seat)
    games = []
    for server, seats in by_server.items():
        try:
            found = summaries(server, [seat.credentials() for seat in seats])
            problem = None
        except LobbyProblem as error:
            found, problem = [], error.reason
        known = {game.game_id: game for game in found}
        game_ids = list(dict.fromkeys(seat.game_id for seat in seats))
        for game_id in game_ids:
            own = tuple(sorted((seat for seat in seats if seat.game_id == game_id), key=lambda seat: seat.seat))
            games.append(OnlineGame(server, game_id, own, known.get(game_id), problem))
    return games


def hand_over(server: str, by: HeldSeat, seat: int, level: str) -> None:
    """Ask the server, as `by`, to hand `seat` (out of time) to a computer player of `level`."""
    from websockets.exceptions import WebSocketException
    from websockets.sync.client import connect

    try:
        url = api.websocket_url(server)
        with connect(url, open_timeout=HAND_OVER_SECONDS, close_timeout=1, max_size=MAX_FRAME_BYTES * 16,
                     **websocket_options(url)) as socket:
            socket.send(json.dumps({"type": "hello", "game_id": by.game_id, "seat": by.seat, "secret": by.secret}))
            socket.send(json.dumps({"type": "hand_over", "seat": seat, "level": level}))
            for _ in range(8):  # the hello's view, maybe another, then the answer
                answer = json.loads(socket.recv(timeout=HAND_OVER_SECONDS))
                kind = answer.get("type") if isinstance(answer, dict) else None
                if kind == "handed_over":
                    return
                if kind == "refused":
                    raise LobbyProblem(refusal_words(str(answer.get("reason"))[:40], 409))
    except TimeoutError:
        raise LobbyProblem(lazy_gettext("The server did not answer in time. Try again.")) from None
    except (OSError, WebSocketException, ValueError, RecursionError) as error:
        log.warning("handing seat %d of %s over failed: %s", seat, by.game_id, error)
        reason = _network_reason(error) if isinstance(error, OSError) else lazy_gettext("An answer that could not be read")
        raise LobbyProblem(lazy_gettext("Could not reach the server ({reason}). Check the address, and that the "
                                        "server is running.", reason=reason)) from None
    raise LobbyProblem(lazy_gettext("The server did not answer in time. Try again."))
