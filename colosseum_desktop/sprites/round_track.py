"""The round counter (1-5), the current one lit, at the left end of the spectator track: the word over the five
rounds, in a row no wider than the dice (layout.ROUND_ROW), which the buttons' third row leaves alone."""
from __future__ import annotations

import pygame

from ..i18n import pgettext
from ..rules.state import GameState
from ..scenes.board import layout_model as layout
from . import pen, text, text_record, theme

LABEL_SIZES = (16, 15)
ROUNDS = 5
ROUND_RADIUS = 12
ROUND_STEP = 27
LABEL_TO_ROUNDS = 2  # between the word's line and the circles


def _colours(lit: bool):
    return (theme.PALETTE["terracotta"], theme.PALETTE["white"]) if lit else (theme.PALETTE["marble"],
                                                                            theme.PALETTE["ink"])


def draw_round_track(surface: pygame.Surface, state: GameState) -> None:
    """'Round' over the five rounds, the current one lit (the phase is named in the banner)."""
    r = layout.ROUND_ROW
    rounds_width = (ROUNDS - 1) * ROUND_STEP + 2 * ROUND_RADIUS
    left = r.x + (r.width - rounds_width) // 2
    line = text.line_step(LABEL_SIZES[0])
    top = r.centery - (line + LABEL_TO_ROUNDS + 2 * ROUND_RADIUS) // 2
    text.blit_fitted(surface, pgettext("round track", "Round"), (left, top), LABEL_SIZES, r.right - left,
                     theme.PALETTE["ink"], True)
    y = top + line + LABEL_TO_ROUNDS + ROUND_RADIUS
    for n in range(1, ROUNDS + 1):
        c = (left + ROUND_RADIUS + (n - 1) * ROUND_STEP, y)
        fill, ink = _colours(n == state.round)
        pen.circle(surface, fill, c, ROUND_RADIUS)
        pen.circle(surface, theme.PALETTE["ink"], c, ROUND_RADIUS, width=2)
        if text_record.active is not None:  # a round's disc, so that what is laid over it is seen to hide it
            text_record.active.picture((c[0] - ROUND_RADIUS, y - ROUND_RADIUS, 2 * ROUND_RADIUS, 2 * ROUND_RADIUS),
                                       f"round:{n}")
        text.blit(surface, str(n), c, 16, ink, True, anchor="center")
