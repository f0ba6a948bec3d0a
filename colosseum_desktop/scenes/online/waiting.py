"""A lobby game waiting for players, on its online board: a strip where the turn's deadline goes once the game
has started (online_deadline.py), saying how many seats are still free; or, once the host withdrew it, that."""
from __future__ import annotations

import pygame

from ...i18n import ngettext
from ...sprites import pen
from ...sprites.theme import PALETTE
from .deadline import blit_chip_words, chip_rect


def waiting_words(table) -> str | None:
    """What the strip says of the client table's game (None: it is not waiting for players)."""
    refusal = table.refusal()
    if refusal is not None and table.waiting():
        return refusal()  # the host withdrew it
    if not table.waiting():
        return None
    return ngettext("Waiting for players: {n} seat free", "Waiting for players: {n} seats free", table.free_seats())


def draw_waiting(canvas: pygame.Surface, room: pygame.Rect, words: str) -> None:
    """In `room` (at most), as wide as its words need, at its right edge: an hourglass beside the words."""
    rect = chip_rect(room, words)
    pen.rect(canvas, PALETTE["marble"], rect, border_radius=8)
    pen.rect(canvas, PALETTE["gold"], rect, width=2, border_radius=8)
    x, y = rect.x + 14, rect.centery
    pen.polygon(canvas, PALETTE["gold"], [(x - 6, y - 8), (x + 6, y - 8), (x, y), (x + 6, y + 8), (x - 6, y + 8),
                                          (x, y)])
    blit_chip_words(canvas, rect, words)
