"""The screens made of controls (title, menus, forms, dialogs): a background drawing and a `WidgetGroup`."""
from __future__ import annotations

import pygame

from ..sprites.theme import PALETTE
from .base import Scene
from .widgets import WidgetGroup


class WidgetScene(Scene):
    """A scene made of a background drawing and a WidgetGroup, redrawn after input that may change the look."""

    def __init__(self) -> None:
        self.widgets = WidgetGroup()

    def handle_event(self, event: pygame.event.Event) -> bool:
        group = self.widgets
        if event.type == pygame.MOUSEMOTION:
            # Moving the mouse costs a frame only when it changes which control is under it.
            hovered = [w.hovered for w in group.widgets]
            consumed = group.handle_event(event)
            if hovered != [w.hovered for w in group.widgets]:
                self.invalidate()
            return consumed
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT):
            self.invalidate()
        return group.handle_event(event)

    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])

    def draw(self, canvas: pygame.Surface) -> None:
        self.draw_background(canvas)
        self.widgets.draw(canvas)
