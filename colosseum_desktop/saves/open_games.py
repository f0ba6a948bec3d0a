"""Which games are open in a window now, so that a second window opening the same game is told.

A window showing a game holds a lock on the file `.open-<game id>.lock` in the saves folder for as long as the
game is on its screen. The system releases the lock when the window closes, crashes or is killed, so a game is
never left marked as open by a window that is gone. The empty lock files themselves stay (one per game opened).
"""
from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

log = logging.getLogger(__name__)
LOCK_PREFIX = ".open-"


def lock_path(folder: Path | str, game_id: str) -> Path:
    return Path(folder) / f"{LOCK_PREFIX}{game_id}.lock"


class OpenGame:
    """This window's claim on a game: released by `release()`, or by the system when the window's process ends."""

    def __init__(self, game_id: str, descriptor: int | None) -> None:
        self.game_id = game_id
        self._descriptor = descriptor  # None: the folder could not hold a lock; other windows are not told

    def release(self) -> None:
        if self._descriptor is not None:
            os.close(self._descriptor)  # closing the file releases its lock
            self._descriptor = None


def _lock(descriptor: int) -> bool:
    """Take the file's lock without waiting; False if another window holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def claim(folder: Path | str, game_id: str) -> OpenGame | None:
    """This window's claim on the game `game_id`, or None when another window has it open. A folder where no
    lock can be made (read-only: autosaves fail there too) gives a claim that tells no other window."""
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)  # a new player's first game comes before its first autosave
        descriptor = os.open(lock_path(folder, game_id), os.O_RDWR | os.O_CREAT, 0o600)
    except OSError as error:
        log.warning("cannot mark game %s as open: %s", game_id, error)
        return OpenGame(game_id, None)
    if not _lock(descriptor):
        os.close(descriptor)
        return None
    return OpenGame(game_id, descriptor)
