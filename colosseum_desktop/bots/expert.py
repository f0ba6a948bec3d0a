"""The expert computer player: the strong player's judgement with figures of its own (weights/expert.json), and
trade offers searched against the partner's own judgement (trade_search.py); it answers offers as the strong
player does, by its own figures."""
from __future__ import annotations

from ..rules import GameState
from .strong import StrongBot
from .trade_search import TradeSearch


class ExpertBot(StrongBot):
    def _find_offer(self, state: GameState, seat: int, made: dict[int, float], barred: frozenset[int]):
        search = TradeSearch(state, seat, self.w, self.tw, self.rivals.valuation, self.rivals.trade)
        return search.best_offer(made, barred)
