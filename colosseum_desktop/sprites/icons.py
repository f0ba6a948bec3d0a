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

from ..files import bundled
from ..files.bounded_read import TooLarge, read_regular_file
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
MAX_ICON_BYTES = 256 * 1024  # each shipped pictogram is a few KB
CACHE_SIZE = 768  # a board shows ~40 (icon, size, colour) triples; dialogs and zoomed cards add a few hundred


@lru_cache(maxsize=None)
def svg_source(name: str) -> str | None:
    """The icon's SVG text, read once; its one path is painted in `currentColor`, replaced per colour. None, and
    the file said once, when it is missing, not a regular file, or not such an SVG: a plain shape stands in."""
    file = f"icons/{name}.svg"
    try:
        source = read_regular_file(theme.assets_dir() / "icons" / f"{name}.svg", MAX_ICON_BYTES).decode("utf-8")
    except (OSError, TooLarge, UnicodeDecodeError) as error:
        bundled.left_out(file, error.strerror if isinstance(error, OSError) and error.strerror else error)
        return None
    if "<svg" not in source or not source.rstrip().endswith("</svg>") or "currentColor" not in source:  # cut short
        bundled.left_out(file, "not an SVG picture with a currentColor fill to tint")
        return None
    return source


def _rasterised(name: str, svg: str, device: int) -> pygame.Surface | None:
    try:
        return pygame.image.load_sized_svg(BytesIO(svg.encode()), (device, device))
    except pygame.error as error:  # SDL_image could not draw it: a plain shape stands in
        bundled.left_out(f"icons/{name}.svg", str(error) or "SDL_image refused it")
        return None


def _plain_shape(device: int, colour) -> pygame.Surface:
    """A filled circle in the icon's colour, where its picture cannot be used."""
    image = pygame.Surface((device, device), pygame.SRCALPHA)
    pygame.draw.circle(image, colour, (device / 2, device / 2), device * 0.4)
    return image


def _hex(colour) -> str:
    r, g, b = colour[:3]
    return f"#{r:02x}{g:02x}{b:02x}"


@pen.cached(maxsize=CACHE_SIZE)
def _raster(name: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """Rasterised at the size in device pixels: a 4K window's pictures are drawn from the vector, not enlarged."""
    source = svg_source(name)
    device = theme.device_size(size)
    image = None if source is None else _rasterised(name, source.replace("currentColor", _hex(colour)), device)
    if image is None:
        image = _plain_shape(device, colour)
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
