"""The rules in brief, readable over the board: a contents list to jump to a section, and the text
scrolled with the wheel, the arrows, Page Up/Down, Home/End or the scroll buttons."""
from __future__ import annotations

import pygame

from ..i18n import N_, _
from ..sprites import text
from ..sprites.theme import PALETTE, draw_panel, wrap_text
from .dialog import Dialog
from .rules_summary import sections
from .widgets import Button, is_left_press

PANEL = pygame.Rect(60, 40, 1480, 820)
CONTENTS = pygame.Rect(84, 116, 330, 720)
PAGE = pygame.Rect(440, 116, 1000, 720)
BODY_SIZE = 24
HEADING_SIZE = 30
LINE = 32
BULLET_INDENT = 28
LINE_STEP = 3 * LINE  # what an arrow key or one wheel notch scrolls


class RulesReference(Dialog):
    PANEL = PANEL
    title = N_("Rules of Colosseum, in brief")

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
        return max(0, self.text_height - PAGE.h + 20)

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll, y))
        self.invalidate()

    def rebuild(self) -> None:
        self.widgets.widgets.clear()
        self.widgets.add(Button((PAGE.right + 16, PAGE.y, 60, 60), "▲",
                                lambda: self.scroll_to(self.scroll - PAGE.h + LINE)))
        self.widgets.add(Button((PAGE.right + 16, PAGE.bottom - 60, 60, 60), "▼",
                                lambda: self.scroll_to(self.scroll + PAGE.h - LINE)))

    # -- input ------------------------------------------------------------------------------------
    def contents_rects(self) -> list[tuple[int, pygame.Rect]]:
        return [(top, pygame.Rect(CONTENTS.x + 8, CONTENTS.y + 44 + i * 38, CONTENTS.w - 16, 34))
                for i, (_heading, top) in enumerate(self.section_tops)]

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * LINE_STEP)
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_UP: self.scroll - LINE_STEP, pygame.K_DOWN: self.scroll + LINE_STEP,
                    pygame.K_PAGEUP: self.scroll - PAGE.h + LINE, pygame.K_PAGEDOWN: self.scroll + PAGE.h - LINE,
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

    # -- drawing ----------------------------------------------------------------------------------
    def draw_body(self, canvas: pygame.Surface) -> None:
        draw_panel(canvas, CONTENTS, fill=PALETTE["sand"], shadow=False)
        text.blit(canvas, _("Contents"), (CONTENTS.x + 16, CONTENTS.y + 10), 24, bold=True)
        current = max((top for _h, top in self.section_tops if top <= self.scroll + 4), default=0)
        for (heading, top), (_t, rect) in zip(self.section_tops, self.contents_rects()):
            if top == current:
                pygame.draw.rect(canvas, PALETTE["gold_light"], rect, border_radius=6)
            text.blit_fitted(canvas, heading, (rect.x + 8, rect.centery), (20, 19, 18, 17, 16), rect.w - 16,
                             anchor="midleft")
        draw_panel(canvas, PAGE, fill=PALETTE["white"], shadow=False)
        clip = canvas.get_clip()
        canvas.set_clip(PAGE.inflate(-4, -4))
        for line, x, y, heading in self.lines:
            top = PAGE.y + 16 + y - self.scroll
            if top < PAGE.y - LINE or top > PAGE.bottom:
                continue
            if heading:
                text.blit(canvas, line, (PAGE.x + 20, top), HEADING_SIZE, PALETTE["terracotta_dark"], bold=True)
            else:
                text.blit(canvas, line, (PAGE.x + 20 + x, top), BODY_SIZE)
        canvas.set_clip(clip)
        self._draw_scrollbar(canvas)

    def _draw_scrollbar(self, canvas: pygame.Surface) -> None:
        track = pygame.Rect(PAGE.right + 38, PAGE.y + 70, 16, PAGE.h - 140)
        pygame.draw.rect(canvas, PALETTE["marble_shadow"], track, border_radius=8)
        if self.max_scroll:
            share = PAGE.h / (self.text_height + 20)
            thumb_h = max(30, int(track.h * share))
            thumb_y = track.y + int((track.h - thumb_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(canvas, PALETTE["bronze"], (track.x, thumb_y, track.w, thumb_h), border_radius=8)


def layout_summary() -> tuple[list[tuple[str, int, int, bool]], list[tuple[str, int]], dict[str, int], int]:
    """The summary laid out for the page: lines as (text, x offset, y offset, is heading), each section's
    heading and top, each section's top by its id (the phases' ids are the rules' Phase values), and the
    whole height."""
    lines, tops, anchors, y = [], [], {}, 0
    for section in sections():
        if lines:
            y += LINE // 2
        tops.append((section.heading, y))
        anchors[section.id] = y
        lines.append((section.heading, 0, y, True))
        y += HEADING_SIZE + 14
        for paragraph in section.paragraphs:
            bullet = paragraph.startswith("- ")
            indent = BULLET_INDENT if bullet else 0
            words = paragraph[2:] if bullet else paragraph
            for i, line in enumerate(wrap_text(words, BODY_SIZE, PAGE.w - 40 - indent)):
                if bullet and i == 0:
                    lines.append(("•", 8, y, False))
                lines.append((line, indent, y, False))
                y += LINE
            y += 8
    return lines, tops, anchors, y
