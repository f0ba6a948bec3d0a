"""R8 Phase 3: Trade. The active trader offers coins and tokens to one other player, who accepts or refuses."""
from __future__ import annotations

from collections.abc import Iterator

from . import flow
from .commands import AcceptTrade, EndTurn, ProposeTrade, RefuseTrade, make
from .context import Context
from .data import Token
from .errors import IllegalCommand, NotAffordable, NotYourDecision
from .events import TradeAccepted, TradeProposed, TradeRefused
from .refusals import Why
from .stars import stars_after_moves
from .state import GameState, Phase, Player, TokenCounts, TradeOffer, TradeStep
from .tokens import move_tokens, update_stars


def start(ctx: Context) -> None:
    flow.begin_phase(ctx, TradeStep(trader=ctx.state.first_player))


def _check_side(player: Player, tokens: TokenCounts, coins: int, short: tuple[Why, Why]) -> None:
    """`short`: the refusals for too few coins and too few tokens, worded for whose side it is."""
    if coins < 0 or any(n < 0 for n in tokens.values()):
        raise IllegalCommand(Why.TRADE_NEGATIVE)
    if coins > player.coins:
        raise NotAffordable(short[0], name=player.name, n=player.coins, wanted=coins)
    for token, n in tokens.items():
        if n > player.count(token):
            raise NotAffordable(short[1], name=player.name, n=player.count(token), token=token, wanted=n)


def check_offer(state: GameState, cmd: ProposeTrade) -> None:
    """Refuse an offer that breaks R8, with the reason."""
    step = state.step
    if cmd.player != step.trader or step.offer is not None:
        raise NotYourDecision(Why.NOT_THE_TRADER)
    if cmd.partner == cmd.player or not 0 <= cmd.partner < len(state.players):
        raise IllegalCommand(Why.TRADE_PARTNER)
    # Zero counts are dropped when the offer is made, so they are not "something" (R8)
    if not (any(cmd.give.values()) or cmd.give_coins or any(cmd.take.values()) or cmd.take_coins):
        raise IllegalCommand(Why.EMPTY_TRADE)
    partner = state.player(cmd.partner)
    _check_side(state.player(cmd.player), cmd.give, cmd.give_coins, (Why.YOUR_COINS_SHORT, Why.YOUR_TOKENS_SHORT))
    _check_side(partner, cmd.take, cmd.take_coins, (Why.PARTNER_COINS_SHORT, Why.PARTNER_TOKENS_SHORT))


def propose(ctx: Context, cmd: ProposeTrade) -> None:
    check_offer(ctx.state, cmd)
    give = {t: n for t, n in cmd.give.items() if n}
    take = {t: n for t, n in cmd.take.items() if n}
    offer = TradeOffer(trader=cmd.player, partner=cmd.partner, give=give, give_coins=cmd.give_coins,
                       take=take, take_coins=cmd.take_coins)
    ctx.set_step(offer=offer)
    ctx.emit(TradeProposed(trader=cmd.player, partner=cmd.partner, give=give, give_coins=cmd.give_coins,
                           take=take, take_coins=cmd.take_coins))


def _pending_offer(state: GameState, seat: int) -> TradeOffer:
    offer = state.step.offer
    if offer is None:
        raise IllegalCommand(Why.NO_OFFER)
    if seat != offer.partner:
        raise NotYourDecision(Why.OFFER_TO_OTHER, name=state.player(offer.partner).name)
    return offer


def check_still_affordable(state: GameState, offer: TradeOffer) -> None:
    """Either side may have spent something since the offer (R13 exchanges), so it is checked again."""
    trader, partner = state.player(offer.trader), state.player(offer.partner)
    _check_side(trader, offer.give, offer.give_coins, (Why.TRADER_COINS_NOW_SHORT, Why.TRADER_TOKENS_NOW_SHORT))
    _check_side(partner, offer.take, offer.take_coins, (Why.YOUR_COINS_NOW_SHORT, Why.YOUR_TOKENS_NOW_SHORT))


def check_accept(state: GameState, cmd: AcceptTrade) -> None:
    check_still_affordable(state, _pending_offer(state, cmd.player))


def check_refuse(state: GameState, cmd: RefuseTrade) -> None:
    _pending_offer(state, cmd.player)


def accept(ctx: Context, cmd: AcceptTrade) -> None:
    check_accept(ctx.state, cmd)
    offer = ctx.state.step.offer
    move_tokens(ctx, offer.trader, offer.partner, offer.give)
    move_tokens(ctx, offer.partner, offer.trader, offer.take)
    ctx.pay(offer.trader, offer.give_coins)
    ctx.gain_coins(offer.partner, offer.give_coins)
    ctx.pay(offer.partner, offer.take_coins)
    ctx.gain_coins(offer.trader, offer.take_coins)
    ctx.set_step(offer=None)
    ctx.emit(TradeAccepted(trader=offer.trader, partner=offer.partner))
    update_stars(ctx)


def stars_after_trade(state: GameState, offer: TradeOffer) -> dict[Token, int]:
    """The star awards once `offer` is accepted, as `accept` leaves them (R8, R10): shown before it is made."""
    moves: dict[int, dict[Token, int]] = {offer.trader: {}, offer.partner: {}}
    sides = ((offer.trader, offer.partner, offer.give), (offer.partner, offer.trader, offer.take))
    for giver, receiver, tokens in sides:
        for token, n in tokens.items():
            moves[giver][token] = moves[giver].get(token, 0) - n
            moves[receiver][token] = moves[receiver].get(token, 0) + n
    return stars_after_moves(state, moves)


def refuse(ctx: Context, cmd: RefuseTrade) -> None:
    check_refuse(ctx.state, cmd)
    offer = ctx.state.step.offer
    ctx.set_step(offer=None)
    ctx.emit(TradeRefused(trader=offer.trader, partner=offer.partner))


def check_end_turn(state: GameState, cmd: EndTurn) -> None:
    # With an offer open, `apply` lets the partner through (the answer is theirs), but only the active
    # trader ends the trade turn (R8): the partner accepts or refuses.
    offer = state.step.offer
    if offer is not None:
        raise NotYourDecision(Why.ANSWER_THE_OFFER, name=state.player(offer.trader).name)


def end_turn(ctx: Context, cmd: EndTurn) -> None:
    check_end_turn(ctx.state, cmd)
    flow.next_trade_turn(ctx)


HANDLERS = {ProposeTrade: propose, AcceptTrade: accept, RefuseTrade: refuse, EndTurn: end_turn}
CHECKS = {ProposeTrade: check_offer, AcceptTrade: check_accept, RefuseTrade: check_refuse, EndTurn: check_end_turn}


def legal(state: GameState) -> list:
    """Bounded choices only: proposing is open-ended (see `check_offer`)."""
    step = state.step
    if step.offer is not None:
        answers = [make(RefuseTrade, player=step.offer.partner)]
        try:
            check_still_affordable(state, step.offer)
        except IllegalCommand:
            return answers
        return [make(AcceptTrade, player=step.offer.partner)] + answers
    return [make(EndTurn, player=step.trader)]


def offers(state: GameState, tokens_per_side: int = 1) -> Iterator[ProposeTrade]:
    """The active trader's offers (R8) in a bounded space, each accepted by `check_offer`: to each other
    player, each side laying at most `tokens_per_side` tokens of what it holds, no type on both sides, and
    coins on one side at most, any amount that side holds.

    All offers cannot be listed: their number is the product of both sides' holdings (with 10 tokens of 6
    types and 30 coins on each side, some 10^10 per partner). Within the bound nothing is lost by the last
    two rules: an offer with a type on both sides, or coins both ways, moves the same tokens and coins when
    accepted as one with them cancelled out, and that one is legal whenever it is; unless nothing is left (a
    lion for a lion), an offer that changes nothing. One token a side (the default) is how the computer
    players trade: one for one, or one for coins."""
    step = state.step
    if state.phase is not Phase.TRADE or step.offer is not None:
        return
    trader = state.player(step.trader)
    for partner in state.players:
        if partner.seat == trader.seat:
            continue
        gives = _laid_tokens(trader, tokens_per_side)
        takes = _laid_tokens(partner, tokens_per_side)
        coins = [(n, 0) for n in range(trader.coins + 1)] + [(0, n) for n in range(1, partner.coins + 1)]
        for give in gives:
            for take in takes:
                if give.keys() & take.keys():
                    continue
                for give_coins, take_coins in coins:
                    if give or take or give_coins or take_coins:
                        yield ProposeTrade(player=trader.seat, partner=partner.seat, give=give,
                                           give_coins=give_coins, take=take, take_coins=take_coins)


def _laid_tokens(player: Player, most: int) -> list[TokenCounts]:
    """Every pile of at most `most` of the player's tokens, as counts by type: the empty pile first."""
    piles: list[TokenCounts] = [{}]
    for token, held in player.tokens.items():
        if held <= 0:
            continue
        piles = [{**pile, token: n} if n else pile for pile in piles
                 for n in range(min(held, most - sum(pile.values())) + 1)]
    return piles
