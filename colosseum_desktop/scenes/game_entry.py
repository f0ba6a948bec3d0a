"""Ways into a game (new, loaded, continued), all ending on the board with autosaves switched on."""
from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from pathlib import Path

from .. import rules, saves
from ..bots.levels import UNNAMED_LEVEL
from ..i18n.lazy import LazyMessage, lazy_gettext
from ..session import Session

PERSON = "person"
_SAVED_COMPUTER_PREFIX = "computer:"  # the save format's "computer:<level>"


def seats_for_save(seats: Sequence[str]) -> list[str]:
    """Board seat kinds ("person", "easy") -> the save format's ("person", "computer:easy")."""
    return [seat if seat == PERSON else _SAVED_COMPUTER_PREFIX + seat for seat in seats]


def _board_kind(saved_kind: str) -> str:
    """"person", "computer" (no level given) or "computer:<level>" -> "person" or the level."""
    if saved_kind == PERSON:
        return PERSON
    return saved_kind.removeprefix("computer").removeprefix(":") or UNNAMED_LEVEL


def seats_for_board(saved: Sequence[str], players: int) -> list[str]:
    """The save format's seat kinds -> the board's; saves without seats are all people."""
    if not saved:
        return [PERSON] * players
    return [_board_kind(kind) for kind in saved]


def autosaver_for(ctx, seats: Sequence[str]) -> saves.Autosaver:
    return saves.Autosaver(ctx.saves_dir, seats=seats_for_save(seats))


# The board's one line while autosaves fail; the pause menu has room for the reason (the autosaver's words).
AUTOSAVE_FAILED_LINE = lazy_gettext("The last move was not autosaved: Esc shows why, and Save as keeps the game.")


def autosave_problem(on_change) -> LazyMessage | None:
    """Why the session's last autosave failed, in the autosaver's words; None when it did not (or when the
    session has no autosaver: `render`, tests)."""
    return getattr(on_change, "problem", None)


def game_scene(ctx, session: Session, seats: Sequence[str]):
    """The board, or the end-of-game screen when the game is already over."""
    screen = ctx.routes.end if rules.is_over(session.state) else ctx.routes.board
    return screen(ctx, session, list(seats))


def play(ctx, session: Session, seats: Sequence[str], notice: LazyMessage | None = None) -> None:
    """Leave whatever is on screen for this game, autosaving after every move from now on (not before the
    first: a game nobody has played yet, or a save just opened, has nothing new to keep). A `notice` (a game
    carried over from older rules) is shown on the board when it opens."""
    session.on_change = autosaver_for(ctx, seats)
    scene = game_scene(ctx, session, seats)
    if notice and hasattr(scene, "show_message"):  # the end screen and the placeholder show no messages
        scene.show_message(str(notice))
    ctx.manager.clear_to(scene)


def start_new_game(ctx, options: rules.GameOptions, seats: Sequence[str], seed: int | None = None) -> Session:
    seed = random.randrange(2**31) if seed is None else seed
    session = Session.new(options, seed)
    play(ctx, session, seats)
    return session


class Opening:
    """A save or a game in progress being opened: loaded with the full check (a replay of every move), on a
    worker thread when `background`, so that a long game (seconds for a legal 9.6 MB save) never freezes the
    window. `load(saves)` returns a LoadedGame or raises SaveError; `finish` is called on the drawing thread."""

    def __init__(self, ctx, load, background: bool = True) -> None:
        self.ctx = ctx
        self._loaded = None
        self._problem: str | None = None
        self._crash: BaseException | None = None  # a bug, not a refusal: raised again by finish, never hidden
        self._thread = threading.Thread(target=self._run, args=(load,), name="open-save", daemon=True)
        if background:
            self._thread.start()
        else:
            self._run(load)

    def _run(self, load) -> None:
        try:
            self._loaded = load(saves)
        except saves.SaveError as error:
            self._problem = str(error)
        except BaseException as error:  # noqa: BLE001 - handed to the drawing thread, which raises it
            self._crash = error

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self) -> None:
        if self._thread.ident is not None:
            self._thread.join()

    def finish(self) -> str | None:
        """Once done: resume the game on the board, or the reason it was refused."""
        if self._crash is not None:
            raise self._crash
        if self._problem is None:
            play_loaded(self.ctx, self._loaded)
        return self._problem


def opening_save(ctx, path: Path, background: bool = True) -> Opening:
    return Opening(ctx, lambda saves: saves.open_save(path), background)


def opening_game(ctx, game, background: bool = True) -> Opening:
    """Resume a game in progress (a saves.AutosavedGame) from its newest autosave that passes the full check."""
    return Opening(ctx, lambda saves: saves.open_game(game), background)


def open_save(ctx, path: Path) -> str | None:
    """Open a save file into the board at once; the reason it was refused, or None."""
    return opening_save(ctx, path, background=False).finish()


def play_loaded(ctx, loaded) -> None:
    """Resume a game loaded by the saves package (a LoadedGame), telling its notice if it has one."""
    play(ctx, loaded.session, seats_for_board(loaded.seats, len(loaded.session.state.players)), loaded.notice)


def most_recent_game(ctx):
    """The unfinished game played most recently (a saves.AutosavedGame, read from headers), or None."""
    return saves.most_recent_game(ctx.saves_dir)
