"""The rules reference drawn from its `RulesReferenceView` alone: the contents (the section being read lit),
the page of laid-out text at the scroll position, and the scroll bar. It takes the game state like every
dialog's picture but needs none (the reference opens from the title too)."""
from __future__ import annotations

from functools import partial

import pygame

from .model import BODY_SIZE, CONTENTS, HEADING_SIZE, LINE, PAGE, RulesReferenceView, contents_boxes
from ...i18n import _
from ...rules.state import GameState
from ...sprites import pen, text
from ...sprites.theme import PALETTE, draw_panel
from ..dialogs.frame_picture import draw_dialog

CONTENTS_RECT = pygame.Rect(CONTENTS)
PAGE_RECT = pygame.Rect(PAGE)
CONTENTS_SIZES = (20, 19, 18, 17, 16)


def draw_rules_reference(canvas: pygame.Surface, state: GameState | None, view: RulesReferenceView) -> None:
    draw_dialog(canvas, view.frame, partial(_draw_body, view=view))


def _draw_body(canvas: pygame.Surface, view: RulesReferenceView) -> None:
    _draw_contents(canvas, view)
    draw_panel(canvas, PAGE_RECT, fill=PALETTE["white"], shadow=False)
    clip = canvas.get_clip()
    canvas.set_clip(PAGE_RECT.inflate(-4, -4))
    for line, x, y, heading in view.lines:
        top = PAGE_RECT.y + 16 + y - view.scroll
        if top < PAGE_RECT.y - LINE or top > PAGE_RECT.bottom:
            continue
        if heading:
            text.blit(canvas, line, (PAGE_RECT.x + 20, top), HEADING_SIZE, PALETTE["terracotta_dark"], bold=True)
        else:
            text.blit(canvas, line, (PAGE_RECT.x + 20 + x, top), BODY_SIZE)
    canvas.set_clip(clip)
    _draw_scrollbar(canvas, view)


def _draw_contents(canvas: pygame.Surface, view: RulesReferenceView) -> None:
    draw_panel(canvas, CONTENTS_RECT, fill=PALETTE["sand"], shadow=False)
    text.blit(canvas, _("Contents"), (CONTENTS_RECT.x + 16, CONTENTS_RECT.y + 10), 24, bold=True)
    current = view.current_top
    for (heading, top), box in zip(view.sections, contents_boxes(len(view.sections))):
        rect = pygame.Rect(box)
        if top == current:
            pen.rect(canvas, PALETTE["gold_light"], rect, border_radius=6)
        text.blit_fitted(canvas, heading, (rect.x + 8, rect.centery), CONTENTS_SIZES, rect.w - 16, anchor="midleft")


def _draw_scrollbar(canvas: pygame.Surface, view: RulesReferenceView) -> None:
    track = pygame.Rect(PAGE_RECT.right + 38, PAGE_RECT.y + 70, 16, PAGE_RECT.h - 140)
    pen.rect(canvas, PALETTE["marble_shadow"], track, border_radius=8)
    if view.max_scroll:
        share = PAGE_RECT.h / (view.text_height + 20)
        thumb_h = max(30, int(track.h * share))
        thumb_y = track.y + int((track.h - thumb_h) * view.scroll / view.max_scroll)
        pen.rect(canvas, PALETTE["bronze"], (track.x, thumb_y, track.w, thumb_h), border_radius=8)
