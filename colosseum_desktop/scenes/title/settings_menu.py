"""The title screen's settings, over the title: the language and the settings a game reads (the pause menu
shows the same rows under its buttons)."""
from __future__ import annotations

import pygame

from ...i18n import _
from ...sprites import theme
from ...sprites.theme import PALETTE
from .settings_rows import CHOICE_SIZE, add_setting_rows, rows_height
from ..widgets import Button, WidgetGroup
from ..widget_scene import WidgetScene

PANEL = pygame.Rect(0, 0, 640, 150 + rows_height() + 120)
PANEL.center = (800, 450)
MARGIN = 60
CHOICE_X = PANEL.right - MARGIN - CHOICE_SIZE[0]
ROWS_TOP = PANEL.y + 120
BACK_BUTTON = pygame.Rect(0, 0, 240, 60)
BACK_BUTTON.midbottom = (PANEL.centerx, PANEL.bottom - 30)
# Everything a person does goes to these settings, never to the title underneath.
INPUT_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


class SettingsScene(WidgetScene):
    opaque = False

    def __init__(self, ctx) -> None:
        super().__init__()
        self.ctx = ctx
        self._build()
        self.widgets.set_focus(self.choices[0])  # the language: what a player who cannot read this comes for

    def _build(self) -> None:
        self.widgets = WidgetGroup()
        self.choices = add_setting_rows(self.widgets, self.ctx, PANEL.x + MARGIN, CHOICE_X, ROWS_TOP)
        self.back = self.widgets.add(Button(BACK_BUTTON, _("Back"), self.close, primary=True,
                                            hotkey=pygame.K_ESCAPE))

    def on_language_changed(self) -> None:
        """Worded again, with the same control in hand."""
        place = self.widgets.focus_place()
        self._build()
        self.widgets.focus_at(place)

    def close(self) -> None:
        self.manager.remove(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and self.widgets.focus is not self.back:
            self.close()  # Enter: done, wherever the focus is (Space and the arrows change a choice)
            return True
        super().handle_event(event)
        return event.type in INPUT_EVENTS

    def draw(self, canvas: pygame.Surface) -> None:
        theme.shade(canvas, 140)
        theme.draw_panel(canvas, PANEL)
        theme.blit_text(canvas, _("Settings"), (PANEL.centerx, PANEL.y + 56), 48, PALETTE["terracotta_dark"],
                        bold=True, anchor="center")
        self.widgets.draw(canvas)
