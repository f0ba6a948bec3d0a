"""A pile of tokens laid out in rows, one disc per type with its count: the trays and tables of the
dialogs. `token_grid` says where each type sits (for drawing and for hit tests alike)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..rules import Token
from . import pen, text
from .theme import PALETTE
from .tokens import draw_count_badge, draw_token

RADIUS = 24
STEP = 64


@dataclass(frozen=True)
class TokenPlace:
    token: Token
    count: int
    center: tuple[int, int]

    def hit(self, pos, radius: int = RADIUS) -> bool:
        return (pos[0] - self.center[0]) ** 2 + (pos[1] - self.center[1]) ** 2 <= radius ** 2


def token_grid(rect: pygame.Rect, counts, step: int = STEP) -> list[TokenPlace]:
    """Places for (token, count) pairs (or a dict), filling `rect` row by row in the game's type order."""
    pairs = list(counts.items()) if isinstance(counts, dict) else list(counts)
    pairs.sort(key=lambda pair: list(Token).index(pair[0]))
    per_row = max(1, (rect.w - 8) // step)
    return [TokenPlace(token, count, (rect.x + step // 2 + 4 + (i % per_row) * step,
                                      rect.y + step // 2 + (i // per_row) * step))
            for i, (token, count) in enumerate(pairs)]


def token_at(places: list[TokenPlace], pos) -> TokenPlace | None:
    return next((place for place in places if place.hit(pos)), None)


def draw_token_grid(surface: pygame.Surface, places: list[TokenPlace], *, numbered: bool = False,
                    lifted: Token | None = None, chosen: Token | None = None) -> None:
    """Discs with count badges; types with none left are faded; `numbered` prints the 1-9 key above each."""
    for i, place in enumerate(places):
        if chosen is place.token:
            pen.circle(surface, PALETTE["gold"], place.center, RADIUS + 6, width=4)
        draw_token(surface, place.token, place.center, RADIUS, faded=place.count <= 0 or lifted is place.token)
        draw_count_badge(surface, place.count, (place.center[0] + 20, place.center[1] + 20))
        if numbered and i < 9:
            text.blit(surface, str(i + 1), (place.center[0] - 24, place.center[1] - 24), 15, PALETTE["ink_soft"],
                      bold=True, anchor="center")
