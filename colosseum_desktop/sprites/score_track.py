"""The spectator track: every player's record (R9.3) as their seat symbol on a numbered line;
markers on the same value stack upwards so none hides another."""
from __future__ import annotations

import pygame

from ..i18n import _
from ..rules.state import GameState
from ..board import layout
from . import text, theme


MARKER_WIDTH = 40  # symbol plus its number


def marker_positions(state: GameState) -> dict[int, tuple[int, int]]:
    top = layout.score_scale(max(p.record for p in state.players))
    _, _, base = layout.score_line()
    placed: list[tuple[int, int]] = []  # (x, level) of the markers so far
    out = {}
    for p in sorted(state.players, key=lambda p: (p.record, p.seat)):
        x = layout.score_x(p.record, top)
        # A marker closer than its own width to others climbs above them.
        level = max((lv + 1 for px, lv in placed if abs(px - x) < MARKER_WIDTH), default=0)
        placed.append((x, level))
        out[p.seat] = (x, base - 16 - level * 22)
    return out


def draw_score_track(surface: pygame.Surface, state: GameState) -> None:
    r = layout.SCORE_TRACK
    theme.draw_panel(surface, r, radius=8, shadow=False)
    text.blit(surface, _("Spectator records"), (r.right - 10, r.y + 4), 16, theme.PALETTE["ink"], True,
              anchor="topright")
    left, right, base = layout.score_line()
    top = layout.score_scale(max(p.record for p in state.players))
    pygame.draw.line(surface, theme.PALETTE["bronze"], (left, base), (right, base), 3)
    step = 10 if top <= 120 else 20
    for value in range(0, top + 1, step):
        x = layout.score_x(value, top)
        pygame.draw.line(surface, theme.PALETTE["bronze"], (x, base - 5), (x, base + 5), 2)
        text.blit(surface, str(value), (x, base + 7), 14, theme.PALETTE["ink_soft"], anchor="midtop")
    for seat, (x, y) in marker_positions(state).items():
        pygame.draw.line(surface, theme.SEAT_STYLES[seat].colour, (x, y), (x, base), 2)
        theme.draw_seat_symbol(surface, seat, (x, y), 10)
        record = state.player(seat).record
        text.blit(surface, str(record), (x + 13, y), 14, theme.PALETTE["ink"], True, anchor="midleft")
