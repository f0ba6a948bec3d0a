"""The six nobles as standing figures on a round stand, each kind its own silhouette so they read at a glance and in
greyscale: the Emperor in a wide purple robe with a gold hem under a gold crown, a Consul in a plumed helmet behind
a tall red shield, a Senator in a round white toga with a purple border; on each its pictogram (a laurel crown, a
toga, a scroll). Lit from the top left; drawn finer and shrunk (smooth.py), kept once per kind and size."""
from __future__ import annotations

import math

import pygame

from ..rules.data import NobleKind
from . import icons, pen, smooth, text_record, theme

NOBLE_RADIUS = 21  # the figure stays inside this disc (board/layout.py's slots keep it off an arena's stand)
KIND_FILL = {
    NobleKind.EMPEROR: (110, 40, 130),
    NobleKind.CONSUL: (170, 35, 45),
    NobleKind.SENATOR: (245, 240, 225),
}
SKIN = (226, 184, 140)
HAIR = (120, 110, 100)
BRONZE = (176, 132, 62)
STAND = (92, 78, 62)  # the round stand under every figure: a game piece on the table
PURPLE_BORDER = (120, 48, 140)  # the senator's toga praetexta


def _body(kind: NobleKind, c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """The figure's outline below its head, reaching the stand: a robe, a shield or a toga."""
    cx, cy = c
    if kind == NobleKind.EMPEROR:  # a wide robe from narrow shoulders, flaring to the ground
        return [(cx - r * 0.36, cy - r * 0.36), (cx + r * 0.36, cy - r * 0.36), (cx + r * 0.6, cy - r * 0.05),
                (cx + r * 0.76, cy + r * 0.62), (cx - r * 0.76, cy + r * 0.62), (cx - r * 0.6, cy - r * 0.05)]
    if kind == NobleKind.CONSUL:  # a tall shield, rounded at the bottom
        shield = [(cx - r * 0.74, cy - r * 0.34), (cx + r * 0.74, cy - r * 0.34), (cx + r * 0.74, cy + r * 0.3)]
        shield += [(cx + r * 0.74 * math.cos(a * math.pi / 10), cy + r * 0.3 + r * 0.38 * math.sin(a * math.pi / 10))
                   for a in range(1, 10)]
        return shield + [(cx - r * 0.74, cy + r * 0.3)]
    return [(cx + r * 0.86 * math.cos(a * math.pi / 14), cy + r * 0.16 + r * 0.54 * math.sin(a * math.pi / 14))
            for a in range(28)]  # a toga draped round


def _darker(colour, by: int = 40) -> tuple[int, int, int]:
    return tuple(max(0, v - by) for v in colour[:3])


def _lighter(colour, by: int = 40) -> tuple[int, int, int]:
    return tuple(min(255, v + by) for v in colour[:3])


def _shaded(image: pygame.Surface, colour, points, c: tuple[float, float], r: float) -> None:
    """A filled outline lit from the top left: its right third in shadow, a light edge down its left."""
    pen.polygon(image, colour, points)
    clip = image.get_clip()
    image.set_clip(pygame.Rect(round(c[0] + r * 0.22), 0, image.get_width(), image.get_height()))
    pen.polygon(image, _darker(colour, 34), points)
    image.set_clip(clip)
    left = [p for p in points if p[0] < c[0] - r * 0.2]
    if len(left) >= 2:
        pen.lines(image, _lighter(colour, 45), False, sorted(left, key=lambda p: p[1]), 2)


def _stand(image: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """The round stand and its shadow falling to the bottom right."""
    cx, cy = c
    shadow = pygame.Rect(0, 0, r * 1.5, r * 0.42)
    shadow.center = (round(cx + r * 0.1), round(cy + r * 0.72))
    pen.ellipse(image, (0, 0, 0, 85), shadow)
    side = pygame.Rect(0, 0, r * 1.4, r * 0.4)
    side.center = (round(cx), round(cy + r * 0.68))
    pen.ellipse(image, _darker(STAND, 20), side)
    top = side.move(0, -round(r * 0.1))
    pen.ellipse(image, STAND, top)
    pen.ellipse(image, theme.PALETTE["ink"], side, width=1)


def _crown(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = c
    top = cy - r * 0.98
    return [(cx - r * 0.34, cy - r * 0.66), (cx - r * 0.38, top + r * 0.06), (cx - r * 0.17, cy - r * 0.8),
            (cx, top), (cx + r * 0.17, cy - r * 0.8), (cx + r * 0.38, top + r * 0.06), (cx + r * 0.34, cy - r * 0.66)]


def _emperor(image: pygame.Surface, c: tuple[float, float], r: float, head: tuple[float, float]) -> None:
    cx, cy = c
    gold, ink = theme.PALETTE["gold"], theme.PALETTE["ink"]
    hem = [(cx - r * 0.69, cy + r * 0.48), (cx + r * 0.69, cy + r * 0.48), (cx + r * 0.76, cy + r * 0.62),
           (cx - r * 0.76, cy + r * 0.62)]
    pen.polygon(image, gold, hem)  # the robe's gold hem and its stripe from the neck down
    pen.polygon(image, gold, [(cx - r * 0.07, cy - r * 0.36), (cx + r * 0.07, cy - r * 0.36),
                              (cx + r * 0.1, cy + r * 0.48), (cx - r * 0.1, cy + r * 0.48)])
    pen.polygon(image, gold, _crown(c, r))
    pen.polygon(image, ink, _crown(c, r), width=1)
    for x in (-0.38, 0, 0.38):  # a jewel on each point
        pen.circle(image, (200, 40, 60), (cx + r * x, cy - r * (0.9 if x else 0.96)), r * 0.06)


def _consul(image: pygame.Surface, c: tuple[float, float], r: float, head: tuple[float, float]) -> None:
    cx, cy = c
    gold, ink = theme.PALETTE["gold"], theme.PALETTE["ink"]
    hx, hy = head
    plume = [(hx - r * 0.36, hy - r * 0.12)] + [
        (hx + r * 0.36 * math.cos(a * math.pi / 8), hy - r * 0.14 + r * 0.24 * math.sin(a * math.pi / 8))
        for a in range(-8, 1)]  # the crest, front to back, kept inside the figure's disc
    pen.polygon(image, (200, 40, 45), [(hx - r * 0.36, hy - r * 0.16), *plume[1:], (hx + r * 0.36, hy - r * 0.16)])
    pen.polygon(image, ink, [(hx - r * 0.36, hy - r * 0.16), *plume[1:], (hx + r * 0.36, hy - r * 0.16)], width=1)
    helmet = pygame.Rect(0, 0, r * 0.64, r * 0.36)
    helmet.center = (round(hx), round(hy - r * 0.1))
    pen.ellipse(image, BRONZE, helmet)  # the helmet's bowl over the brow
    pen.ellipse(image, ink, helmet, width=1)
    body = _body(NobleKind.CONSUL, c, r)
    rim = [(cx + (x - cx) * 0.8, cy + r * 0.12 + (y - cy - r * 0.12) * 0.8) for x, y in body]
    pen.polygon(image, gold, rim, width=2)  # the shield's inner rim and boss
    pen.circle(image, gold, (cx, cy + r * 0.14), r * 0.14)
    pen.circle(image, ink, (cx, cy + r * 0.14), r * 0.14, width=1)


def _senator(image: pygame.Surface, c: tuple[float, float], r: float, head: tuple[float, float]) -> None:
    cx, cy = c
    outer = [(cx + r * 0.86 * math.cos(a * math.pi / 12), cy + r * 0.16 + r * 0.54 * math.sin(a * math.pi / 12))
             for a in range(1, 12)]
    inner = [(cx + r * 0.76 * math.cos(a * math.pi / 12), cy + r * 0.1 + r * 0.48 * math.sin(a * math.pi / 12))
             for a in range(11, 0, -1)]
    band = outer + inner
    pen.polygon(image, PURPLE_BORDER, band)  # the toga's purple border along its hem
    pen.polygon(image, theme.PALETTE["ink"], band, width=1)


def _hair(image: pygame.Surface, head: tuple[float, float], r: float) -> None:
    """A senator's grey hair, the head drawn over its lower half."""
    hx, hy = head
    hair = pygame.Rect(0, 0, r * 0.64, r * 0.36)
    hair.midtop = (round(hx), round(hy - r * 0.33))
    pen.ellipse(image, HAIR, hair)


ADORN = {NobleKind.EMPEROR: _emperor, NobleKind.CONSUL: _consul, NobleKind.SENATOR: _senator}


def _figure(image: pygame.Surface, kind: NobleKind, c: tuple[float, float], r: float) -> None:
    _stand(image, c, r)
    fill = KIND_FILL[kind]
    body = _body(kind, c, r)
    head = (c[0], c[1] - r * 0.58)
    if kind == NobleKind.SENATOR:
        _hair(image, head, r)
    _shaded(image, fill, body, c, r)
    edge = theme.PALETTE["gold"] if kind == NobleKind.EMPEROR else theme.PALETTE["ink"]
    pen.polygon(image, edge, body, width=3 if kind == NobleKind.EMPEROR else 2)
    pen.circle(image, SKIN, head, r * 0.29)
    pen.circle(image, _darker(SKIN, 30), (head[0] + r * 0.1, head[1] + r * 0.04), r * 0.14)  # the shaded cheek
    pen.circle(image, SKIN, (head[0] - r * 0.04, head[1] - r * 0.02), r * 0.2)
    pen.circle(image, theme.PALETTE["ink"], head, r * 0.29, width=2)
    ADORN[kind](image, c, r, head)


@pen.cached(maxsize=32)
def noble_image(kind: NobleKind, radius: int = NOBLE_RADIUS, glow: bool = False) -> pygame.Surface:
    size = radius * 2 + (22 if glow else 10)
    c = (size / 2, size / 2)
    image = smooth.picture((size, size), lambda big: _figure(big, kind, c, radius))
    if glow:  # the piece in hand: plain to see whether picked up by mouse or by key
        halo = pen.surface((size, size), pygame.SRCALPHA)
        pen.circle(halo, (*theme.PALETTE["gold_light"], 230), c, radius + 9)
        pen.circle(halo, theme.PALETTE["gold"], c, radius + 9, width=3)
        halo.blit(image, (0, 0))
        image = halo
    fill = KIND_FILL[kind]
    icon_at = (c[0], c[1] + radius * (0.16 if kind == NobleKind.CONSUL else 0.2))
    icons.paint_icon(image, icons.noble_icon(kind), icon_at, round(radius * 0.72), theme.glyph_colour(fill))
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
