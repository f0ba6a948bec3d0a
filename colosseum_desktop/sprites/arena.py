"""Each player's arena on the ring: its squares tinted in the seat colour and framed, expansions
hatched, and on the outer strip the owner's symbol, loge, season tickets and podiums."""
from __future__ import annotations

import pygame

from ..rules.data import game_data
from ..rules.state import GameState, Player
from ..scenes import layout
from . import text, theme


def _stand_items(player: Player) -> list[str]:
    items = []
    if player.loge:
        items.append("Loge")
    if player.tickets:
        items.append(f"T×{player.tickets}")
    if player.podiums:
        items.append(f"P×{player.podiums}")
    return items


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
        pygame.draw.rect(surface, colour, r.inflate(-2, -2), width=4)
    sides: dict[tuple[int, int], list[pygame.Rect]] = {}
    for square in player.arena:
        stand = layout.stand_rect(square)
        sides.setdefault(layout.outward(square), []).append(stand)
        pygame.draw.rect(surface, colour, stand)
        pygame.draw.rect(surface, theme.PALETTE["ink"], stand, width=1)
    # An arena can turn a corner after an expansion: label the longest straight run of it.
    longest = max(sides.values(), key=len)
    strip = longest[0].unionall(longest[1:])
    horizontal = strip.width >= strip.height
    symbol_at = (strip.x + 12, strip.centery) if horizontal else (strip.centerx, strip.y + 12)
    theme.draw_seat_symbol(surface, seat, symbol_at, 8)
    ink = theme.glyph_colour(colour)
    label = "  ".join([player.name[:10]] + _stand_items(player))
    if horizontal:
        text.blit(surface, text.fit(label, 15, strip.width - 28, True), (strip.x + 24, strip.centery), 15, ink,
                  True, anchor="midleft")
    else:
        image = pygame.transform.rotate(text.text(text.fit(label, 15, strip.height - 28, True), 15, ink, True), -90)
        surface.blit(image, image.get_rect(midtop=(strip.centerx, strip.y + 24)))


def draw_arenas(surface: pygame.Surface, state: GameState) -> None:
    for seat in range(len(state.players)):
        draw_arena(surface, state, seat)
