"""Ways into a game (new, loaded, continued), all ending on the board with autosaves switched on."""
from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from pathlib import Path

from ... import rules, saves
from ...guide import GuideObserver
from ...i18n.lazy import LazyMessage, lazy_gettext
from ...session import HintUse, Session
from ...table import AutosaveObserver, Table, board_kind, saved_kinds, seat_from_board_kind, seats_from_saved
from ..wake import wake

PERSON = "person"


def seats_for_save(kinds: Sequence[str]) -> list[str]:
    """Board seat kinds ("person", "easy") -> the save format's ("person", "computer:easy")."""
    return saved_kinds([seat_from_board_kind(kind) for kind in kinds])


def seats_for_board(saved: Sequence[str], players: int) -> list[str]:
    """The save format's seat kinds -> the board's; saves without seats are all people."""
    return [board_kind(seat) for seat in seats_from_saved(saved, players)]


def seated_table(ctx, session: Session, kinds: Sequence[str], autosave: bool = True) -> Table:
    """The table a game is played at on this screen: computers thinking on a worker thread at the pace of the
    settings, waking the window when they have decided; autosaving after every move when `autosave`; a guided
    first game followed by its guide (colosseum_desktop/guide)."""
    seats = [seat_from_board_kind(kind) for kind in kinds]
    # A guided game's step is moved on before the autosave that keeps it.
    observers = [GuideObserver(session)] if session.guide_step is not None else []
    if autosave:
        observers.append(AutosaveObserver(saves.Autosaver(ctx.saves_dir, seats=saved_kinds(seats))))
    return Table(session, seats, observers, pace_ms=lambda: ctx.settings.computer_delay_ms, threaded=True,
                 wake=wake)


# The board's one line while autosaves fail; the pause menu has room for the reason (the autosaver's words).
AUTOSAVE_FAILED_LINE = lazy_gettext("The last move was not autosaved: Esc shows why, and Save as keeps the game.")


def autosave_problem(table: Table) -> LazyMessage | None:
    """Why the table's last autosave failed, in the autosaver's words; None when it did not (or when the
    table does not autosave: `render`, tests)."""
    observer = table.observer_of(AutosaveObserver)
    return None if observer is None else observer.problem


def game_scene(ctx, table: Table):
    """The board, or the end-of-game screen when the game is already over."""
    if rules.is_over(table.state):
        return ctx.routes.end(ctx, table.session, [board_kind(seat) for seat in table.seats])
    return ctx.routes.board(ctx, table)


ALREADY_OPEN = lazy_gettext("This game is already open in another window: here it goes on as a game of its own, "
                            "and both are kept.")
BEHIND_ITS_GAME = lazy_gettext("This save is behind its game's newest autosave: played on here, it goes on as a game "
                               "of its own, and the other is kept.")


def claim_for_window(ctx, session: Session) -> LazyMessage | None:
    """Mark the game as open in this window (releasing the one shown before). A game another window has open
    goes on here as a game of its own (saves/lines.py), and that is said; a finished game is only looked at."""
    ctx.release_open_game()
    if rules.is_over(session.state):
        return None
    claim = saves.claim_game(ctx.saves_dir, session.game_id)
    if claim is not None:
        ctx.open_game = claim
        return None
    saves.branch_off(session)
    ctx.open_game = saves.claim_game(ctx.saves_dir, session.game_id)
    return ALREADY_OPEN


def play(ctx, session: Session, seats: Sequence[str], *notices: LazyMessage | None) -> None:
    """Leave whatever is on screen for this game, autosaving after every move from now on (not before the
    first: a game nobody has played yet, or a save just opened, has nothing new to keep). `notices` (a game
    carried over from older rules, one going on as a line of its own) are shown on the board when it opens."""
    told = claim_for_window(ctx, session)
    scene = game_scene(ctx, seated_table(ctx, session, seats))
    said = " ".join(str(notice) for notice in (told, *notices) if notice)
    if said and hasattr(scene, "show_message"):  # the end screen and the placeholder show no messages
        scene.show_message(said)
    ctx.manager.clear_to(scene)


def start_new_game(ctx, options: rules.GameOptions, seats: Sequence[str], seed: int | None = None,
                   hints: bool = True) -> Session:
    """Deal a new game and play it; `hints`: whether the game allows hints."""
    seed = random.randrange(2**31) if seed is None else seed
    session = Session.new(options, seed, hints=HintUse.none_given(options.players, allowed=hints))
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
        finally:
            wake()  # the screen waiting for it carries on at once

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
            self.opened(self._loaded)
        return self._problem

    def opened(self, loaded) -> None:
        """What becomes of what was loaded: the game goes on, on the board (a replay opens it otherwise)."""
        play_loaded(self.ctx, loaded)


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
    behind = not rules.is_over(loaded.session.state) and saves.behind_its_game(loaded, ctx.saves_dir)
    if behind:  # playing on would write over the further line's autosaves: this one becomes a game of its own
        saves.branch_off(loaded.session)
    play(ctx, loaded.session, seats_for_board(loaded.seats, len(loaded.session.state.players)),
         BEHIND_ITS_GAME if behind else None, loaded.notice)


def most_recent_game(ctx):
    """The unfinished game played most recently (a saves.AutosavedGame, read from headers), or None."""
    return saves.most_recent_game(ctx.saves_dir)
