"""Rendered text, cached: the board redraws the same few hundred labels, and rendering is the slow part."""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme


def text(value: str, size: int, colour=theme.PALETTE["ink"], bold: bool = False,
         italic: bool = False) -> pygame.Surface:
    return theme.render_text(value, size, colour, bold, italic)


def blit(surface: pygame.Surface, value: str, pos, size: int = 18, colour=theme.PALETTE["ink"],
         bold: bool = False, italic: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """Draw cached text placed by any pygame.Rect anchor; returns where it went."""
    image = text(value, size, tuple(colour), bold, italic)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


@lru_cache(maxsize=4096)
def fit(value: str, size: int, width: int, bold: bool = False) -> str:
    """The text cut with an ellipsis so it is no wider than `width`."""
    face = theme.font(size, bold)
    if face.size(value)[0] <= width:
        return value
    while value and face.size(value + "…")[0] > width:
        value = value[:-1]
    return value + "…"
