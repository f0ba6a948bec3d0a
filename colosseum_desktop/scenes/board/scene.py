"""The board: the whole game on one screen, played with the mouse as on the table (or the keyboard).

Pieces are picked up with `BoardInput` (drag, click then click, or the keys N, Left/Right and Enter); the
gesture becomes a command through `rules.find_command`, or a button gives one directly; every command goes
to `session.submit`. A refusal shows the engine's reason and changes nothing. The board follows the
session's log, so commands made by dialogs and computer players animate and reach the game log the same way
as its own. The table may hold the game here (`table.Table`) or stand for a server's game
(`online/client_table.py`, whose moves arrive through `receive`): the board is the same.

The scene is the controller: what it shows beyond the state is one frozen `BoardView` (`view()`), and
`BoardPicture` (board_picture.py) draws `(state, view)`. Who plays each seat, the computers'
turns, what may be taken back and who follows the game (autosave, log, sound) belong to the table it is given
(`colosseum_desktop.table`); the board hosts the seats of the people here. Undo's consent question is in
board_undo.py; the overlays, the keys and the buttons in the mixins' modules beside this one.
"""
from __future__ import annotations

import random

import pygame

from ... import rules
from ...i18n import _
from ...i18n.refusals import refusal_text
from ...rules.pieces import Piece, square
from ...rules.state import Phase
from ...settings import Settings
from ...sprites import animation, motion, pen
from ...table import HostedTable, RemotePerson, board_kind
from ...sprites.log_panel import LogPanel
from . import layout_model as layout
from .input_model import BoardInput, Gesture
from .model import BoardView, expansion_offered, person_decides, token_seat
from ..starting import entry as game_entry
from ..base import Scene
from .buttons import BoardButtons
from .picture import BoardPicture
from .prompt_line_geometry import buttons_lowered_by, prompt_words
from .dialogs import BoardDialogs
from .explanations import MoveReasons
from .hints import Hints
from .keys import BoardKeys
from .observers import AnimationObserver, GameLogObserver, SeatNotices, SoundObserver
from .undo import BoardUndo
from ..submitting import SubmitsCommands
from ..wake import wake, wake_after
from ..widgets import Button, WidgetGroup

PICKABLE = ("noble", "expansion", "market", "program", "dice", "loge", "ticket", "token")
ANY_TIME = {"panel_medals": rules.TakeCoinsForMedal, "panel_extra_action": rules.ExchangeExtraAction}
MESSAGE_MS = 6000


class BoardScene(BoardButtons, BoardDialogs, BoardKeys, SubmitsCommands, Scene):
    """The board's controller: events become a command for the table or a new view (see `view`); the
    overlays, the keys and the buttons are in the mixins' modules."""

    whole_canvas = True  # arranged for the window's shape (scenes/board/layout_model.py)
    log_observer = GameLogObserver  # what puts the moves in the game log (an online board's words its jumps too)

    def __init__(self, ctx, table: HostedTable) -> None:
        self.ctx, self.table, self.session = ctx, table, table.session
        self.layout = layout.BoardLayout(len(table.seats))
        self._arranged_for = layout.CANVAS.size
        self.input = BoardInput(self.piece_at, self.target_at, self.is_lit_target)
        self.animator = animation.Animator()
        self.log_panel = LogPanel(self.layout.log)
        self.undoer = BoardUndo(table, lambda: self.manager, self.show_message, self.put_back, self._follow_state)
        self.hints = Hints(table.session, table.view_for, wake, self.show_message)
        self.move_reasons = MoveReasons()
        self.message: str | None = None
        self.message_ms = 0.0
        self.hover_pos: tuple[int, int] | None = None
        self.tooltip_hidden = False  # after the game moves on, until the pointer moves: no stale tooltip
        self.buttons: list[Button] = []
        self.lowering_asked = 0  # room a prompt of more than one line asks under it (board_prompt_line.py)
        self.buttons_lowered = 0  # ... and the buttons left it, where they fit the action area still
        self.focus = WidgetGroup()
        self.banner_buttons = self._make_banner_buttons()
        self._measured_at = pen.scale()  # the labels' widths, at the resolution the canvas is drawn at (sprites/pen.py)
        self.button_commands: list = []
        self.lit_targets: frozenset[int] = frozenset()
        self._lit_for: Piece | None = None
        self.key_cursor: int | None = None  # the lit square Enter drops the held piece on
        self._movable: tuple = (None, [])
        self.auto_opened: set = set()
        self.ended = False
        self.open_dialog_key: str | None = None  # the overlay dialog the board opened and waits on
        self._shown_state = None
        self._legal: tuple = (None, [])
        for entry in self.session.log:  # the game so far, in the log, without its sounds and animations
            self.log_observer(self.log_panel).moved(table, entry)
        self._follow_state()
        self.picture = BoardPicture(self.state, self.view())
        self.animation_observer = AnimationObserver(self.animator, self.layout, lambda: self.settings,
                                                    random.Random(self.session.seed))
        self.observers = [self.log_observer(self.log_panel), SoundObserver(lambda: self.settings),
                          self.animation_observer,
                          SeatNotices(self.show_message, self._rebuild_buttons)]
        for observer in self.observers:
            table.watch(observer)

    @property
    def settings(self) -> Settings:
        return self.ctx.settings

    @property
    def state(self) -> rules.GameState:
        return self.session.state

    @property
    def seats(self) -> list[str]:
        """How each seat is labelled: "person" for a person here, else a computer's level (table.board_kind)."""
        return [board_kind(seat) for seat in self.table.seats]

    @property
    def people(self) -> set[int]:
        return self.table.people_here()

    @property
    def deciding(self) -> int | None:
        return rules.current_player(self.state)

    @property
    def legal(self) -> list:
        """The legal commands of the state shown, worked out once per state (drawing asks every frame)."""
        if self._legal[0] is not self.state:
            self._legal = (self.state, rules.legal_commands(self.state))
        return self._legal[1]

    def person_decides(self) -> bool:
        return person_decides(self.state, self.seats)

    # -- following the table ------------------------------------------------------------------------
    def _follow_state(self) -> None:
        """The game moved on (on the board, in a dialog, by a computer) or was taken back: the board's buttons,
        the held piece and the autosave's news follow. The log, sounds and animations follow as observers."""
        self.banner_buttons["undo"].enabled = self.can_undo()
        self._tell_autosave_problem()
        self.hints.follow()
        if self.state is not self._shown_state:
            self._shown_state = self.state
            self.tooltip_hidden = True
            self.put_back()
            self._rebuild_buttons()
            self.invalidate()

    def _tell_autosave_problem(self) -> None:
        """A failed autosave is said on the board after every action, until one succeeds again."""
        if game_entry.autosave_problem(self.table):
            self.show_message(str(game_entry.AUTOSAVE_FAILED_LINE))

    # -- taking back ----------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.undoer.lit()

    def undo(self) -> None:
        self.undoer.undo()

    # -- hints ----------------------------------------------------------------------------------------
    def hint(self) -> None:
        """H or the Hint button: the next stage of a hint for the deciding person (board_hints.py)."""
        self.hints.press(self.deciding if self.person_decides() else None)
        self.invalidate()

    # -- pieces under the pointer -------------------------------------------------------------------
    def expansion_offered(self) -> bool:
        return expansion_offered(self.state, self.seats, self.legal)

    def piece_at(self, pos) -> Piece | None:
        return self.layout.piece_at(pos, self.state, seat_tokens=token_seat(self.state),
                                    expansion=self.expansion_offered())

    @staticmethod
    def target_at(pos) -> Piece | None:
        number = layout.square_at(pos)
        return None if number is None else square(number)

    def is_lit_target(self, source: Piece, target: Piece) -> bool:
        return target.kind == "square" and target.number in self.lit_targets

    # -- decisions ----------------------------------------------------------------------------------
    def refused(self, reason: str) -> None:
        self.show_message(reason)

    def submitted(self) -> None:
        self._follow_state()

    def not_yours(self) -> str:
        """Why a person's move waits: a computer player or a person at another computer decides now, or nobody."""
        if self.deciding is None:
            return _("The game is over")
        if isinstance(self.table.seats[self.deciding], RemotePerson):
            return _("Wait: {name} decides at their computer", name=self.state.player(self.deciding).name)
        return _("Wait: the computer is deciding")

    def show_message(self, message: str) -> None:
        self.message, self.message_ms = message, MESSAGE_MS
        self.invalidate()

    def perform(self, gesture: Gesture) -> None:
        kind = gesture.source.kind
        if kind in ANY_TIME:  # R13/R14: a player's own exchanges, whoever's turn it is
            seat = gesture.source.number
            if seat in self.people:
                self.submit(ANY_TIME[kind](player=seat))
            return
        if kind not in PICKABLE:
            return
        if not self.person_decides():
            self.show_message(self.not_yours())
            return
        if kind == "market" and self.state.phase is Phase.AUCTION and self.state.step.auction is None:
            self.choose_market(gesture.source.number)
            return
        try:
            command = rules.find_command(self.state, gesture.source, gesture.target)
        except rules.IllegalCommand as refused:
            self.show_message(refusal_text(refused.refusal))
            return
        self.submit(command)

    # -- events -------------------------------------------------------------------------------------
    def on_language_changed(self) -> None:
        """The buttons and the log worded again (the picture notices by itself); the game is not touched."""
        self.banner_buttons = self._make_banner_buttons()
        self.banner_buttons["undo"].enabled = self.can_undo()
        self._rebuild_buttons()
        self.log_panel.reword()
        self.message = None  # a refusal said in the other language; a failed autosave is said again, in this one
        self._tell_autosave_problem()
        self.invalidate()

    def window_resized(self) -> None:
        # The pointer's place on the canvas is unknown until it moves again: no tooltip left where it was.
        self.hover_pos, self.tooltip_hidden = None, True
        if self.manager is not None:  # laid out for the window's new shape before the next click, not at the next frame
            self.arrange(self.manager.canvas_size)
        self.invalidate()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos, self.tooltip_hidden = pos, False
            self.input.move(pos)
            self._light_targets()
            for button in (*self.buttons, *self.banner_buttons.values()):
                button.handle_event(event)
            self.invalidate()
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.log_panel.handle_wheel(event, self.hover_pos):
                self.invalidate()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if getattr(event, "button", 1) in (4, 5):  # old-style wheel clicks
                return True
            if getattr(event, "button", 1) == 3:  # right click: put down what is held
                self.put_back()
                self.invalidate()
                return True
            self.hover_pos = pos
            answers = list(self.buttons) if self.animator.rolling() is None else []
            for button in [*self.banner_buttons.values(), *answers]:
                if button.handle_event(event):
                    self.invalidate()
                    return True
            gesture = self.input.press(pos) if event.type == pygame.MOUSEBUTTONDOWN else self.input.release(pos)
            self._light_targets()
            if gesture is not None:
                self.perform(gesture)
            self.invalidate()
            return True
        return False

    def _light_targets(self) -> None:
        """Light the legal destinations of the piece picked up (worked out once per pick-up)."""
        held = self.input.holding if self.person_decides() else None
        if held != self._lit_for:
            self._lit_for = held
            self.lit_targets = rules.targets(self.state, held) if held else frozenset()
            self.key_cursor = None

    def put_back(self) -> None:
        """Whatever is held goes back to its place, its squares unlit."""
        self.input.cancel()
        self._light_targets()

    def hurry(self) -> None:
        """Space: finish the animations and let a computer player act now."""
        self.animator.finish_all()
        self.table.hurry()
        self.invalidate()

    # -- time ---------------------------------------------------------------------------------------
    def update(self, dt_ms: float) -> None:
        self._follow_state()
        if self.hints.arrived():
            self.invalidate()
        if self.animator.update(dt_ms):
            self.invalidate()
        if self.message and self.message_ms > 0:
            self.message_ms -= dt_ms
            if self.message_ms <= 0:
                self.message = None
                self.invalidate()
        if not self.animator.busy and self.table.receive(dt_ms):  # a move made elsewhere (online play), one by one
            self._follow_state()
        on_top = self.manager is None or self.manager.top is self
        if self.animator.busy or not on_top:
            return
        if rules.is_over(self.state):
            self._finish_game()
            return
        if self.table.driven(self.deciding):
            if self.table.tick(dt_ms):
                self._follow_state()
            elif (due := self.table.due_in_ms()) is not None:
                wake_after(due)  # the move is decided and waits for its pace: wake when it is due
        else:
            self.table.tick(dt_ms)
            self._auto_dialog()

    def on_exit(self) -> None:
        for observer in self.observers:
            self.table.unwatch(observer)
        self.hints.close()
        self.table.close()
        self.picture.let_go()

    def _finish_game(self) -> None:
        if self.ended:
            return
        self.ended = True
        if self.manager is not None:
            self.manager.replace(self.ctx.routes.end(self.ctx, self.session, list(self.seats)))
        self.invalidate()

    def wants_redraw(self) -> bool:
        return super().wants_redraw() or self.animator.busy

    # -- what the board shows -----------------------------------------------------------------------
    def view(self) -> BoardView:
        """Everything the board shows beyond the game state, as one frozen value (the picture's input)."""
        roll = self.animator.rolling()
        on_top = self.manager is None or self.manager.top is self  # no tooltip left under a menu or a dialog
        tooltip = on_top and not self.input.dragging and not self.tooltip_hidden
        view = BoardView(
            seats=tuple(self.seats), held=self.input.holding, dragging=self.input.dragging,
            pointer=self.input.pointer, lit=self.lit_targets, cursor=self.key_cursor,
            hover=self.hover_pos if tooltip else None, message=self.message,
            buttons=tuple(b.look() for b in self.buttons) if roll is None else (),  # answers wait for the dice
            buttons_lowered=self.buttons_lowered,
            banner=tuple(b.look() for b in self.banner_buttons.values()), log=self.log_panel.view(),
            gliding=tuple((noble, glide.position()) for noble, glide in self.animator.gliding().items()),
            roll=(tuple(roll.shown_faces()), roll.tilt()) if roll else None,
            flying=motion.in_air(self.animator.current), dialog=self.open_dialog_key,
            hint=self.hints.focus, hint_words=self.hints.words(),
            why=self.move_reasons.words_at(self.log_panel, self.hover_pos) if tooltip else None)
        asked = buttons_lowered_by(prompt_words(self.state, view))
        if asked != self.lowering_asked:  # the prompt took more lines, or fewer: the buttons go under it
            self.lowering_asked = asked
            self._rebuild_buttons()
            return self.view()
        return view

    def arrange(self, size: tuple[int, int]) -> None:
        """Lay the board out for a canvas of `size`: its places, the log's, the buttons' (the picture makes its
        layers again by itself)."""
        if layout.CANVAS.size != size:
            layout.arrange(size)
        if self._measured_at != pen.scale():  # drawn at another resolution: a label's width there is a little other
            self._measured_at = pen.scale()
            self.banner_buttons = self._make_banner_buttons()
            self.banner_buttons["undo"].enabled = self.can_undo()
            self._rebuild_buttons()
        if self._arranged_for == size:
            return
        self._arranged_for = size
        self.layout = self.animation_observer.layout = layout.BoardLayout(len(self.table.seats))
        self.log_panel.rect = pygame.Rect(self.layout.log)
        self.log_panel.scroll_by(0)
        self._rebuild_buttons()

    def draw(self, canvas: pygame.Surface) -> None:
        self.arrange(canvas.get_size())
        alone = self.manager is not None and self.manager.visible() == [self]  # nothing else touches the canvas
        self.picture.draw(canvas, self.state, self.view(), self.manager.frames if alone else None)

    def changed_areas(self) -> list[pygame.Rect] | None:
        return self.picture.changed_areas
