"""Each player's arena on the ring: its squares tinted in the seat colour and framed, expansions
hatched, and on the outer strip the owner's symbol and name, and the loge, season tickets and podiums as
pictures with their counts."""
from __future__ import annotations

import pygame

from ..i18n import pgettext
from ..rules.data import game_data
from ..rules.state import GameState, Player
from ..scenes.board import layout_model as layout
from . import arena_bowl, arena_stand, clip, icons, materials, pen, text, text_record, theme


STAND_PICTURE = 24  # the loge, a ticket, a podium on the stand: 19 px in a 1280x720 window
NAME_SIZES = (18, 17, 16, 15)
MIN_NAME = 30  # pixels: less room than this for the name and it is left out (the symbol shows the owner)


def stand_items(player: Player) -> list[tuple[str, int]]:
    """(pictogram, count) of what the arena's stand holds: the loge, season tickets, podiums."""
    items = [("loge", 1)] if player.loge else []
    return items + [(piece, count) for piece, count in (("ticket", player.tickets), ("podium", player.podiums))
                    if count]


def _count_label(count: int) -> str:
    return pgettext("arena label: how many", "×{n}", n=count) if count > 1 else ""


def items_length(items: list[tuple[str, int]]) -> int:
    """How long the stand's pictures and counts run along the strip."""
    return sum(STAND_PICTURE + 2 + (text.width_of(_count_label(count), 15, True) + 4 if count > 1 else 0)
               for _piece, count in items)


TIER_SHARE = 0.45  # how much of the seat's colour the arena's outer wall of stone takes
BOWL_MARGIN = 3  # from the arena's outer wall to its top tier


def _bowl_of(run: pygame.Rect, dx: int, dy: int) -> pygame.Rect:
    """The bowl of a straight run of arena squares (its tiers and sand): inside its wall, from the stand's inner edge
    on the outer side."""
    bowl = run.inflate(-2 * BOWL_MARGIN, -2 * BOWL_MARGIN)
    cut = layout.STAND_DEPTH - BOWL_MARGIN
    if dy == -1:
        bowl.height -= cut
        bowl.y += cut
    elif dy == 1:
        bowl.height -= cut
    elif dx == 1:
        bowl.width -= cut
    else:
        bowl.width -= cut
        bowl.x += cut
    return bowl


def _frame(surface: pygame.Surface, colour, rect: pygame.Rect, width: int) -> None:
    """A rectangle's outline as four filled bands: pygame's outlined rects stray by a pixel at the edge of a clip,
    and the board repaints arenas clipped to the places that changed."""
    for band in (pygame.Rect(rect.x, rect.y, rect.w, width), pygame.Rect(rect.x, rect.bottom - width, rect.w, width),
                 pygame.Rect(rect.x, rect.y, width, rect.h), pygame.Rect(rect.right - width, rect.y, width, rect.h)):
        surface.fill(colour, band)


def _hatch(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    with clip.inside(surface, rect):  # within whatever clip the caller set, too
        for offset in range(0, 2 * rect.width, 10):
            pen.line(surface, colour, (rect.x + offset, rect.y), (rect.x + offset - rect.height, rect.bottom), 1)


def stands(player: Player) -> list[pygame.Rect]:
    """The arena's stand as one piece along each straight run of its squares (their outer strips joined), framed
    as one, the longest first (it holds the label)."""
    sides: dict[tuple[int, int], list[pygame.Rect]] = {}
    for square in player.arena:
        sides.setdefault(layout.outward(square), []).append(layout.stand_rect(square))
    runs = [strips[0].unionall(strips[1:]) for strips in sides.values()]
    return sorted(runs, key=lambda run: -max(run.size))


def draw_arena(surface: pygame.Surface, state: GameState, seat: int) -> None:
    """The arena as an arena: tiers of stone in the seat's colour on its squares (an expansion's hatched, as built
    later), a sand floor along each straight run of them, and the stand on the outer strip."""
    player = state.player(seat)
    colour = theme.SEAT_STYLES[seat].colour
    tiers = materials.mixed(materials.STONE, colour, TIER_SHARE)
    start = set(game_data().arenas[len(state.players)][seat])
    for square in player.arena:
        r = layout.square_rect(square)
        pen.blit_within(surface, materials.textured(r.size, tiers, seed=square + 101, depth=14, cells=4), r)
    runs: dict[tuple[int, int], list[int]] = {}
    for square in player.arena:
        runs.setdefault(layout.outward(square), []).append(square)
    for (dx, dy), squares in runs.items():
        run = layout.square_rect(squares[0]).unionall([layout.square_rect(square) for square in squares[1:]])
        bowl = _bowl_of(run, dx, dy)
        pen.blit_within(surface, arena_bowl.bowl(bowl.size, colour, seat + 1), bowl)
        for square in squares:
            if square not in start:  # an expansion: hatched over its tiers, so it reads as built later
                _hatch(surface, layout.square_rect(square), colour)
        floor = arena_bowl.floor_of(bowl)
        pen.blit_within(surface, materials.sand_floor(floor.size, seed=seat + 1), floor)
        _frame(surface, materials.mixed(colour, theme.PALETTE["ink"], 0.2), run.inflate(-2, -2), 3)  # the outer wall
    for square in player.arena:
        stand = layout.stand_rect(square)
        surface.fill(colour, stand)
        if text_record.active is not None:  # the square's number lies under the stand
            text_record.active.cover(stand)
    for (dx, dy), squares in runs.items():
        for square in squares:
            arena_stand.stand_face(surface, layout.stand_rect(square), (dx, dy), colour)
            arena_stand.awning(surface, layout.stand_rect(square), (-dx, -dy), colour, layout.square_rect(square))
    whole_stands = stands(player)
    for stand in whole_stands:  # framed whole: no square's edge runs across the label
        _frame(surface, theme.PALETTE["ink"], stand, 1)
    # An arena can turn a corner after an expansion: label the longest straight run of it.
    strip = whole_stands[0]
    horizontal = strip.width >= strip.height
    along = max(strip.width, strip.height)
    symbol_at = (strip.x + 12, strip.centery) if horizontal else (strip.centerx, strip.y + 12)
    theme.draw_seat_symbol(surface, seat, symbol_at, 8)
    ink = theme.glyph_colour(colour)
    items = stand_items(player)
    # from the far end back: the stand's pieces always, then the owner's name in the room left (cut if it must be)
    end = along - 4 - items_length(items)
    _draw_stand_items(surface, strip, horizontal, end, items, ink)
    room = end - 24 - 6
    if room >= MIN_NAME:
        size = text.largest_fitting_size(player.name, NAME_SIZES, room, bold=True) or NAME_SIZES[-1]
        label = text.fit(player.name, size, room, True)
        if horizontal:
            text.blit(surface, label, (strip.x + 24, strip.centery), size, ink, True, anchor="midleft", box=strip)
        else:
            image = pen.rotated(text.text(label, size, ink, True), -90)
            place = image.get_rect(midtop=(strip.centerx, strip.y + 24))
            surface.blit(image, place)
            if text_record.active is not None:
                text_record.active.text(surface, label, image, place, size, box=strip)


def _draw_stand_items(surface: pygame.Surface, strip: pygame.Rect, horizontal: bool, start: int,
                      items: list[tuple[str, int]], ink) -> None:
    """The loge, tickets and podiums as pictures along the strip from `start`, a count after each of several."""
    at = start
    for piece, count in items:
        middle = at + STAND_PICTURE // 2
        center = (strip.x + middle, strip.centery) if horizontal else (strip.centerx, strip.y + middle)
        icons.blit_icon(surface, icons.SUPPLY_ICONS[piece], center, STAND_PICTURE, ink)
        at += STAND_PICTURE + 2
        label = _count_label(count)
        if label:
            place = (strip.x + at, strip.centery) if horizontal else (strip.centerx, strip.y + at)
            image = text.text(label, 15, ink, True)
            if not horizontal:
                image = pen.rotated(image, -90)
            rect = image.get_rect(midleft=place) if horizontal else image.get_rect(midtop=place)
            surface.blit(image, rect)
            if text_record.active is not None:
                text_record.active.text(surface, label, image, rect, 15, box=strip)
            at += (rect.width if horizontal else rect.height) + 4
