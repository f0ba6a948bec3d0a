"""Writing a session to a save file."""
from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path

from pydantic import ValidationError

from .. import RULES_VERSION, __version__, rules
from ..i18n.lazy import lazy_gettext
from ..session import Session
from ..files.atomic import write_atomically
from .errors import SaveError
from .format import FORMAT_NAME, PERSON, SCHEMA_VERSION, BranchedFrom, GuideStep, HintsUsed, LogRecord, SaveFile
from .paths import with_save_suffix
from .validation_reasons import validation_reason


def save_file_of(session: Session, seats: Sequence[str] | None = None,
                 saved_at: datetime | None = None) -> SaveFile:
    """The save of `session` as a model. `seats` says who plays each seat (all "person" if left out)."""
    options = session.options
    # A game dealt anew replays from (options, seed); one carried over from a save its moves could no longer
    # replay in (see loading.py) keeps the state its log starts from.
    start_state = None if session.initial == rules.new_game(options, session.seed) else session.initial
    seats = tuple(seats) if seats is not None else (PERSON,) * options.players
    if len(seats) != options.players:
        raise SaveError(lazy_gettext("Give a seat kind for each of the {players} players, not {seats}.",
                                     players=options.players, seats=len(seats)))
    try:
        return SaveFile(
            format=FORMAT_NAME, schema_version=SCHEMA_VERSION, game_id=session.game_id, app_version=__version__,
            rules_version=RULES_VERSION, saved_at=saved_at or datetime.now(timezone.utc), options=options,
            seed=session.seed, seats=seats, start_state=start_state, state=session.state,
            branched_from=None if session.branched_from is None else BranchedFrom(
                game_id=session.branched_from.game_id, move=session.branched_from.move),
            hints=HintsUsed(allowed=session.hints.allowed, given=session.hints.given,
                            counted_from_start=session.hints.counted_from_start),
            guide=None if session.guide_step is None else GuideStep(step=session.guide_step),
            log=tuple(LogRecord(command=entry.command, events=entry.events) for entry in session.log))
    except ValidationError as error:
        raise SaveError(lazy_gettext("This game cannot be saved: {problem}.", problem=validation_reason(error))) \
            from None


def encode(save: SaveFile) -> bytes:
    # Compact JSON: a whole game stays in the tens of kilobytes even with every event kept.
    return save.model_dump_json().encode("utf-8")


def save_game(session: Session, path: Path | str, seats: Sequence[str] | None = None, *,
              saved_at: datetime | None = None) -> Path:
    """Save `session` atomically at `path` (the .colosseum.json suffix is added if missing); returns
    the path written. Creates the folder if needed."""
    path = with_save_suffix(Path(path))
    data = encode(save_file_of(session, seats, saved_at))
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, data)
    return path
