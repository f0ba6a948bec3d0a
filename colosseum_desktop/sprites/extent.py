"""Where a drawing paints, measured by running it on a stand-in surface that only notes where its pictures go: for
the parts of the board that repaint only the places their pictures took and take (the log's lines, the banner's
words). Only drawings made of blitted pictures (text, tokens) can be measured so."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from . import text_record

# Drawn at a window's scale a picture's pixels may round a canvas pixel past the rect measured in canvas pixels.
EXTENT_MARGIN = 2


def extent(draw: Callable[[pygame.Surface], object]) -> pygame.Rect:
    """The canvas pixels `draw(surface)` paints, a margin round them (an empty rect where it paints nothing)."""
    if text_record.active is not None:  # the measure must not be recorded as text drawn
        raise RuntimeError("a drawing measured while a text record is open")
    where = Extent()
    draw(where)
    if where.rect is None:
        return pygame.Rect(0, 0, 0, 0)
    return where.rect.inflate(2 * EXTENT_MARGIN, 2 * EXTENT_MARGIN)


class Extent:
    """Stands for a surface to drawing that only blits pictures: keeps the union of where the pictures would go."""

    def __init__(self) -> None:
        self.rect: pygame.Rect | None = None  # none blitted yet
        self.clip = UNCLIPPED

    def get_clip(self) -> pygame.Rect:
        return pygame.Rect(self.clip)

    def set_clip(self, rect) -> None:
        """A clip set while drawing (the log keeps a line's pictures to its row) keeps what would be painted in it."""
        self.clip = UNCLIPPED if rect is None else pygame.Rect(rect)

    def blit(self, picture: pygame.Surface, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        place = picture.get_rect(topleft=(dest[0], dest[1])).clip(self.clip)
        if place.width and place.height:
            self.rect = place if self.rect is None else self.rect.union(place)
        return place


UNCLIPPED = pygame.Rect(-1 << 20, -1 << 20, 1 << 21, 1 << 21)
