"""The rules in brief, readable over the board: a contents list to jump to a section, and the text
scrolled with the wheel, the arrows, Page Up/Down, Home/End or the scroll buttons.

The reference is the controller: it lays the summary out (again when the language changes) and turns its
input into a new `RulesReferenceView` (`view`); `draw_rules_reference` (rules_reference_picture.py) draws it."""
from __future__ import annotations

import pygame

from . import model as page_view
from .model import (BODY_SIZE, BULLET_INDENT, HEADING_SIZE, LINE, LINE_STEP, PAGE_STEP, PageLine, RulesReferenceView,
                    SectionTop, contents_boxes)
from ...i18n import N_, _
from ...sprites.theme import wrap_text
from ..dialogs.dialog import Dialog
from .picture import draw_rules_reference
from .summary import sections
from ..widgets import Button, is_left_press

PANEL = pygame.Rect(page_view.PANEL)
PAGE = pygame.Rect(page_view.PAGE)


class RulesReference(Dialog):
    PANEL = PANEL
    title = N_("Rules of Colosseum, in brief")
    serves_a_decision = False  # a page to read: no Hint button (it lay over the scroll arrow, issue 33)

    def __init__(self, ctx, session=None, seat: int | None = None, on_done=None, people=None) -> None:
        self.lines, self.section_tops, self.anchors, self.text_height = layout_summary()
        self.scroll = 0
        super().__init__(ctx, session, seat, on_done, people)
        if session is not None:  # open at the phase being played: most likely what the player wants to check
            self.scroll_to(self.anchors.get(session.state.phase.value, 0))

    def on_language_changed(self) -> None:
        """The text of the language now chosen, laid out again, opened at the same section."""
        section = max((i for i, (_heading, top) in enumerate(self.section_tops) if top <= self.scroll), default=0)
        self.lines, self.section_tops, self.anchors, self.text_height = layout_summary()
        self.scroll_to(self.section_tops[section][1] if section < len(self.section_tops) else 0)
        super().on_language_changed()

    def header_seat(self) -> None:
        return None

    def header_text(self) -> str:
        return _(self.title)

    def passes_to_board(self, event: pygame.event.Event) -> bool:
        return False  # F1 here would open a second copy of this page

    @property
    def max_scroll(self) -> int:
        return page_view.max_scroll(self.text_height)

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll, y))
        self.invalidate()

    def rebuild(self) -> None:
        self.widgets.widgets.clear()
        self.widgets.add(Button((PAGE.right + 16, PAGE.y, 60, 60), "▲",
                                lambda: self.scroll_to(self.scroll - PAGE_STEP)))
        self.widgets.add(Button((PAGE.right + 16, PAGE.bottom - 60, 60, 60), "▼",
                                lambda: self.scroll_to(self.scroll + PAGE_STEP)))

    # -- input ------------------------------------------------------------------------------------
    def contents_rects(self) -> list[tuple[int, pygame.Rect]]:
        return [(top, pygame.Rect(box)) for (_heading, top), box in
                zip(self.section_tops, contents_boxes(len(self.section_tops)))]

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * LINE_STEP)
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_UP: self.scroll - LINE_STEP, pygame.K_DOWN: self.scroll + LINE_STEP,
                    pygame.K_PAGEUP: self.scroll - PAGE_STEP, pygame.K_PAGEDOWN: self.scroll + PAGE_STEP,
                    pygame.K_HOME: 0, pygame.K_END: self.max_scroll}
            if event.key in keys:
                self.scroll_to(keys[event.key])
                return True
        if is_left_press(event):
            for top, rect in self.contents_rects():
                if rect.collidepoint(event.pos):
                    self.scroll_to(top)
                    return True
        return False

    # -- what the reference shows -------------------------------------------------------------------
    def view(self) -> RulesReferenceView:
        return RulesReferenceView(self.frame(), self.lines, self.section_tops, self.text_height, self.scroll)

    def draw(self, canvas: pygame.Surface) -> None:
        draw_rules_reference(canvas, self.state, self.view())


def layout_summary() -> tuple[tuple[PageLine, ...], tuple[SectionTop, ...], dict[str, int], int]:
    """The summary laid out for the page: its lines, each section's heading and top, each section's top by its
    id (the phases' ids are the rules' Phase values), and the whole height."""
    lines, tops, anchors, y = [], [], {}, 0
    for section in sections():
        if lines:
            y += LINE // 2
        tops.append(SectionTop(section.heading, y))
        anchors[section.id] = y
        lines.append(PageLine(section.heading, 0, y, True))
        y += HEADING_SIZE + 14
        for paragraph in section.paragraphs:
            bullet = paragraph.startswith("- ")
            indent = BULLET_INDENT if bullet else 0
            words = paragraph[2:] if bullet else paragraph
            for i, line in enumerate(wrap_text(words, BODY_SIZE, PAGE.w - 40 - indent)):
                if bullet and i == 0:
                    lines.append(PageLine("•", 8, y, False))
                lines.append(PageLine(line, indent, y, False))
                y += LINE
            y += 8
    return tuple(lines), tuple(tops), anchors, y
