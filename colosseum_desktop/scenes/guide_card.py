"""The guide's card over the game log: which step of how many, the step's title, the word on the learner's last
move, what the phase is for and what is lit, and what to do now (or who is deciding), with Next on a step that
only tells. Drawn from a `CardWords` value; the words are the scene's (guide_board.py)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..sprites import hint, text, text_record, theme
from ..sprites.theme import PALETTE

PAD = 14
PROGRESS_SIZE = 18
TITLE_SIZE = 26
WORD_SIZES = (20, 19, 18)  # body text, 14.4 px at least in a 1280x720 window
BUTTON_SIZE = (190, 50)


@dataclass(frozen=True)
class CardWords:
    progress: str
    title: str
    said: str  # the word on the learner's last move ("" when none)
    about: str  # what the phase is for, and what is lit
    action: str  # what to do now, or who is deciding


def button_rect(card: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(card.right - PAD - BUTTON_SIZE[0], card.bottom - PAD - BUTTON_SIZE[1], *BUTTON_SIZE)


def draw_card(canvas: pygame.Surface, card: pygame.Rect, words: CardWords, with_button: bool) -> None:
    if text_record.active is not None:  # the card is opaque: the log under it is hidden
        text_record.active.cover(card)
    theme.draw_panel(canvas, card, border=hint.RING_COLOUR, radius=8, shadow=False)
    inner = card.inflate(-2 * PAD, -2 * PAD)
    text.blit(canvas, words.progress, (inner.x, inner.y), PROGRESS_SIZE, PALETTE["ink_soft"], italic=True,
              box=inner)
    text.blit(canvas, words.title, (inner.x, inner.y + 26), TITLE_SIZE, PALETTE["terracotta_dark"], bold=True,
              box=inner)
    action_height = 76
    top = inner.y + 66
    if words.said:
        top = _from_the_top(canvas, words.said, pygame.Rect(inner.x, top, inner.width, 48), PALETTE["olive"],
                            italic=True) + 10
    _from_the_top(canvas, words.about, pygame.Rect(inner.x, top, inner.width, inner.bottom - action_height - 8 - top))
    action_width = inner.width - (BUTTON_SIZE[0] + PAD if with_button else 0)
    action_box = pygame.Rect(inner.x, inner.bottom - action_height, action_width, action_height)
    text.blit_lines(canvas, words.action, action_box, WORD_SIZES, bold=True)


def _from_the_top(canvas: pygame.Surface, words: str, room: pygame.Rect, colour=PALETTE["ink"],
                  italic: bool = False) -> int:
    """`words` wrapped into `room` from its top (not centred in it); returns where they end."""
    if not words:
        return room.y
    size, lines = text.fit_lines(words, WORD_SIZES, room, italic=italic)
    used = pygame.Rect(room.x, room.y, room.width, min(room.height, text.lines_height(lines, size, italic=italic)))
    text.draw_lines(canvas, lines, size, used, colour, italic=italic)
    return used.bottom
