"""Pictures with smooth edges: drawn with the pen at several times the window's resolution and shrunk smoothly, so a
figure's curves and slants are not stair-stepped (pygame.draw does not blend edges). For what is drawn once and kept
(a noble, an arena's stands): shrinking costs a few times drawing it once."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from . import pen

OVERSAMPLE = 3


def picture(size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A transparent picture of `size` logical pixels at the current scale, `paint(big)` drawing on a copy of it
    OVERSAMPLE times finer (in the same logical coordinates)."""
    s = pen.scale()
    device = (max(1, round(size[0] * s)), max(1, round(size[1] * s)))
    big = pen.ScaledSurface(size, pygame.SRCALPHA, scale=s * OVERSAMPLE,
                            device_size=(device[0] * OVERSAMPLE, device[1] * OVERSAMPLE))
    paint(big)
    small = pygame.transform.smoothscale(big.pixels, device)
    return pen.adopt(small, size)
