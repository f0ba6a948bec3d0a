"""The banner across the top: round and phase, and in large type who decides and what is asked, over a
band in the deciding player's colour with their symbol (R14: everything is open, so no hand-off screen,
only this cue)."""
from __future__ import annotations

import pygame

from .. import rules
from ..rules.state import PHASE_TITLES, GameState
from ..board import layout
from ..board.prompt import prompt
from . import text, theme


def draw_banner(surface: pygame.Surface, state: GameState, seats: list[str]) -> None:
    seat = rules.current_player(state)
    r = layout.BANNER
    colour = theme.SEAT_STYLES[seat].colour if seat is not None else theme.PALETTE["gold"]
    pygame.draw.rect(surface, theme.PALETTE["marble"], r)
    pygame.draw.rect(surface, colour, (r.x, r.bottom - 6, r.width, 6))
    left = text.blit(surface, f"Round {state.round}  ·  {PHASE_TITLES[state.phase]}", (14, r.centery - 2), 20,
                     theme.PALETTE["ink_soft"], True, anchor="midleft")
    x = left.right + 24
    if seat is not None:
        theme.draw_seat_symbol(surface, seat, (x + 14, r.centery - 2), 13)
        x += 36
    room = layout.banner_button_rect(layout.BANNER_BUTTONS[0][0]).x - x - 12
    words = prompt(state, seat is None or seats[seat] == "person")
    # A long question is set smaller rather than cut: only past the smallest size does it lose its end.
    size = next((size for size in (26, 24, 22) if text.text(words, size, bold=True).get_width() <= room), 20)
    text.blit(surface, text.fit(words, size, room, True), (x, r.centery - 2), size, theme.PALETTE["ink"], True,
              anchor="midleft")
