"""Where saves live and what they may be called."""
from __future__ import annotations

import os
import re
from pathlib import Path

import platformdirs

from ..i18n.lazy import LazyMessage, lazy_gettext, lazy_ngettext
from .errors import SaveError
from .format import SUFFIX

APP_NAME = "colosseum-desktop"
SAVES_DIR_ENV = "COLOSSEUM_SAVES_DIR"
MAX_NAME_LENGTH = 80
AUTOSAVE_PREFIX = "autosave-"
_FORBIDDEN = set('/\\:*?"<>|')  # path separators, and what Windows refuses in file names
_WINDOWS_DEVICES = re.compile(r"^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$", re.IGNORECASE)


def default_saves_dir() -> Path:
    """The player's saves folder: $COLOSSEUM_SAVES_DIR if set, else a "saves" folder in the user data dir
    (~/.local/share/colosseum-desktop/saves, ~/Library/Application Support/colosseum-desktop/saves,
    %LOCALAPPDATA%\\colosseum-desktop\\saves)."""
    override = os.environ.get(SAVES_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / "saves"


def is_save_file(path: Path) -> bool:
    return path.name.endswith(SUFFIX) and not path.name.startswith(".")


def with_save_suffix(path: Path) -> Path:
    path = Path(path)
    return path if path.name.endswith(SUFFIX) else path.with_name(path.name + SUFFIX)


def _name_problem(stem: str) -> LazyMessage | None:
    if not stem:
        return lazy_gettext("Give the save a name.")
    if len(stem) > MAX_NAME_LENGTH:
        return lazy_ngettext("A save name can be at most {n} character long.",
                             "A save name can be at most {n} characters long.", MAX_NAME_LENGTH)
    if any(c in _FORBIDDEN or ord(c) < 32 or ord(c) == 127 for c in stem):
        return lazy_gettext('A save name cannot contain / \\ : * ? " < > | or control characters.')
    if stem.startswith("."):
        return lazy_gettext("A save name cannot start with a dot.")
    if stem.endswith((".", " ")):
        return lazy_gettext("A save name cannot end with a dot or a space.")
    if _WINDOWS_DEVICES.match(stem):
        return lazy_gettext('"{name}" is a name Windows keeps for devices; choose another.', name=stem)
    if stem.lower().startswith(AUTOSAVE_PREFIX):
        return lazy_gettext('Names starting with "autosave-" are kept for autosaves; choose another.')
    return None


def safe_save_path(folder: Path, name: str) -> Path:
    """The path of the save a player named `name` inside `folder`; refuses (SaveError) any name that
    would land elsewhere or that some system cannot store."""
    stem = name.strip()
    if stem.lower().endswith(SUFFIX):
        stem = stem[: -len(SUFFIX)]
    problem = _name_problem(stem)
    if problem:
        raise SaveError(problem)
    folder = Path(folder)
    path = folder / (stem + SUFFIX)
    # A save that already exists as a link to somewhere else is refused too.
    if path.resolve().parent != folder.resolve():
        raise SaveError(lazy_gettext("That name points outside the saves folder; choose another."))
    return path
