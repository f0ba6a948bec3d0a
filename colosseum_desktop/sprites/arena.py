"""Each player's arena on the ring: its squares tinted in the seat colour and framed, expansions
hatched, and on the outer strip the owner's symbol, loge, season tickets and podiums."""
from __future__ import annotations

import pygame

from ..i18n import pgettext
from ..rules.data import game_data
from ..rules.state import GameState, Player
from ..board import layout
from . import text, text_record, theme


def _stand_items(player: Player) -> list[str]:
    items = []
    if player.loge:
        items.append(pgettext("arena label", "Loge"))
    if player.tickets:
        items.append(pgettext("arena label: season tickets", "T×{n}", n=player.tickets))
    if player.podiums:
        items.append(pgettext("arena label: podiums", "P×{n}", n=player.podiums))
    return items


LABEL_SIZES = (15, 14, 13, 12)
MIN_NAME = 30  # pixels: less room than this for the name and it is left out (the symbol shows the owner)


def stand_label(name: str, items: list[str], width: int) -> tuple[str, int]:
    """(text, size) of an arena's label in `width` pixels: the stand's loge, tickets and podiums always whole
    (they count in every production); the whole name if a smaller size lets it fit, else the name shortened
    (the symbol and colour tell the owner too), or left out when there is no room for it at all."""
    def width_of(label: str, size: int) -> int:
        return theme.font(size, True).size(label)[0]
    for size in LABEL_SIZES:
        full = "  ".join([name, *items])
        if width_of(full, size) <= width:
            return full, size
    tail = "  ".join(items)
    shortened = [(text.fit(name, size, room, True), size) for size in LABEL_SIZES
                 if (room := width - width_of("  " + tail, size)) >= MIN_NAME]
    if shortened:  # the size that shows most of the name (the larger one of equals)
        short, size = max(shortened, key=lambda option: (len(option[0]), option[1]))
        return f"{short}  {tail}", size
    for size in LABEL_SIZES:
        if width_of(tail, size) <= width:
            return tail, size
    return text.fit(tail, LABEL_SIZES[-1], width, True), LABEL_SIZES[-1]


def _frame(surface: pygame.Surface, colour, rect: pygame.Rect, width: int) -> None:
    """A rectangle's outline as four filled bands: pygame's outlined rects stray by a pixel at the edge of a clip,
    and the board repaints arenas clipped to the places that changed."""
    for band in (pygame.Rect(rect.x, rect.y, rect.w, width), pygame.Rect(rect.x, rect.bottom - width, rect.w, width),
                 pygame.Rect(rect.x, rect.y, width, rect.h), pygame.Rect(rect.right - width, rect.y, width, rect.h)):
        surface.fill(colour, band)


def _hatch(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))  # within whatever clip the caller set, too
    for offset in range(0, 2 * rect.width, 12):
        pygame.draw.line(surface, colour, (rect.x + offset, rect.y), (rect.x + offset - rect.height, rect.bottom), 2)
    surface.set_clip(clip)


def draw_arena(surface: pygame.Surface, state: GameState, seat: int) -> None:
    player = state.player(seat)
    colour = theme.SEAT_STYLES[seat].colour
    start = set(game_data().arenas[len(state.players)][seat])
    veil = pygame.Surface((layout.CELL, layout.CELL), pygame.SRCALPHA)
    veil.fill((*colour, 70))
    for square in player.arena:
        r = layout.square_rect(square)
        surface.blit(veil, r)
        if square not in start:  # an expansion: hatched so it reads as built later
            _hatch(surface, r, colour)
        _frame(surface, colour, r.inflate(-2, -2), 4)
    sides: dict[tuple[int, int], list[pygame.Rect]] = {}
    for square in player.arena:
        stand = layout.stand_rect(square)
        sides.setdefault(layout.outward(square), []).append(stand)
        surface.fill(colour, stand)
        if text_record.active is not None:  # the square's number lies under the stand
            text_record.active.cover(stand)
        _frame(surface, theme.PALETTE["ink"], stand, 1)
    # An arena can turn a corner after an expansion: label the longest straight run of it.
    longest = max(sides.values(), key=len)
    strip = longest[0].unionall(longest[1:])
    horizontal = strip.width >= strip.height
    symbol_at = (strip.x + 12, strip.centery) if horizontal else (strip.centerx, strip.y + 12)
    theme.draw_seat_symbol(surface, seat, symbol_at, 8)
    ink = theme.glyph_colour(colour)
    label, size = stand_label(player.name, _stand_items(player), max(strip.width, strip.height) - 30)
    if horizontal:
        text.blit(surface, label, (strip.x + 24, strip.centery), size, ink, True, anchor="midleft")
    else:
        image = pygame.transform.rotate(text.text(label, size, ink, True), -90)
        place = image.get_rect(midtop=(strip.centerx, strip.y + 24))
        surface.blit(image, place)
        if text_record.active is not None:
            text_record.active.text(surface, label, image, place, size, box=strip)
