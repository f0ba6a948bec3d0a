"""The banner across the top: round and phase, and in large type who decides and what is asked, over a
band in the deciding player's colour with their symbol (R14: everything is open, so no hand-off screen,
only this cue)."""
from __future__ import annotations

import pygame

from .. import rules
from ..i18n import _
from ..i18n.card_names import phase_title
from ..rules.state import GameState
from ..board import layout
from ..board.button_look import BUTTON_PADDING, MIN_LABEL_SIZE
from ..board.buttons import BANNER_LABELS
from ..board.prompt import prompt
from . import text, theme

PLACE_SIZES = (20, 18, 16)  # the round and phase: shrinks before it leaves the question too little room
PLACE_WIDTH = 420
QUESTION_SIZES = (26, 24, 22, 20)  # a long question is set smaller; only past the smallest it loses its end


def banner_button_rects() -> dict[str, pygame.Rect]:
    """Where the banner's buttons go in the current language: as wide as the layout says, or as a label needs."""
    boxes = tuple((name, max(width, text.width_of(_(BANNER_LABELS[name]), MIN_LABEL_SIZE) + 2 * BUTTON_PADDING))
                  for name, width in layout.BANNER_BUTTONS)
    return {name: layout.banner_button_rect(name, boxes) for name, _width in boxes}


def draw_banner(surface: pygame.Surface, state: GameState, seats: list[str]) -> None:
    seat = rules.current_player(state)
    r = layout.BANNER
    colour = theme.SEAT_STYLES[seat].colour if seat is not None else theme.PALETTE["gold"]
    pygame.draw.rect(surface, theme.PALETTE["marble"], r)
    pygame.draw.rect(surface, colour, (r.x, r.bottom - 6, r.width, 6))
    place = _("Round {round}  ·  {phase}", round=state.round, phase=phase_title(state.phase))
    left = text.blit_fitted(surface, place, (14, r.centery - 2), PLACE_SIZES, PLACE_WIDTH, theme.PALETTE["ink_soft"],
                            True, anchor="midleft")
    x = left.right + 24
    if seat is not None:
        theme.draw_seat_symbol(surface, seat, (x + 14, r.centery - 2), 13)
        x += 36
    room = min(rect.x for rect in banner_button_rects().values()) - x - 12
    words = prompt(state, seat is None or seats[seat] == "person")
    text.blit_fitted(surface, words, (x, r.centery - 2), QUESTION_SIZES, room, theme.PALETTE["ink"], True,
                     anchor="midleft")
