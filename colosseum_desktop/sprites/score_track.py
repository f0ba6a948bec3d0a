"""The spectator track: every player's record (R9.3) as their seat symbol on a numbered line, right of the round;
markers too close to tell apart take turns above one another, then step aside, so none hides another."""
from __future__ import annotations

import pygame

from ..rules.state import GameState
from ..board import layout
from . import pen, text, theme

MARKER_WIDTH = 34  # symbol plus its number
LEVELS = 2  # marker rows above the line
LEVEL_STEP = 14
SIDE_STEP = 14  # a third marker in the same place moves this far right of it
TICK_SIZE = 15


def marker_positions(state: GameState) -> dict[int, tuple[int, int]]:
    top = layout.score_scale(max(p.record for p in state.players))
    _, _, base = layout.score_line()
    placed: list[tuple[int, int]] = []  # (x, level) of the markers so far
    out = {}
    for p in sorted(state.players, key=lambda p: (p.record, p.seat)):
        x = layout.score_x(p.record, top)
        level = max((lv + 1 for px, lv in placed if abs(px - x) < MARKER_WIDTH), default=0)
        placed.append((x, level))
        out[p.seat] = (x + (level // LEVELS) * SIDE_STEP, base - 9 - (level % LEVELS) * LEVEL_STEP)
    return out


def draw_score_track(surface: pygame.Surface, state: GameState) -> None:
    r = layout.SCORE_TRACK
    theme.draw_panel(surface, r, radius=8, shadow=False)
    left, right, base = layout.score_line()
    top = layout.score_scale(max(p.record for p in state.players))
    pen.line(surface, theme.PALETTE["bronze"], (left, base), (right, base), 3)
    step = 10 if top <= 80 else 20 if top <= 160 else 40
    for value in range(0, top + 1, step):
        x = layout.score_x(value, top)
        pen.line(surface, theme.PALETTE["bronze"], (x, base - 4), (x, base + 4), 2)
        text.blit(surface, str(value), (x, base + 3), TICK_SIZE, theme.PALETTE["ink_soft"], anchor="midtop")
    for seat, (x, y) in marker_positions(state).items():
        pen.line(surface, theme.SEAT_STYLES[seat].colour, (x, y), (x, base), 2)
        theme.draw_seat_symbol(surface, seat, (x, y), 8)
        text.blit(surface, str(state.player(seat).record), (x + 10, y), TICK_SIZE, theme.PALETTE["ink"], True,
                  anchor="midleft")
