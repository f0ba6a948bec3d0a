"""R7 Phase 2: Acquire tokens. Active players open auctions on the five markets; both auction rules.

Forced decisions are taken for the player and reported as events marked `forced`: an active player who
cannot open (fewer coins than the minimum bid, or every market empty) declines, and a bidder who cannot
pay more than the high bid passes.
"""
from __future__ import annotations

from . import flow
from .commands import DeclineAuction, OpenAuction, PassBid, RaiseBid, make
from .context import Context, add_counts
from .data import Token, game_data
from .errors import IllegalCommand, NotAffordable, NotYourDecision
from .events import (AuctionDeclined, AuctionOpened, AuctionWon, BidPassed, BidRaised, MarketRefilled,
                     PhaseStarted, TurnStarted)
from .refusals import Why
from .state import Auction, AuctionStep, GameState, Phase, Variant
from .tokens import gain_tokens, update_stars


def start(ctx: Context) -> None:
    ctx.set(step=AuctionStep(active=ctx.state.first_player))
    ctx.emit(PhaseStarted(round=ctx.state.round, phase=Phase.AUCTION, first_player=ctx.state.first_player))
    _next_active(ctx)


_COMPETITIVE = Variant.COMPETITIVE  # read once: an enum member read costs a lot in Python 3.11


def _competitive(state: GameState) -> bool:
    return state.options.variant is _COMPETITIVE


def _barred(state: GameState) -> tuple[int, ...]:
    """Who may not bid: this round's winners (R7.3) or, in the variant, those of this active turn."""
    step = state.step
    return step.blocked if _competitive(state) else step.winners


def may_bid(state: GameState, seat: int) -> bool:
    """Not excluded from bidding this round (R7.3) or, in the variant, during this active turn."""
    return seat not in _barred(state)


def _next_active(ctx: Context) -> None:
    state = ctx.state
    step = state.step
    done = step.had_turn if _competitive(state) else step.had_turn + step.winners
    for seat in state.turn_order():
        if seat in done:
            continue
        ctx.set_step(active=seat, blocked=(), auction=None)
        ctx.emit(TurnStarted(player=seat, phase=Phase.AUCTION))
        _decline_if_forced(ctx)
        return
    flow.start_phase(ctx, Phase.TRADE)


def can_open(state: GameState, seat: int) -> bool:
    return state.player(seat).coins >= game_data().prices.minimum_bid and any(state.markets)


def _decline_if_forced(ctx: Context) -> None:
    seat = ctx.state.step.active
    if not can_open(ctx.state, seat):
        ctx.emit(AuctionDeclined(player=seat, forced=True))
        _end_active_turn(ctx)


def _end_active_turn(ctx: Context) -> None:
    refill_markets(ctx)
    ctx.set_step(had_turn=ctx.state.step.had_turn + (ctx.state.step.active,), auction=None)
    _next_active(ctx)


_DRAW_ORDER = tuple(Token)  # a fixed order, so a draw never depends on how the bag's dict was built


def draw_from_bag(ctx: Context) -> Token | None:
    bag = ctx.state.bag
    total = sum(bag.values())
    if total == 0:
        return None
    pick = ctx.rng.below(total)
    for token in _DRAW_ORDER:
        pick -= bag.get(token, 0)
        if pick < 0:
            ctx.set(bag=add_counts(bag, token, -1))
            return token
    raise AssertionError("unreachable: the pick lies inside the bag")


def refill_markets(ctx: Context) -> None:
    """R7.5: every empty market gets 3 tokens, the face-down green token first, then draws from the bag."""
    size = ctx.data.supplies.market_size
    markets = list(ctx.state.markets)
    for index, market in enumerate(markets):
        if market:
            continue
        drawn: list[Token] = []
        used_face_down = False
        if ctx.state.face_down is not None:
            drawn.append(ctx.state.face_down)
            ctx.set(face_down=None)
            used_face_down = True
        while len(drawn) < size:
            token = draw_from_bag(ctx)
            if token is None:
                break
            drawn.append(token)
        if drawn:
            markets[index] = tuple(drawn)
            ctx.emit(MarketRefilled(market=index, tokens=tuple(drawn), face_down_used=used_face_down))
    ctx.set(markets=tuple(markets))


def _check_purse(state: GameState, seat: int, bid: int) -> None:
    coins = state.players[seat].coins
    if bid > coins:
        raise NotAffordable(Why.BID_OVER_PURSE, bid=bid, n=coins)


def check_open(state: GameState, cmd: OpenAuction) -> None:
    step = state.step
    if step.auction is not None or cmd.player != step.active:
        raise NotYourDecision(Why.NOT_THE_OPENER)
    if not 0 <= cmd.market < len(state.markets) or not state.markets[cmd.market]:
        raise IllegalCommand(Why.MARKET_EMPTY)
    minimum = game_data().prices.minimum_bid
    if cmd.bid < minimum:
        raise IllegalCommand(Why.MINIMUM_BID, n=minimum)
    _check_purse(state, cmd.player, cmd.bid)


def open_auction(ctx: Context, cmd: OpenAuction) -> None:
    check_open(ctx.state, cmd)
    ctx.set_step(auction=Auction(market=cmd.market, opener=cmd.player, high_bid=cmd.bid,
                                 high_bidder=cmd.player, to_bid=cmd.player))
    ctx.emit(AuctionOpened(player=cmd.player, market=cmd.market, bid=cmd.bid))
    _next_bidder(ctx)


def _next_bidder(ctx: Context) -> None:
    """Hand the bid clockwise to the next player who may still bid; award the lot when none is left."""
    seats = set(range(len(ctx.state.players)))
    n = len(seats)
    while True:
        auction = ctx.state.step.auction
        others = seats - {auction.high_bidder, *auction.passed, *_barred(ctx.state)}
        if not others:
            _award(ctx)
            return
        seat = next(s for s in ((auction.to_bid + i) % n for i in range(1, n + 1)) if s in others)
        if ctx.player(seat).coins > auction.high_bid:
            ctx.set_step(auction=auction.replace(to_bid=seat))
            return
        ctx.set_step(auction=auction.replace(to_bid=seat, passed=auction.passed + (seat,)))
        ctx.emit(BidPassed(player=seat, forced=True))


def _check_bidder(state: GameState, seat: int) -> Auction:
    auction = state.step.auction
    if auction is None:
        raise IllegalCommand(Why.NO_AUCTION)
    if seat != auction.to_bid:
        raise NotYourDecision(Why.NOT_YOUR_BID, name=state.player(auction.to_bid).name)
    return auction


def check_raise(state: GameState, cmd: RaiseBid) -> None:
    auction = _check_bidder(state, cmd.player)
    if cmd.bid <= auction.high_bid:
        raise IllegalCommand(Why.BID_TOO_LOW, n=auction.high_bid)
    _check_purse(state, cmd.player, cmd.bid)


def raise_bid(ctx: Context, cmd: RaiseBid) -> None:
    check_raise(ctx.state, cmd)
    auction = ctx.state.step.auction
    ctx.set_step(auction=auction.replace(high_bid=cmd.bid, high_bidder=cmd.player))
    ctx.emit(BidRaised(player=cmd.player, bid=cmd.bid))
    _next_bidder(ctx)


def check_pass(state: GameState, cmd: PassBid) -> None:
    _check_bidder(state, cmd.player)


def pass_bid(ctx: Context, cmd: PassBid) -> None:
    check_pass(ctx.state, cmd)
    auction = ctx.state.step.auction
    ctx.set_step(auction=auction.replace(passed=auction.passed + (cmd.player,)))
    ctx.emit(BidPassed(player=cmd.player))
    _next_bidder(ctx)


def _award(ctx: Context) -> None:
    step = ctx.state.step
    auction = step.auction
    winner = auction.high_bidder
    lot = ctx.state.markets[auction.market]
    ctx.pay(winner, auction.high_bid)
    markets = list(ctx.state.markets)
    markets[auction.market] = ()
    ctx.set(markets=tuple(markets))
    ctx.emit(AuctionWon(player=winner, market=auction.market, price=auction.high_bid, tokens=lot))
    gain_tokens(ctx, winner, lot)
    update_stars(ctx)
    ctx.set_step(auction=None, winners=step.winners + (winner,))
    if winner == step.active:
        _end_active_turn(ctx)
        return
    if _competitive(ctx.state):
        ctx.set_step(blocked=ctx.state.step.blocked + (winner,))
    _decline_if_forced(ctx)  # the same active player opens again, or declines


def check_decline(state: GameState, cmd: DeclineAuction) -> None:
    step = state.step
    if step.auction is not None or cmd.player != step.active:
        raise NotYourDecision(Why.NOT_THE_DECLINER)


def decline(ctx: Context, cmd: DeclineAuction) -> None:
    check_decline(ctx.state, cmd)
    ctx.emit(AuctionDeclined(player=cmd.player))
    _end_active_turn(ctx)


HANDLERS = {OpenAuction: open_auction, RaiseBid: raise_bid, PassBid: pass_bid, DeclineAuction: decline}
CHECKS = {OpenAuction: check_open, RaiseBid: check_raise, PassBid: check_pass, DeclineAuction: check_decline}


def bid_range(state: GameState) -> tuple[int, int] | None:
    """The lowest and highest bid the deciding player may make now, or None if no bid is open to them."""
    if state.phase is not Phase.AUCTION:
        return None
    step = state.step
    if step.auction is None:
        low, seat = game_data().prices.minimum_bid, step.active
    else:
        low, seat = step.auction.high_bid + 1, step.auction.to_bid
    high = state.player(seat).coins
    return (low, high) if high >= low else None


def legal(state: GameState) -> list:
    step = state.step
    bids = bid_range(state)
    if step.auction is None:
        out: list = [make(DeclineAuction, player=step.active)]
        if bids:
            out += [make(OpenAuction, player=step.active, market=m, bid=bids[0])
                    for m, lot in enumerate(state.markets) if lot]
        return out
    seat = step.auction.to_bid
    out = [make(PassBid, player=seat)]
    if bids:
        out.append(make(RaiseBid, player=seat, bid=bids[0]))
    return out
