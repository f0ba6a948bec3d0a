"""A program as a small tile that speaks: number, short name, arena size, price and the tokens it asks for as
pictograms, so choosing a program needs no lookup. The tooltip and the program browser keep the full card."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ..i18n import current_language, pgettext
from ..i18n.card_names import program_name
from ..rules.data import game_data
from . import text, text_record, theme, tokens

INK = theme.PALETTE["ink"]
SOFT = theme.PALETTE["ink_soft"]
LEADING_WORDS = ("The ", "And ")  # dropped first where room is short: "Dialogues of Pluto", "Tellus Created…"


def short_name(number: int, size: int, width: int, bold: bool = False) -> str:
    """The program's name as it fits `width`: whole if it can, else without a leading article, cut with an ellipsis."""
    name = program_name(number)
    if theme.font(size, bold).size(name)[0] <= width:
        return name
    for word in LEADING_WORDS:
        if name.startswith(word):
            name = name[len(word):]
            break
    return text.fit(name, size, width, bold)


def arena_size(squares: int) -> str:
    """'A3': the arena a program needs, as a tile prints it."""
    return pgettext("arena size on a program tile", "A{n}", n=squares)


def _pips(surface: pygame.Surface, count: int, center_x: int, y: int, colour) -> None:
    """`count` dots in a row: how many tokens of a type, read at a glance like a die's face."""
    step = 4 if count <= 3 else 3
    first = center_x - (count - 1) * step / 2
    for i in range(count):
        pygame.draw.circle(surface, colour, (round(first + i * step), y), 1.5 if count > 3 else 2)


def draw_needs(surface: pygame.Surface, left: int, center_y: int, width: int, number: int, radius: int,
               pips: bool) -> None:
    """The card's token types as a row of pictogram discs, at most `radius`, with the count as pips under each."""
    needs = list(game_data().program(number).tokens.items())
    step = min(2 * radius + 3, width / max(1, len(needs)))
    radius = max(3, min(radius, int(step / 2) - 1))
    for i, (token, need) in enumerate(needs):
        cx = round(left + radius + 1 + i * step)
        tokens.draw_token(surface, token, (cx, center_y), radius)
        if pips:
            _pips(surface, need, cx, center_y + radius + 3, INK)


def draw_sale_tile(surface: pygame.Surface, rect: pygame.Rect, number: int, lit: bool) -> None:
    """A program for sale (R4.4): number, short name, arena and price on top; its needs below, pips for counts."""
    _draw_tile(surface, rect, _paint_sale_tile, number, lit)


def draw_held_tile(surface: pygame.Surface, rect: pygame.Rect, number: int, produced: bool) -> None:
    """A program in a player's panel: number and short name, arena size, and its needs as a row of pictograms
    (the tile may be narrow when many are held; the counts are in the tooltip and the program browser)."""
    _draw_tile(surface, rect, _paint_held_tile, number, produced)


def _draw_tile(surface: pygame.Surface, rect: pygame.Rect, paint, number: int, flag: bool) -> None:
    recording = text_record.active
    if recording is None:
        picture = _tile(paint, number, tuple(rect.size), flag, current_language())
    else:  # painted afresh, not kept, so that its texts are recorded where the tile lies
        recording.container(rect, "program tile")
        with recording.placed_at(rect.topleft):
            picture = _tile.__wrapped__(paint, number, tuple(rect.size), flag, current_language())
    surface.blit(picture, rect)


@lru_cache(maxsize=160)  # 20 for sale, lit or not; the programs held, at a few widths; per language
def _tile(paint, number: int, size: tuple[int, int], flag: bool, language: str) -> pygame.Surface:
    """A tile painted once and kept: a board repaint then costs one blit per tile."""
    picture = pygame.Surface(size, pygame.SRCALPHA)
    paint(picture, picture.get_rect(), number, flag)
    return picture


def _paint_sale_tile(surface: pygame.Surface, rect: pygame.Rect, number: int, lit: bool) -> None:
    card = game_data().program(number)
    pygame.draw.rect(surface, theme.PALETTE["marble"], rect, border_radius=5)
    pygame.draw.rect(surface, theme.PALETTE["gold"] if lit else theme.PALETTE["bronze"], rect,
                     width=3 if lit else 1, border_radius=5)
    inner = rect.inflate(-8, -4)
    number_rect = text.blit(surface, str(number), (inner.x, inner.y - 1), 14, INK, True)
    price = text.blit(surface, pgettext("price on a program tile", "{n}c", n=card.cost), (inner.right, inner.y - 1), 14,
                      theme.PALETTE["terracotta_dark"], True, anchor="topright")
    arena = text.blit(surface, arena_size(card.arena), (price.left - 3, inner.y), 12, SOFT, anchor="topright")
    room = arena.left - number_rect.right - 7
    text.blit(surface, short_name(number, 11, room), (number_rect.right + 3, inner.y + 1), 11, INK)
    draw_needs(surface, inner.x, rect.y + 19, inner.w, number, radius=6, pips=True)


def _paint_held_tile(surface: pygame.Surface, rect: pygame.Rect, number: int, produced: bool) -> None:
    card = game_data().program(number)
    pygame.draw.rect(surface, theme.PALETTE["gold_light"] if produced else theme.PALETTE["white"], rect,
                     border_radius=4)
    pygame.draw.rect(surface, theme.PALETTE["bronze"], rect, width=2 if produced else 1, border_radius=4)
    inner = rect.inflate(-6, -4)
    number_rect = text.blit(surface, f"#{number}", inner.topleft, 13, INK, True)
    room = inner.right - 10 - number_rect.right  # the right corner is kept for the "produced" star
    if room >= 20:
        text.blit(surface, short_name(number, 11, room), (number_rect.right + 3, inner.y + 1), 11, INK)
    row_y = (number_rect.bottom + rect.bottom) // 2
    needs_right = inner.right
    if inner.w >= 60:  # overlapping tiles (many held) keep their needs and drop the arena size
        needs_right = text.blit(surface, arena_size(card.arena), (inner.right, row_y), 11, SOFT,
                                anchor="midright").left - 3
    draw_needs(surface, inner.x, row_y, needs_right - inner.x, number, radius=6, pips=False)
