"""Reading a save file back into a session, refusing anything that is not a game the rules agree with.

The file is only ever read. Every refusal is a SaveError with a message for the player.
"""
from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from pydantic import ValidationError

from .. import RULES_VERSION, rules
from ..rules.invariants import violations
from ..session import Session
from .errors import SaveError
from .format import FORMAT_NAME, MAX_SAVE_BYTES, SCHEMA_VERSION, SaveFile
from .migrations import migrate

DAMAGED = "This save is damaged"


@dataclass(frozen=True)
class LoadedGame:
    session: Session  # its log holds the replayed entries, so undo works as before saving; its game_id the file's
    seats: tuple[str, ...]
    path: Path
    saved_at: datetime
    app_version: str
    rules_version: str
    migrated_from: int | None = None  # the older schema version the file was written in, if any


def read_save_bytes(path: Path) -> bytes:
    """The file's bytes, after checking it is a regular file of a plausible size."""
    try:
        info = os.stat(path)  # before opening: opening a pipe or device could block or never end
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(f"{path.name} is not a save file.")
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError(_too_large(info.st_size))
        with open(path, "rb") as file:
            data = file.read(MAX_SAVE_BYTES + 1)  # the file may have grown since stat
    except FileNotFoundError:
        raise SaveError(f"There is no save called {path.name}.") from None
    except PermissionError:
        raise SaveError(f"{path.name} cannot be read: permission denied.") from None
    except OSError as error:
        raise SaveError(f"{path.name} cannot be read ({error.strerror or error}).") from None
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(_too_large(len(data)))
    if not data.strip():
        raise SaveError("This save file is empty.")
    return data


def _too_large(size: int) -> str:
    return (f"This file is too large to be a save ({size / 1024 / 1024:.1f} MB; "
            f"saves are under {MAX_SAVE_BYTES // 1024 // 1024} MB).")


def parse_save(data: bytes) -> tuple[SaveFile, int]:
    """The save model and the schema version the file was written in."""
    try:
        document = json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise SaveError("This file is not a save: it is not text.") from None
    except json.JSONDecodeError as error:
        raise SaveError(f"{DAMAGED} or incomplete: it stops making sense at line {error.lineno}, "
                        f"column {error.colno}.") from None
    except (ValueError, RecursionError):  # numbers with thousands of digits, absurd nesting
        raise SaveError(f"{DAMAGED}: it holds values no save has.") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise SaveError("This file is not a Colosseum save.")
    version = document.get("schema_version")
    if type(version) is not int:
        raise SaveError(f"{DAMAGED}: it has no schema version.")
    if version > SCHEMA_VERSION:
        raise SaveError(f"This save was made by a newer version (schema {version}); this version reads up to "
                        f"{SCHEMA_VERSION}. Update Colosseum Desktop to open it.")
    document = migrate(document, version)
    try:
        return SaveFile.model_validate(document), version
    except ValidationError as error:
        raise SaveError(f"{DAMAGED}: {_describe(error)}.") from None


def _describe(error: ValidationError) -> str:
    problems = error.errors(include_url=False, include_input=False)
    first = problems[0]
    where = " > ".join(str(part) for part in first["loc"])
    text = f"{where}: {first['msg']}" if where else first["msg"]
    return text + (f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else "")


def _check_state(save: SaveFile, state: rules.GameState, what: str) -> None:
    """A state from the file belongs to the save's game and keeps the rules' invariants."""
    if state.options != save.options or state.seed != save.seed:
        raise SaveError(f"{DAMAGED}: its {what} belongs to another game.")
    problems = _engine(lambda: violations(state), f"its {what} could not be checked")
    if problems:
        raise SaveError(f"{DAMAGED}: its {what} breaks the rules ({problems[0]}).")


def replay(save: SaveFile) -> Session:
    """Play the save's log again from where it starts (a new deal of (options, seed), or the stored start
    state of a game carried over from an older version), checking every event and the final state."""
    state = save.state
    if len(save.seats) != save.options.players:
        raise SaveError(f"{DAMAGED}: it lists {len(save.seats)} seats for {save.options.players} players.")
    if save.start_state is not None:
        _check_state(save, save.start_state, "starting state")
    _check_state(save, state, "game state")
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
            raise SaveError(f"{DAMAGED}: move {number} ({record.command.kind.replace('_', ' ')}) cannot be "
                            f"played again: {refusal}{note}") from None
        if tuple(events) != record.events:
            raise SaveError(f"{DAMAGED}: move {number} did not turn out as recorded.{note}")
    if session.state.model_dump() != state.model_dump():
        raise SaveError(f"{DAMAGED}: its game state does not match its moves.{note}")
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


def load_game(path: Path | str) -> LoadedGame:
    """Load and fully check a save; raises SaveError if it cannot be played on. The file is never changed."""
    path = Path(path)
    save, version = parse_save(read_save_bytes(path))
    session = replay(save)
    return LoadedGame(session=session, seats=save.seats, path=path, saved_at=save.saved_at,
                      app_version=save.app_version, rules_version=save.rules_version,
                      migrated_from=version if version != SCHEMA_VERSION else None)
