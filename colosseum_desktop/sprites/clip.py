"""Drawing inside a place within the clip a caller set, and that clip given back exactly: read back in canvas pixels
(a picture's get_clip rounds outwards) it could grow by a window pixel, and what is drawn after would stray past the
place the board repaints (tests/sprites/test_look_round2.py)."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from . import pen


@contextmanager
def inside(surface, rect) -> Iterator[None]:
    """Draw on `surface` inside `rect` (canvas pixels) as well as inside its clip, the clip given back as it was to
    the window pixel. A stand-in that only measures (extent.py) has its clip narrowed and given back as such."""
    pixels = surface.pixels if isinstance(surface, pen.LogicalPixels) else surface
    if not isinstance(pixels, pygame.Surface):
        before = surface.get_clip()
        surface.set_clip(before.clip(pygame.Rect(rect)))
        try:
            yield
        finally:
            surface.set_clip(before)
        return
    before = pygame.Surface.get_clip(pixels)
    within = pen.device_rect(rect, surface.scale) if isinstance(surface, pen.LogicalPixels) else pygame.Rect(rect)
    pygame.Surface.set_clip(pixels, before.clip(within))
    try:
        yield
    finally:
        pygame.Surface.set_clip(pixels, before)
