"""The board played with keys alone: N / Shift+N (or Down / Up) pick up the next or previous movable piece,
Left / Right walk the gold cursor over its lit squares, Enter puts it there, Esc puts it back; Ctrl+Z, F1,
P, Space and Escape do what the banner's buttons do."""
from __future__ import annotations

import pygame

from .. import rules
from ..board.input import Gesture
from ..i18n import _
from ..rules.data import game_data
from ..rules.pieces import EXPANSION, Piece, noble, square

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
        """The pieces the keyboard can pick up now, around the ring: nobles with a legal square, then the
        expansion piece (worked out once per state)."""
        if self._movable[0] is not self.state:
            pieces = []
            if self.person_decides():
                nobles = sorted(range(len(self.state.nobles)), key=lambda n: (self.state.nobles[n].square, n))
                pieces = [noble(n) for n in nobles]
                if self.expansion_offered():
                    pieces.append(EXPANSION)
            self._movable = (self.state, [p for p in pieces if rules.targets(self.state, p)])
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
        order = self._targets_in_order()
        forward = [number for number in order if self._offset(number) > 0]
        self.key_cursor = (forward or order)[0]

    def _offset(self, number: int) -> int:
        """How far a square lies from the held noble along the ring (negative: behind it)."""
        held = self.input.holding
        if held is None or held.kind != "noble":
            return number
        ring = game_data().ring_squares
        return (number - self.state.nobles[held.number].square + ring // 2) % ring - ring // 2

    def _targets_in_order(self) -> list[int]:
        return sorted(self.lit_targets, key=self._offset)

    def move_key_cursor(self, step: int) -> None:
        order = self._targets_in_order()
        if self.key_cursor in order:
            self.key_cursor = order[(order.index(self.key_cursor) + step) % len(order)]
        else:  # held with the mouse: the keys take over
            self.key_cursor = order[0 if step > 0 else -1]

    def drop_at_key_cursor(self) -> None:
        gesture = Gesture(self.input.holding, square(self.key_cursor))
        self.put_back()
        self.perform(gesture)
