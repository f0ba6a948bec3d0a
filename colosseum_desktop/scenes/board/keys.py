"""The board played with keys alone: N / Shift+N (or Down / Up) pick up the next or previous movable piece,
Left / Right walk the gold cursor over its lit squares, Enter puts it there, Esc puts it back; Ctrl+Z, F1,
H, P, Space and Escape do what the banner's buttons do."""
from __future__ import annotations

import pygame

from .input_model import Gesture
from .key_cursor_model import first_cursor, movable_pieces, next_cursor, targets_in_order
from ...i18n import _
from ...rules.pieces import Piece, square

PICK_KEYS = {pygame.K_n: 1, pygame.K_DOWN: 1, pygame.K_UP: -1}  # the next / previous piece (Shift+N: previous)
CURSOR_KEYS = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}  # along the lit squares
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class BoardKeys:
    """Mixed into the board scene: keys become the same pick-ups and drops as the mouse's."""

    def _key(self, event) -> bool:
        key, mods = event.key, getattr(event, "mod", 0)
        if key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_SPACE and (self.animator.busy or self.focus.focus is None):
            self.hurry()
        elif key == pygame.K_ESCAPE:
            if self.input.mode != "idle":
                self.put_back()
            else:
                self.open_menu()
        elif key == pygame.K_F1:
            self._open_reference("rules")
        elif key == pygame.K_p:
            self._open_reference("programs")
        elif key == pygame.K_h:
            self.hint()
        elif key in PICK_KEYS:
            self.pick_next(-PICK_KEYS[key] if mods & pygame.KMOD_SHIFT else PICK_KEYS[key])
        elif key in CURSOR_KEYS and self.lit_targets:
            self.move_key_cursor(CURSOR_KEYS[key])
        elif key in ENTER_KEYS and self.key_cursor is not None and self.input.holding:
            self.drop_at_key_cursor()  # Enter presses the focused button only while no piece is held
        elif self.animator.rolling() is not None or not self.focus.handle_event(event):
            return False
        self.invalidate()
        return True

    def movable_pieces(self) -> list[Piece]:
        """The pieces the keyboard can pick up now (worked out once per state)."""
        if self._movable[0] is not self.state:
            pieces = movable_pieces(self.state, self.expansion_offered()) if self.person_decides() else []
            self._movable = (self.state, pieces)
        return self._movable[1]

    def pick_next(self, step: int) -> None:
        """Pick up the next (step 1) or previous (-1) movable piece, lighting its squares as a click does."""
        pieces = self.movable_pieces()
        if not pieces:
            self.show_message(_("No noble or expansion piece can move now") if self.person_decides()
                              else self.not_yours())
            return
        held = self.input.holding
        index = pieces.index(held) + step if held in pieces else (0 if step > 0 else -1)
        self.input.pick(pieces[index % len(pieces)])
        self._light_targets()
        self.key_cursor = first_cursor(self.state, self.input.holding, self.lit_targets)

    def move_key_cursor(self, step: int) -> None:
        order = targets_in_order(self.state, self.input.holding, self.lit_targets)
        self.key_cursor = next_cursor(order, self.key_cursor, step)

    def drop_at_key_cursor(self) -> None:
        gesture = Gesture(self.input.holding, square(self.key_cursor))
        self.put_back()
        self.perform(gesture)
