"""The round counter (1-5), the current one lit, at the left end of the spectator track."""
from __future__ import annotations

import pygame

from ..i18n import pgettext
from ..rules.state import GameState
from ..scenes.board import layout_model as layout
from . import pen, text, theme

LABEL_SIZES = (18, 17, 16, 15)
ROUNDS = 5
ROUND_RADIUS = 12
ROUND_STEP = 27


def _colours(lit: bool):
    return (theme.PALETTE["terracotta"], theme.PALETTE["white"]) if lit else (theme.PALETTE["marble"],
                                                                            theme.PALETTE["ink"])


def draw_round_track(surface: pygame.Surface, state: GameState) -> None:
    """'Round' and the five rounds, the current one lit (the phase is named in the banner)."""
    r = layout.ROUND_ROW
    label = text.blit_fitted(surface, pgettext("round track", "Round"), (r.x + 8, r.centery), LABEL_SIZES,
                             r.width - 20 - ROUNDS * ROUND_STEP, theme.PALETTE["ink"], True, anchor="midleft")
    for n in range(1, ROUNDS + 1):
        c = (label.right + 6 + ROUND_RADIUS + (n - 1) * ROUND_STEP, r.centery)
        fill, ink = _colours(n == state.round)
        pen.circle(surface, fill, c, ROUND_RADIUS)
        pen.circle(surface, theme.PALETTE["ink"], c, ROUND_RADIUS, width=2)
        text.blit(surface, str(n), c, 16, ink, True, anchor="center")
