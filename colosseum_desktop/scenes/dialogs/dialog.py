"""The controller every overlay dialog shares: following the game, closing, routing input, and submitting
commands through the session (the one `submit`, submitting.py).

A dialog has the board's shape: a frozen view of what it shows beyond the game state (board/<name>_view.py,
holding the `DialogFrame` that `frame()` makes: panel, header, controls as drawn, message), this controller
turning events into a new view or a command, and a picture drawing `(state, view)` and nothing else
(scenes/<name>_picture.py, through `dialog_picture.draw_dialog`).

A dialog serves one kind of decision. After each command it asks `still_needed()`; once the decision has
passed to someone it does not serve (another phase, or a computer seat) it closes and calls `on_done`.
"""
from __future__ import annotations

from collections.abc import Callable, Collection

import pygame

from ... import rules
from .frame_model import DialogFrame, TooltipLook
from ...i18n import _
from ...rules.pieces import Piece
from ...table import view_for
from ..board.buttons import HINT_LABEL
from ..board.hints import HIDDEN, MOVE, Hints
from .hint import DialogHint
from .tooltips import tooltip_look
from ..submitting import SubmitsCommands
from ..wake import wake
from ..text_fields import TextField
from ..widgets import Button, is_left_press, share_label_size
from ..widget_scene import WidgetScene

INPUT_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)
DIGIT_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}  # 1-9 pick the n-th token shown


class Dialog(SubmitsCommands, WidgetScene):
    opaque = False
    PANEL = pygame.Rect(60, 40, 1480, 820)
    title = ""
    serves_a_decision = True  # False for a screen to read (rules, programs): no hint there

    def __init__(self, ctx, session, seat: int, on_done: Callable[[], None] | None = None,
                 people: Collection[int] | None = None) -> None:
        """people: the seats played by people at this computer (default: all); a decision passing to
        any other seat closes the dialog so the board can let the computer play it."""
        super().__init__()
        self.ctx, self.session, self.seat, self.on_done = ctx, session, seat, on_done
        seats = range(len(session.state.players)) if session is not None else ()
        self.people = set(seats if people is None else people)
        self.message: str | None = None
        self.closed = False
        self.hover_pos = None  # the pointer's place, for the tooltip of the token under it (None: not known)
        # H or the Hint button: the advisor's move for this decision and why (dialog_hint.py); none for a
        # reference screen, none in a game set up without hints.
        self.hints = None if session is None or not self.serves_a_decision else Hints(session, lambda seat: view_for(session.state, seat), wake,
                                                       self.show_refusal, first_stage=MOVE)
        self._shown_state = session.state if session is not None else None  # None: a reference screen
        # Built only for the step it serves: opened after the game moved on (a button made for the step before),
        # it has nothing to build and closes as it enters, before anything is drawn.
        self.built = session is None or self.still_needed()
        if self.built:
            self._build()

    @property
    def state(self) -> rules.GameState | None:
        return self.session.state if self.session is not None else None

    # -- decisions ----------------------------------------------------------------------------------
    def refused(self, reason: str) -> None:
        self.show_refusal(reason)

    def submitted(self) -> None:
        self._state_changed()

    def show_refusal(self, reason: str | None) -> None:
        self.message = reason
        self.invalidate()

    def still_needed(self) -> bool:
        """Whether the game still waits for a decision this dialog asks for."""
        return True

    def rebuild(self) -> None:
        """Recreate the controls for the current state (after construction and after every change)."""

    def _build(self) -> None:
        """The dialog's own controls, and the Hint button after them for a person's decision in a game with hints:
        the decision is whoever's it is now (the trade window's seat is the trader, a computer whose offer a
        person answers)."""
        self.rebuild()
        if self.hints is not None and self.session.hints.allowed and rules.current_player(self.state) in self.people:
            hint = self.widgets.add(Button(self.hint_button_rect(), _(HINT_LABEL), self.hint, text_size=18))
            share_label_size([hint, *self._buttons_beside(hint)])

    def _buttons_beside(self, button: Button) -> list[Button]:
        """The dialog's buttons in the same row as `button`: their middles level with it."""
        return [widget for widget in self.widgets.widgets if isinstance(widget, Button) and widget is not button
                and button.rect.top <= widget.rect.centery <= button.rect.bottom]

    def hint_button_rect(self) -> pygame.Rect:
        """Where the Hint button is: by default at the right under the header (a dialog may place it elsewhere)."""
        return pygame.Rect(self.PANEL.right - 24 - 150, self.PANEL.y + 70, 150, 40)

    def hint(self) -> None:
        """H or the Hint button: the advisor's move for the decision and why, over the dialog (dialog_hint.py). The
        decision is whoever's it is now, a person here: the trade window opened for a computer's offer asks its
        partner (the window's seat is the trader)."""
        deciding = rules.current_player(self.state)
        self.hints.press(deciding if deciding in self.people else None)
        if self.hints.stage != HIDDEN and self.manager is not None:
            self.manager.push(DialogHint(self))

    def _state_changed(self) -> None:
        self._shown_state = self.state
        if not self.still_needed():
            self.close()
            return
        # Controls are rebuilt for the new state; the keyboard focus stays on the control of the same name.
        focused = getattr(self.widgets.focus, "text", None)
        self.built = True
        self._build()
        self.widgets.set_focus(next((w for w in self.widgets.widgets if w.focusable and w.interactive
                                     and getattr(w, "text", None) == focused), self.widgets.focus))
        self.invalidate()

    def on_language_changed(self) -> None:
        """The controls worded again; the focus stays on the control in the same place."""
        if not self.built or self.closed:
            return
        place = self.widgets.focus_place()
        self._build()
        self.widgets.focus_at(place)
        self.invalidate()

    def on_enter(self) -> None:
        # Opened for a decision the game no longer waits for (a stale button, a computer's turn): go at once,
        # in the same pass of the scene stack, before anything is drawn.
        if self.session is not None and not self.still_needed():
            self.close()
        elif not self.built:  # the game came back to its step (an undo) between opening and entering
            self._state_changed()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.manager is not None:
            self.manager.remove(self)
        if self.on_done is not None:
            self.on_done()

    def update(self, dt_ms: float) -> None:
        # The board may have changed the game under us (undo, a computer's move): follow it.
        if self.session is not None and not self.closed and self.session.state is not self._shown_state:
            self._state_changed()

    # -- input --------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type not in INPUT_EVENTS:
            return False
        # Several events arrive in one frame (a key's KEYDOWN and TEXTINPUT, a click right after a key): once
        # one of them has moved the game on, the rest must meet the dialog of the new state, or none at all;
        # a closed dialog stays on the stack until the frame ends and would read a step it does not know.
        if self.session is not None and not self.closed and self.session.state is not self._shown_state:
            self._state_changed()
        if self.closed:
            return False
        self.invalidate()
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
        if event.type == pygame.KEYDOWN and self.passes_to_board(event):
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # Always allowed: the decision waits on the board, whose buttons open the dialog again.
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.hints is not None \
                and not self.typing():
            self.hint()
            return True
        if self.handle_input(event):
            if is_left_press(event):
                # Enter then means the dialog's default, not the last button clicked
                self.widgets.set_focus(self.default_focus())
        else:
            self.widgets.handle_event(event)
        return True  # modal: the board below waits while a dialog is open

    def typing(self) -> bool:
        """Whether the keyboard types letters into a text box now (they are not the dialog's keys then; a box of
        digits, the bid's, leaves H to the dialog)."""
        return isinstance(self.widgets.focus, TextField) and self.widgets.focus.accepts("h")

    def passes_to_board(self, event: pygame.event.Event) -> bool:
        """Keys the board below answers even while a dialog is open: Ctrl+Z (undo; the dialog then follows
        the game back) and F1 (the rules reference)."""
        ctrl = getattr(event, "mod", 0) & pygame.KMOD_CTRL
        return (event.key == pygame.K_z and bool(ctrl)) or event.key == pygame.K_F1

    def default_focus(self):
        """The control that takes the keyboard after a click on the dialog's own pieces (None: no control)."""
        return None

    def handle_input(self, event: pygame.event.Event) -> bool:
        """The dialog's own pieces (tokens, cards, lists) before the buttons; True when used."""
        return False

    # -- what the dialog shows ----------------------------------------------------------------------
    def frame(self) -> DialogFrame:
        """The part of the view every dialog has: panel, header, controls as drawn, message, tooltip."""
        box = self.message_rect()
        return DialogFrame(tuple(self.PANEL), self.header_seat(), self.header_text(), self.control_looks(),
                           self.message, None if box is None else tuple(box), self.tooltip())

    def window_resized(self) -> None:
        self.hover_pos = None  # where the pointer is on the canvas is known again when it moves
        super().window_resized()

    def tooltip(self) -> TooltipLook | None:
        """What the token under the pointer is, while the dialog is on top and nothing is being dragged."""
        on_top = self.manager is None or self.manager.top is self
        if self.hover_pos is None or not on_top or self.session is None:
            return None
        found = self.piece_under(self.hover_pos)
        return None if found is None else tooltip_look(self.state, *found, self.hover_pos)

    def piece_under(self, pos) -> tuple[Piece, int | None] | None:
        """The token (or program) drawn under the pointer, and whose holdings its tooltip compares it with."""
        return None

    def control_looks(self) -> tuple:
        return tuple(widget.look() for widget in self.widgets.widgets if widget.visible)

    def header_seat(self) -> int | None:
        """The seat whose decision the dialog shows (drawn with its colour and symbol), if any."""
        return self.seat

    def header_text(self) -> str:
        return self.title

    def message_rect(self) -> pygame.Rect | None:
        """Where the frame shows the message (None: the dialog's picture places it itself)."""
        return pygame.Rect(self.PANEL.x + 24, self.PANEL.bottom - 118, self.PANEL.w - 48, 40)
