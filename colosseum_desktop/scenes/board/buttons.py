"""The board's buttons: the banner's (Undo, Rules, Programs, Menu) and the decision's (with a Hint for it), made from the button
model (scenes/board/buttons_model.py) as widgets that answer the mouse, Tab and their hotkeys. Their words are in the current
language (the board makes them again when the language changes: BoardScene.on_language_changed)."""
from __future__ import annotations

import pygame

from . import layout_model as layout
from ..button_look_model import BUTTON_PADDING
from .buttons_model import BANNER_LABELS, command_entries, command_label, dialog_entries, is_primary
from ...i18n import N_, _
from ...sprites.banner import banner_button_rects
from ...sprites.text import largest_fitting_size, width_of
from ..widgets import Button, WidgetGroup

BUTTON_TEXT = 18
FITTED_TEXT = 18  # a label that fits the standard button only below this size makes its button wider
DIGIT_KEYS = {1: pygame.K_1, 2: pygame.K_2, 3: pygame.K_3}
HINT_LABEL = N_("Hint H")  # the hint's button, beside the decision's (board_hints.py)


class BoardButtons:
    """Mixed into the board scene: its buttons are rebuilt for every new state."""

    def _make_banner_buttons(self) -> dict[str, Button]:
        """Always there, for the mouse: what the keys Ctrl+Z, F1, P and Escape do."""
        actions = {"undo": self.undo, "rules": lambda: self._open_reference("rules"),
                   "programs": lambda: self._open_reference("programs"), "menu": self.open_menu}
        rects = banner_button_rects()
        return {name: Button(rects[name], _(BANNER_LABELS[name]), action, text_size=15)
                for name, action in actions.items()}

    def _rebuild_buttons(self) -> None:
        self.buttons, self.button_commands = [], []
        if not self.person_decides():
            return
        state = self.state
        entries: list[tuple[str, object]] = []  # (label, command or callable)
        for label, key in dialog_entries(state):
            entries.append((label, lambda key=key: self.open_dialog(key)))
        entries += [(command_label(state, command), command) for command in command_entries(state, self.legal)]
        # Last, so that where a decision's buttons fill the area, the hint's is the one left out (H still works).
        if self.session.hints.allowed:  # a game set up without hints offers none
            entries.append((_(HINT_LABEL), self.hint))
        primary = [is_primary(state, getattr(action, "kind", "")) for _label, action in entries]
        widths = [button_width(label, bold) for (label, _action), bold in zip(entries, primary)]
        self.buttons_lowered = self.lowering_asked if layout.fit_lowered(widths, self.lowering_asked) else 0
        for rect, (label, action), bold in zip(layout.button_rects(widths, self.buttons_lowered), entries, primary):
            kind = getattr(action, "kind", "")
            hotkey = DIGIT_KEYS.get(action.value) if kind == "choose_die_value" and len(state.step.faces) == 1 else None
            self.buttons.append(Button(rect, label, self._button_action(action), text_size=fitting_size(label, rect),
                                       primary=bold, hotkey=hotkey))
            self.button_commands.append(action)
        self.focus = WidgetGroup(self.buttons)  # Tab walks the buttons, Enter presses the focused one

    def _button_action(self, action):
        if callable(action):
            return action
        return lambda: self.submit(action)

    def button_for(self, command) -> Button | None:
        """The button that gives exactly this command (for tests and the end-to-end player)."""
        for button, action in zip(self.buttons, self.button_commands):
            if not callable(action) and action == command:
                return button
        return None


def button_width(label: str, bold: bool) -> int:
    """The width a decision's button needs to show its label whole at FITTED_TEXT (the layout keeps at least its
    standard width, and falls back to it when wider buttons would not all fit)."""
    return width_of(label, FITTED_TEXT, bold) + 2 * BUTTON_PADDING


def fitting_size(label: str, rect: pygame.Rect) -> int:
    """The largest button text size (down to 15, 12 px in a 1280x720 window) at which the label fits the button,
    by the button's own measure of its room (widgets.fitted_label)."""
    return largest_fitting_size(label, range(BUTTON_TEXT, 14, -1), rect.width - 2 * BUTTON_PADDING) or 15
