"""An arena's stand on the outer strip of its squares (arena.py lays the strip and its label): an arcade of small
arches along its outer edge, a bench's light edge along its inner one, and an awning's scallops hanging over the
bowl's top tier (arena_bowl.py)."""
from __future__ import annotations

import pygame

from . import clip, materials, pen, theme

SCALLOP = 6  # an awning's scallop, across
ARCH_WIDTH = 5
ARCH_HEIGHT = 4
# which quarters of a scallop's disc hang from the edge, by the direction into the bowl
HANGING = {(0, 1): ("draw_bottom_left", "draw_bottom_right"), (0, -1): ("draw_top_left", "draw_top_right"),
           (1, 0): ("draw_top_right", "draw_bottom_right"), (-1, 0): ("draw_top_left", "draw_bottom_left")}


def awning(surface: pygame.Surface, strip: pygame.Rect, inward: tuple[int, int], colour, within: pygame.Rect) -> None:
    """The stand's awning: scallops of the seat's colour, darker, hanging from the strip's inner edge, kept `within`
    its square (at a window's scale a scallop's edge may round into the next one)."""
    with clip.inside(surface, within):
        _scallops(surface, strip, inward, colour)


def _scallops(surface: pygame.Surface, strip: pygame.Rect, inward: tuple[int, int], colour) -> None:
    dark = materials.mixed(colour, theme.PALETTE["ink"], 0.3)
    ix, iy = inward
    quarters = dict.fromkeys(HANGING[inward], True)
    if iy:  # a horizontal strip: scallops along its width
        edge = strip.bottom if iy > 0 else strip.top
        for x in range(strip.x + SCALLOP // 2, strip.right - SCALLOP // 2 + 1, SCALLOP):
            pen.circle(surface, dark, (x, edge), SCALLOP / 2, **quarters)
    else:
        edge = strip.right if ix > 0 else strip.left
        for y in range(strip.y + SCALLOP // 2, strip.bottom - SCALLOP // 2 + 1, SCALLOP):
            pen.circle(surface, dark, (edge, y), SCALLOP / 2, **quarters)


def stand_face(surface: pygame.Surface, strip: pygame.Rect, outward: tuple[int, int], colour) -> None:
    """The stand's face on an arena square's outer strip, over its colour: an arcade of small arches along its outer
    edge (the amphitheatre's facade) and a bench's light edge along its inner one, a few levels from the colour so
    the owner's name on it keeps its contrast."""
    with clip.inside(surface, strip):
        _face(surface, strip, outward, colour)


def _face(surface: pygame.Surface, strip: pygame.Rect, outward: tuple[int, int], colour) -> None:
    dark = materials.mixed(colour, theme.PALETTE["ink"], 0.22)
    light = materials.mixed(colour, (255, 255, 255), 0.2)
    dx, dy = outward
    if dy:  # a horizontal strip: the arches stand along its outer long side
        edge = strip.y if dy < 0 else strip.bottom - ARCH_HEIGHT
        for x in range(strip.x + 3, strip.right - ARCH_WIDTH - 1, ARCH_WIDTH + 3):
            _arch(surface, pygame.Rect(x, edge, ARCH_WIDTH, ARCH_HEIGHT), dark, up=dy < 0)
        bench = strip.bottom - 2 if dy < 0 else strip.y + 1
        surface.fill(light, (strip.x, bench, strip.w, 1))
    else:
        edge = strip.x if dx < 0 else strip.right - ARCH_HEIGHT
        for y in range(strip.y + 3, strip.bottom - ARCH_WIDTH - 1, ARCH_WIDTH + 3):
            _arch(surface, pygame.Rect(edge, y, ARCH_HEIGHT, ARCH_WIDTH), dark, up=dx < 0, lying=True)
        bench = strip.right - 2 if dx < 0 else strip.x + 1
        surface.fill(light, (bench, strip.y, 1, strip.h))



def _arch(surface: pygame.Surface, place: pygame.Rect, colour, up: bool, lying: bool = False) -> None:
    """One opening of the arcade: a round head on a short straight, its head towards the strip's middle."""
    if not lying:
        head = (place.centerx, place.bottom - place.w / 2) if up else (place.centerx, place.y + place.w / 2)
        foot = pygame.Rect(place.x, place.y, place.w, place.h - place.w // 2) if up else \
            pygame.Rect(place.x, place.y + place.w // 2, place.w, place.h - place.w // 2)
    else:
        head = (place.right - place.h / 2, place.centery) if up else (place.x + place.h / 2, place.centery)
        foot = pygame.Rect(place.x, place.y, place.w - place.h // 2, place.h) if up else \
            pygame.Rect(place.x + place.h // 2, place.y, place.w - place.h // 2, place.h)
    surface.fill(colour, foot)
    pen.circle(surface, colour, head, min(place.size) / 2)
