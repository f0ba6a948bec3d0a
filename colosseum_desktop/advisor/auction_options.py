"""R7: which market to open, or whether to decline; in a running auction, whether to raise or pass. Judged with the
strong player's own auction reckoning (bots/auctions.py): a lot's worth to each seat, the price it is likely to
fetch, and the highest bid worth making."""
from __future__ import annotations

from collections import Counter

from ..bots import auctions
from ..bots.holdings import with_tokens
from ..rules import DeclineAuction, OpenAuction, PassBid, RaiseBid, Token
from .appraisal import Appraisal, Option, needs, whole
from .reasons import Because, Reason


def _needed_tokens(a: Appraisal, values: auctions.LotValues, market: int) -> tuple[int | None, tuple[str, ...]]:
    """The program the lot would have the seat build towards, and the lot's tokens that program still needs."""
    lot = Counter(a.state.markets[market])
    gained = with_tokens(a.state, a.seat, gain=dict(lot))
    program = a.target(gained, values.look(a.seat))
    if program is None:
        return None, ()
    held = a.holding.tokens
    wanted = []
    for token, need in needs(program).items():
        short = max(0, need - held.get(token, 0))
        wanted += [token.value] * min(short, lot.get(token, 0))
    return program, tuple(wanted)


def _opening(a: Appraisal, values: auctions.LotValues, market: int) -> Option:
    surplus = auctions.surplus(values, a.seat, market)
    price = auctions.expected_price(values, a.seat, market)
    program, wanted = _needed_tokens(a, values, market)
    if wanted and program in a.state.player(a.seat).programs:  # a program the seat holds, never one to buy
        reason = Reason(Because.MARKET_HOLDS_NEEDED_TOKENS, market=market, tokens=wanted, program=program,
                        spectators=whole(values.value(a.seat, market)))
    else:
        reason = Reason(Because.MARKET_WORTH_ITS_PRICE, market=market, price=price,
                        spectators=whole(values.value(a.seat, market)))
    # How much to bid and up to where: the highest bid the lot is worth to the seat, outbid by no one yet.
    ceiling = max(auctions.MINIMUM_BID, auctions.ceiling_for(values, a.seat, a.weights.auction, market, a.seat))
    bid = Reason(Because.OPEN_AND_BID_UP_TO, market=market, bid=auctions.MINIMUM_BID, ceiling=ceiling)
    return Option(OpenAuction(player=a.seat, market=market, bid=auctions.MINIMUM_BID), surplus, (bid, reason))


def auction_choices(a: Appraisal) -> list[Option]:
    values = auctions.LotValues(a.state, a.w)
    running = a.state.step.auction
    if running is None:
        # Opening costs nothing if outbid (R7.5): any lot worth the minimum bid is worth opening (surplus >= 0).
        options = [_opening(a, values, m) for m, lot in enumerate(a.state.markets) if lot]
        options.append(Option(DeclineAuction(player=a.seat), 0.0,
                              (Reason(Because.NO_LOT_WORTH_BID, bid=auctions.MINIMUM_BID),)))
        return sorted(options, key=lambda o: -o.spectators)  # a tie opens (markets are listed first)
    ceiling = auctions.bid_ceiling(values, a.seat, a.weights.auction)
    bid = running.high_bid + 1
    raise_ = Option(RaiseBid(player=a.seat, bid=bid), a.rate() * (ceiling - bid),
                    (Reason(Because.LOT_WORTH_MORE, market=running.market, bid=bid, ceiling=ceiling),))
    if bid > a.holding.coins:
        return [Option(PassBid(player=a.seat), 0.0, (Reason(Because.BID_BEYOND_COINS, bid=bid, coins=a.holding.coins),))]
    too_dear = Reason(Because.LOT_TOO_DEAR, market=running.market, ceiling=ceiling) if ceiling >= 1 else \
        Reason(Because.LOT_WORTH_NOTHING, market=running.market)
    pass_ = Option(PassBid(player=a.seat), 0.0, (too_dear,))
    # Raising is worth rate * (ceiling - bid): at a tie (bid == ceiling) it raises, as the strong player does.
    return sorted([raise_, pass_], key=lambda o: -o.spectators)
