"""Autosaves: each game's own files, one per round, rewritten after every action, its last few rounds kept.

A game's autosaves are named `autosave-<game id>-round-<N>.colosseum.json`, so games sharing a folder (one
after the other, or in two windows at once) never write, prune or free one another's files. Files named
`autosave-round-<N>.colosseum.json`, written before games had an id, are still listed and opened, and never
pruned: nothing in their name says whose they are.
"""
from __future__ import annotations

import contextlib
import errno
import logging
import os
import re
import shutil
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..i18n.lazy import LazyMessage, lazy_gettext
from ..session import Session
from ..files.atomic import remove_stale_temp_files
from .errors import SaveError, system_reason
from .format import SUFFIX
from .loading import LoadedGame, load_game
from .paths import AUTOSAVE_PREFIX
from .saving import encode, save_file_of, save_game

log = logging.getLogger(__name__)
ROOM_ERRORS = (errno.ENOSPC, errno.EDQUOT)  # the only failures that deleting older autosaves can help
ROOM_TO_SPARE = 8 * 1024  # the file system's blocks and the folder's own growth besides the save's bytes
_AUTOSAVE_NAME = re.compile(rf"^{AUTOSAVE_PREFIX}(?:(?P<game>[0-9a-f]{{16}})-)?round-(?P<round>\d{{1,6}})"
                            rf"{re.escape(SUFFIX)}$")


@dataclass(frozen=True)
class AutosaveName:
    game_id: str | None  # None for the round-only names written before games had an id
    round: int


def autosave_path(folder: Path | str, game_id: str, round_number: int) -> Path:
    return Path(folder) / f"{AUTOSAVE_PREFIX}{game_id}-round-{round_number}{SUFFIX}"


def autosave_name(path: Path) -> AutosaveName | None:
    """What an autosave's file name says (its game and round), or None if it is not named like one."""
    match = _AUTOSAVE_NAME.match(Path(path).name)
    return AutosaveName(match.group("game"), int(match.group("round"))) if match else None


def _stamp(path: Path) -> tuple[int, int] | None:
    """(modification time, size) of a regular file, None for anything else: a folder or a device named like
    a save is never treated as one."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_mtime_ns, info.st_size) if stat.S_ISREG(info.st_mode) else None


def autosaves(folder: Path | str, game_id: str | None = None) -> list[Path]:
    """The autosave files in `folder` (of the game `game_id` only, if given), newest first. File times can tie
    within a clock tick, and the later round is then the newer one."""
    found = []
    with contextlib.suppress(OSError):
        for path in Path(folder).iterdir():
            name = autosave_name(path)
            if name is None or (game_id is not None and name.game_id != game_id):
                continue
            stamp = _stamp(path)
            if stamp is not None:
                found.append((stamp[0], name.round, path))
    return [path for _, _, path in sorted(found, reverse=True)]


def describe_failure(error: OSError) -> LazyMessage:
    """What a failed autosave means for the players, in words (the errno text goes to the log)."""
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return lazy_gettext("The disk is full: the last move was not autosaved. Free some disk space; "
                            "Save as can save the game somewhere else.")
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return lazy_gettext("The saves folder cannot be written to (it is read-only or not yours): the last move "
                            "was not autosaved. Save as can save the game somewhere else.")
    return lazy_gettext("The last move could not be autosaved ({reason}). Try Save as.",
                        reason=system_reason(error))


class Autosaver:
    """Pass the autosaver as a Session's `on_change`: it autosaves the session's game after every action.

    A failed write never interrupts the game: it is logged, kept in `last_error`, and put in words in
    `problem` for the board to show; the next autosave that succeeds clears both.
    """

    def __init__(self, folder: Path | str, keep_rounds: int = 3, seats: Sequence[str] | None = None) -> None:
        if keep_rounds < 1:
            raise ValueError("keep at least the current round's autosave")
        self.folder = Path(folder)
        self.keep_rounds = keep_rounds
        self.seats = tuple(seats) if seats is not None else None
        self.last_error: OSError | None = None
        self.problem: LazyMessage | None = None  # str() words it in the language of the moment
        self.last_path: Path | None = None
        # Files this autosaver wrote, as (time, size) when written: they load, so pruning need not read them.
        self._written: dict[Path, tuple[int, int]] = {}
        # Files found not to load (as they were then): never pruned, and not read again while unchanged.
        self._refused: dict[Path, tuple[int, int]] = {}
        remove_stale_temp_files(self.folder)

    def __call__(self, session: Session) -> None:
        self.autosave(session)

    def autosave(self, session: Session) -> Path | None:
        path = autosave_path(self.folder, session.game_id, session.state.round)
        try:
            self._set_aside_unless_own(path, session.game_id)
            self._write(session, path)
        except OSError as first_error:
            if not self._make_room(session, path, first_error):
                return self._failed(first_error)
            try:
                self._write(session, path)
            except OSError as error:
                return self._failed(error)
        self.last_error = self.problem = None
        self.last_path = path
        self._prune(session.game_id, session.state.round)
        return path

    def _set_aside_unless_own(self, path: Path, game_id: str) -> None:
        """A file in this round's place that is not a loadable autosave of this game (a damaged newest autosave,
        Continue having resumed from the one before) is renamed aside, never written over: it keeps its bytes and
        stays on the Load list with its reason. A failed rename fails the autosave (said), which then writes
        nothing. Anything but a regular file there is left to the write, which fails and is said."""
        if _stamp(path) is None or self._is_own_and_loads(path, game_id):
            return
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        for attempt in range(1, 1000):
            kept = path.with_name(f"damaged-{stamp}{'' if attempt == 1 else f'-{attempt}'}-{path.name}")
            if not os.path.lexists(kept):
                break
        os.rename(path, kept)
        log.warning("autosave: %s was not this game's loadable autosave; kept as %s", path.name, kept.name)

    def _failed(self, error: OSError) -> None:
        log.warning("autosave failed: %s", error)
        self.last_error, self.problem = error, describe_failure(error)

    def _write(self, session: Session, path: Path) -> None:
        save_game(session, path, self.seats)
        stamp = _stamp(path)
        if stamp is not None:
            self._written[path] = stamp

    def _is_own_and_loads(self, path: Path, game_id: str) -> bool:
        """Whether `path` is a loadable autosave of the game `game_id`: only such files may ever be deleted."""
        stamp = _stamp(path)
        if stamp is None:
            return False
        if self._written.get(path) == stamp:
            return True
        if self._refused.get(path) == stamp:
            return False
        try:
            own = load_game(path).session.game_id == game_id
        except SaveError as error:
            log.info("not pruning %s: %s", path.name, error)
            own = False
        if own:
            self._written[path] = stamp
        else:
            self._refused[path] = stamp
        return own

    def _delete(self, path: Path) -> None:
        """Delete one of the game's own autosaves. A failure is logged: the autosave itself was written."""
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            log.warning("could not delete the old autosave %s: %s", path.name, error)
        self._written.pop(path, None)

    def _prune(self, game_id: str, round_number: int) -> None:
        """Delete the game's own autosaves of rounds before the last `keep_rounds`. Later rounds stay: they
        may hold a branch of the game the players went back from, and deleting them would lose it."""
        for path in autosaves(self.folder, game_id):
            if autosave_name(path).round <= round_number - self.keep_rounds and self._is_own_and_loads(path, game_id):
                self._delete(path)

    def _make_room(self, session: Session, current: Path, error: OSError) -> bool:
        """After a write failed for want of room: delete the game's own loadable autosaves, oldest first, as many as
        make room for this one, never the newest that loads (a failed write leaves the current round's file as it
        was). Deletes nothing, and says False, when deleting cannot help: another failure (a file size limit, a
        folder in the file's place, a read-only folder), or too little to free for the save to fit."""
        if error.errno not in ROOM_ERRORS:
            return False
        game_id = session.game_id
        own = [path for path in autosaves(self.folder, game_id) if self._is_own_and_loads(path, game_id)]
        keep = current if current in own else (own[0] if own else None)
        older = [(path, _stamp(path)[1]) for path in reversed(own) if path != keep]  # oldest first
        needed = len(encode(save_file_of(session, self.seats))) + ROOM_TO_SPARE
        free = free_bytes(self.folder)
        if not older or free + sum(size for _path, size in older) < needed:
            log.warning("autosave: the disk is full and deleting this game's older autosaves would not make room "
                        "(%d bytes free, %d to free, %d needed); nothing deleted", free,
                        sum(size for _path, size in older), needed)
            return False
        log.warning("autosave failed: %s; deleting this game's older autosaves to make room", error)
        for index, (path, size) in enumerate(older):
            if index and free >= needed:  # at least one goes: the room may be short of inodes or of quota
                break
            self._delete(path)
            free += size
        return True


def free_bytes(folder: Path) -> int:
    """What the system says can still be written in `folder`."""
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return 0


def newest_loadable_autosave(folder: Path | str, game_id: str | None = None) -> LoadedGame | None:
    """The newest autosave (of the game `game_id`, if given) that loads, skipping broken ones; None if none."""
    for path in autosaves(folder, game_id):
        try:
            return load_game(path)
        except SaveError as error:
            log.warning("skipping autosave %s: %s", path.name, error)
    return None
