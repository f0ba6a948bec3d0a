"""An arena seen from above, as the art direction asks (docs/ART_DIRECTION.md, "Arena"): rows of stone tiers tinted
with the seat's colour stepping down to a stadium-shaped sand floor, a crowd on the tiers, aisles running down them,
a low wall round the floor (its stand: arena_stand.py). Drawn smoothly (smooth.py) once
per size and colour and kept: an arena repainted costs a blit of its bowl and one of its floor."""
from __future__ import annotations

import math
import random

import pygame

from . import materials, pen, smooth, theme

TIERS = 3
TIER_DEPTH = 5  # canvas pixels from one tier's edge to the next
WALL = 2  # the low wall round the sand
CROWD = ((236, 228, 210), (196, 150, 90), (150, 70, 50), (96, 110, 128), (120, 128, 76), (70, 58, 48))


def floor_of(bowl: pygame.Rect) -> pygame.Rect:
    """The sand inside a bowl: inside its tiers and its wall."""
    return bowl.inflate(-2 * (TIERS * TIER_DEPTH + WALL), -2 * (TIERS * TIER_DEPTH + WALL))


def _radius(rect: pygame.Rect) -> int:
    return max(0, min(rect.size) // 2)


@pen.cached(maxsize=24, megabytes=48)
def bowl(size: tuple[int, int], colour: tuple[int, int, int], seed: int) -> pygame.Surface:
    """The tiers of a bowl of `size` in the seat's `colour` (transparent outside its rounded shape and over its floor,
    which `materials.sand_floor` fills). Do not draw on it."""
    return smooth.picture(size, lambda big: _paint_bowl(big, pygame.Rect((0, 0), size), colour, seed))


def _paint_bowl(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], seed: int) -> None:
    stone = materials.mixed(materials.STONE, colour, 0.45)
    ink = theme.PALETTE["ink"]
    rng = random.Random(seed)
    for tier in range(TIERS):  # outermost (highest, lit) first, each step a little darker going down
        ring = rect.inflate(-2 * tier * TIER_DEPTH, -2 * tier * TIER_DEPTH)
        shade = materials.mixed(stone, (255, 255, 255), 0.18) if tier % 2 == 0 else stone
        shade = materials.mixed(shade, ink, 0.08 * tier)
        pen.rect(surface, shade, ring, border_radius=_radius(ring))
        pen.rect(surface, materials.mixed(shade, ink, 0.35), ring, width=1, border_radius=_radius(ring))
        _crowd(surface, ring, rng)
    inner = rect.inflate(-2 * TIERS * TIER_DEPTH, -2 * TIERS * TIER_DEPTH)
    _aisles(surface, rect, inner, materials.mixed(stone, ink, 0.45))
    pen.rect(surface, materials.mixed(stone, ink, 0.55), inner, border_radius=_radius(inner))  # the wall's face
    top = inner.inflate(-WALL, -WALL)
    pen.rect(surface, materials.mixed(stone, (255, 255, 255), 0.45), top, width=1, border_radius=_radius(top))
    pen.rect(surface, (0, 0, 0, 0), floor_of(rect), border_radius=_radius(floor_of(rect)))  # the sand shows through


def _crowd(surface: pygame.Surface, ring: pygame.Rect, rng: random.Random) -> None:
    """Spectators along the middle of a tier: small heads in many colours, a few seats empty."""
    track = ring.inflate(-TIER_DEPTH, -TIER_DEPTH)
    step = 3.4
    for index in range(int(_stadium_length(track) / step)):
        if rng.random() < 0.22:
            continue
        pen.circle(surface, rng.choice(CROWD), _along(track, index * step), 1.25)


def _stadium_length(rect: pygame.Rect) -> float:
    radius = min(rect.size) / 2
    return 2 * (max(rect.size) - 2 * radius) + 2 * math.pi * radius


def _along(rect: pygame.Rect, distance: float) -> tuple[float, float]:
    """The point `distance` along a stadium's outline (a rectangle with half-round ends), from its first straight."""
    w, h = rect.size
    radius = min(w, h) / 2
    straight = max(w, h) - 2 * radius
    distance %= _stadium_length(rect)
    for side in (0, 1):  # a straight, then the half-round end after it
        if distance < straight:
            a, b = (radius + distance, 0) if side == 0 else (radius + straight - distance, 2 * radius)
            return _placed(rect, a, b, w >= h)
        distance -= straight
        if distance < math.pi * radius:
            angle = distance / radius + (-math.pi / 2 if side == 0 else math.pi / 2)
            centre = radius + straight if side == 0 else radius
            return _placed(rect, centre + radius * math.cos(angle), radius + radius * math.sin(angle), w >= h)
        distance -= math.pi * radius
    return rect.center


def _placed(rect: pygame.Rect, along: float, across: float, lying: bool) -> tuple[float, float]:
    """A point `along` the stadium's length and `across` it, for one lying (wider than high) or standing."""
    return (rect.x + along, rect.y + across) if lying else (rect.x + across, rect.y + along)


def _aisles(surface: pygame.Surface, outer: pygame.Rect, inner: pygame.Rect, colour) -> None:
    """Aisles down the tiers on the long sides, every 28 pixels, and one at each end."""
    long_across = outer.w >= outer.h
    length = outer.w if long_across else outer.h
    for offset in range(28, length - 20, 28):
        if long_across:
            x = outer.x + offset
            pen.line(surface, colour, (x, outer.y + 1), (x, inner.y), 1)
            pen.line(surface, colour, (x, inner.bottom), (x, outer.bottom - 2), 1)
        else:
            y = outer.y + offset
            pen.line(surface, colour, (outer.x + 1, y), (inner.x, y), 1)
            pen.line(surface, colour, (inner.right, y), (outer.right - 2, y), 1)
