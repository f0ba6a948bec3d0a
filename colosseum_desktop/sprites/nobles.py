"""The six nobles, each kind its own shape so they read at a glance: the Emperor a crown, a Consul a
shield, a Senator a round token; on each its pictogram (a laurel crown, a toga, a scroll)."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ..rules.data import NobleKind
from . import icons, text_record, theme

NOBLE_RADIUS = 19
KIND_FILL = {
    NobleKind.EMPEROR: (110, 40, 130),
    NobleKind.CONSUL: (170, 35, 45),
    NobleKind.SENATOR: (245, 240, 225),
}


def _outline(kind: NobleKind, c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = c
    if kind == NobleKind.EMPEROR:  # a crown: three points over a band
        return [(cx - r, cy + r * 0.8), (cx - r, cy - r * 0.7), (cx - r * 0.5, cy - r * 0.05),
                (cx, cy - r), (cx + r * 0.5, cy - r * 0.05), (cx + r, cy - r * 0.7), (cx + r, cy + r * 0.8)]
    if kind == NobleKind.CONSUL:  # a shield
        return [(cx - r * 0.9, cy - r * 0.85), (cx + r * 0.9, cy - r * 0.85), (cx + r * 0.9, cy + r * 0.1),
                (cx, cy + r), (cx - r * 0.9, cy + r * 0.1)]
    return [(cx + r * 0.9 * math.cos(a * math.pi / 12), cy + r * 0.9 * math.sin(a * math.pi / 12))
            for a in range(24)]


@lru_cache(maxsize=32)
def noble_image(kind: NobleKind, radius: int = NOBLE_RADIUS, glow: bool = False) -> pygame.Surface:
    size = radius * 2 + (22 if glow else 10)
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    fill = KIND_FILL[kind]
    if glow:  # the piece in hand: plain to see whether picked up by mouse or by key
        pygame.draw.circle(image, (*theme.PALETTE["gold_light"], 230), c, radius + 9)
        pygame.draw.circle(image, theme.PALETTE["gold"], c, radius + 9, width=3)
    shadow = [(x + 1.5, y + 2.5) for x, y in _outline(kind, c, radius)]
    pygame.draw.polygon(image, (0, 0, 0, 90), shadow)
    points = _outline(kind, c, radius)
    pygame.draw.polygon(image, fill, points)
    edge = theme.PALETTE["gold"] if kind == NobleKind.EMPEROR else theme.PALETTE["ink"]
    pygame.draw.polygon(image, edge, points, width=3 if kind == NobleKind.EMPEROR else 2)
    icons.paint_icon(image, icons.noble_icon(kind), (c[0], c[1] + radius * 0.1), round(radius * 1.3),
                    theme.glyph_colour(fill))
    return image


def draw_noble(surface: pygame.Surface, kind: NobleKind, center, glow: bool = False,
               radius: int = NOBLE_RADIUS) -> pygame.Rect:
    """Draw a noble centred on `center`; returns where it went."""
    image = noble_image(NobleKind(kind), radius, glow)
    rect = surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))
    if text_record.active is not None:
        text_record.active.picture(pygame.Rect(0, 0, 2 * radius, 2 * radius).move(
            round(center[0]) - radius, round(center[1]) - radius), f"noble:{kind}")
    return rect
