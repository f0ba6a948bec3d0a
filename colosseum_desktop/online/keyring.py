"""The online seats this computer plays, with their secrets, the games it hosts, with the host's secret, and the
sessions of the players logged in on servers (one a server, with its token): one small file beside the records,
kept as the saves are.

The server stores only digests of the secrets; the secrets themselves live here and nowhere else (not in the
settings, not in a log). A lost secret is a lost seat until the host sends a new invite, so the file is guarded
like a save: written atomically under a lock (two windows joining at once both keep their seat), read bounded
(never a pipe, never more than MAX_KEYRING_BYTES), a damaged one renamed aside and said, never deleted nor
written over, and one written by a newer version left alone.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from ..files.errors import Explained, system_reason
from ..files.small_files import FileTooLarge, UnreadableFile, newer_format_version, one_writer_at_a_time, \
    read_small_file, set_aside, write_small_file
from ..i18n.lazy import LazyMessage, lazy_gettext
from ..rules.state import PlayerName
from ..saves.format import GameId
from ..saves.records import records_path
from ..saves.validation_reasons import validation_reason
from ..protocol.messages import InviteCode, Secret, SeatCredentials

log = logging.getLogger(__name__)

KEYRING_FILE = "online-seats.json"
FORMAT_NAME = "colosseum-desktop-online-seats"
KEYRING_VERSION = 2  # 2: the players' sessions (a file of version 1 still reads; version 1 would refuse them)
MAX_SEATS = 1000  # a few hundred bytes each: a player in a hundred games at once is far below
MAX_KEYRING_BYTES = 1024 * 1024
RESERVED_ROOM = 4096  # blank space written ahead of a claim: five seats and a hosted game take about 2.5 KB
ServerUrl = Annotated[str, StringConstraints(pattern=r"^https?://[^\s/?#]{1,253}$")]  # see lobby_calls.server_url


class HeldSeat(BaseModel):
    """One seat of an online game played on this computer."""
    model_config = ConfigDict(frozen=True, extra="forbid")

    server: ServerUrl
    game_id: GameId
    seat: int = Field(ge=0, le=4)
    secret: Secret
    name: PlayerName
    kept_at: AwareDatetime

    @property
    def game(self) -> tuple[str, str]:
        return self.server, self.game_id

    def credentials(self) -> SeatCredentials:
        return SeatCredentials(game_id=self.game_id, seat=self.seat, secret=self.secret)


class Invite(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int = Field(ge=0, le=4)
    name: PlayerName
    code: InviteCode


class HostedGame(BaseModel):
    """A game this computer created: the host's secret (for new invites) and the invites to pass on."""
    model_config = ConfigDict(frozen=True, extra="forbid")

    server: ServerUrl
    game_id: GameId
    host_secret: Secret
    invites: tuple[Invite, ...] = Field(default=(), max_length=5)
    kept_at: AwareDatetime

    @property
    def game(self) -> tuple[str, str]:
        return self.server, self.game_id


class HeldSession(BaseModel):
    """A player logged in on a server from this computer: their name there and their session's token (as secret as
    a seat's: never in the settings, a log or a command line)."""
    model_config = ConfigDict(frozen=True, extra="forbid")

    server: ServerUrl
    name: Annotated[str, StringConstraints(min_length=1, max_length=24)]
    token: Secret
    kept_at: AwareDatetime


class KeyringFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["colosseum-desktop-online-seats"] = FORMAT_NAME
    version: Literal[1, 2] = KEYRING_VERSION
    seats: tuple[HeldSeat, ...] = Field(default=(), max_length=MAX_SEATS)
    hosted: tuple[HostedGame, ...] = Field(default=(), max_length=MAX_SEATS)
    sessions: tuple[HeldSession, ...] = Field(default=(), max_length=MAX_SEATS)


@dataclass(frozen=True)
class Keyring:
    """What the file holds, and what was wrong with it (None: nothing)."""
    seats: tuple[HeldSeat, ...] = ()
    hosted: tuple[HostedGame, ...] = ()
    sessions: tuple[HeldSession, ...] = ()
    problem: LazyMessage | None = None
    damaged: bool = False  # its content is wrong: set aside before anything is written (never written over)

    def seats_of(self, server: str, game_id: str) -> list[HeldSeat]:
        return sorted((held for held in self.seats if held.game == (server, game_id)), key=lambda held: held.seat)

    def hosted_game(self, server: str, game_id: str) -> HostedGame | None:
        return next((hosted for hosted in self.hosted if hosted.game == (server, game_id)), None)

    def session_on(self, server: str) -> HeldSession | None:
        return next((session for session in self.sessions if session.server == server), None)


def keyring_path(saves_dir: Path) -> Path:
    """Beside the records: the user data folder, or the saves folder itself when that was moved."""
    return records_path(saves_dir).with_name(KEYRING_FILE)


def now() -> datetime:
    return datetime.now(timezone.utc)


def read_keyring(path: Path) -> Keyring:
    """The seats and hosted games the file holds; a problem with the file is said, and the file left as it is."""
    try:
        data = read_small_file(path, MAX_KEYRING_BYTES)
    except FileTooLarge as error:
        return Keyring(problem=lazy_gettext("The online seats file is damaged ({problem}).", problem=error.reason),
                       damaged=True)
    except UnreadableFile as error:
        return Keyring(problem=error.reason)
    if data is None:
        return Keyring()
    newer = newer_format_version(data, FORMAT_NAME, KEYRING_VERSION)
    if newer is not None:
        return Keyring(problem=lazy_gettext("{file} was written by a newer version of Colosseum (version {version}); "
                                            "update the game to play those online games.", file=path.name,
                                            version=newer))
    try:
        kept = KeyringFile.model_validate_json(data)
    except ValidationError as error:
        return Keyring(problem=lazy_gettext("The online seats file is damaged ({problem}).",
                                            problem=validation_reason(error)), damaged=True)
    return Keyring(kept.seats, kept.hosted, kept.sessions)


class SeatsNotKept(Explained):
    """The seats could not be written: the caller must say so (a secret only in memory is lost at the exit)."""


def keep(path: Path, seats: tuple[HeldSeat, ...] = (), hosted: HostedGame | None = None) -> LazyMessage | None:
    """Add seats (and a hosted game) to the file, replacing the same seat of the same game. Returns a sentence for
    the player when a damaged file was set aside first, None when all went well; raises SeatsNotKept."""
    try:
        with one_writer_at_a_time(path):
            return _keep(path, seats, hosted)
    except OSError as error:
        log.warning("could not keep online seats in %s: %s", path, error)
        raise SeatsNotKept(lazy_gettext("The online seats could not be kept ({reason}).",
                                        reason=system_reason(error))) from None


def reserve(path: Path) -> LazyMessage | None:
    """Make sure the seats about to be claimed can be kept, before the server is asked for them (an invite code is
    spent when its seat is claimed, and a secret that cannot be kept is a seat lost): the file is read, set aside if
    damaged, and written again with room to spare. Returns keep's note; raises SeatsNotKept, saying that nothing
    was asked of the server, when the file is a newer version's, not a file, or cannot be written (a read-only
    folder, a full disk...)."""
    try:
        with one_writer_at_a_time(path):
            keyring, note = _usable(path, lazy_gettext("Nothing was asked of the server, so the code still works "
                                                       "once this is put right."))
            _write(path, keyring.seats, keyring.hosted, keyring.sessions, room=RESERVED_ROOM)
            return note
    except OSError as error:
        log.warning("cannot keep online seats in %s: %s", path, error)
        raise SeatsNotKept(lazy_gettext("The online seats cannot be kept in {file} ({reason}), so nothing was asked "
                                        "of the server: the code still works once this is put right.",
                                        file=path.name, reason=system_reason(error))) from None


def _usable(path: Path, consequence: LazyMessage) -> tuple[Keyring, LazyMessage | None]:
    """The file's seats, once it is known that it may be written: a damaged one set aside (and said in the note),
    one that is not ours to write refused (SeatsNotKept, its problem and then `consequence`)."""
    keyring = read_keyring(path)
    note = None
    if keyring.problem is not None and not keyring.damaged:
        log.warning("not writing the online seats file %s: %s", path, keyring.problem)
        raise SeatsNotKept(lazy_gettext("{problem} {consequence}", problem=keyring.problem, consequence=consequence))
    if keyring.damaged:
        try:
            kept_as = set_aside(path)
        except OSError as error:
            raise SeatsNotKept(lazy_gettext("{problem} It could not be set aside ({reason}). {consequence}",
                                            problem=keyring.problem, reason=system_reason(error),
                                            consequence=consequence)) from None
        note = lazy_gettext("{problem} It was kept as {file}, and a new one was started.", problem=keyring.problem,
                            file=kept_as.name)
        log.warning("%s", note)
        keyring = Keyring()
    return keyring, note


def _write(path: Path, seats: tuple[HeldSeat, ...], hosted: tuple[HostedGame, ...],
           sessions: tuple[HeldSession, ...], room: int = 0) -> None:
    document = KeyringFile(seats=seats[-MAX_SEATS:], hosted=hosted[-MAX_SEATS:], sessions=sessions[-MAX_SEATS:])
    data = document.model_dump_json(indent=1).encode("utf-8") + b"\n" + b" " * room  # JSON ends in blanks freely
    write_small_file(path, data, private=True)  # OSError: the caller words it


def _keep(path: Path, seats: tuple[HeldSeat, ...], hosted: HostedGame | None) -> LazyMessage | None:
    keyring, note = _usable(path, lazy_gettext("The new seats were not kept."))
    new_keys = {(held.server, held.game_id, held.seat) for held in seats}
    kept_seats = tuple(held for held in keyring.seats if (held.server, held.game_id, held.seat) not in new_keys)
    kept_hosted = tuple(game for game in keyring.hosted if hosted is None or game.game != hosted.game)
    _write(path, (*kept_seats, *seats), (*kept_hosted, *(() if hosted is None else (hosted,))), keyring.sessions)
    return note


def keep_session(path: Path, server: str, session: HeldSession | None) -> LazyMessage | None:
    """The player's session on `server` (None: logged out, forgotten), in place of the one kept for it. As `keep`."""
    try:
        with one_writer_at_a_time(path):
            keyring, note = _usable(path, lazy_gettext("The log-in was not kept."))
            others = tuple(kept for kept in keyring.sessions if kept.server != server)
            _write(path, keyring.seats, keyring.hosted, (*others, *(() if session is None else (session,))))
            return note
    except OSError as error:
        log.warning("could not keep a session in %s: %s", path, error)
        raise SeatsNotKept(lazy_gettext("The log-in could not be kept ({reason}).",
                                        reason=system_reason(error))) from None
