"""Save a copy of a finished online game, then watch it again: from the end of an online game (online_end.py, a
spectator's too) and from a finished game's row in My online games. The server's save is fetched, checked and kept
in the saves folder on a worker (online/save_download.py), then read back from there as any save is, for the Replay
screen and the missed gains: the window goes on meanwhile, and a refusal is said in a sentence."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from ...i18n.lazy import lazy_gettext
from ...online.lobby_calls import LobbyProblem
from ...online.save_download import keep_finished_game
from ...replay.game import ReplayedGame, replay_session
from ...saves import SaveError, load_game
from ...session import Session
from ..starting.entry import seats_for_board


@dataclass(frozen=True)
class KeptCopy:
    """A finished online game kept in the saves folder, read back from there."""
    path: Path
    game: ReplayedGame  # for the Replay screen
    session: Session  # its whole log, for the missed gains
    seats: list[str]  # the board's kinds ("person", "easy")


def keep_copy(server: str, game_id: str, folder: Path | None) -> KeptCopy:
    """(On a worker.) Fetch, check and keep the game, then read the file kept; LobbyProblem saying why not."""
    if folder is None:
        raise LobbyProblem(lazy_gettext("This window has no saves folder to keep a copy in."))
    path = keep_finished_game(server, game_id, Path(folder))
    try:
        loaded = load_game(path)
    except SaveError as error:  # written a moment ago and checked before: the disk itself would be at fault
        raise LobbyProblem(lazy_gettext("The copy kept as {file} cannot be read back: {reason}", file=path.name,
                                        reason=error.reason)) from None
    game = dataclasses.replace(replay_session(loaded.session, loaded.seats), path=path)
    return KeptCopy(path, game, loaded.session, seats_for_board(loaded.seats, len(loaded.seats)))


def open_replay(ctx, kept: KeptCopy) -> None:
    """The Replay screen of the copy, over the screen shown."""
    ctx.manager.push(ctx.routes.replay(ctx, kept.game))
