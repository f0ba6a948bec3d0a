"""R8 for the strong computer player: proposing trades that help it and that the partner should find
fair, and answering offers.

Offers are one token for one token, or one token for coins, with coins added to balance a swap. Each is
judged exactly on both sides' holdings (stars rechecked, R10) before it is made.

Manners: an offer to a partner who has already had one this trade turn is made only if it is materially
better for them: by this valuation it brings them at least `TradeWeights.better_by` spectators more than the
best offer they had. A refused offer is never made twice, and a partner who asked for no more offers this
round gets none.
"""
from __future__ import annotations

import math

from ..rules import NORMAL_TOKENS, GameState, ProposeTrade, Token
from .holdings import after_exchange, holding, with_tokens
from .outlook import outlook
from .valuation import coin_rate, worth
from .weights import TradeWeights, Weights

TRADABLE = (*NORMAL_TOKENS, Token.JOKER, Token.EXTRA_ACTION)


class Appraiser:
    """Each seat's worth and the worth of one token more or less, for one state."""

    def __init__(self, state: GameState, w: Weights) -> None:
        self.state = state
        self.w = w
        self.looks = {p.seat: outlook(state, p.seat) for p in state.players}
        self.base = {p.seat: self.worth(holding(state, p.seat), p.seat) for p in state.players}
        self._gain: dict[tuple[int, Token], float] = {}
        self._loss: dict[tuple[int, Token], float] = {}

    def worth(self, h, seat: int) -> float:
        return worth(h, self.looks[seat], self.state.program_supply, self.w)

    def rate(self, seat: int) -> float:
        return coin_rate(self.looks[seat], self.w)

    def gain(self, seat: int, token: Token) -> float:
        key = (seat, token)
        if key not in self._gain:
            self._gain[key] = self.worth(with_tokens(self.state, seat, gain={token: 1}), seat) - self.base[seat]
        return self._gain[key]

    def loss(self, seat: int, token: Token) -> float:
        key = (seat, token)
        if key not in self._loss:
            self._loss[key] = self.base[seat] - self.worth(with_tokens(self.state, seat, lose={token: 1}), seat)
        return self._loss[key]

    def exchange(self, a: int, b: int, a_gives: dict, b_gives: dict, a_pays: int, b_pays: int
                 ) -> tuple[float, float]:
        """Exact change of worth for both sides of a trade."""
        ha, hb = after_exchange(self.state, a, b, a_gives, b_gives, a_pays, b_pays)
        return self.worth(ha, a) - self.base[a], self.worth(hb, b) - self.base[b]

    def leading(self, seat: int, other: int) -> bool:
        return self.base[other] >= self.base[seat] - 5


def acceptable(appraiser: Appraiser, seat: int, partner: int, mine: float, theirs: float,
               tw: TradeWeights) -> bool:
    if mine < tw.least_gain:
        return False
    return not appraiser.leading(seat, partner) or theirs <= mine / tw.leader_share


def _coins_for(value: float, rate: float) -> int:
    return max(0, math.ceil(value / rate)) if rate > 0 else 0


def _candidates(ap: Appraiser, me: int, partner: int, tw: TradeWeights):
    """Rough offers from single-token values: (estimated gain, give, give_coins, take, take_coins)."""
    state = ap.state
    mine, theirs = state.player(me), state.player(partner)
    my_rate, their_rate = ap.rate(me), ap.rate(partner)
    out = []
    wanted = [t for t in TRADABLE if theirs.count(t) and ap.gain(me, t) > tw.least_gain]
    spare = [u for u in TRADABLE if mine.count(u)]
    for t in wanted:
        give_up = ap.loss(partner, t)
        # buy the token for coins, meeting the partner part of the way
        low, high = give_up / their_rate + tw.partner_margin / their_rate, ap.gain(me, t) / my_rate
        if high > low:
            price = math.ceil(low + (high - low) * (1 - tw.my_share))
            if price <= mine.coins:
                out.append((ap.gain(me, t) - price * my_rate, {}, price, {t: 1}, 0))
        # swap it for a token the partner values more than the bot does
        for u in spare:
            if u == t:
                continue
            their_net = ap.gain(partner, u) - give_up
            my_net = ap.gain(me, t) - ap.loss(me, u)
            coins = 0
            if their_net < tw.partner_margin:
                coins = _coins_for(tw.partner_margin - their_net, their_rate)
                my_net -= coins * my_rate
            if my_net > tw.least_gain and coins <= mine.coins:
                out.append((my_net, {u: 1}, coins, {t: 1}, 0))
    # sell a token the bot hardly needs to a partner who needs it
    for u in spare:
        low, high = ap.loss(me, u) / my_rate, (ap.gain(partner, u) - tw.partner_margin) / their_rate
        if high > low + tw.least_gain / my_rate:
            price = math.floor(high - (high - low) * (1 - tw.my_share))
            if 0 < price <= theirs.coins:
                out.append((price * my_rate - ap.loss(me, u), {u: 1}, 0, {}, price))
    return out


def propose(state: GameState, me: int, offered: dict[int, float], w: Weights,
            tw: TradeWeights, shortlist: int = 6, barred: frozenset[int] = frozenset()
            ) -> tuple[ProposeTrade, float] | None:
    """The best offer whose exact figures please both sides, with what it brings the partner, or None.
    offered: partner -> the most an offer this trade turn brought them (a new one must beat it by
    `tw.better_by`); barred: partners who want no more offers this round."""
    ap = Appraiser(state, w)
    rough = []
    for partner in (p.seat for p in state.players if p.seat != me and p.seat not in barred):
        rough += [(gain, partner, give, give_coins, take, take_coins)
                  for gain, give, give_coins, take, take_coins in _candidates(ap, me, partner, tw)]
    rough.sort(key=lambda c: -c[0])
    best = None
    for _, partner, give, give_coins, take, take_coins in rough:
        offer = ProposeTrade(player=me, partner=partner, give=give, give_coins=give_coins, take=take,
                             take_coins=take_coins)
        shortlist -= 1
        mine, theirs = ap.exchange(me, partner, give, take, give_coins, take_coins)
        better = partner not in offered or theirs >= offered[partner] + tw.better_by
        if better and theirs >= tw.partner_margin * 0.5 and acceptable(ap, me, partner, mine, theirs, tw):
            if best is None or mine > best[0]:
                best = (mine, offer, theirs)
        if shortlist <= 0:
            break
    return (best[1], best[2]) if best else None


def answer(state: GameState, me: int, w: Weights, tw: TradeWeights) -> bool:
    """Whether to accept the offer made to `me`."""
    offer = state.step.offer
    ap = Appraiser(state, w)
    theirs, mine = ap.exchange(offer.trader, me, offer.give, offer.take, offer.give_coins, offer.take_coins)
    return acceptable(ap, me, offer.trader, mine, theirs, tw)
