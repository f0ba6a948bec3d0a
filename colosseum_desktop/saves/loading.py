"""Reading a save file back into a session, refusing anything that is not a game the rules agree with.

The file is only ever read. Every refusal is a SaveError with a message for the player.
"""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from pydantic import ValidationError

from .. import RULES_VERSION, rules
from ..bots.levels import LEVELS
from ..i18n.command_names import command_name
from ..i18n.lazy import LazyMessage, LazyNumber, cut, lazy_gettext, lazy_ngettext
from ..rules.invariants import violations
from ..session import HintUse, Session
from ..files.bounded_read import NotARegularFile, TooLarge, read_regular_file
from .errors import SaveError, system_reason
from .format import FORMAT_NAME, MAX_SAVE_BYTES, PERSON, SCHEMA_VERSION, SaveFile
from .migrations import migrate, renamed_since
from .validation_reasons import ErrorWords, validation_reason

log = logging.getLogger(__name__)

MOST_VERSION_CHARS = 40  # a version said in a sentence; a longer one (a file may hold 5 MB there) is cut
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
    notice: LazyMessage | None = None  # what the players are told on opening it (a game carried over from older rules)


def read_save_bytes(path: Path) -> bytes:
    """The file's bytes, after checking that what was opened is a regular file of a plausible size, without
    ever blocking (see bounded_read)."""
    try:
        data = read_regular_file(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(lazy_gettext("There is no save called {file}.", file=path.name)) from None
    except PermissionError:
        raise SaveError(lazy_gettext("{file} cannot be read: permission denied.", file=path.name)) from None
    except NotARegularFile:
        raise SaveError(lazy_gettext("{file} is not a save file.", file=path.name)) from None
    except TooLarge as error:
        raise SaveError(lazy_gettext("This file is too large to be a save ({size} MB; saves are under {limit} MB).",
                                     size=LazyNumber(round(error.size / 1024 / 1024, 1), 1),
                                     limit=MAX_SAVE_BYTES // 1024 // 1024)) from None
    except OSError as error:
        raise SaveError(lazy_gettext("{file} cannot be read ({reason}).", file=path.name,
                                     reason=system_reason(error))) from None
    if not data.strip():  # also what /proc and other kernel files claim to be: never read those
        raise SaveError(lazy_gettext("This save file is empty."))
    return data


def damaged(problem: object) -> SaveError:
    """The refusal of a save whose content is wrong, saying what is wrong (a clause, without a full stop)."""
    return SaveError(lazy_gettext("This save is damaged: {problem}.", problem=problem))


def _decode(data: bytes):
    try:
        return json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise SaveError(lazy_gettext("This file is not a save: it is not text.")) from None
    except json.JSONDecodeError as error:
        raise SaveError(lazy_gettext("This save is damaged or incomplete: it stops making sense at line {line}, "
                                     "column {column}.", line=error.lineno, column=error.colno)) from None
    except (ValueError, RecursionError):  # numbers with thousands of digits, absurd nesting
        raise damaged(lazy_gettext("it holds values no save has")) from None


def _current_version(document) -> tuple[dict, int]:
    """The document migrated to the current schema version, and the version it was written in."""
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise SaveError(lazy_gettext("This file is not a Colosseum save."))
    version = document.get("schema_version")
    if type(version) is not int:
        raise damaged(lazy_gettext("it has no schema version"))
    if version > SCHEMA_VERSION:
        raise SaveError(lazy_gettext("This save was made by a newer version (schema {version}); this version reads "
                                     "up to {supported}. Update Colosseum Desktop to open it.",
                                     version=version, supported=SCHEMA_VERSION))
    return migrate(document, version), version


def _validated(document: dict, version: int) -> SaveFile:
    """The save's model; a fault is named by the file's own field, also where a migration renamed it."""
    try:
        return SaveFile.model_validate(document)
    except ValidationError as error:
        raise damaged(validation_reason(error, renamed_since(version))) from None


def parse_save(data: bytes) -> tuple[SaveFile, int]:
    """The save model and the schema version the file was written in."""
    document, version = _current_version(_decode(data))
    save = _validated(document, version)
    _check_rules_version(save)
    return save, version


def _rules_number(rules_version: str) -> int | None:
    """The rules' version as a number (None: not one); a number of more digits than any real version (a file's
    5 MB of them, which int() refuses) counts as far newer."""
    if not (rules_version.isascii() and rules_version.isdigit()):  # "²" is a digit to isdigit(), not to int()
        return None
    digits = rules_version.lstrip("0") or "0"
    return int(digits) if len(digits) <= 18 else 10**18


def _newer_rules(rules_version: str) -> bool:
    saved, current = _rules_number(rules_version), _rules_number(RULES_VERSION)
    return saved is not None and current is not None and saved > current


def _check_rules_version(save: SaveFile) -> None:
    """A save written under newer rules than these is refused, as a newer schema is: played on here, its game
    would change rules midway without a word, and its next save would claim these rules. The file is left as it
    is, for the newer version to open."""
    if _newer_rules(save.rules_version):
        raise SaveError(lazy_gettext("This save was made by a newer version of Colosseum Desktop (rules {saved}); this "
                                     "version plays rules {current}. Update Colosseum Desktop to open it.",
                                     saved=cut(save.rules_version, MOST_VERSION_CHARS), current=RULES_VERSION))


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
    save = _validated(document, version)
    _check_rules_version(save)
    _check_seats(save)
    return save, version


# The two states a file may hold, each with its three faults as whole clauses (so each language words them).
_STATE_FAULTS = {
    "start": (lambda: lazy_gettext("its starting state belongs to another game"),
              lambda kind: lazy_gettext("its starting state could not be checked ({error})", error=kind),
              lambda problem: lazy_gettext("its starting state breaks the rules ({problem})", problem=problem)),
    "current": (lambda: lazy_gettext("its game state belongs to another game"),
                lambda kind: lazy_gettext("its game state could not be checked ({error})", error=kind),
                lambda problem: lazy_gettext("its game state breaks the rules ({problem})", problem=problem)),
}


def _check_state(save: SaveFile, state: rules.GameState, which: str) -> None:
    """A state from the file belongs to the save's game and keeps the rules' invariants."""
    another_game, unchecked, broken = _STATE_FAULTS[which]
    if state.options != save.options or state.seed != save.seed:
        raise damaged(another_game())
    problems = _engine(lambda: violations(state), unchecked)
    if problems:
        raise damaged(broken(problems[0]))


def _check_seats(save: SaveFile) -> None:
    """One seat per player, each played by a person or a computer player this version has: a seat of an
    unknown level is refused rather than quietly given to another player."""
    if len(save.seats) != save.options.players:
        raise damaged(lazy_ngettext("it lists {n} seat for {players} players",
                                    "it lists {n} seats for {players} players", len(save.seats),
                                    players=save.options.players))
    for seat, kind in enumerate(save.seats, 1):
        level = kind.partition(":")[2]
        if kind != PERSON and level and level not in LEVELS:
            raise SaveError(lazy_gettext("Seat {seat} is played by a computer player of a level this version does not "
                                         "have ({level}; it has {levels}), so this save cannot be opened.",
                                         seat=seat, level=repr(level), levels=", ".join(sorted(LEVELS))))


def check_states(save: SaveFile) -> None:
    """The stored states belong to the save's game and keep the rules' invariants."""
    if save.start_state is not None:
        _check_state(save, save.start_state, "start")
    _check_state(save, save.state, "current")


def hint_use(save: SaveFile) -> HintUse:
    """The game's hints as saved; a file written before they were counted allows them, counting from now."""
    if save.hints is None:
        return HintUse.none_given(save.options.players, counted_from_start=False)
    return save.hints.use()


def replay(save: SaveFile) -> Session:
    """Play the save's log again from where it starts (a new deal of (options, seed), or the stored start
    state of a game carried over from an older version), checking every event and the final state; a
    ReplayMismatch if the moves do not lead to the stored state."""
    state = save.state
    _check_seats(save)
    check_states(save)
    if save.start_state is None:
        session = Session.new(save.options, save.seed, game_id=save.game_id, branched_from=save.branch_point(),
                              hints=hint_use(save), guide_step=save.guide_step())
    else:
        session = Session(save.start_state, game_id=save.game_id, branched_from=save.branch_point(),
                          hints=hint_use(save), guide_step=save.guide_step())
    for number, record in enumerate(save.log, 1):
        try:
            events = _engine(lambda: session.submit(record.command),
                             lambda kind: lazy_gettext("move {number} could not be replayed ({error})",
                                                       number=number, error=kind))
        except rules.IllegalCommand as refusal:
            raise _mismatch(save, lazy_gettext("This save is damaged: move {number} ({kind}) cannot be played "
                                               "again: {refusal}", number=number,
                                               kind=command_name(record.command.kind),
                                               refusal=ErrorWords(refusal))) from None
        if tuple(events) != record.events:
            raise _mismatch(save, lazy_gettext("This save is damaged: move {number} did not turn out as recorded.",
                                               number=number))
    if session.state.model_dump() != state.model_dump():
        raise _mismatch(save, lazy_gettext("This save is damaged: its game state does not match its moves."))
    return session


def _mismatch(save: SaveFile, reason: LazyMessage) -> ReplayMismatch:
    """A failed replay; rules that changed since the file was written would explain it, so that is said."""
    if save.rules_version != RULES_VERSION:
        reason = lazy_gettext("{reason} It was saved with rules version {saved}; these are rules version {current}.",
                              reason=reason, saved=save.rules_version, current=RULES_VERSION)
    return ReplayMismatch(reason)


def _engine(call, failure):
    """Run a rules call on data from a file. Only refusals are expected; anything else the rules raise on
    strange input must still end as a SaveError, never as a crash of the screen that asked to load.
    `failure(kind)` says what could not be done, given the kind of error."""
    try:
        return call()
    except rules.IllegalCommand:
        raise
    except Exception as error:  # noqa: BLE001 - the file is untrusted input
        # The player is told the save is damaged; the traceback is kept for whoever mends the rules, since an
        # error other than a refusal may as well be a fault of the rules as of the file.
        log.exception("a save refused as damaged: the rules raised %s on its content", type(error).__name__)
        raise damaged(failure(type(error).__name__)) from None


def older_rules_notice(rules_version: str) -> LazyMessage:
    saved, current = _rules_number(rules_version), _rules_number(RULES_VERSION)
    older = saved is not None and current is not None and saved < current
    if older:
        return lazy_gettext("This game was saved with an older version (rules {rules}); its moves cannot be "
                            "replayed, so undo starts here.", rules=cut(rules_version, MOST_VERSION_CHARS))
    return lazy_gettext("This game was saved with another version (rules {rules}); its moves cannot be replayed, "
                        "so undo starts here.", rules=cut(rules_version, MOST_VERSION_CHARS))


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
        # replay() checked the state before the moves
        session = Session(save.state, game_id=save.game_id, branched_from=save.branch_point(), hints=hint_use(save),
                          guide_step=save.guide_step())
        notice = older_rules_notice(save.rules_version)
    return LoadedGame(session=session, seats=save.seats, path=path, saved_at=save.saved_at,
                      app_version=save.app_version, rules_version=save.rules_version,
                      migrated_from=version if version != SCHEMA_VERSION else None, notice=notice)
