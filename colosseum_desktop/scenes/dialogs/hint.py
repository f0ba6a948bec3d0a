"""A hint inside a dialog (bid, invest, trade, produce, ceremony): H or the dialog's Hint button says the advisor's
move for the decision and why, in a panel over the middle of the dialog, which is dimmed under it; H again, Esc or
a click puts it away, and so does any move. Other keys go on to the dialog below (its D, E, Enter...)."""
from __future__ import annotations

import pygame

from ...sprites import hint, theme
from ..base import Scene
from ..board.hints import HIDDEN

PANEL_HEIGHT = 130
SHADE = 90  # the dialog stays readable under the hint


class DialogHint(Scene):
    opaque = False

    def __init__(self, dialog) -> None:
        self.dialog = dialog
        self._for = dialog.state
        self.rect = pygame.Rect(0, 0, dialog.PANEL.w - 96, PANEL_HEIGHT)
        self.rect.center = dialog.PANEL.center

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_h, pygame.K_ESCAPE):
            self.put_away()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.put_away()
            return True  # a click only puts the hint away: the dimmed dialog waits
        return False

    def put_away(self) -> None:
        self.dialog.hints.stage = HIDDEN
        self.close()

    def close(self) -> None:
        if self.manager is not None:
            self.manager.remove(self)

    def update(self, dt_ms: float) -> None:
        if self.dialog.closed or self.dialog.state is not self._for or self.dialog.hints.stage == HIDDEN:
            self.dialog.hints.follow()
            self.close()
        elif self.dialog.hints.arrived():
            self.invalidate()

    def draw(self, canvas: pygame.Surface) -> None:
        theme.shade(canvas, SHADE)
        hint.draw_panel(canvas, self.dialog.hints.words(), self.rect)
