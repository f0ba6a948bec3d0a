"""A program as a tile that speaks: number, whole name (on two lines where it needs them), arena size, price and
the tokens it asks for as pictures with their counts written beside them, so choosing a program needs no lookup
at any window size. The tooltip and the program browser keep the full card."""
from __future__ import annotations

import functools

import pygame

from ..i18n import current_language, pgettext
from ..i18n.card_names import program_name
from ..rules.data import game_data
from . import card_face, pen, text, text_record, theme, tokens

INK = theme.PALETTE["ink"]
SOFT = theme.PALETTE["ink_soft"]
NAME_SIZES = (15,)  # 12 px in a 1280x720 window; every name takes at most NAME_LINES lines at it
NAME_LINES = 2
TALL_NAME_SIZES = (18, 17, 16)  # tried first in a tile tall enough for two lines of them (a 4:3 window's board)
TALL_NAME_GAP = 4  # their accents' room under the price
FIGURES_HEIGHT = 16  # the number, arena and price over the name
FIGURE_SIZE = 16  # number and price
NEED_RADIUS = 12  # a need's picture: 24 canvas pixels, 19 in a 1280x720 window
NEED_STEP = 28  # from one need to the next (its count tag overlaps the next picture's rim only); closer, never under
# NEED_RADIUS * 3 // 2, where eight must fit
COUNT_SIZE = 15


def arena_size(squares: int) -> str:
    """'A3': the arena a program needs, as a tile prints it."""
    return pgettext("arena size on a program tile", "A{n}", n=squares)


def name_sizes(height: int) -> tuple[int, ...]:
    """The sizes a name may take in a tile this high, largest first: the tall ones where two lines of them leave the
    needs' row its room."""
    room = height - FIGURES_HEIGHT - TALL_NAME_GAP - 2 * NEED_RADIUS - 8
    return tuple(size for size in TALL_NAME_SIZES if NAME_LINES * size <= room) + NAME_SIZES


def name_lines(number: int, width: int, sizes: tuple[int, ...] = NAME_SIZES) -> tuple[int, list[str]]:
    """(size, lines) of the program's whole name in `width`: the largest of `sizes` at which every program's name
    for sale takes at most two lines (one size for all the tiles, so that the supply reads as one)."""
    size = _common_name_size(width, sizes, current_language(), pen.scale())  # measured at the scale drawn at
    name = program_name(number)
    lines = _name_on_two_lines(name, size, width)
    if lines is not None:
        return size, lines
    # Only in a window far below the sizes the fit test holds (tests/i18n): the name cut, the test says so.
    height = (NAME_LINES - 1) * text.line_step(size) + text.lines_height([name], size)
    return size, text.fit_lines(name, (size,), pygame.Rect(0, 0, width, height))[1]


def _name_on_two_lines(name: str, size: int, width: int) -> list[str] | None:
    lines = theme.wrap_text(name, size, width)
    if len(lines) <= NAME_LINES and all(text.width_of(line, size) <= width for line in lines):
        return lines
    return None


@functools.lru_cache(maxsize=32)
def _common_name_size(width: int, sizes: tuple[int, ...], language: str, scale: float) -> int:
    names = [program_name(card.number) for card in game_data().programs if card.cost > 0]
    return next((size for size in sizes if all(_name_on_two_lines(name, size, width) for name in names)), sizes[-1])


def draw_needs(surface: pygame.Surface, left: int, center_y: int, width: int, number: int) -> int:
    """The card's token types as a row of pictures, each with how many it needs written on a tag at its lower
    right (a need of one has no tag); returns where the row ends."""
    needs = list(game_data().program(number).tokens.items())
    step = max(NEED_RADIUS * 3 // 2, min(NEED_STEP, (width - 2 * NEED_RADIUS - 8) // max(1, len(needs) - 1)))
    x = left + NEED_RADIUS
    for token, need in needs:
        tokens.draw_token(surface, token, (x, center_y), NEED_RADIUS, count=need)
        if need > 1:
            tokens.draw_count_badge(surface, need, (x + NEED_RADIUS - 1, center_y + 4), COUNT_SIZE)
        x += step
    return x - step + NEED_RADIUS + 8


def draw_sale_tile(surface: pygame.Surface, rect: pygame.Rect, number: int, lit: bool) -> None:
    """A program for sale (R4.4): number, arena and price on top, the whole name, its needs below."""
    _draw_tile(surface, rect, _paint_sale_tile, number, lit, whole_name=program_name(number))


def draw_held_tile(surface: pygame.Surface, rect: pygame.Rect, number: int, produced: bool) -> None:
    """A program in a player's panel: its number and its needs with their counts (the tile may be overlapped by the
    next when many are held; the name is on the tooltip and in the program browser). A produced one counts +5 at
    later events (R9.3): its tile is gold and its number carries a star."""
    _draw_tile(surface, rect, _paint_held_tile, number, produced)


def _draw_tile(surface: pygame.Surface, rect: pygame.Rect, paint, number: int, flag: bool,
               whole_name: str | None = None) -> None:
    recording = text_record.active
    if recording is None:
        picture = _tile(paint, number, tuple(rect.size), flag, current_language())
    else:  # painted afresh, not kept, so that its texts are recorded where the tile lies
        recording.container(rect, "program tile", whole_name)
        with recording.placed_at(rect.topleft):
            picture = _tile.__wrapped__(paint, number, tuple(rect.size), flag, current_language())
    surface.blit(picture, rect)


@pen.cached(maxsize=160)  # 20 for sale, lit or not; the programs held, at a few widths; per language
def _tile(paint, number: int, size: tuple[int, int], flag: bool, language: str) -> pygame.Surface:
    """A tile painted once and kept: a board repaint then costs one blit per tile."""
    picture = pen.surface(size, pygame.SRCALPHA)
    paint(picture, picture.get_rect(), number, flag)
    return picture


def _paint_sale_tile(surface: pygame.Surface, rect: pygame.Rect, number: int, lit: bool) -> None:
    card = game_data().program(number)
    card_face.draw(surface, rect, lit)
    inner = rect.inflate(-8, -4)
    top = inner.y - 2
    text.blit(surface, str(number), (inner.x, top), FIGURE_SIZE, INK, True)
    price = text.blit(surface, pgettext("price on a program tile", "{n}c", n=card.cost), (inner.right, top),
                      FIGURE_SIZE, theme.PALETTE["terracotta_dark"], True, anchor="topright")
    text.blit(surface, arena_size(card.arena), (price.left - 8, top + 1), 15, SOFT, anchor="topright")
    size, lines = name_lines(number, inner.w, name_sizes(rect.h))
    name_top = top + FIGURES_HEIGHT + (TALL_NAME_GAP if size > NAME_SIZES[0] else 0)
    for i, line in enumerate(lines):
        text.blit(surface, line, (inner.x, name_top + i * size), size, INK)
    draw_needs(surface, inner.x, rect.bottom - NEED_RADIUS - 3, inner.w, number)


def _paint_held_tile(surface: pygame.Surface, rect: pygame.Rect, number: int, produced: bool) -> None:
    inner = rect.inflate(-4, -2)  # a tile overlapped to its number alone keeps it whole, at 4K too
    words = f"#{number}★" if produced else f"#{number}"
    card_face.draw_held(surface, rect, text.width_of(words, FIGURE_SIZE, True) + 5, produced)
    label = text.blit(surface, words, (inner.x, inner.centery), FIGURE_SIZE,
                      theme.PALETTE["terracotta_dark"] if produced else INK, True, anchor="midleft")
    if inner.right - label.right >= 2 * NEED_RADIUS + 6:
        draw_needs(surface, label.right + 4, inner.centery - 1, inner.right - label.right - 4, number)
