"""R7 for the strong computer player: what each market's lot is worth, to it and to its rivals, and so
which market to open and how high to go."""
from __future__ import annotations

from collections import Counter

from ..rules import GameState, Variant, game_data
from .holdings import holding, with_tokens
from .outlook import Outlook, outlook
from .valuation import coin_rate, worth
from .weights import AuctionWeights, Weights

MINIMUM_BID = game_data().prices.minimum_bid


def _after_winning(look: Outlook) -> Outlook:
    """A win ends the seat's auctions for this round under the standard rules (R7.1)."""
    return look if look.competitive else look.spend(auctions=1)


class LotValues:
    """Spectators each market's lot would add to each seat, computed once per decision."""

    def __init__(self, state: GameState, w: Weights) -> None:
        self.state = state
        self.w = w
        self._cache: dict[tuple[int, int], float] = {}
        self._base: dict[int, float] = {}
        self._look: dict[int, Outlook] = {}

    def look(self, seat: int) -> Outlook:
        if seat not in self._look:
            self._look[seat] = _after_winning(outlook(self.state, seat))
        return self._look[seat]

    def rate(self, seat: int) -> float:
        return coin_rate(outlook(self.state, seat), self.w)

    def base(self, seat: int) -> float:
        if seat not in self._base:
            self._base[seat] = worth(holding(self.state, seat), self.look(seat), self.state.program_supply, self.w)
        return self._base[seat]

    def value(self, seat: int, market: int) -> float:
        key = (seat, market)
        if key not in self._cache:
            lot = Counter(self.state.markets[market])
            gained = with_tokens(self.state, seat, gain=dict(lot))
            self._cache[key] = worth(gained, self.look(seat), self.state.program_supply, self.w) - self.base(seat)
        return self._cache[key]

    def limit(self, seat: int, market: int) -> int:
        """The highest bid at which the lot still pays for itself to the seat, capped by its coins."""
        value = self.value(seat, market)
        return min(self.state.player(seat).coins, int(value / self.rate(seat)))


def may_still_bid(state: GameState, seat: int) -> bool:
    step = state.step
    if state.options.variant is Variant.COMPETITIVE:
        return seat not in step.blocked
    return seat not in step.winners


def rivals_in(state: GameState, seat: int) -> list[int]:
    return [p.seat for p in state.players if p.seat != seat and may_still_bid(state, p.seat)]


def expected_price(values: LotValues, seat: int, market: int) -> int:
    """What the seat would likely pay: one more than the keenest rival's limit, at least the minimum,
    at most its own limit (beyond that it lets the lot go)."""
    state = values.state
    rival_limits = [values.limit(r, market) for r in rivals_in(state, seat)]
    keenest = max([MINIMUM_BID] + [limit + 1 for limit in rival_limits])
    return max(MINIMUM_BID, min(keenest, values.limit(seat, market)))


def surplus(values: LotValues, seat: int, market: int) -> float:
    """Spectators the lot leaves after paying the expected price; negative if it is not worth the
    minimum bid to the seat. A lot it would be outbid on leaves about nothing."""
    if values.limit(seat, market) < MINIMUM_BID:
        return -1.0
    return values.value(seat, market) - values.rate(seat) * expected_price(values, seat, market)


def best_market(values: LotValues, seat: int) -> tuple[int | None, float]:
    """The market to open, or None to decline. Opening costs the active player nothing if it is outbid:
    it opens again (R7.5), so any lot worth the minimum bid to it is worth opening."""
    best, best_market_ = -1.0, None
    for market, lot in enumerate(values.state.markets):
        if not lot:
            continue
        gain = surplus(values, seat, market)
        if gain >= 0 and gain > best:
            best, best_market_ = gain, market
    return best_market_, best


def threat(values: LotValues, seat: int, rival: int) -> float:
    """How much keeping tokens from this rival matters: fully if it is ahead of or near the seat."""
    mine = values.base(seat)
    theirs = values.base(rival)
    return 1.0 if theirs >= mine - 5 else 0.4


def bid_ceiling(values: LotValues, seat: int, aw: AuctionWeights) -> int:
    """The highest bid the seat makes in the running auction."""
    auction = values.state.step.auction
    return ceiling_for(values, seat, aw, auction.market, auction.high_bidder)


def ceiling_for(values: LotValues, seat: int, aw: AuctionWeights, market: int, rival: int) -> int:
    """The highest bid the seat makes for the market's lot while `rival` holds the high bid: the lot's worth to
    it, less what it can expect from another lot this round, plus part of what it is worth to that rival."""
    state = values.state
    own = values.value(seat, market)
    others = [surplus(values, seat, m) for m, lot in enumerate(state.markets) if lot and m != market]
    waiting = aw.waiting_competitive if state.options.variant is Variant.COMPETITIVE else aw.waiting
    alternative = waiting * max(others, default=0.0) if _has_more_chances(state, seat) else 0.0
    denial = 0.0
    if rival != seat:
        denial = aw.denial * threat(values, seat, rival) * max(0.0, values.value(rival, market))
    ceiling = (own - max(0.0, alternative) + denial) / values.rate(seat)
    return min(state.player(seat).coins, int(ceiling))


def outbid_for_sure(state: GameState, seat: int, bid: int, w: Weights, aw: AuctionWeights) -> bool:
    """Whether, once the seat bids `bid`, a rival still in the auction would raise it, judged as a player of the
    given weights judges a lot (every rival's ceiling is its own decision from what all can see; a bid is raised
    while the next one stays within it). Lets a player make the lot dearer to the rival who wins it, with no
    risk of winning it itself when the rivals judge as modelled."""
    auction = state.step.auction
    raised = state.model_copy(update={"step": state.step.model_copy(update={
        "auction": auction.model_copy(update={"high_bid": bid, "high_bidder": seat})})})
    values = LotValues(raised, w)
    return any(bid + 1 <= bid_ceiling(values, rival, aw) for rival in rivals_in(raised, seat)
               if rival not in auction.passed)


def _has_more_chances(state: GameState, seat: int) -> bool:
    """Whether the seat can still win another lot this round if it lets this one go."""
    step = state.step
    if state.options.variant is Variant.COMPETITIVE:
        return True
    if seat == step.active:
        return True  # it opens again when someone else wins (R7.5)
    return seat not in step.had_turn  # its own turn as active player is still to come
