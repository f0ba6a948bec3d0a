"""Saving, loading, resuming and autosaving games as versioned JSON files that lose nothing.

Loading replays every recorded command from the game's options and seed and checks it reaches the
saved state; any file that does not is refused with a SaveError whose message a player can read (a file
written under other rules goes on from its checked state instead: see loading.load_game).
"""
from .autosave import AutosaveName, Autosaver, autosave_name, autosave_path, autosaves, newest_loadable_autosave
from .errors import SaveError
from .format import (FORMAT_NAME, MAX_SAVE_BYTES, PERSON, SCHEMA_VERSION, SUFFIX, LogRecord, SaveFile,
                     computer_seat, json_schema)
from .lines import behind_its_game, branch_off
from .open_games import OpenGame, claim as claim_game
from .listing import (AutosavedGame, SaveInfo, autosaved_games, finished_games, games_in_progress, list_saves,
                      most_recent_game, named_saves, open_game, open_save)
from .loading import LoadedGame, load_game
from .manage import delete_game, delete_save, rename_save
from .paths import SAVES_DIR_ENV, default_saves_dir, safe_save_path
from .saving import save_game

__all__ = ["AutosaveName", "Autosaver", "autosave_name", "autosave_path", "autosaves", "newest_loadable_autosave",
           "SaveError", "FORMAT_NAME", "MAX_SAVE_BYTES", "PERSON", "SCHEMA_VERSION", "SUFFIX", "LogRecord", "SaveFile",
           "computer_seat", "json_schema", "AutosavedGame", "SaveInfo", "autosaved_games", "finished_games",
           "games_in_progress", "list_saves", "most_recent_game", "named_saves", "open_game", "open_save", "LoadedGame",
           "load_game", "delete_game", "delete_save", "rename_save", "SAVES_DIR_ENV", "default_saves_dir",
           "safe_save_path", "save_game", "behind_its_game", "branch_off", "OpenGame", "claim_game"]
