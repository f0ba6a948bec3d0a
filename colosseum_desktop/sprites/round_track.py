"""The round counter (1-5) and the five phases, the current ones lit, across the top of the board's centre."""
from __future__ import annotations

import pygame

from ..i18n import NC_, pgettext
from ..rules.state import GameState, Phase
from ..board import layout
from . import text, theme

PHASES = (Phase.INVEST, Phase.AUCTION, Phase.TRADE, Phase.PRODUCE, Phase.CEREMONY)
PHASE_SHORT = {Phase.INVEST: NC_("phase, short", "Invest"), Phase.AUCTION: NC_("phase, short", "Auction"),
               Phase.TRADE: NC_("phase, short", "Trade"), Phase.PRODUCE: NC_("phase, short", "Produce"),
               Phase.CEREMONY: NC_("phase, short", "Ceremony")}
LABEL_SIZES = (18, 17, 16, 15, 14)
CHIP_SIZES = (15, 14, 13, 12, 11)  # a phase's name shrinks to stay on its chip
ROUNDS = 5
FIRST_ROUND = 70  # from the row's left to the first round's circle


def _colours(lit: bool):
    return (theme.PALETTE["terracotta"], theme.PALETTE["white"]) if lit else (theme.PALETTE["marble"],
                                                                            theme.PALETTE["ink"])


def draw_round_track(surface: pygame.Surface, state: GameState) -> None:
    r = layout.ROUND_ROW
    text.blit_fitted(surface, pgettext("round track", "Round"), (r.x, r.centery), LABEL_SIZES, FIRST_ROUND - 15,
                     theme.PALETTE["ink"], True, anchor="midleft")
    for n in range(1, ROUNDS + 1):
        c = (r.x + FIRST_ROUND + (n - 1) * 30, r.centery)
        fill, ink = _colours(n == state.round)
        pygame.draw.circle(surface, fill, c, 13)
        pygame.draw.circle(surface, theme.PALETTE["ink"], c, 13, width=2)
        text.blit(surface, str(n), c, 16, ink, True, anchor="center")
    x = r.x + FIRST_ROUND + ROUNDS * 30
    width = (r.right - x) // len(PHASES)
    for i, phase in enumerate(PHASES):
        chip = pygame.Rect(x + i * width, r.y + 2, width - 6, r.height - 4)
        now = phase is state.phase
        fill, ink = _colours(now)
        pygame.draw.rect(surface, fill, chip, border_radius=8)
        pygame.draw.rect(surface, theme.PALETTE["ink"], chip, width=1, border_radius=8)
        text.blit_fitted(surface, f"{i + 1} {pgettext(*PHASE_SHORT[phase])}", chip.center, CHIP_SIZES, chip.width - 6,
                         ink, bold=now, anchor="center")
