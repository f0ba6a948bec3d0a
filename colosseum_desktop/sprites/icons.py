"""Pictograms for every piece: one SVG file per kind of piece, rasterised once per (icon, size, colour).

The pictures are Game Icons (game-icons.net, CC BY 3.0, credited in assets/ATTRIBUTIONS.md) shipped as
single-path SVG files in assets/icons/; tools/extract_icons.py copies them out of the npm package. Each
piece keeps its colour (theme.TOKEN_STYLES) and gains a shape of its own, so no two kinds are told apart by
colour alone. Deliberately free of the rules engine: the title screen draws pieces before the rules import.
"""
from __future__ import annotations

from functools import lru_cache
from io import BytesIO

import pygame

from . import pen, text_record, theme

# Keyed by the rules' Token and NobleKind values and by the supply pieces' own names. The value is the
# icon's name in the Game Icons collection, which is also its file name (assets/icons/<name>.svg).
TOKEN_ICONS: dict[str, str] = {
    "gladiator": "spartan-helmet",
    "actor": "drama-masks",
    "musician": "lyre",
    "horse": "horse-head",
    "torch": "torch",
    "priest": "pope-crown",
    "ship": "galley",
    "lion": "lion",
    "scenery": "theater-curtains",
    "decoration": "amphora",
    "chariot": "chariot",
    "cage": "bird-cage",
    "joker": "jester-hat",
    "emperor": "eagle-emblem",
    "extra_action": "fast-forward-button",
}
NOBLE_ICONS: dict[str, str] = {
    "emperor": "laurel-crown",
    "consul": "roman-toga",
    "senator": "scroll-unfurled",
}
SUPPLY_ICONS: dict[str, str] = {
    "ticket": "ticket",
    "loge": "stone-throne",
    "podium": "podium",
    "medal": "medal",
    "star": "round-star",
    "coins": "two-coins",
    "bag": "swap-bag",
}
ALL_ICONS: tuple[str, ...] = (*TOKEN_ICONS.values(), *NOBLE_ICONS.values(), *SUPPLY_ICONS.values())
CACHE_SIZE = 768  # a board shows ~40 (icon, size, colour) triples; dialogs and zoomed cards add a few hundred


@lru_cache(maxsize=None)
def svg_source(name: str) -> str:
    """The icon's SVG text, read once; its one path is painted in `currentColor`, replaced per colour."""
    source = theme.asset_path("icons", f"{name}.svg").read_text(encoding="utf-8")
    if "currentColor" not in source:
        raise ValueError(f"icon {name}.svg has no currentColor fill to tint")
    return source


def _hex(colour) -> str:
    r, g, b = colour[:3]
    return f"#{r:02x}{g:02x}{b:02x}"


@pen.cached(maxsize=CACHE_SIZE)
def _raster(name: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """Rasterised at the size in device pixels: a 4K window's pictures are drawn from the vector, not enlarged."""
    svg = svg_source(name).replace("currentColor", _hex(colour)).encode()
    device = theme.device_size(size)
    image = pygame.image.load_sized_svg(BytesIO(svg), (device, device))
    image = image.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else image
    return pen.adopt(image, (size, size))


def icon(name: str, size: int, colour=theme.PALETTE["ink"]) -> pygame.Surface:
    """The pictogram `name` as a size x size picture in one colour, cached. Do not draw on it."""
    return _raster(name, max(4, int(size)), tuple(colour)[:3])


def blit_icon(surface: pygame.Surface, name: str, center, size: int, colour=theme.PALETTE["ink"]) -> pygame.Rect:
    """A piece's pictogram on the board or a dialog (recorded for the readable-size test, text_record.py)."""
    rect = paint_icon(surface, name, center, size, colour)
    if text_record.active is not None:
        text_record.active.picture(rect, f"icon:{name}")
    return rect


def paint_icon(surface: pygame.Surface, name: str, center, size: int, colour=theme.PALETTE["ink"]) -> pygame.Rect:
    """The pictogram painted into a picture of which it is a part (a token's disc, a noble): the whole is recorded."""
    image = icon(name, size, colour)
    return surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def token_icon(token: str) -> str:
    return TOKEN_ICONS[str(token)]


def noble_icon(kind: str) -> str:
    return NOBLE_ICONS[str(kind)]


def load_all(sizes=(14, 20, 26)) -> None:
    """Read and rasterise every icon at the common sizes (launch figures include it)."""
    for name in ALL_ICONS:
        for size in sizes:
            icon(name, size)
