"""The expert computer player: the strong player's judgement with figures of its own (weights/expert.json), trade
offers searched against the partner's own judgement (trade_search.py) and, as active player in the auctions, the
market to open found by playing its turn out against the rivals' bidding (auction_search.py); it answers offers and
bids as the strong player does, by its own figures."""
from __future__ import annotations

from ..rules import GameState
from .auction_search import Judgement, OpeningSearch
from .strong import StrongBot
from .trade_search import TradeSearch


class ExpertBot(StrongBot):
    def _find_offer(self, state: GameState, seat: int, made: dict[int, float], barred: frozenset[int]):
        search = TradeSearch(state, seat, self.w, self.tw, self.rivals.valuation, self.rivals.trade)
        return search.best_offer(made, barred)

    def _auction(self, state: GameState, seat: int):
        if state.step.auction is not None:
            return super()._auction(state, seat)
        # A rival's win is scored against the expert by the share of a rival's gain it pays to deny it a lot.
        search = OpeningSearch(state, seat, Judgement(self.w, self.aw),
                               Judgement(self.rivals.valuation, self.rivals.auction), self.aw.denial)
        return search.best()
