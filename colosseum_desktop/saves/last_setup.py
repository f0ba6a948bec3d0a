"""The last new game's set-up (how many players, each seat's name and who plays it, the auction rule),
remembered in a small file beside the settings so that the next new game starts from it."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from .. import rules
from ..bots.levels import OFFERED
from ..files.errors import system_reason
from ..files.small_files import Unusable, read_or_keep_aside, write_small_file
from ..i18n.lazy import LazyMessage, lazy_gettext
from ..rules.state import PlayerName
from .format import PERSON

log = logging.getLogger(__name__)

SETUP_FILE = "last-game-setup.json"
MAX_SETUP_BYTES = 16 * 1024  # five names and a few choices take well under 1 KB
SEATS = 5  # one entry per colour: a name and who plays it stay with the colour they were given


def _offered(played_by: str) -> str:
    """A person, or a computer level the new-game screen offers (bots/levels.py)."""
    choices = (PERSON, *(level.name for level in OFFERED))
    if played_by not in choices:
        raise ValueError(f"{played_by!r} is not one of {', '.join(choices)}")
    return played_by


PlayedBy = Annotated[str, AfterValidator(_offered)]


class SeatSetup(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: PlayerName
    played_by: PlayedBy = PERSON


class LastSetup(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["colosseum-desktop-setup"] = "colosseum-desktop-setup"
    players: int = Field(ge=3, le=5)
    seats: tuple[SeatSetup, ...] = Field(min_length=SEATS, max_length=SEATS)
    variant: rules.Variant = rules.Variant.STANDARD
    hints: bool = True  # whether the game allows hints (files written before this remembered none: allowed)


def setup_path(settings_path: Path | None) -> Path | None:
    """The set-up is kept beside the settings; not remembered at all when the settings are not."""
    return None if settings_path is None else Path(settings_path).with_name(SETUP_FILE)


def open_setup(path: Path | None) -> tuple[LastSetup | None, Unusable | None]:
    """The remembered set-up (None: nothing remembered yet), and what was wrong with its file: a damaged one is
    kept aside under another name and said, one that cannot be read is left where it is (not to be written over)."""
    if path is None:
        return None, None
    return read_or_keep_aside(Path(path), MAX_SETUP_BYTES, LastSetup.model_validate_json)


def load_setup(path: Path | None) -> LastSetup | None:
    """The remembered set-up, or None (nothing remembered yet, or a file that cannot be used: see open_setup)."""
    return open_setup(path)[0]


def save_setup(path: Path | None, setup: LastSetup) -> LazyMessage | None:
    """Remember the set-up; a failure (a full disk) is logged and returned in words for the title, as a preference
    is no reason to stop a game."""
    if path is None:
        return None
    try:
        write_small_file(path, setup.model_dump_json(indent=2).encode("utf-8"))
    except OSError as error:
        log.warning("could not remember the game set-up in %s: %s", path, error)
        return lazy_gettext("The game's set-up could not be remembered in {file} ({reason}).", file=path.name,
                            reason=system_reason(error))
    return None
