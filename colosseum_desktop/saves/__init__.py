"""Saving, loading, resuming and autosaving games as versioned JSON files that lose nothing.

Loading replays every recorded command from the game's options and seed and checks it reaches the
saved state; any file that does not is refused with a SaveError whose message a player can read.
"""
from .autosave import Autosaver, autosave_path, autosaves, newest_loadable_autosave
from .errors import SaveError
from .format import (FORMAT_NAME, MAX_SAVE_BYTES, PERSON, SCHEMA_VERSION, SUFFIX, LogRecord, SaveFile,
                     computer_seat, json_schema)
from .listing import SaveInfo, list_saves
from .loading import LoadedGame, load_game
from .paths import SAVES_DIR_ENV, default_saves_dir, safe_save_path
from .saving import save_game

__all__ = ["Autosaver", "autosave_path", "autosaves", "newest_loadable_autosave", "SaveError", "FORMAT_NAME",
           "MAX_SAVE_BYTES", "PERSON", "SCHEMA_VERSION", "SUFFIX", "LogRecord", "SaveFile", "computer_seat",
           "json_schema", "SaveInfo", "list_saves", "LoadedGame", "load_game", "SAVES_DIR_ENV",
           "default_saves_dir", "safe_save_path", "save_game"]
