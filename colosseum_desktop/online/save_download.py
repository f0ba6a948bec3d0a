"""A finished online game kept on this computer as a save, to replay and review like a game played here.

`keep_finished_game(server, game_id, folder)` asks the server for the game (`GET /api/games/{id}/save`,
server/game_save.py), checks the answer as a save from anywhere is checked (saves/loading.py: the format and its
schema, every move played again under these rules to the stored state), and that it is the game asked for and
that it is over; only then is it written in the saves folder by the save-writing code (saves/saving.py: our own
encoding of the checked game, written atomically, so a crash leaves no half file). A server need not be friendly:
an answer larger than a save may be, slower than ANSWER_SECONDS, not a save, another game's or an unfinished one
is refused with the reason (a LobbyProblem), and nothing is written.

The file is called `online-<game id>`: saving the same game again replaces its own copy, and a file of that name
that is not this game's copy (a save the player named so, a damaged file) is left as it is: the copy takes the
next free name.
"""
from __future__ import annotations

import logging
from pathlib import Path

from .. import rules
from ..i18n.lazy import lazy_gettext
from ..saves.errors import SaveError
from ..saves.format import MAX_SAVE_BYTES
from ..saves.loading import parse_header, parse_save, read_save_bytes, replay
from ..saves.paths import safe_save_path
from ..saves.saving import save_game
from . import api
from .lobby_calls import LobbyProblem, asked
from .watch_links import checked_game_id

log = logging.getLogger(__name__)

DOWNLOAD_SECONDS = 30.0  # the whole answer: a save of a long game is a few hundred kilobytes
NAME_PREFIX = "online-"
MOST_NAMES_TRIED = 20


def keep_finished_game(server: str, game_id: str, folder: Path) -> Path:
    """(On a worker.) The server's save of the finished game `game_id`, checked and written in `folder`; its path.
    LobbyProblem with the reason when the game cannot be kept (nothing is written then)."""
    checked_game_id(game_id)  # before anything is asked: an id is part of the request's path
    data = asked(lambda: api.download(server, f"/api/games/{game_id}/save", MAX_SAVE_BYTES, DOWNLOAD_SECONDS))
    session, save = checked_save(data, game_id)
    try:
        return save_game(session, kept_path(Path(folder), game_id), save.seats, saved_at=save.saved_at)
    except (SaveError, OSError) as error:
        log.warning("a downloaded game could not be written: %s", error)
        reason = error if isinstance(error, SaveError) else error.strerror or error.__class__.__name__
        raise LobbyProblem(lazy_gettext("The game could not be written in the saves folder ({reason}).",
                                        reason=str(reason))) from None


def checked_save(data: bytes, game_id: str):
    """(the replayed session, the save model) of `data`, when it is the save of the finished game `game_id`."""
    try:
        save, _version = parse_save(data)
        session = replay(save)  # every move, under these rules, to the stored state (or SaveError saying where not)
    except SaveError as error:
        log.warning("a server's save of %s was refused: %s", game_id, error)
        raise LobbyProblem(lazy_gettext("The server's answer is not a save of this game ({reason}), so nothing was "
                                        "written.", reason=error.reason)) from None
    if save.game_id != game_id:
        raise LobbyProblem(lazy_gettext("The server sent another game than the one asked for, so nothing was "
                                        "written."))
    if not rules.is_over(session.state):
        raise LobbyProblem(lazy_gettext("The server sent a game that is not over, so nothing was written."))
    return session, save


def kept_path(folder: Path, game_id: str) -> Path:
    """Where the copy of `game_id` goes: its own name, or the next free one when a file there is not its copy."""
    for number in range(1, MOST_NAMES_TRIED + 1):
        path = safe_save_path(folder, NAME_PREFIX + game_id + ("" if number == 1 else f"-{number}"))
        if not path.exists() or _copy_of(path, game_id):
            return path
    raise SaveError(lazy_gettext("too many files are named after this game"))


def _copy_of(path: Path, game_id: str) -> bool:
    try:
        save, _version = parse_header(read_save_bytes(path))
    except SaveError:
        return False
    return save.game_id == game_id
