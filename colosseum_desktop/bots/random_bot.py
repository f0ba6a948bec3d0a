"""The random player: a uniform choice among the legal commands, with random bids and trade offers.

It is the simulator's player and the baseline the other computer players are measured against.
"""
from __future__ import annotations

import random

from .. import rules
from ..rules import Phase, ProposeTrade

BID_SPREAD = 10  # random bids go at most this far above the lowest legal one
TRADE_OFFER_CHANCE = 0.3
MAX_OFFER_ITEMS = 2


def _random_side(rng: random.Random, player: rules.Player) -> tuple[dict, int]:
    pool = [t for t, n in player.tokens.items() for _ in range(n)]
    tokens: dict = {}
    for token in rng.sample(pool, min(len(pool), rng.randint(0, MAX_OFFER_ITEMS))):
        tokens[token] = tokens.get(token, 0) + 1
    return tokens, rng.randint(0, min(player.coins, 5))


def random_offer(state: rules.GameState, rng: random.Random) -> ProposeTrade | None:
    trader = state.step.trader
    partner = rng.choice([p.seat for p in state.players if p.seat != trader])
    give, give_coins = _random_side(rng, state.player(trader))
    take, take_coins = _random_side(rng, state.player(partner))
    offer = ProposeTrade(player=trader, partner=partner, give=give, give_coins=give_coins, take=take,
                         take_coins=take_coins)
    return offer if rules.is_legal(state, offer) else None


def can_accept(state: rules.GameState, command) -> bool:
    """Whether the engine takes this AcceptTrade: either side may no longer hold what the offer names."""
    return rules.is_legal(state, command)


class RandomBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._no_offers: dict[int, int] = {}  # partner -> the round in which they asked for no more offers
        self._offered: set[tuple[int, int, int]] = set()  # (round, trader, partner): offered this trade turn

    def stop_offers(self, partner: int, round_: int) -> None:
        """`partner` wants no more offers from this player until round `round_` ends."""
        self._no_offers[partner] = round_

    def choose(self, state: rules.GameState):
        rng = self.rng
        options = rules.legal_commands(state)
        step = state.step
        if state.phase is Phase.TRADE and step.offer is None and rng.random() < TRADE_OFFER_CHANCE:
            offer = random_offer(state, rng)
            # It cannot tell a better offer from a worse one: one offer per partner and trade turn.
            turn = (state.round, step.trader, offer.partner) if offer is not None else None
            if offer is not None and turn not in self._offered and self._no_offers.get(offer.partner) != state.round:
                self._offered.add(turn)
                return offer
        command = rng.choice(options)
        if command.kind in ("open_auction", "raise_bid"):
            low, high = rules.bid_range(state)
            command = command.model_copy(update={"bid": rng.randint(low, min(high, low + BID_SPREAD))})
        return command
