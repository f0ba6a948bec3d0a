"""Ways into the Replay screen: a save file, a game's autosaves (its newest file that replays), a game just
finished (from memory), each read as loading reads them, on a worker thread where a file is read so that a long
one never freezes the window."""
from __future__ import annotations

from pathlib import Path

from ... import replay, saves
from ...i18n.lazy import lazy_gettext
from ...session import Session
from ..starting.entry import Opening, seats_for_save


class ReplayOpening(Opening):
    """A game being read for a replay; `finish()` (on the drawing thread, once done) puts the Replay screen on top
    of the stack, or returns why the file was refused."""

    def opened(self, game: replay.ReplayedGame) -> None:
        self.ctx.manager.push(self.ctx.routes.replay(self.ctx, game))


def _newest_that_replays(game: saves.AutosavedGame) -> replay.ReplayedGame:
    """The game from its newest autosave that replays (an older one if the newest is damaged), as opening does."""
    first_error = None
    for path in game.files:
        try:
            return replay.replay_save(path)
        except saves.SaveError as error:
            first_error = first_error or error
    raise first_error if first_error is not None else saves.SaveError(lazy_gettext("This game has no autosave left."))


def replaying(ctx, source, background: bool = True) -> ReplayOpening:
    """Read `source` (a save's path, or a saves.AutosavedGame) for the Replay screen."""
    if isinstance(source, saves.AutosavedGame):
        return ReplayOpening(ctx, lambda _saves: _newest_that_replays(source), background)
    return ReplayOpening(ctx, lambda _saves: replay.replay_save(Path(source)), background)


def open_replay(ctx, path: Path) -> str | None:
    """The Replay screen of a save at once (`colosseum replay FILE`); why the file was refused, or None."""
    return replaying(ctx, path, background=False).finish()


def replay_finished(ctx, session: Session, seats) -> None:
    """The Replay screen of the game just played (its seats as the board names them), over the screen shown."""
    game = replay.replay_session(session, tuple(seats_for_save(seats)))
    ctx.manager.push(ctx.routes.replay(ctx, game))


def games_of(folder) -> dict[str, saves.AutosavedGame]:
    """The games with autosaves in `folder`, by game id (finished ones too): what the records can replay."""
    return {game.game_id: game for game in saves.autosaved_games(saves.list_saves(folder))}
