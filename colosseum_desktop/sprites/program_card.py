"""An event program card: number, name, arena size, cost, one slot per required token, the attendance
table. The produce dialog lays tokens on the slots; the browser and the invest dialog show the same card
with what a player holds against what it asks."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..i18n import _, ngettext, pgettext
from ..i18n.card_names import program_name, token_name
from ..rules import Token, game_data
from ..scenes.dialogs.produce.draft_model import Slot
from .icons import blit_icon, token_icon
from .text import blit as blit_text
from .text import blit_fitted
from .text import largest_fitting_size, width_of
from .theme import PALETTE, SMALLEST_SIZE, draw_panel, line_height, text_width, wrap_text
from .tokens import draw_token
from . import pen

BASE_WIDTH = 320  # the card's proportions are drawn for this width, then scaled by rect.w / BASE_WIDTH
HEADER = 50
SUBLINE = 28
ROW = 34
TABLE = 62
MARGIN = 12


@dataclass(frozen=True)
class SlotPlace:
    rect: pygame.Rect
    slot: Slot


def card_height(number: int, width: int = BASE_WIDTH) -> int:
    """The height a card needs at this width: it grows with the number of token types it asks for."""
    rows = len(game_data().program(number).tokens)
    return round((HEADER + SUBLINE + rows * ROW + TABLE + 2 * MARGIN) * width / BASE_WIDTH)


def empty_slots(number: int) -> list[Slot]:
    return [Slot(t, i, None) for t, need in game_data().program(number).tokens.items() for i in range(need)]


def _scaled(value: float, scale: float) -> int:
    return max(1, round(value * scale))


def slot_places(rect: pygame.Rect, number: int, slots: list[Slot] | None = None) -> list[SlotPlace]:
    """Where each slot of the card sits when the card is drawn in `rect` (for drawing and hit tests)."""
    slots = slots if slots is not None else empty_slots(number)
    s = rect.w / BASE_WIDTH
    types = list(game_data().program(number).tokens)
    size, gap = _scaled(ROW - 6, s), _scaled(5, s)
    first_x = rect.x + _scaled(MARGIN + 128, s)
    places = []
    for slot in slots:
        row = types.index(slot.token)
        y = rect.y + _scaled(HEADER + SUBLINE + MARGIN + row * ROW + 3, s)
        places.append(SlotPlace(pygame.Rect(first_x + slot.index * (size + gap), y, size, size), slot))
    return places


def draw_program_card(surface: pygame.Surface, rect: pygame.Rect, number: int, *,
                      slots: list[Slot] | None = None, missing: int | None = None, produced: int = 0,
                      have: dict[Token, int] | None = None, note: str | None = None,
                      selected: bool = False, hover_slot: Slot | None = None,
                      open_slots: frozenset[Slot] = frozenset()) -> list[SlotPlace]:
    """Draw the card and return its slot places.

    slots: what lies on the card (default all empty); missing: the table column to highlight;
    produced: how often its owner produced it; have: tokens held, shown as have/need per type;
    note: why it cannot be used now (the card is drawn faded with the reason);
    open_slots: the slots a token being dragged may go on, lit so the player sees where it fits."""
    card = game_data().program(number)
    if slots is None and have is not None:  # the tokens held, laid on the card: the gaps are what is missing
        slots = [Slot(t, i, t if i < have.get(t, 0) else None) for t, need in card.tokens.items() for i in range(need)]
    rect = pygame.Rect(rect)
    s = rect.w / BASE_WIDTH
    draw_panel(surface, rect, border=PALETTE["gold"] if selected else PALETTE["bronze"], radius=_scaled(10, s))
    if selected:
        pen.rect(surface, PALETTE["gold"], rect.inflate(6, 6), width=3, border_radius=_scaled(12, s))
    _draw_header(surface, rect, card, s, produced)
    places = slot_places(rect, number, slots)
    _draw_rows(surface, rect, card, s, places, have, hover_slot, open_slots)
    _draw_table(surface, rect, card, s, missing)
    if note:
        _draw_note(surface, rect, note, s)
    return places


def _draw_header(surface, rect, card, s, produced: int) -> None:
    band = pygame.Rect(rect.x, rect.y, rect.w, _scaled(HEADER, s))
    pen.rect(surface, PALETTE["terracotta"], band, border_top_left_radius=_scaled(10, s),
             border_top_right_radius=_scaled(10, s))
    badge = (band.x + _scaled(26, s), band.centery)
    pen.circle(surface, PALETTE["marble"], badge, _scaled(18, s))
    blit_text(surface, str(card.number), badge, _scaled(22, s), bold=True, anchor="center")
    name_size = _scaled(21, s)
    name_room = band.right - _scaled(52, s) - badge[0] - _scaled(6, s)
    name = program_name(card.number)
    name_size = largest_fitting_size(name, range(name_size, 10, -1), name_room, bold=True) or 10
    blit_text(surface, name, (badge[0] + _scaled(24, s), band.centery), name_size, PALETTE["white"],
              bold=True, anchor="midleft")
    sub_y = band.bottom + _scaled(SUBLINE // 2, s)
    left, size = rect.x + _scaled(MARGIN, s), _scaled(18, s)
    room = rect.right - _scaled(MARGIN, s) - left
    if produced:
        stamp = _("produced") if produced == 1 else _("produced ×{n}", n=produced)
        label = blit_text(surface, stamp, (rect.right - _scaled(MARGIN, s), sub_y), size,
                          PALETTE["olive"], bold=True, anchor="midright")
        pen.rect(surface, PALETTE["olive"], label.inflate(8, 2), width=2, border_radius=4)
        room = label.left - _scaled(10, s) - left
    blit_text(surface, subline(card, size, room), (left, sub_y), size, PALETTE["ink_soft"], anchor="midleft")


def subline(card, size: int, room: int) -> str:
    """Arena size and price under the card's name, shortened to leave room for the "produced" stamp."""
    if card.cost:
        price, short_price = _("cost {n}", n=card.cost), _("{n}c", n=card.cost)
    else:
        price, short_price = _("starting program"), _("start")
    arena = _("Arena {n}", n=card.arena)
    candidates = (ngettext("Arena {n} square", "Arena {n} squares", card.arena) + "  ·  " + price,
                  f"{arena}  ·  {price}", f"{arena}  ·  {short_price}", arena)
    return next((c for c in candidates if text_width(c, size) <= room), candidates[-1])


def _draw_rows(surface, rect, card, s, places: list[SlotPlace], have, hover_slot, open_slots) -> None:
    top = rect.y + _scaled(HEADER + SUBLINE + MARGIN, s)
    for row, (token, need) in enumerate(card.tokens.items()):
        mid_y = top + _scaled(row * ROW + ROW // 2, s)
        chip_x = rect.x + _scaled(MARGIN + 12, s)
        draw_token(surface, token, (chip_x, mid_y), _scaled(11, s))
        label = token_name(token)
        if have is not None:
            held = have.get(token, 0)
            colour = PALETTE["olive"] if held >= need else PALETTE["error"]
            blit_text(surface, f"{min(held, need)}/{need}", (rect.right - _scaled(MARGIN, s), mid_y),
                      _scaled(17, s), colour, bold=True, anchor="midright")
        blit_text(surface, label, (chip_x + _scaled(16, s), mid_y), _scaled(17, s), anchor="midleft")
    for place in places:
        _draw_slot(surface, place, s, hovered=place.slot == hover_slot, lit=place.slot in open_slots)


def _draw_slot(surface, place: SlotPlace, s, hovered: bool, lit: bool) -> None:
    r = place.rect
    filler = place.slot.filled_by
    if filler is None:
        pen.rect(surface, PALETTE["gold_light"] if lit else PALETTE["marble_shadow"], r,
                 border_radius=_scaled(5, s))
        # the empty slot shows the pictogram it asks for, pale, so the card reads before anything lies on it
        blit_icon(surface, token_icon(place.slot.token), r.center, round(r.w * 0.8), PALETTE["ink_soft"])
    else:
        draw_token(surface, filler, r.center, r.w // 2)
    if hovered or lit:
        border, width = (PALETTE["gold"], 3) if hovered else (PALETTE["olive"], 2)
    else:
        border, width = PALETTE["bronze"], 1
    pen.rect(surface, border, r.inflate(4, 4) if lit or hovered else r, width=width,
             border_radius=_scaled(5, s))


def _draw_table(surface, rect, card, s, missing: int | None) -> None:
    values = (card.full, *card.missing)
    top = rect.bottom - _scaled(TABLE + MARGIN, s) + _scaled(4, s)
    left = rect.x + _scaled(MARGIN, s)
    # The two row headings fit the column left of the figures, in any language.
    sizes = range(max(SMALLEST_SIZE, _scaled(15, s)), SMALLEST_SIZE - 1, -1)  # 12 px at 1280x720 at least
    heading = max(_scaled(68, s), *(width_of(pgettext("card table", words), SMALLEST_SIZE) + 2
                                    for words in ("missing", "spectators")))
    blit_fitted(surface, pgettext("card table", "missing"), (left, top + _scaled(13, s)), sizes, heading,
                PALETTE["ink_soft"], anchor="midleft")
    blit_fitted(surface, pgettext("card table", "spectators"), (left, top + _scaled(40, s)), sizes, heading,
                PALETTE["ink_soft"], anchor="midleft")
    col_w = (rect.right - _scaled(MARGIN, s) - left - heading - 2) / len(values)
    for i, value in enumerate(values):
        cell = pygame.Rect(round(left + heading + 2 + i * col_w), top, round(col_w) - 2, _scaled(54, s))
        if i == missing:
            pen.rect(surface, PALETTE["gold_light"], cell, border_radius=_scaled(4, s))
            pen.rect(surface, PALETTE["gold"], cell, width=2, border_radius=_scaled(4, s))
        blit_text(surface, str(i), (cell.centerx, top + _scaled(13, s)), _scaled(15, s), PALETTE["ink_soft"],
                  anchor="center")
        blit_text(surface, str(value), (cell.centerx, top + _scaled(40, s)), _scaled(20, s), bold=i == missing,
                  anchor="center")


def _draw_note(surface, rect, note: str, s) -> None:
    """Fade the card and print why it cannot be used, so the reason is read before anything is tried."""
    veil = pen.surface(rect.size, pygame.SRCALPHA)
    veil.fill((*PALETTE["marble"], 150))
    surface.blit(veil, rect)
    size = _scaled(18, s)
    lines = wrap_text(note, size, rect.w - _scaled(2 * MARGIN + 8, s), bold=True)
    line_h = line_height(size, bold=True)
    box = pygame.Rect(0, 0, rect.w - _scaled(2 * MARGIN, s), line_h * len(lines) + _scaled(12, s))
    box.midbottom = (rect.centerx, rect.bottom - _scaled(MARGIN, s))  # over the table: the asks stay readable
    pen.rect(surface, PALETTE["marble"], box, border_radius=6)
    pen.rect(surface, PALETTE["error"], box, width=2, border_radius=6)
    for i, line in enumerate(lines):
        blit_text(surface, line, (box.centerx, box.y + _scaled(6, s) + i * line_h), size, PALETTE["error"],
                  bold=True, anchor="midtop")
