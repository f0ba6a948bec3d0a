"""The easy computer player: quick rules of thumb that look only at the programs it holds today.

It wants the tokens its programs lack, pays a fixed price per wanted token, produces whatever draws the
most spectators now, brings nobles home with its dice, and never offers a trade (it accepts good ones).
"""
from __future__ import annotations

from collections import Counter

from .. import rules
from ..rules import (AcceptTrade, BuyLoge, BuyProgram, BuySeasonTicket, DeclineAuction, EndTurn, ExpandArena,
                     GameState, OpenAuction, PassBid, Phase, Produce, RaiseBid, RefuseTrade, RollDice, Token,
                     game_data)
from .noble_moves import NobleWeights, plan_dice
from .random_bot import can_accept
from .valuation import CARDS

DATA = game_data()
COINS_PER_WANTED_TOKEN = 5
COINS_PER_OTHER_TOKEN = 1
AUCTION_RESERVE = 2  # coins it keeps back when bidding
PROGRAM_RESERVE = 8  # coins it keeps for the auction after buying a program
LAST_ROUND = 5
NOBLE_WEIGHTS = NobleWeights(mine=1.0, medal=2.0, medal_moves=False)


def wanted(player: rules.Player) -> Counter:
    """Tokens its held programs still lack, counted for the program that lacks the most of each."""
    want: Counter = Counter()
    for number in set(player.programs):
        for token, need in CARDS[number].needs:
            want[token] = max(want[token], need - player.count(token))
    return +want


def token_price(player: rules.Player, tokens) -> int:
    """What the tokens are worth to it in coins: the wanted ones dear, the others cheap."""
    want = wanted(player)
    coins = 0
    for token in tokens:
        if token in (Token.JOKER, Token.EMPEROR, Token.EXTRA_ACTION) or want[token] > 0:
            coins += COINS_PER_WANTED_TOKEN
            want[token] -= 1
        else:
            coins += COINS_PER_OTHER_TOKEN
    return coins


def match_share(player: rules.Player, number: int) -> float:
    """Share of a program's tokens the player already holds (jokers included)."""
    card = CARDS[number]
    need = sum(n for _, n in card.needs)
    return (need - card.missing(player.tokens)) / need


class EasyBot:
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # decisions are deterministic; kept for the record

    def stop_offers(self, partner: int, round_: int) -> None:
        """Nothing to stop: the easy player never offers a trade."""

    def choose(self, state: GameState):
        seat = rules.current_player(state)
        player = state.player(seat)
        match state.phase:
            case Phase.INVEST:
                return self._invest(state, seat, player)
            case Phase.AUCTION:
                return self._auction(state, seat, player)
            case Phase.TRADE:
                return self._trade(state, seat)
            case Phase.PRODUCE:
                return self._produce(state, seat, player)
            case Phase.CEREMONY:
                return self._ceremony(state, seat, player)
        raise rules.IllegalCommand(rules.Why.GAME_OVER)

    def _invest(self, state: GameState, seat: int, player: rules.Player):
        legal = rules.legal_commands(state)
        if not state.step.credits:
            return EndTurn(player=seat)
        # a bigger arena for a held program it could nearly produce
        expansions = [c for c in legal if isinstance(c, ExpandArena)]
        if expansions and any(CARDS[n].arena > len(player.arena) and match_share(player, n) >= 0.5
                              for n in player.programs):
            return expansions[0]
        # the best-matching program it can produce soon, keeping coins for the auction
        programs = [c for c in legal if isinstance(c, BuyProgram)
                    and CARDS[c.program].cost + PROGRAM_RESERVE <= player.coins
                    and CARDS[c.program].arena <= len(player.arena) + 1]
        if programs:
            best = max(programs, key=lambda c: (match_share(player, c.program), c.program))
            if match_share(player, best.program) >= 0.4:
                return best
        if state.round < LAST_ROUND and player.coins >= 18:
            for kind in (BuySeasonTicket, BuyLoge):
                found = [c for c in legal if isinstance(c, kind)]
                if found:
                    return found[0]
        return EndTurn(player=seat)

    def _auction(self, state: GameState, seat: int, player: rules.Player):
        step = state.step
        if step.auction is None:
            prices = {m: token_price(player, lot) for m, lot in enumerate(state.markets) if lot}
            if not prices:
                return DeclineAuction(player=seat)
            market = max(prices, key=lambda m: (prices[m], -m))
            if prices[market] < DATA.prices.minimum_bid or player.coins < DATA.prices.minimum_bid:
                return DeclineAuction(player=seat)
            return OpenAuction(player=seat, market=market, bid=DATA.prices.minimum_bid)
        limit = min(token_price(player, state.markets[step.auction.market]), player.coins - AUCTION_RESERVE)
        bid = step.auction.high_bid + 1
        return RaiseBid(player=seat, bid=bid) if bid <= limit else PassBid(player=seat)

    def _trade(self, state: GameState, seat: int):
        offer = state.step.offer
        if offer is None:
            return EndTurn(player=seat)
        me = state.player(seat)
        gets = [t for t, n in offer.give.items() for _ in range(n)]
        gives = [t for t, n in offer.take.items() for _ in range(n)]
        after = me.model_copy(update={"tokens": dict(Counter(me.tokens) - Counter(gives))})
        gain = token_price(after, gets) + offer.give_coins
        loss = token_price(after, gives) + offer.take_coins
        accept = AcceptTrade(player=seat)
        return accept if gain > loss and can_accept(state, accept) else RefuseTrade(player=seat)

    def _produce(self, state: GameState, seat: int, player: rules.Player):
        step = state.step
        if not step.rolled:
            return RollDice(player=seat)
        if not step.dice_done:
            return plan_dice(state, seat, NOBLE_WEIGHTS)
        options = [c for c in rules.legal_commands(state) if isinstance(c, Produce)]
        if not options:
            return EndTurn(player=seat)
        medals = player.medals if state.round == LAST_ROUND else 0
        best = max(options, key=lambda c: (rules.attendance(state, seat, c.program, c.tokens, c.jokers).total,
                                           c.program not in player.produced, c.program))
        return best.model_copy(update={"medals": medals})

    def _ceremony(self, state: GameState, seat: int, player: rules.Player):
        commands = [c for c in rules.legal_commands(state) if c.kind in ("discard_token", "request_donation")]
        want = wanted(player)
        if state.step.to_discard:  # the token it wants least
            return min(commands, key=lambda c: (want[c.token], c.token is Token.JOKER, c.token))
        return max(commands, key=lambda c: (want[c.token], c.token))
