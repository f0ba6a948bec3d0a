"""The expert computer player: the strong player's judgement with figures of its own (weights/expert.json), and
offers searched against the partner's own judgement (trade_search.py)."""
from __future__ import annotations

from ..rules import EndTurn, GameState
from .strong import MAX_OFFERS_PER_TURN, StrongBot
from .trade_search import TradeSearch
from .weights import LevelWeights

TRICKS = frozenset({"trade_search"})


class ExpertBot(StrongBot):
    def __init__(self, seed: int, weights: LevelWeights, tricks: frozenset[str] = TRICKS) -> None:
        super().__init__(seed, weights)
        self.tricks = tricks

    def _trade(self, state: GameState, seat: int):
        if "trade_search" not in self.tricks or state.step.offer is not None:
            return super()._trade(state, seat)
        made = self._offers.setdefault((state.round, seat), {})
        count = self._offer_counts.get((state.round, seat), 0)
        if count < MAX_OFFERS_PER_TURN:
            barred = frozenset(p for p, round_ in self._no_offers.items() if round_ == state.round)
            search = TradeSearch(state, seat, self.w, self.tw, self.rivals.valuation, self.rivals.trade)
            found = search.best_offer(made, barred)
            if found is not None:
                offer, theirs = found
                made[offer.partner] = max(theirs, made.get(offer.partner, theirs))
                self._offer_counts[(state.round, seat)] = count + 1
                return offer
        return EndTurn(player=seat)
