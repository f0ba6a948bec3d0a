"""The shared look: palette, bundled fonts, seat colours with symbols, token colours with glyphs."""
from __future__ import annotations

import io
import math
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import NamedTuple

import pygame

from ..files import bundled
from ..files.bounded_read import TooLarge, read_regular_file
from ..i18n import N_
from . import materials, pen, text_record
from .font_file import font_problem

PALETTE: dict[str, tuple[int, int, int]] = {
    "sand": (232, 214, 176),          # the table / background
    "sand_dark": (206, 181, 137),
    "marble": (246, 242, 232),        # panels and cards
    "marble_shadow": (214, 206, 190),
    "terracotta": (178, 80, 50),      # primary buttons, highlights
    "terracotta_dark": (132, 54, 33),
    "gold": (201, 160, 56),           # focus rings, winners, selected things
    "gold_light": (236, 205, 120),
    "bronze": (140, 100, 55),
    "olive": (96, 110, 60),           # confirmations, "legal here"
    "ink": (43, 32, 24),              # text
    "ink_soft": (100, 84, 68),        # secondary text
    "disabled": (160, 150, 136),
    "error": (170, 30, 30),
    "shade": (20, 14, 8),             # overlays darken the scene below with this
    "white": (255, 255, 255),
}

# Sizes a person can read in a 1280x720 window (the canvas is drawn at 0.8 there): no text under 15 canvas
# pixels (12 in the window), body text (BODY_WORDS words or more) at BODY_SIZE (14.4), pieces' pictures at 23 (18).
SMALLEST_SIZE = 15
BODY_SIZE = 18
SMALL_WINDOW_BODY_SIZE = 22  # body text read as well in a 1024x768 window (0.64 window pixels to the canvas pixel)
BODY_WORDS = 3

# -- fonts ----------------------------------------------------------------------------------------
# Linux Libertine: a Roman-cut serif with lining figures, so scores and coins read at a glance.
FONT_FILES = {
    (False, False): "LinLibertine_R.otf",
    (True, False): "LinLibertine_RB.otf",
    (False, True): "LinLibertine_RI.otf",
    # The bold italic cut (LinLibertine_RBI.otf, even in Libertine's last release) lacks Romanian's ș and ț:
    # bold, slanted by SDL_ttf, draws every language (tests/i18n/test_catalogs.py checks each face's glyphs).
    (True, True): "LinLibertine_RB.otf",
}
SLANTED = {(True, True)}
MAX_FONT_BYTES = 16 * 1024 * 1024  # each shipped face is about 500 KB


def assets_dir() -> Path:
    """The bundled assets: packaged as `colosseum_desktop/assets` in a wheel, the top-level `assets/` in a checkout."""
    packaged = resources.files("colosseum_desktop") / "assets"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "assets"


def asset_path(*parts: str) -> Path:
    path = assets_dir().joinpath(*parts)
    if not path.is_file():
        raise FileNotFoundError(f"bundled asset missing: {path}")
    return path


@lru_cache(maxsize=None)
def font_bytes(name: str) -> bytes | None:
    """The bytes of a shipped font, checked whole before SDL_ttf sees them (font_file.py); None, and the file
    said once, when it is missing, not a regular file or damaged: pygame's default face stands in."""
    try:
        data = read_regular_file(assets_dir() / "fonts" / name, MAX_FONT_BYTES)
    except (OSError, TooLarge) as error:
        bundled.left_out(f"fonts/{name}", error.strerror if isinstance(error, OSError) and error.strerror else error)
        return None
    problem = font_problem(data)
    if problem is not None:
        bundled.left_out(f"fonts/{name}", problem)
        return None
    return data


@lru_cache(maxsize=None)
def _load_font(size: int, bold: bool, italic: bool) -> pygame.font.Font:
    data = font_bytes(FONT_FILES[(bold, italic)])
    face = pygame.font.Font(None if data is None else io.BytesIO(data), size)
    face.italic = (bold, italic) in SLANTED if data is not None else italic
    face.bold = bold and data is None  # the default face has one cut: SDL_ttf emboldens it
    return face


def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The bundled face at a size in device pixels, cached: one file for every machine, unlike SysFont. Measure
    canvas text with `text_width` and `line_height`, which speak canvas pixels at any scale."""
    if not pygame.font.get_init():
        pygame.font.init()
    face = _load_font(size, bold, italic)
    try:
        face.get_ascent()
    except pygame.error:
        # pygame.quit() (end of a render, a test) leaves cached fonts unusable even after a new init.
        _load_font.cache_clear()
        face = _load_font(size, bold, italic)
    return face


def device_size(size: int) -> int:
    """A font size in canvas pixels as the device pixels it is rendered at, at the current scale."""
    return size if pen.scale() == 1 else max(1, round(size * pen.scale()))


def text_width(text: str, size: int, bold: bool = False, italic: bool = False) -> int:
    """How wide the line is drawn, in canvas pixels (rendered at the device's size: a few per cent off the canvas
    size's own width, so measured there)."""
    width = font(device_size(size), bold, italic).size(text)[0]
    return width if pen.scale() == 1 else math.ceil(width / pen.scale())


def line_height(size: int, bold: bool = False) -> int:
    """The face's line spacing in canvas pixels."""
    return math.ceil(font(device_size(size), bold).get_linesize() / pen.scale())


def render_text(text: str, size: int, colour=PALETTE["ink"], bold: bool = False,
                italic: bool = False) -> pygame.Surface:
    """The line rendered once and kept: screens redraw the same labels every frame. Do not draw on it."""
    return _rendered(text, size, tuple(colour), bold, italic)


@pen.cached(maxsize=1024, by_area=True)  # a screen shows a few hundred lines; every new log line is another ~40 KB picture
def _rendered(text: str, size: int, colour: tuple, bold: bool, italic: bool) -> pygame.Surface:
    return pen.adopt(font(device_size(size), bold, italic).render(text, True, colour))


def blit_text(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int = 24,
              colour=PALETTE["ink"], bold: bool = False, italic: bool = False,
              anchor: str = "topleft", box=None) -> pygame.Rect:
    """Draw one line of text placed by any pygame.Rect anchor ("center", "midleft", ...); returns its rect.
    `box`: the rect it is meant to stay in, where that is not the panel it lies on (see text_record.py)."""
    image = render_text(text, size, colour, bold, italic)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if text_record.active is not None:
        text_record.active.text(surface, text, image, rect, size, box)
    return rect


def wrap_text(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than `width` at this size."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and text_width(candidate, size, bold) > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, fill=PALETTE["marble"],
               border=PALETTE["bronze"], radius: int = 10, shadow: bool = True) -> None:
    """A marble tablet with a bronze rim: the frame of menus, cards and player panels."""
    rect = pygame.Rect(rect)
    if text_record.active is not None:
        text_record.active.container(rect)
    if shadow:
        pen.rect(surface, PALETTE["marble_shadow"], rect.move(4, 5), border_radius=radius)
    pen.blit_within(surface, materials.marble_slab(rect.size, tuple(fill), radius), rect)
    pen.rect(surface, border, rect, width=2, border_radius=radius)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, lit: bool = False) -> None:
    """A card on the table (a program for sale): marble with a bronze rim, gold and thicker when it can be taken."""
    pen.blit_within(surface, materials.marble_slab(rect.size, PALETTE["marble"], 5), rect)
    pen.rect(surface, PALETTE["gold"] if lit else PALETTE["bronze"], rect, width=3 if lit else 1,
             border_radius=5)


@pen.cached(maxsize=8, megabytes=100)  # a whole 4K canvas is 33 MB
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The dimming layer for one canvas size and alpha, built once (filling 1600x900 costs ~4 ms)."""
    veil = pen.surface(size, pygame.SRCALPHA)
    veil.fill((*PALETTE["shade"], alpha))
    return veil


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far: an overlay's way of saying the scene below is waiting. An overlay drawn
    in the band of a taller canvas darkens the whole canvas (the board around the band waits too)."""
    whole = surface.get_abs_parent()
    whole.blit(_veil(whole.get_size(), alpha), (0, 0))
    if text_record.active is not None:
        text_record.active.new_layer()


# -- seats: a colour AND a symbol each, so no one depends on telling colours apart ------------------
class SeatStyle(NamedTuple):
    name: str
    colour: tuple[int, int, int]
    symbol: str  # circle, square, triangle, diamond, star


# Okabe-Ito hues, distinguishable with the common colour-vision deficiencies.
SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle(N_("Vermilion"), (213, 94, 0), "circle"),  # names in English, shown with _(style.name)
    SeatStyle(N_("Blue"), (0, 114, 178), "square"),
    SeatStyle(N_("Green"), (0, 158, 115), "triangle"),
    SeatStyle(N_("Yellow"), (240, 200, 40), "diamond"),
    SeatStyle(N_("Purple"), (170, 90, 150), "star"),
)


def symbol_points(symbol: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """Polygon outline of a seat symbol (the circle is approximated, for hit tests and outlines alike)."""
    cx, cy = center
    if symbol == "circle":
        return [(cx + radius * math.cos(2 * math.pi * i / 24), cy + radius * math.sin(2 * math.pi * i / 24))
                for i in range(24)]
    if symbol == "square":
        r = radius * 0.85
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if symbol == "triangle":
        return [(cx + radius * math.cos(a), cy + radius * math.sin(a))
                for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    if symbol == "diamond":
        return [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
    if symbol == "star":
        points = []
        for i in range(10):
            r = radius if i % 2 == 0 else radius * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return points
    raise ValueError(f"unknown seat symbol {symbol!r}")


def draw_seat_symbol(surface: pygame.Surface, seat: int, center: tuple[float, float], radius: float,
                     outline=PALETTE["ink"]) -> None:
    """The seat's symbol filled with its colour and outlined dark, so it reads on sand and on marble."""
    style = SEAT_STYLES[seat % len(SEAT_STYLES)]
    points = symbol_points(style.symbol, center, radius)
    if style.symbol == "circle":
        pen.circle(surface, style.colour, center, radius)
        pen.circle(surface, outline, center, radius, width=max(1, round(radius / 7)))
    else:
        pen.polygon(surface, style.colour, points)
        pen.polygon(surface, outline, points, width=max(1, round(radius / 7)))


# -- tokens ---------------------------------------------------------------------------------------
class TokenStyle(NamedTuple):
    label: str
    colour: tuple[int, int, int]
    glyph: str  # 1-3 letters printed on the token, so types never depend on colour alone


# Keyed by the rules' Token values (a StrEnum, so Token.LION finds "lion"): the title screen can then draw
# without importing the rules engine, whose import is the slowest part of starting up.
TOKEN_STYLES: dict[str, TokenStyle] = {
    "gladiator": TokenStyle("Gladiator", (160, 40, 40), "Gl"),
    "actor": TokenStyle("Actor", (200, 120, 160), "Ac"),
    "musician": TokenStyle("Musician", (120, 80, 170), "Mu"),
    "horse": TokenStyle("Horse", (140, 90, 50), "Ho"),
    "torch": TokenStyle("Torch", (235, 140, 30), "To"),
    "priest": TokenStyle("Priest", (240, 235, 215), "Pr"),
    "ship": TokenStyle("Ship", (40, 100, 170), "Sh"),
    "lion": TokenStyle("Lion", (215, 175, 60), "Li"),
    "scenery": TokenStyle("Scenery", (80, 140, 70), "Sc"),
    "decoration": TokenStyle("Decoration", (60, 170, 170), "De"),
    "chariot": TokenStyle("Chariot", (110, 110, 120), "Ch"),
    "cage": TokenStyle("Cage", (70, 60, 50), "Ca"),
    "joker": TokenStyle("Joker", (250, 250, 250), "J"),
    "emperor": TokenStyle("Emperor", (120, 20, 80), "Em"),
    "extra_action": TokenStyle("Extra action", (30, 30, 30), "+1"),
}


def glyph_colour(background: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark ink on light tokens, white on dark ones (relative luminance)."""
    r, g, b = background
    return PALETTE["ink"] if 0.2126 * r + 0.7152 * g + 0.0722 * b > 140 else PALETTE["white"]
