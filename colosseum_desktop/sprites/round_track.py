"""The round counter (1-5) and the five phases, the current ones lit, across the top of the board's centre."""
from __future__ import annotations

import pygame

from ..rules.state import GameState, Phase
from ..board import layout
from . import text, theme

PHASES = (Phase.INVEST, Phase.AUCTION, Phase.TRADE, Phase.PRODUCE, Phase.CEREMONY)
PHASE_SHORT = {Phase.INVEST: "Invest", Phase.AUCTION: "Auction", Phase.TRADE: "Trade", Phase.PRODUCE: "Produce",
               Phase.CEREMONY: "Ceremony"}
ROUNDS = 5


def _colours(lit: bool):
    return (theme.PALETTE["terracotta"], theme.PALETTE["white"]) if lit else (theme.PALETTE["marble"],
                                                                            theme.PALETTE["ink"])


def draw_round_track(surface: pygame.Surface, state: GameState) -> None:
    r = layout.ROUND_ROW
    text.blit(surface, "Round", (r.x, r.centery), 18, theme.PALETTE["ink"], True, anchor="midleft")
    for n in range(1, ROUNDS + 1):
        c = (r.x + 70 + (n - 1) * 30, r.centery)
        fill, ink = _colours(n == state.round)
        pygame.draw.circle(surface, fill, c, 13)
        pygame.draw.circle(surface, theme.PALETTE["ink"], c, 13, width=2)
        text.blit(surface, str(n), c, 16, ink, True, anchor="center")
    x = r.x + 70 + ROUNDS * 30
    width = (r.right - x) // len(PHASES)
    for i, phase in enumerate(PHASES):
        chip = pygame.Rect(x + i * width, r.y + 2, width - 6, r.height - 4)
        now = phase is state.phase
        fill, ink = _colours(now)
        pygame.draw.rect(surface, fill, chip, border_radius=8)
        pygame.draw.rect(surface, theme.PALETTE["ink"], chip, width=1, border_radius=8)
        text.blit(surface, f"{i + 1} {PHASE_SHORT[phase]}", chip.center, 15, ink, bold=now, anchor="center")
