"""The spectator track: every player's record (R9.3) as their seat symbol on a numbered line, right of the round;
markers too close to tell apart take turns above one another, then step aside, so none hides another. A track
tall enough (4:3, under the ring) gives each player a lane of their own instead, the record a bar along it."""
from __future__ import annotations

import pygame

from ..rules.state import GameState
from ..scenes.board import layout_model as layout
from . import pen, text, theme

MARKER_WIDTH = 34  # symbol plus its number
LEVELS = 2  # marker rows above the line
LEVEL_STEP = 14
SIDE_STEP = 14  # a third marker in the same place moves this far right of it
TICK_SIZE = 15
LANE_MARGIN = 16  # a lane's middle from the track's top and from the numbered line
LANE_STEP_LEAST, LANE_STEP_MOST = 22, 30
LANE_BAR = 6
LANE_SYMBOL = 10
LANE_FIGURE = 18


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


def lanes(players: int) -> list[int] | None:
    """The y of each seat's lane, the first seat's on top, where the track is tall enough to give each player one
    (4:3, under the ring); None where the markers share two rows above the line (the centre's track)."""
    _, _, base = layout.score_line()
    first, last = layout.SCORE_TRACK.top + LANE_MARGIN, base - LANE_MARGIN
    step = min(LANE_STEP_MOST, (last - first) // max(1, players - 1))
    if step < LANE_STEP_LEAST:
        return None
    first = (first + last - step * (players - 1)) // 2
    return [first + seat * step for seat in range(players)]


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
    in_lanes = lanes(len(state.players))
    if in_lanes is not None:
        _draw_lanes(surface, state, in_lanes, top)
        return
    for seat, (x, y) in marker_positions(state).items():
        pen.line(surface, theme.SEAT_STYLES[seat].colour, (x, y), (x, base), 2)
        theme.draw_seat_symbol(surface, seat, (x, y), 8)
        text.blit(surface, str(state.player(seat).record), (x + 10, y), TICK_SIZE, theme.PALETTE["ink"], True,
                  anchor="midleft")


def _draw_lanes(surface: pygame.Surface, state: GameState, ys: list[int], top: int) -> None:
    """Each record as a bar in the seat's colour along its own lane, from nought to the seat's symbol and figure."""
    left, right, _ = layout.score_line()
    for player, y in zip(state.players, ys):
        colour = theme.SEAT_STYLES[player.seat].colour
        pen.line(surface, theme.PALETTE["sand_dark"], (left, y), (right, y), 1)
        x = layout.score_x(player.record, top)
        if x > left:
            pen.line(surface, colour, (left, y), (x, y), LANE_BAR)
        theme.draw_seat_symbol(surface, player.seat, (x, y), LANE_SYMBOL)
        text.blit(surface, str(player.record), (x + LANE_SYMBOL + 4, y), LANE_FIGURE, theme.PALETTE["ink"], True,
                  anchor="midleft")
