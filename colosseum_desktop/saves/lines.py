"""Lines of play: one game continued twice (a named save reopened behind its game's newest autosave, or two
windows on one game) becomes two games, each with its own identity and its own autosaves, so that neither
writes over the other.

A game's autosaves are named by its id and round, so a second line of the same game would, round by round,
replace the first one's files. Opening a save therefore looks at the other autosaves of its game: if any holds
moves this one does not (it is further on, or went another way), play going on from here is another line, and
the session gets a new identity that remembers where it branched from. Its first autosave is then a new game's
(the Load screen shows it with "branched at move N"); the other line's files are never touched.
"""
from __future__ import annotations

import logging
from pathlib import Path

from .. import rules
from ..session import BranchPoint, Session, new_game_id
from .autosave import autosaves
from .errors import SaveError
from .loading import LoadedGame, parse_save, read_save_bytes

log = logging.getLogger(__name__)


def _start_of(save) -> rules.GameState:
    return save.start_state if save.start_state is not None else rules.new_game(save.options, save.seed)


def holds_more(session: Session, path: Path) -> bool:
    """Whether the save at `path` holds moves `session` does not have: it is further on in the same game, or it
    went another way. A file that cannot be read holds nothing to keep apart."""
    try:
        save, _schema = parse_save(read_save_bytes(path))
    except SaveError as error:
        log.info("%s is not compared: %s", path.name, error)
        return False
    theirs = [record.command for record in save.log]
    ours = [entry.command for entry in session.log]
    if _start_of(save) != session.initial:
        return True  # started elsewhere (carried over from other rules at another point): another line
    return len(theirs) > len(ours) or theirs != ours[:len(theirs)]


def behind_its_game(loaded: LoadedGame, folder: Path | str) -> bool:
    """Whether another autosave of the loaded game (in `folder`) holds moves the loaded file does not, so that
    playing on from the loaded file would, round by round, write over that line of play."""
    session = loaded.session
    return any(holds_more(session, path) for path in autosaves(folder, session.game_id)
               if Path(path) != Path(loaded.path))


def branch_off(session: Session) -> None:
    """Make `session` a game of its own from now on: a new identity, remembering the game and the move it left."""
    session.branched_from = BranchPoint(session.game_id, len(session.log))
    session.game_id = new_game_id()
