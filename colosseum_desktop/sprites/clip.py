"""Drawing inside a place within the clip a caller set, and that clip given back exactly: read back in canvas pixels
(a picture's get_clip rounds outwards) it could grow by a window pixel, and what is drawn after would stray past the
place the board repaints (tests/sprites/test_look_round2.py)."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from . import pen


@contextmanager
def inside(surface: pygame.Surface, rect: pygame.Rect) -> Iterator[None]:
    """Drawing inside `rect` and the clip already set; afterwards that clip exactly as it was."""
    pixels = pen.pixels_of(surface)  # a picture's own methods speak canvas pixels: pygame.Surface's, the window's
    before = pygame.Surface.get_clip(pixels)
    surface.set_clip(rect)
    pygame.Surface.set_clip(pixels, pygame.Surface.get_clip(pixels).clip(before))
    try:
        yield
    finally:
        pygame.Surface.set_clip(pixels, before)
