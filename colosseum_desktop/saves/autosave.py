"""Autosaves: one file per round, rewritten after every action, the last few rounds kept."""
from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Sequence
from pathlib import Path

from ..session import Session
from .atomic import remove_stale_temp_files
from .errors import SaveError
from .format import SUFFIX
from .loading import LoadedGame, load_game
from .paths import AUTOSAVE_PREFIX
from .saving import save_game

log = logging.getLogger(__name__)
_AUTOSAVE_NAME = re.compile(rf"^{AUTOSAVE_PREFIX}round-(\d+){re.escape(SUFFIX)}$")


def autosave_path(folder: Path, round_number: int) -> Path:
    return Path(folder) / f"{AUTOSAVE_PREFIX}round-{round_number}{SUFFIX}"


def autosave_round(path: Path) -> int | None:
    match = _AUTOSAVE_NAME.match(path.name)
    return int(match.group(1)) if match else None


def autosaves(folder: Path | str) -> list[Path]:
    """The autosave files in `folder`, newest first. File times can tie within a clock tick, and the
    later round is then the newer one."""
    found = []
    with contextlib.suppress(OSError):
        for path in Path(folder).iterdir():
            round_number = autosave_round(path)
            if round_number is not None:
                with contextlib.suppress(OSError):
                    found.append((path.stat().st_mtime_ns, round_number, path))
    return [path for _, _, path in sorted(found, reverse=True)]


class Autosaver:
    """Pass `autosaver.autosave` (or the autosaver itself) as a Session's `on_change`.

    A failed write never interrupts the game: it is logged and kept in `last_error` for the screen to show.
    """

    def __init__(self, folder: Path | str, keep_rounds: int = 3, seats: Sequence[str] | None = None) -> None:
        if keep_rounds < 1:
            raise ValueError("keep at least the current round's autosave")
        self.folder = Path(folder)
        self.keep_rounds = keep_rounds
        self.seats = tuple(seats) if seats is not None else None
        self.last_error: OSError | None = None
        self.last_path: Path | None = None
        remove_stale_temp_files(self.folder)

    def __call__(self, session: Session) -> None:
        self.autosave(session)

    def autosave(self, session: Session) -> Path | None:
        round_number = session.state.round
        try:
            path = save_game(session, autosave_path(self.folder, round_number), self.seats)
            self._prune(round_number)
        except OSError as error:
            log.warning("autosave failed: %s", error)
            self.last_error = error
            return None
        self.last_error = None
        self.last_path = path
        return path

    def _prune(self, round_number: int) -> None:
        """Delete autosaves of rounds before the last `keep_rounds`. Later rounds stay: they may belong
        to a game the players went back from, and deleting them would lose it."""
        for path in autosaves(self.folder):
            if autosave_round(path) <= round_number - self.keep_rounds:
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()


def newest_loadable_autosave(folder: Path | str) -> LoadedGame | None:
    """The newest autosave that loads, skipping broken ones; None if there is none."""
    for path in autosaves(folder):
        try:
            return load_game(path)
        except SaveError as error:
            log.warning("skipping autosave %s: %s", path.name, error)
    return None
