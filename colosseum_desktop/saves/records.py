"""Records across games: one small entry per finished game in a history file, and what the Records screen
shows of it (per player name: games, wins, best record; per program: the best event ever staged).

Each game is recorded once, by its game id: loading a finished save again adds nothing. The file is written
atomically; one that cannot be used is never overwritten: a damaged one is set aside under another name (and
the players told), one that cannot be read at all is left alone and nothing is recorded.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError, model_validator

from .. import rules
from ..i18n.lazy import LazyMessage, lazy_gettext
from ..rules.state import PlayerName
from ..session import Session
from .errors import system_reason
from .format import PERSON, GameId, SeatKind
from .paths import APP_NAME
from ..files.small_files import (FileTooLarge, UnreadableFile, newer_format_version, one_writer_at_a_time,
                                 read_small_file, set_aside, write_small_file)
from .validation_reasons import validation_reason

log = logging.getLogger(__name__)

RECORDS_FILE = "records.json"
FORMAT_NAME = "colosseum-desktop-records"
RECORDS_VERSION = 3  # 2: games say whether hints were allowed and how many each seat was given; 3: whether online
# Older files still read (RecordsFile.version): a version-1 file's games have no hints (not counted then), a
# version-1 or 2 file's games were all played on this computer; written back as 3.
MAX_GAMES = 1000  # about 0.7 MB, read and checked in a fraction of a second; beyond it the oldest are dropped
MAX_RECORDS_BYTES = 2 * 1024 * 1024
Count = Annotated[int, Field(ge=0, le=100_000)]  # coins and spectators; the rules never come near


class SeatResult(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int = Field(ge=0, le=4)
    name: PlayerName
    played_by: SeatKind
    record: Count
    coins: Count
    winner: bool
    hints: Count | None = None  # the hints this seat was given; None in games recorded before they were counted


class ProgramBest(BaseModel):
    """The best event of one program staged in a game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    program: int = Field(ge=1, le=30)  # the game data's programs are numbered 1-30 (checked when it loads)
    attendance: Count
    seat: int = Field(ge=0, le=4)


class GameRecord(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    game_id: GameId
    finished_at: AwareDatetime
    variant: rules.Variant
    rounds: int = Field(ge=1, le=100)
    seats: tuple[SeatResult, ...] = Field(min_length=3, max_length=5)
    best_events: tuple[ProgramBest, ...] = Field(default=(), max_length=100)
    hints_allowed: bool | None = None  # None: recorded before records version 2
    hints_counted_from_start: bool | None = None  # False: a game saved before hints were counted (saves schema 6)
    online: bool = False  # played online, its game held by a server (records version 3; every game before was not)

    @model_validator(mode="after")
    def _consistent(self) -> "GameRecord":
        if not 2000 <= self.finished_at.year <= 3000:  # the screen shows it in local time, which must exist
            raise ValueError("the date of the game is not a plausible one")
        if [s.seat for s in self.seats] != list(range(len(self.seats))):
            raise ValueError("the seats are not numbered in order")
        if any(best.seat >= len(self.seats) for best in self.best_events):
            raise ValueError("a best event names a seat the game did not have")
        return self

    def name_of(self, seat: int) -> str:
        return self.seats[seat].name


class RecordsFile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["colosseum-desktop-records"] = FORMAT_NAME
    version: Literal[1, 2, 3] = RECORDS_VERSION
    games: tuple[GameRecord, ...] = Field(default=(), max_length=MAX_GAMES)


def records_path(saves_dir: Path) -> Path:
    """The history file: in the user data folder beside the default saves folder; inside the saves folder
    when that was moved ($COLOSSEUM_SAVES_DIR, --saves-dir), so tests and portable set-ups keep their own."""
    default_saves = platformdirs.user_data_path(APP_NAME, appauthor=False) / "saves"
    if Path(saves_dir) == default_saves:
        return default_saves.parent / RECORDS_FILE
    return Path(saves_dir) / RECORDS_FILE


# -- one game's entry ---------------------------------------------------------------------------------------
def game_record(session: Session, seats: Sequence[str], finished_at: datetime,
                online_here: frozenset[int] | None = None) -> GameRecord:
    """The entry of a finished game. `seats` in the save format ("person", "computer:easy"). `online_here`: for an
    online game, the seats played at this computer (only theirs had their hints counted here); None for a game
    held on this computer."""
    state = session.state
    winners = set(rules.winners(state))
    hints = session.hints

    def hints_of(seat: int) -> int | None:
        return hints.given[seat] if online_here is None or seat in online_here else None

    results = tuple(SeatResult(seat=p.seat, name=p.name, played_by=seats[p.seat] if seats else PERSON,
                               record=p.record, coins=p.coins, winner=p.seat in winners, hints=hints_of(p.seat))
                    for p in state.players)
    return GameRecord(game_id=session.game_id, finished_at=finished_at, variant=state.options.variant,
                      rounds=state.round, seats=results, best_events=best_events(session),
                      hints_allowed=hints.allowed, hints_counted_from_start=hints.counted_from_start,
                      online=online_here is not None)


def best_events(session: Session) -> tuple[ProgramBest, ...]:
    """The best event of each program staged, from the log; each player's best event counts too (a game
    loaded from its stored state has no log before that point)."""
    staged = [(e.attendance, e.player) for entry in session.log for e in entry.events if e.kind == "produced"]
    staged += [(p.best_event, p.seat) for p in session.state.players if p.best_event is not None]
    best: dict[int, ProgramBest] = {}
    for attendance, seat in staged:
        current = best.get(attendance.program)
        if current is None or attendance.total > current.attendance:
            best[attendance.program] = ProgramBest(program=attendance.program, attendance=attendance.total, seat=seat)
    return tuple(best[number] for number in sorted(best))


# -- the file -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class History:
    games: tuple[GameRecord, ...]
    problem: LazyMessage | None = None  # why the file could not be used (str() words it); its games are not shown
    damaged: bool = False  # the content is wrong (set aside before writing); not merely unreadable now


def read_history(path: Path) -> History:
    """The recorded games. Never changes the file; a file that cannot be used gives no games and the reason."""
    try:
        data = read_small_file(path, MAX_RECORDS_BYTES)
    except UnreadableFile as error:
        return History((), lazy_gettext("The records file cannot be used: {reason}", reason=error.reason),
                       damaged=isinstance(error, FileTooLarge))
    if not data:
        return History(())
    newer = newer_format_version(data, FORMAT_NAME, RECORDS_VERSION)
    if newer is not None:  # not damaged: left as it is, for the version that wrote it
        return History((), lazy_gettext("The records file was written by a newer version of Colosseum Desktop (records "
                                        "version {version}; this version reads version {supported}). Update Colosseum "
                                        "Desktop to see and add records.", version=newer, supported=RECORDS_VERSION))
    try:
        return History(RecordsFile.model_validate_json(data).games)
    except ValidationError as error:
        return History((), lazy_gettext("The records file is damaged ({problem}).", problem=validation_reason(error)),
                       damaged=True)


def record_game(path: Path, record: GameRecord) -> LazyMessage | None:
    """Add a finished game to the history, once. Returns a sentence for the players when something about the
    file went wrong (set aside, not written), else None."""
    try:
        with one_writer_at_a_time(path):
            return _record_game(path, record)
    except OSError as error:  # the folder or its lock file cannot be made, or another window kept it busy
        log.warning("could not record game %s in %s: %s", record.game_id, path, error)
        return lazy_gettext("The records could not be written ({reason}).", reason=system_reason(error))


def _record_game(path: Path, record: GameRecord) -> LazyMessage | None:
    history = read_history(path)
    note = None
    if history.problem and not history.damaged:
        log.warning("not recording game %s: %s", record.game_id, history.problem)
        return lazy_gettext("{problem} This game was not added to the records.", problem=history.problem)
    if history.damaged:
        try:
            kept = set_aside(path)
        except OSError as error:
            log.warning("could not set the damaged records file %s aside: %s", path, error)
            return lazy_gettext("{problem} It could not be set aside ({reason}), so this game was not added to the "
                                "records.", problem=history.problem, reason=system_reason(error))
        note = lazy_gettext("{problem} It was kept as {file} and new records were started.", problem=history.problem,
                            file=kept.name)
        log.warning("%s", note)
    if any(game.game_id == record.game_id for game in history.games):
        return note
    games = (*history.games, record)[-MAX_GAMES:]
    try:
        write_small_file(path, RecordsFile(games=games).model_dump_json().encode("utf-8"))
    except OSError as error:
        log.warning("could not write the records file %s: %s", path, error)
        return lazy_gettext("The records could not be written ({reason}).", reason=system_reason(error))
    return note


# -- what the Records screen shows ----------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayerStanding:
    name: str
    played_by: str  # "person" or "computer:<level>": a name played by a person and by the computer are two rows
    games: int
    wins: int
    best_record: int
    hints: int = 0  # the hints given over the games where they were counted
    hints_uncounted: bool = False  # some of the games did not count them all (recorded or saved before they were)
    hints_off: int = 0  # games played with hints off


@dataclass(frozen=True)
class ProgramRecord:
    program: int
    title: str
    attendance: int
    name: str  # who staged it
    finished_at: datetime


def standings(games: Iterable[GameRecord]) -> list[PlayerStanding]:
    """Per player name (letter case aside) and kind of player: games, wins, best record; most wins first."""
    table: dict[tuple[str, str], PlayerStanding] = {}
    for game in sorted(games, key=lambda g: g.finished_at):
        for seat in game.seats:
            key = (seat.name.casefold(), seat.played_by)
            before = table.get(key, PlayerStanding(seat.name, seat.played_by, 0, 0, 0))
            table[key] = PlayerStanding(seat.name, seat.played_by, before.games + 1, before.wins + seat.winner,
                                        max(before.best_record, seat.record),  # the latest spelling is shown
                                        before.hints + (seat.hints or 0),
                                        before.hints_uncounted or seat.hints is None
                                        or game.hints_counted_from_start is False,
                                        before.hints_off + (game.hints_allowed is False))
    return sorted(table.values(), key=lambda s: (-s.wins, -s.games, -s.best_record, s.name.casefold()))


def program_records(games: Iterable[GameRecord]) -> list[ProgramRecord]:
    """The best event ever staged of each program, in program order; the first to reach it keeps it."""
    best: dict[int, ProgramRecord] = {}
    data = rules.game_data()
    for game in sorted(games, key=lambda g: g.finished_at):
        for event in game.best_events:
            current = best.get(event.program)
            if current is None or event.attendance > current.attendance:
                best[event.program] = ProgramRecord(event.program, data.program(event.program).name,
                                                    event.attendance, game.name_of(event.seat), game.finished_at)
    return [best[number] for number in sorted(best)]


__all__ = ["RECORDS_FILE", "MAX_GAMES", "GameRecord", "SeatResult", "ProgramBest", "History", "records_path",
           "game_record", "best_events", "read_history", "record_game", "standings", "program_records",
           "PlayerStanding", "ProgramRecord", "RecordsFile"]
