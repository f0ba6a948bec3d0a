"""The nobles' ring as a paved track (ring.py lays it): each square's stone split into two slabs by a joint, laid
crosswise from one square to the next as paving is; a rest square with an inlaid round plinth, a bronze ring round
pale marble, where its noble's ghost stands. Drawn once into the board's background."""
from __future__ import annotations

import pygame

from . import materials, pen, theme

PLINTH = 0.36  # the rest square's plinth: its radius, in squares


def paving(surface: pygame.Surface, block: pygame.Rect, square: int, colour) -> None:
    """A joint across the block, splitting it into two slabs (along the track on one square, across it on the
    next), lit from the top left: a dark line with a light one beside it."""
    dark = materials.mixed(colour, materials.MORTAR, 0.55)
    light = tuple(min(255, c + 22) for c in colour)
    if square % 2:
        x = block.x + block.w * (0.38 if square % 4 == 1 else 0.62)
        pen.line(surface, dark, (x, block.y + 2), (x, block.bottom - 3), 1)
        pen.line(surface, light, (x + 1, block.y + 2), (x + 1, block.bottom - 3), 1)
    else:
        y = block.y + block.h * (0.4 if square % 4 == 0 else 0.6)
        pen.line(surface, dark, (block.x + 2, y), (block.right - 3, y), 1)
        pen.line(surface, light, (block.x + 2, y + 1), (block.right - 3, y + 1), 1)


def plinth(surface: pygame.Surface, block: pygame.Rect) -> None:
    """A rest square's inlaid plinth: a bronze ring, a darker step and a pale marble top."""
    radius = block.w * PLINTH
    centre = (block.centerx, block.centery - 4)
    pen.circle(surface, materials.mixed(theme.PALETTE["bronze"], theme.PALETTE["marble"], 0.25), centre, radius)
    pen.circle(surface, theme.PALETTE["marble_shadow"], centre, radius - 2)
    pen.circle(surface, theme.PALETTE["marble"], (centre[0] - 1, centre[1] - 1), radius - 4)
