"""A yes/no question over whatever is below it, in a box sized to its words: taking back another person's
action (which that person must agree to), or leaving the game (drawn by the pause menu with `draw_question`).

"No" has the keyboard focus and Escape means "No": agreeing always takes a deliberate key (Y) or click.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..i18n import _
from ..sprites import text, theme
from ..sprites.theme import PALETTE
from .widgets import Button
from .widget_scene import WidgetScene

WIDTH = 640
HEADING_SIZE, NOTE_SIZE, LINE_GAP = 40, 24, 30
HEADING_SIZES = range(HEADING_SIZE, 25, -2)  # a long heading (German, French) shrinks to fit the box, then is cut
BUTTON_W, BUTTON_H = 250, 60
MARGIN = 40
INPUT_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


def question_box(note: str, centre: tuple[int, int], width: int = WIDTH) -> pygame.Rect:
    """The box that holds a heading, the note wrapped to the box, and a row of buttons: no empty space."""
    lines = len(theme.wrap_text(note, NOTE_SIZE, width - 2 * MARGIN)) if note else 0
    height = MARGIN + HEADING_SIZE + 20 + lines * LINE_GAP + 24 + BUTTON_H + MARGIN
    box = pygame.Rect(0, 0, width, height)
    box.center = centre
    return box


def button_row(box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """(left, right) button places along the bottom of a question box."""
    y = box.bottom - MARGIN - BUTTON_H
    return (pygame.Rect(box.x + MARGIN, y, BUTTON_W, BUTTON_H),
            pygame.Rect(box.right - MARGIN - BUTTON_W, y, BUTTON_W, BUTTON_H))


Heading = str | Callable[[Sequence[str]], str]  # words, or words around players' names (given apart: cut to fit)


def draw_question(canvas: pygame.Surface, box: pygame.Rect, heading: Heading, note: str,
                  names: Sequence[str] = ()) -> None:
    theme.draw_panel(canvas, box)
    words = heading if callable(heading) else lambda _names: heading
    size, shown = text.fit_names_in(words, names, HEADING_SIZES, box.w - 2 * MARGIN, bold=True)
    text.blit(canvas, shown, (box.centerx, box.y + MARGIN + HEADING_SIZE // 2), size, PALETTE["terracotta_dark"],
              True, anchor="center")
    top = box.y + MARGIN + HEADING_SIZE + 20
    for i, line in enumerate(theme.wrap_text(note, NOTE_SIZE, box.w - 2 * MARGIN) if note else []):
        theme.blit_text(canvas, line, (box.x + MARGIN, top + i * LINE_GAP), NOTE_SIZE)


class ConfirmScene(WidgetScene):
    opaque = False

    def __init__(self, heading: Heading, note: str, yes_label: str, on_yes: Callable[[], None],
                 no_label: str | None = None, on_no: Callable[[], None] | None = None,
                 names: Sequence[str] = ()) -> None:
        super().__init__()
        no_label = _("No (N)") if no_label is None else no_label
        self.words, self.note, self.names = heading, note, names
        self.heading = heading(names) if callable(heading) else heading  # whole, as asked
        self.on_yes, self.on_no = on_yes, on_no
        self.box = question_box(note, (800, 450))
        no_rect, yes_rect = button_row(self.box)
        self.no_button = self.widgets.add(Button(no_rect, no_label, self.no, hotkey=pygame.K_n, text_size=24))
        self.yes_button = self.widgets.add(Button(yes_rect, yes_label, self.yes, primary=True, hotkey=pygame.K_y,
                                                  text_size=24))
        self.widgets.set_focus(self.no_button)
        self.answered = False

    def yes(self) -> None:
        self._close(self.on_yes)

    def no(self) -> None:
        self._close(self.on_no)

    def _close(self, then: Callable[[], None] | None) -> None:
        if self.answered:
            return
        self.answered = True
        self.manager.remove(self)
        if then is not None:
            then()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.no()
            return True
        super().handle_event(event)
        return event.type in INPUT_EVENTS  # modal: nothing reaches the board while the question is open

    def draw(self, canvas: pygame.Surface) -> None:
        theme.shade(canvas, 140)
        draw_question(canvas, self.box, self.words, self.note, self.names)
        self.widgets.draw(canvas)
