"""R8 for the expert: offers searched against the partner's own judgement.

The strong player offers a trade it expects the partner to find fair and learns only from the answer. The expert
judges every offer twice: by its own figures, and as the partner would (a partner is modelled as a player of the
`rivals_judged_by` weights, from what everyone sees). For each token it wants or can spare, and each pair of
tokens to swap, it finds by bisection the coins at which the partner would just accept, and makes the offer that
leaves it the most. A partner who judges otherwise (a person) may refuse: the next offer must then bring them
more (the strong player's manners, trades.py).
"""
from __future__ import annotations

from ..rules import GameState, ProposeTrade
from .trades import TRADABLE, Appraiser, acceptable
from .weights import TradeWeights, Weights

SHORTLIST = 14  # rough candidates judged exactly: keeps a trade decision within tens of milliseconds


class TradeSearch:
    def __init__(self, state: GameState, me: int, w: Weights, tw: TradeWeights, rival_w: Weights,
                 rival_tw: TradeWeights) -> None:
        self.state = state
        self.me = me
        self.tw = tw
        self.rival_tw = rival_tw
        self.mine = Appraiser(state, w)
        self.theirs = Appraiser(state, rival_w)

    def judged(self, partner: int, give: dict, give_coins: int, take: dict, take_coins: int
               ) -> tuple[float, float, bool]:
        """(my gain by my figures, the partner's gain by theirs, whether the partner would accept)."""
        me = self.me
        mine, _ = self.mine.exchange(me, partner, give, take, give_coins, take_coins)
        their_view_mine, theirs = self.theirs.exchange(me, partner, give, take, give_coins, take_coins)
        accepts = acceptable(self.theirs, partner, me, theirs, their_view_mine, self.rival_tw)
        return mine, theirs, accepts

    def _priced(self, partner: int, give: dict, take: dict, coins_limit: int, i_pay: bool):
        """The offer at the price the partner would just accept, as (coins, judged): the fewest coins the expert
        adds (i_pay) or the most the partner adds; None if no price within `coins_limit` pleases the partner."""
        def at(coins: int):
            return self.judged(partner, give, coins if i_pay else 0, take, 0 if i_pay else coins)

        # The partner's gain grows with the coins the expert adds and shrinks with the coins it asks for, so the
        # prices it accepts lie on one side of a boundary: bisect between the most generous and the stingiest.
        generous, stingy = (coins_limit, 0) if i_pay else (0, coins_limit)
        judged = at(stingy)
        if judged[2]:
            return stingy, judged
        judged = at(generous)
        if not judged[2]:
            return None
        accepted, refused, best = generous, stingy, (generous, judged)
        while abs(accepted - refused) > 1:
            middle = (accepted + refused) // 2
            judged = at(middle)
            if judged[2]:
                accepted, best = middle, (middle, judged)
            else:
                refused = middle
        return best

    def _rough(self, partner: int) -> list[tuple[float, dict, dict, bool]]:
        """Candidate token moves with a rough bound on what they can bring the expert: (bound, give, take, whether
        the expert adds coins (else the partner does)). Buying: the token's worth to it; selling: the partner's
        gain less its own loss; swapping: its gain less its loss, coins from whoever the swap favours."""
        ap, me = self.mine, self.me
        mine_p, theirs_p = self.state.player(me), self.state.player(partner)
        wanted = [t for t in TRADABLE if theirs_p.count(t) and ap.gain(me, t) > self.tw.least_gain]
        spare = [u for u in TRADABLE if mine_p.count(u)]
        out = [(ap.gain(me, t), {}, {t: 1}, True) for t in wanted]
        out += [(self.theirs.gain(partner, u) - ap.loss(me, u), {u: 1}, {}, False) for u in spare]
        for t in wanted:
            for u in spare:
                if u != t:
                    partner_net = self.theirs.gain(partner, u) - self.theirs.loss(partner, t)
                    out.append((ap.gain(me, t) - ap.loss(me, u), {u: 1}, {t: 1}, partner_net < 0))
        return out

    def best_offer(self, offered: dict[int, float], barred: frozenset[int]) -> tuple[ProposeTrade, float] | None:
        """The offer leaving the expert the most among those the partner should accept and that the manners
        allow, with what it brings the partner; None if none pays."""
        state, me = self.state, self.me
        rough = []
        for partner in (p.seat for p in state.players if p.seat != me and p.seat not in barred):
            rough += [(estimate, partner, give, take, i_pay) for estimate, give, take, i_pay in self._rough(partner)]
        rough.sort(key=lambda c: -c[0])
        best = None
        for estimate, partner, give, take, i_pay in rough[:SHORTLIST]:
            if best is not None and estimate <= best[0]:
                break  # the rough figure bounds what a price can leave
            limit = state.player(me).coins if i_pay else state.player(partner).coins
            priced = self._priced(partner, give, take, limit, i_pay)
            if priced is None:
                continue
            coins, (mine, theirs, _) = priced
            if partner in offered and theirs < offered[partner] + self.tw.better_by:
                continue  # manners: a second offer must be materially better for them
            if not acceptable(self.mine, me, partner, mine, theirs, self.tw):
                continue
            if best is None or mine > best[0]:
                offer = ProposeTrade(player=me, partner=partner, give=give, give_coins=coins if i_pay else 0,
                                     take=take, take_coins=0 if i_pay else coins)
                best = (mine, offer, theirs)
        return (best[1], best[2]) if best else None
