"""The six nobles as standing figures, each kind its own silhouette so they read at a glance and in greyscale:
the Emperor in a wide purple robe under a gold crown, a Consul with a red shield for a body, a Senator in a round
white toga; on each body its pictogram (a laurel crown, a toga, a scroll)."""
from __future__ import annotations

import math

import pygame

from ..rules.data import NobleKind
from . import icons, pen, text_record, theme

NOBLE_RADIUS = 19
KIND_FILL = {
    NobleKind.EMPEROR: (110, 40, 130),
    NobleKind.CONSUL: (170, 35, 45),
    NobleKind.SENATOR: (245, 240, 225),
}


SKIN = (226, 184, 140)


def _body(kind: NobleKind, c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """The figure's body below its head: a robe, a shield or a toga, reaching the base."""
    cx, cy = c
    if kind == NobleKind.EMPEROR:  # a wide robe, flaring to the ground
        return [(cx - r * 0.42, cy - r * 0.28), (cx + r * 0.42, cy - r * 0.28), (cx + r * 0.95, cy + r * 0.92),
                (cx - r * 0.95, cy + r * 0.92)]
    if kind == NobleKind.CONSUL:  # a shield
        return [(cx - r * 0.85, cy - r * 0.3), (cx + r * 0.85, cy - r * 0.3), (cx + r * 0.85, cy + r * 0.35),
                (cx, cy + r * 0.98), (cx - r * 0.85, cy + r * 0.35)]
    return [(cx + r * 0.82 * math.cos(a * math.pi / 12), cy + r * 0.3 + r * 0.64 * math.sin(a * math.pi / 12))
            for a in range(24)]  # a toga draped round


def _crown(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = c
    top = cy - r * 0.98
    return [(cx - r * 0.42, cy - r * 0.62), (cx - r * 0.46, top), (cx - r * 0.18, cy - r * 0.8), (cx, top - r * 0.06),
            (cx + r * 0.18, cy - r * 0.8), (cx + r * 0.46, top), (cx + r * 0.42, cy - r * 0.62)]


@pen.cached(maxsize=32)
def noble_image(kind: NobleKind, radius: int = NOBLE_RADIUS, glow: bool = False) -> pygame.Surface:
    size = radius * 2 + (22 if glow else 10)
    image = pen.surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    r = radius
    fill = KIND_FILL[kind]
    if glow:  # the piece in hand: plain to see whether picked up by mouse or by key
        pen.circle(image, (*theme.PALETTE["gold_light"], 230), c, radius + 9)
        pen.circle(image, theme.PALETTE["gold"], c, radius + 9, width=3)
    base = pygame.Rect(0, 0, r * 1.9, r * 0.55)
    base.center = (c[0] + 1, c[1] + r * 0.92)
    pen.ellipse(image, (0, 0, 0, 90), base)  # its shadow on the ground
    body = _body(kind, c, r)
    pen.polygon(image, fill, body)
    edge = theme.PALETTE["gold"] if kind == NobleKind.EMPEROR else theme.PALETTE["ink"]
    pen.polygon(image, edge, body, width=3 if kind == NobleKind.EMPEROR else 2)
    head = (c[0], c[1] - r * 0.55)
    pen.circle(image, SKIN, head, r * 0.3)
    pen.circle(image, theme.PALETTE["ink"], head, r * 0.3, width=2)
    if kind == NobleKind.EMPEROR:
        pen.polygon(image, theme.PALETTE["gold"], _crown(c, r))
        pen.polygon(image, theme.PALETTE["ink"], _crown(c, r), width=1)
    icons.paint_icon(image, icons.noble_icon(kind), (c[0], c[1] + r * 0.36), round(r * 0.95),
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
