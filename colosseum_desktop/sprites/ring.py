"""The nobles' ring: a track of 36 dressed stones set in mortar, with their numbers; rest squares show the noble kind that starts
there (R3); squares can be lit as legal destinations while a piece is dragged."""
from __future__ import annotations

import pygame

from ..i18n import _, current_language
from ..i18n.card_names import noble_name
from ..rules.data import game_data
from ..scenes.board import layout_model as layout
from . import materials, nobles, pen, ring_art, text, theme

STONE = (materials.STONE, (196, 184, 160))  # alternate blocks a shade apart, as laid stone is
REST_STONE = (232, 222, 196)  # the rest squares: paler, polished
LEGAL = (96, 150, 60)
REST_SIZES = (15,)


def draw_ring(surface: pygame.Surface) -> None:
    """The ring as it never changes: call once into a cached background."""
    data = game_data()
    pen.rect(surface, materials.MORTAR, layout.RING.inflate(6, 6), border_radius=10)
    for square in range(data.ring_squares):
        r = layout.square_rect(square)
        kind = data.rest_squares.get(square)
        materials.stone_block(surface, r.inflate(-3, -3), seed=square + 1,
                              colour=REST_STONE if kind else STONE[square % 2])
        if kind:
            ring_art.plinth(surface, r)
            ghost = nobles.noble_image(kind, 22).copy()
            ghost.set_alpha(60)
            surface.blit(ghost, ghost.get_rect(center=r.center))
            label = rest_label(kind)
            text.blit_fitted(surface, label, (r.centerx, r.bottom - 4), REST_SIZES, r.width - 4,
                             theme.PALETTE["ink_soft"], italic=True, anchor="midbottom")
        else:
            ring_art.paving(surface, r.inflate(-3, -3), square, STONE[square % 2])
        text.blit(surface, str(square), (r.x + 4, r.y + 2), 15, theme.PALETTE["ink_soft"], bold=True)
    pen.rect(surface, materials.MORTAR, layout.RING, width=3, border_radius=4)
    pen.rect(surface, materials.MORTAR, layout.INNER.inflate(2, 2), width=3, border_radius=4)


def rest_label(kind) -> str:
    """A rest square's words, worded alike on every rest square: "rest: Senator" where that form fits every
    square in the language, else the noble's name alone on each (its ghost on the square says it is a rest square;
    German wrote "Senator" on some and "Ruhe: Kaiser" on others)."""
    return _rest_labels(current_language())[kind]


@pen.cached(maxsize=8)  # measured at the window's scale
def _rest_labels(language: str) -> dict:
    kinds = set(game_data().rest_squares.values())
    room = layout.CELL - 4
    long = {kind: _("rest: {noble}", noble=noble_name(kind)) for kind in kinds}
    if all(text.largest_fitting_size(label, REST_SIZES, room, italic=True) is not None for label in long.values()):
        return long
    return {kind: noble_name(kind) for kind in kinds}


def draw_square_marks(surface: pygame.Surface, squares, colour=LEGAL, width: int = 4) -> None:
    """Frame squares: legal destinations while a noble or the expansion is dragged."""
    for square in squares:
        r = layout.square_rect(square).inflate(-4, -4)
        veil = pen.surface(r.size, pygame.SRCALPHA)
        veil.fill((*colour, 60))
        surface.blit(veil, r)
        pen.rect(surface, colour, r, width=width, border_radius=6)
        # A white edge inside: a lit square stands out on every arena, the green one's too.
        pen.rect(surface, theme.PALETTE["white"], r.inflate(-2 * width, -2 * width), width=2, border_radius=4)


def draw_key_cursor(surface: pygame.Surface, square: int) -> pygame.Rect:
    """The square Enter would drop the held piece on (keyboard moves): a thick gold frame with a dark edge,
    unlike the green of the other lit squares. Returns where it went."""
    r = layout.square_rect(square).inflate(2, 2)
    pen.rect(surface, theme.PALETTE["ink"], r, width=7, border_radius=8)
    pen.rect(surface, theme.PALETTE["gold"], r.inflate(-2, -2), width=5, border_radius=7)
    return r
