"""Reading a save file back into a session, refusing anything that is not a game the rules agree with.

The file is only ever read. Every refusal is a SaveError with a message for the player.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from pydantic import ValidationError

from .. import RULES_VERSION, rules
from ..bots import LEVELS
from ..rules.invariants import violations
from ..session import Session
from .bounded_read import NotARegularFile, TooLarge, read_regular_file
from .errors import SaveError
from .format import FORMAT_NAME, MAX_SAVE_BYTES, PERSON, SCHEMA_VERSION, SaveFile
from .migrations import migrate

DAMAGED = "This save is damaged"
_LOG_KEY = b',"log":'  # how this program writes the log, the last and by far the largest part of a save


class ReplayMismatch(SaveError):
    """The save's moves do not lead, under these rules, to its stored state."""


@dataclass(frozen=True)
class LoadedGame:
    session: Session  # its log holds the replayed entries, so undo works as before saving; its game_id the file's
    seats: tuple[str, ...]
    path: Path
    saved_at: datetime
    app_version: str
    rules_version: str
    migrated_from: int | None = None  # the older schema version the file was written in, if any
    notice: str | None = None  # what the players should be told on opening it (a game carried over from older rules)


def read_save_bytes(path: Path) -> bytes:
    """The file's bytes, after checking that what was opened is a regular file of a plausible size, without
    ever blocking (see bounded_read)."""
    try:
        data = read_regular_file(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"There is no save called {path.name}.") from None
    except PermissionError:
        raise SaveError(f"{path.name} cannot be read: permission denied.") from None
    except NotARegularFile:
        raise SaveError(f"{path.name} is not a save file.") from None
    except TooLarge as error:
        raise SaveError(_too_large(error.size)) from None
    except OSError as error:
        raise SaveError(f"{path.name} cannot be read ({error.strerror or error}).") from None
    if not data.strip():  # also what /proc and other kernel files claim to be: never read those
        raise SaveError("This save file is empty.")
    return data


def _too_large(size: int) -> str:
    return (f"This file is too large to be a save ({size / 1024 / 1024:.1f} MB; "
            f"saves are under {MAX_SAVE_BYTES // 1024 // 1024} MB).")


def _decode(data: bytes):
    try:
        return json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise SaveError("This file is not a save: it is not text.") from None
    except json.JSONDecodeError as error:
        raise SaveError(f"{DAMAGED} or incomplete: it stops making sense at line {error.lineno}, "
                        f"column {error.colno}.") from None
    except (ValueError, RecursionError):  # numbers with thousands of digits, absurd nesting
        raise SaveError(f"{DAMAGED}: it holds values no save has.") from None


def _current_version(document) -> tuple[dict, int]:
    """The document migrated to the current schema version, and the version it was written in."""
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise SaveError("This file is not a Colosseum save.")
    version = document.get("schema_version")
    if type(version) is not int:
        raise SaveError(f"{DAMAGED}: it has no schema version.")
    if version > SCHEMA_VERSION:
        raise SaveError(f"This save was made by a newer version (schema {version}); this version reads up to "
                        f"{SCHEMA_VERSION}. Update Colosseum Desktop to open it.")
    return migrate(document, version), version


def _validated(document: dict) -> SaveFile:
    try:
        return SaveFile.model_validate(document)
    except ValidationError as error:
        raise SaveError(f"{DAMAGED}: {_describe(error)}.") from None


def parse_save(data: bytes) -> tuple[SaveFile, int]:
    """The save model and the schema version the file was written in."""
    document, version = _current_version(_decode(data))
    return _validated(document), version


def parse_header(data: bytes) -> tuple[SaveFile, int]:
    """Everything of the save but its moves (the model's log is left empty), and its schema version: what a
    list of saves shows, without decoding the log that makes up nearly all of a long game's file. Only
    loading checks the moves."""
    document = None
    cut = data.find(_LOG_KEY)
    if cut > 0:
        try:  # this program writes the log last: the part before it, closed, is every other field
            document = json.loads(data[:cut].decode("utf-8-sig") + "}")
        except (UnicodeDecodeError, ValueError, RecursionError):
            document = None  # not as this program writes; decode all of it below, with its proper reasons
    if not isinstance(document, dict) or "state" not in document:
        document = _decode(data)
    document, version = _current_version(document)
    if isinstance(document, dict):
        document = dict(document, log=[])
    save = _validated(document)
    _check_seats(save)
    return save, version


def _describe(error: ValidationError) -> str:
    problems = error.errors(include_url=False, include_input=False)
    first = problems[0]
    where = " > ".join(str(part) for part in first["loc"])
    # A refusal written by our own validators comes as "Value error, <sentence>."; the player needs the sentence.
    message = first["msg"].removeprefix("Value error, ").rstrip(".")
    text = f"{where}: {message}" if where else message
    return text + (f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else "")


def _check_state(save: SaveFile, state: rules.GameState, what: str) -> None:
    """A state from the file belongs to the save's game and keeps the rules' invariants."""
    if state.options != save.options or state.seed != save.seed:
        raise SaveError(f"{DAMAGED}: its {what} belongs to another game.")
    problems = _engine(lambda: violations(state), f"its {what} could not be checked")
    if problems:
        raise SaveError(f"{DAMAGED}: its {what} breaks the rules ({problems[0]}).")


def _check_seats(save: SaveFile) -> None:
    """One seat per player, each played by a person or a computer player this version has: a seat of an
    unknown level is refused rather than quietly given to another player."""
    if len(save.seats) != save.options.players:
        raise SaveError(f"{DAMAGED}: it lists {len(save.seats)} seats for {save.options.players} players.")
    for seat, kind in enumerate(save.seats, 1):
        level = kind.partition(":")[2]
        if kind != PERSON and level and level not in LEVELS:
            raise SaveError(f"Seat {seat} is played by a computer player of a level this version does not have "
                            f"({level!r}; it has {', '.join(sorted(LEVELS))}), so this save cannot be opened.")


def check_states(save: SaveFile) -> None:
    """The stored states belong to the save's game and keep the rules' invariants."""
    if save.start_state is not None:
        _check_state(save, save.start_state, "starting state")
    _check_state(save, save.state, "game state")


def replay(save: SaveFile) -> Session:
    """Play the save's log again from where it starts (a new deal of (options, seed), or the stored start
    state of a game carried over from an older version), checking every event and the final state; a
    ReplayMismatch if the moves do not lead to the stored state."""
    state = save.state
    _check_seats(save)
    check_states(save)
    # Rules that changed since the file was written would explain a failed replay; say so.
    note = ("" if save.rules_version == RULES_VERSION else
            f" It was saved with rules version {save.rules_version}; these are rules version {RULES_VERSION}.")
    if save.start_state is None:
        session = Session.new(save.options, save.seed, game_id=save.game_id)
    else:
        session = Session(save.start_state, game_id=save.game_id)
    for number, record in enumerate(save.log, 1):
        try:
            events = _engine(lambda: session.submit(record.command), f"move {number} could not be replayed")
        except rules.IllegalCommand as refusal:
            raise ReplayMismatch(f"{DAMAGED}: move {number} ({record.command.kind.replace('_', ' ')}) cannot be "
                                 f"played again: {refusal}{note}") from None
        if tuple(events) != record.events:
            raise ReplayMismatch(f"{DAMAGED}: move {number} did not turn out as recorded.{note}")
    if session.state.model_dump() != state.model_dump():
        raise ReplayMismatch(f"{DAMAGED}: its game state does not match its moves.{note}")
    return session


def _engine(call, failure: str):
    """Run a rules call on data from a file. Only refusals are expected; anything else the rules raise on
    strange input must still end as a SaveError, never as a crash of the screen that asked to load."""
    try:
        return call()
    except rules.IllegalCommand:
        raise
    except Exception as error:  # noqa: BLE001 - the file is untrusted input
        raise SaveError(f"{DAMAGED}: {failure} ({type(error).__name__}).") from None


def older_rules_notice(rules_version: str) -> str:
    older = rules_version.isdigit() and RULES_VERSION.isdigit() and int(rules_version) < int(RULES_VERSION)
    return (f"This game was saved with {'an older' if older else 'another'} version (rules {rules_version}); "
            f"its moves cannot be replayed, so undo starts here.")


def load_game(path: Path | str) -> LoadedGame:
    """Load and fully check a save; raises SaveError if it cannot be played on. The file is never changed.

    A save whose moves do not replay is refused as damaged, unless it was written under other rules: then
    the game goes on from its stored state, checked in full (models and the rules' invariants), with a
    notice for the players, and its next save starts its log there under these rules (saves/README.md)."""
    path = Path(path)
    save, version = parse_save(read_save_bytes(path))
    notice = None
    try:
        session = replay(save)
    except ReplayMismatch:
        if save.rules_version == RULES_VERSION:
            raise
        session = Session(save.state, game_id=save.game_id)  # replay() checked the state before the moves
        notice = older_rules_notice(save.rules_version)
    return LoadedGame(session=session, seats=save.seats, path=path, saved_at=save.saved_at,
                      app_version=save.app_version, rules_version=save.rules_version,
                      migrated_from=version if version != SCHEMA_VERSION else None, notice=notice)
