"""Renaming and deleting saves at a player's request: only the chosen files, only inside the saves folder."""
from __future__ import annotations

import os
import stat
from pathlib import Path

from ..i18n.lazy import lazy_gettext
from .errors import SaveError, system_reason
from .listing import AutosavedGame, save_info
from .paths import is_save_file, safe_save_path


def _inside(folder: Path, path: Path) -> Path:
    """`path` if it names a save file directly in `folder` (a link is taken as itself, not what it points
    to); refuses anything else."""
    folder, path = Path(folder), Path(path)
    if path.parent.resolve() != folder.resolve() or not is_save_file(path):
        raise SaveError(lazy_gettext("{file} is not a save in the saves folder.", file=path.name))
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        raise SaveError(lazy_gettext("There is no save called {file} any more.", file=path.name)) from None
    except OSError as error:
        raise SaveError(lazy_gettext("{file} cannot be reached ({reason}).", file=path.name,
                                     reason=system_reason(error))) from None
    if not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        raise SaveError(lazy_gettext("{file} is not a save file.", file=path.name))
    return path


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        raise SaveError(lazy_gettext("{file} could not be deleted ({reason}).", file=path.name,
                                     reason=system_reason(error))) from None


def rename_save(folder: Path | str, path: Path | str, new_name: str) -> Path:
    """Give a named save another name; never replaces another file. Returns the new path."""
    source = _inside(Path(folder), Path(path))
    target = safe_save_path(Path(folder), new_name)
    if target == source:
        return source
    # A name differing only in letter case is the same file on some systems: let the rename go ahead then.
    if os.path.lexists(target) and not (target.exists() and os.path.samefile(target, source)):
        raise SaveError(lazy_gettext("There is already a save called {file}; choose another name.", file=target.name))
    try:
        os.rename(source, target)
    except OSError as error:
        raise SaveError(lazy_gettext("{file} could not be renamed ({reason}).", file=source.name,
                                     reason=system_reason(error))) from None
    return target


def delete_save(folder: Path | str, path: Path | str) -> None:
    """Delete one save file (a named save, or a file that cannot be read)."""
    _unlink(_inside(Path(folder), Path(path)))


def delete_game(folder: Path | str, game: AutosavedGame) -> list[Path]:
    """Delete every autosave of one game (in progress or finished), as listed; a file that no longer holds
    that game (it changed since the list was made) is left alone. Its named saves stay. Returns the files
    deleted."""
    deleted = []
    for path in game.files:
        path = _inside(Path(folder), path)
        if save_info(path).game_id == game.game_id:
            _unlink(path)
            deleted.append(path)
    return deleted
