"""The strong computer player: every decision is a one-ply look at what each choice would leave it,
judged by `valuation.worth` (the final record its position points to, coins and income to come).

Choices that could reveal chance (dice, bag draws, roll-offs) are judged on copies of the holdings, never
by running the engine through them (see holdings.py).
"""
from __future__ import annotations

from .. import rules
from ..rules import (AcceptTrade, BuyExtraInvestment, BuyLoge, BuyProgram, BuySeasonTicket, DeclineAuction,
                     EndTurn, ExchangeExtraAction, ExpandArena, GameState, OpenAuction, PassBid, Phase, Produce,
                     RaiseBid, RefuseTrade, RequestDonation, RollDice, TakeCoinsForMedal, Token, game_data)
from . import auctions, trades
from .holdings import after_exchange, holding, with_tokens
from .noble_moves import NOBLE_BONUS, REST_SQUARES, NobleWeights, plan_dice
from .outlook import Outlook, outlook
from .random_bot import can_accept
from .valuation import CARDS, coin_rate, worth
from .weights import LevelWeights, load_weights

DATA = game_data()
MAX_OFFERS_PER_TURN = 3  # keeps a trade turn short, and the bot from pestering


class StrongBot:
    def __init__(self, seed: int, weights: LevelWeights) -> None:
        self.seed = seed  # decisions are deterministic; the seed is kept for the record
        self.w = weights.valuation
        self.sw = weights.choices
        self.aw = weights.auction
        self.tw = weights.trade
        self.rivals = load_weights(weights.rivals_judged_by)  # how it expects the others to judge a lot
        # (round, trader) -> {partner: the most an offer brought them} for the offers made this trade turn
        self._offers: dict[tuple[int, int], dict[int, float]] = {}
        self._offer_counts: dict[tuple[int, int], int] = {}
        self._no_offers: dict[int, int] = {}  # partner -> the round in which they asked for no more offers

    def choose(self, state: GameState):
        seat = rules.current_player(state)
        match state.phase:
            case Phase.INVEST:
                return self._invest(state, seat)
            case Phase.AUCTION:
                return self._auction(state, seat)
            case Phase.TRADE:
                return self._trade(state, seat)
            case Phase.PRODUCE:
                return self._produce(state, seat)
            case Phase.CEREMONY:
                return self._ceremony(state, seat)
        raise rules.IllegalCommand(rules.Why.GAME_OVER)

    # R6 -------------------------------------------------------------------------------------------
    def _investment_value(self, state: GameState, seat: int, command, look: Outlook) -> float | None:
        """Worth after an investment, the turn's investment used up; None for what is not an investment."""
        h = holding(state, seat)
        supply = state.program_supply
        match command:
            case BuyProgram(program=number):
                h = h.changed(programs=h.programs + (number,), coins=h.coins - CARDS[number].cost)
                supply = tuple(n for n in supply if n != number)
            case ExpandArena():
                h = h.changed(arena_size=h.arena_size + 1, coins=h.coins - DATA.prices.expand)
                return worth(h, look, supply, self.w) + self._square_bonus(state, seat, command.clockwise)
            case BuySeasonTicket():
                h = h.changed(tickets=h.tickets + 1, coins=h.coins - DATA.prices.season_ticket)
            case BuyLoge():
                h = h.changed(loge=True, coins=h.coins - DATA.prices.loge)
            case _:
                return None
        return worth(h, look, supply, self.w)

    def _square_bonus(self, state: GameState, seat: int, clockwise: bool) -> float:
        arena = state.player(seat).arena
        square = (arena[-1] + 1) % DATA.ring_squares if clockwise else (arena[0] - 1) % DATA.ring_squares
        bonus = self.sw.rest_square_in_arena if square in REST_SQUARES else 0.0
        return bonus + sum(self.sw.noble_on_new_square * NOBLE_BONUS[n.kind] for n in state.nobles
                           if n.square == square)

    def _best_investment(self, state: GameState, seat: int) -> tuple[float, object]:
        look = outlook(state, seat).spend(invests=1)
        best, best_command = float("-inf"), None
        for command in rules.legal_commands(state):
            value = self._investment_value(state, seat, command, look)
            if value is not None and value > best:
                best, best_command = value, command
        return best, best_command

    def _invest(self, state: GameState, seat: int):
        look = outlook(state, seat).spend(invests=1)
        stay = worth(holding(state, seat), look, state.program_supply, self.w)
        if state.step.credits:
            value, command = self._best_investment(state, seat)
            return command if command is not None and value > stay else EndTurn(player=seat)
        # Another investment for 2 medals or an extra-action token (R6, R13), if it beats keeping them.
        best, best_command = stay, EndTurn(player=seat)
        for payment in ("extra_action", "medals"):
            command = BuyExtraInvestment(player=seat, payment=payment)
            if not rules.is_legal(state, command):
                continue
            paid, _ = rules.apply(state, command)  # no chance involved: safe to look through
            value, _ = self._best_investment(paid, seat)
            if value > best + 0.5:
                best, best_command = value, command
        return best_command

    # R7 -------------------------------------------------------------------------------------------
    def _auction(self, state: GameState, seat: int):
        values = auctions.LotValues(state, self.w)
        step = state.step
        if step.auction is None:
            market, _ = auctions.best_market(values, seat)
            if market is None:
                return DeclineAuction(player=seat)
            return OpenAuction(player=seat, market=market, bid=auctions.MINIMUM_BID)
        bid = step.auction.high_bid + 1
        ceiling = auctions.bid_ceiling(values, seat, self.aw)
        if bid <= ceiling:
            return RaiseBid(player=seat, bid=bid)
        if bid <= min(ceiling + self.aw.drive_limit, state.player(seat).coins) and auctions.outbid_for_sure(
                state, seat, bid, self.rivals.valuation, self.rivals.auction):
            return RaiseBid(player=seat, bid=bid)  # the lot costs its winner more; a rival takes it from us
        return PassBid(player=seat)

    # R8 -------------------------------------------------------------------------------------------
    def _trade(self, state: GameState, seat: int):
        step = state.step
        if step.offer is not None:
            return AcceptTrade(player=seat) if self._accepts(state, seat) else RefuseTrade(player=seat)
        made = self._offers.setdefault((state.round, seat), {})
        count = self._offer_counts.get((state.round, seat), 0)
        if count < MAX_OFFERS_PER_TURN:
            barred = frozenset(p for p, round_ in self._no_offers.items() if round_ == state.round)
            found = self._find_offer(state, seat, made, barred)
            if found is not None:
                offer, theirs = found
                made[offer.partner] = max(theirs, made.get(offer.partner, theirs))
                self._offer_counts[(state.round, seat)] = count + 1
                return offer
        return EndTurn(player=seat)

    def _find_offer(self, state: GameState, seat: int, made: dict[int, float], barred: frozenset[int]):
        """The offer to make and what it brings the partner, or None (trades.py)."""
        return trades.propose(state, seat, made, self.w, self.tw, barred=barred)

    def stop_offers(self, partner: int, round_: int) -> None:
        """`partner` wants no more offers from this player until round `round_` ends."""
        self._no_offers[partner] = round_

    def _accepts(self, state: GameState, seat: int) -> bool:
        return can_accept(state, AcceptTrade(player=seat)) and trades.answer(state, seat, self.w, self.tw)

    # R9 -------------------------------------------------------------------------------------------
    def _produce(self, state: GameState, seat: int):
        step = state.step
        if not step.rolled:
            return RollDice(player=seat)
        look = outlook(state, seat)
        options = [c for c in rules.legal_commands(state) if isinstance(c, Produce)]
        if not step.dice_done or state.player(seat).medals:
            command = plan_dice(state, seat, self._noble_weights(state, seat, look, options))
            if command is not None:
                return command
        if look.final_production_now:
            conversion = self._last_conversions(state, seat, options)
            if conversion is not None:
                return conversion
        return self._production(state, seat, look, options)

    def _noble_weights(self, state: GameState, seat: int, look: Outlook, options: list) -> NobleWeights:
        rate = coin_rate(look, self.w)
        final = look.final_production_now
        if not rules.producible(state, seat):
            mine = 0.0  # nothing to produce: nobles only matter for medals and rivals
        elif final:
            mine = 1.0 if self._record_reachable(state, seat) else rate
        else:
            mine = rate + self.sw.record_weight_early
        rivals = {}
        later = [s for s in state.turn_order() if s != seat and s not in state.step.done]
        for rival in later:
            rivals[rival] = self.sw.rival_nobles * (1.0 if final else rate + self.sw.record_weight_early)
        medal = self.w.medal_value if (not final or mine == 1.0) else 6 * rate
        return NobleWeights(mine=mine, medal=medal, rivals=rivals,
                            keep=0.0 if final else self.sw.nobles_kept * rate)

    def _record_reachable(self, state: GameState, seat: int) -> bool:
        """Whether this last production, with every medal and a couple of nobles, can beat the record."""
        player = state.player(seat)
        h = holding(state, seat)
        best = 0.0
        for number in rules.producible(state, seat):  # the programs whose best assignment the rules take
            tokens, jokers = rules.best_assignment(state, seat, number)
            best = max(best, rules.attendance(state, seat, number, tokens, jokers).total)
        medals = h.medals + h.count(Token.EXTRA_ACTION)
        return best + 3 * medals + 12 > player.record

    def _last_conversions(self, state: GameState, seat: int, options: list):
        """Before the game's last production: extra actions become medals; medals that cannot raise the
        record become coins, which break ties (R12, R13)."""
        player = state.player(seat)
        if player.count(Token.EXTRA_ACTION) and state.medal_supply:
            return ExchangeExtraAction(player=seat)
        if player.medals:
            best = max((self._attendance(state, c, player.medals) for c in options), default=0)
            if best <= player.record:
                return TakeCoinsForMedal(player=seat)
        return None

    @staticmethod
    def _attendance(state: GameState, command: Produce, medals: int) -> int:
        return rules.attendance(state, command.player, command.program, command.tokens, command.jokers,
                                medals).total

    def _production(self, state: GameState, seat: int, look: Outlook, options: list):
        after = look.spend(productions=1)
        base = holding(state, seat)
        best, best_command = worth(base, after, state.program_supply, self.w), EndTurn(player=seat)
        for command in options:
            medals = base.medals if look.final_production_now else 0
            total = self._attendance(state, command, medals)
            h = base.changed(coins=base.coins + total, record=max(base.record, total), medals=base.medals - medals,
                             produced=base.produced + (command.program,))
            value = worth(h, after, state.program_supply, self.w) - self._discard_cost(state, seat, h, command,
                                                                                       after)
            if value > best:
                best, best_command = value, command.model_copy(update={"medals": medals})
        return best_command

    def _discard_cost(self, state: GameState, seat: int, h, command: Produce, look: Outlook) -> float:
        """R11.2: the cheapest of the tokens assigned will be lost at the ceremony (none after round 5)."""
        if state.round == 5:
            return 0.0
        before = worth(h, look, state.program_supply, self.w)
        kinds = set(command.tokens) | ({Token.JOKER} if command.jokers else set())
        losses = []
        for token in kinds:
            lost = h.changed(tokens={**h.tokens, token: h.tokens[token] - 1})
            losses.append(before - worth(lost, look, state.program_supply, self.w))
        return min(losses, default=0.0)

    # R11 ------------------------------------------------------------------------------------------
    def _ceremony(self, state: GameState, seat: int):
        commands = [c for c in rules.legal_commands(state) if c.kind in ("discard_token", "request_donation")]
        look = outlook(state, seat)
        supply = state.program_supply
        if state.step.to_discard:
            return max(commands, key=lambda c: worth(with_tokens(state, seat, lose={c.token: 1}), look, supply,
                                                     self.w))
        giver = state.step.donation_from
        giver_look = outlook(state, giver)
        giver_before = worth(holding(state, giver), giver_look, supply, self.w)

        def value(command: RequestDonation) -> float:
            receiver, donor = after_exchange(state, seat, giver, {}, {command.token: 1})
            return (worth(receiver, look, supply, self.w)
                    + self.sw.donation_denial * (giver_before - worth(donor, giver_look, supply, self.w)))

        return max(commands, key=value)
