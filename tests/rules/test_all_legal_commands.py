"""R6-R13: `rules.all_legal_commands` lists every command `apply` accepts, each once, and nothing it refuses;
trade offers (R8) within their bound (`trade.offers`: one token a side by default). Checked against a brute
force over each command's fields on every state of seeded random games, and against the commands the
computer players choose. `legal_commands` stays the short list: a subset."""
from __future__ import annotations

import itertools
import random

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.rules import (AcceptTrade, BuyExtraInvestment, BuyLoge, BuyProgram, BuySeasonTicket,
                                     ChooseDieValue, DeclineAuction, DiscardToken, EndTurn, ExchangeExtraAction,
                                     ExpandArena, MedalMoveNoble, MoveNoble, OpenAuction, PassBid, Produce,
                                     ProposeTrade, RaiseBid, RefuseTrade, RequestDonation, RollDice,
                                     TakeCoinsForMedal, Token)

PROGRAMS = [card.number for card in rules.game_data().programs]


def key(command) -> tuple:
    """A command as a hashable value (a command holding token counts is not hashable itself)."""
    return (type(command).__name__, *((name, tuple(sorted(value.items())) if isinstance(value, dict) else value)
                                      for name, value in command.__dict__.items()))


def canonical(command):
    """The command with zero counts left out; an offer also with what goes both ways cancelled out (the same
    tokens and coins move when it is accepted)."""
    if isinstance(command, Produce):
        return command.model_copy(update={"tokens": {t: n for t, n in command.tokens.items() if n},
                                          "jokers": {t: n for t, n in command.jokers.items() if n}})
    if isinstance(command, ProposeTrade):
        net = {t: command.give.get(t, 0) - command.take.get(t, 0) for t in {*command.give, *command.take}}
        coins = command.give_coins - command.take_coins
        return command.model_copy(update={"give": {t: n for t, n in net.items() if n > 0},
                                          "take": {t: -n for t, n in net.items() if n < 0},
                                          "give_coins": max(coins, 0), "take_coins": max(-coins, 0)})
    return command


def states(games: int, seed: int):
    """Every state of seeded games between random players: 3, 4 and 5 players, both auction rules."""
    for game in range(games):
        players = 3 + game % 3
        variant = "competitive" if game % 2 else "standard"
        state = rules.new_game(rules.GameOptions(players=players, variant=variant), seed + game)
        bots = [make_bot("random", seed + game * 10 + seat) for seat in range(players)]
        while not rules.is_over(state):
            yield state
            state, _ = rules.apply(state, bots[rules.current_player(state)].choose(state))
        yield state


def piles(most_one_of) -> list[dict]:
    return [{}] + [{token: 1} for token in most_one_of]


def brute_force(state: rules.GameState, rng: random.Random) -> list:
    """The deciding seat's commands of every kind over their fields' whole ranges and a step beyond (an offer's
    coins sampled: its range is the product of both sides'), and every seat's any-time exchanges (R13). That
    no other seat may decide now is a rule of its own, tested in test_questions.py."""
    out = [kind(player=p) for p in range(len(state.players)) for kind in (TakeCoinsForMedal, ExchangeExtraAction)]
    p = rules.current_player(state)
    if p is None:
        return out
    coins = state.players[p].coins
    out += [EndTurn(player=p), RollDice(player=p), PassBid(player=p), DeclineAuction(player=p),
            AcceptTrade(player=p), RefuseTrade(player=p), BuySeasonTicket(player=p), BuyLoge(player=p),
            BuyExtraInvestment(player=p, payment="medals"), BuyExtraInvestment(player=p, payment="extra_action"),
            ExpandArena(player=p, clockwise=True), ExpandArena(player=p, clockwise=False)]
    out += [BuyProgram(player=p, program=program) for program in [0, *PROGRAMS, max(PROGRAMS) + 1]]
    out += [OpenAuction(player=p, market=m, bid=b) for m in range(-1, len(state.markets) + 1) for b in range(coins + 2)]
    out += [RaiseBid(player=p, bid=b) for b in range(coins + 2)]
    out += [ChooseDieValue(player=p, die=d, value=v) for d in range(-1, 3) for v in range(5)]
    dice = [(), (0,), (1,), (2,), (0, 1), (1, 0), (0, 0)]
    out += [MoveNoble(player=p, noble=noble, dice=d) for noble in range(-1, len(state.nobles) + 1) for d in dice]
    out += [MedalMoveNoble(player=p, noble=noble, steps=s) for noble in range(-1, len(state.nobles) + 1)
            for s in range(-4, 5)]
    out += [kind(player=p, token=t) for kind in (DiscardToken, RequestDonation) for t in Token]
    if state.phase is rules.Phase.PRODUCE and state.step.dice_done:
        out += productions(state, p)  # before, the rules refuse any production: a rule of its own (R9)
    if state.phase is rules.Phase.TRADE and state.step.offer is None and rng.random() < 0.5:
        out += offers(state, p, rng)  # some thousands each: every other trade turn's start is enough
    return out


def productions(state, seat) -> list:
    """Every program held (and one not): each needed type's own tokens and jokers from none to as many as the
    card asks or the player holds, every number of medals held; and a step beyond each limit, one at a time
    (a token or joker more than held or asked, a medal more than held, a type the card does not ask for)."""
    player = state.player(seat)
    jokers_held = player.count(Token.JOKER)
    out = []
    for program in {*player.programs, next(n for n in PROGRAMS if n not in player.programs)}:
        needs = rules.game_data().program(program).tokens
        types = list(needs)
        own = [range(min(needs[t], player.count(t)) + 1) for t in types]
        stand_in = [range(min(needs[t], jokers_held) + 1) for t in types]
        for counts in itertools.product(*own):
            for joker_counts in itertools.product(*stand_in):
                for medals in range(player.medals + 1):
                    out.append(Produce(player=seat, program=program, tokens=dict(zip(types, counts)),
                                       jokers=dict(zip(types, joker_counts)), medals=medals))
        most = {t: min(needs[t], player.count(t)) for t in types}
        for t in types:
            out.append(Produce(player=seat, program=program, tokens={**most, t: most[t] + 1}))
            out.append(Produce(player=seat, program=program, tokens=most, jokers={t: min(needs[t], jokers_held) + 1}))
        out.append(Produce(player=seat, program=program, tokens=most, medals=player.medals + 1))
        unneeded = next(t for t in rules.NORMAL_TOKENS if t not in needs)
        out.append(Produce(player=seat, program=program, tokens={**most, unneeded: 1}))
    return out


def offers(state, trader, rng) -> list:
    """Offers to one other player, drawn, of at most one token a side, of any type either side holds and one
    neither does, with coins each way: none, the edges of what each side holds, and one between."""
    out = []
    mine = state.player(trader)
    for partner in [rng.choice([p.seat for p in state.players if p.seat != trader])]:
        theirs = state.player(partner)
        held = {t for t in Token if mine.count(t) or theirs.count(t)}
        types = [*held, next(t for t in Token if t not in held)]
        for give, take in itertools.product(piles(types), piles(types)):
            for give_coins, take_coins in coin_pairs(mine.coins, theirs.coins, rng):
                out.append(ProposeTrade(player=trader, partner=partner, give=give, give_coins=give_coins, take=take,
                                        take_coins=take_coins))
    return out


def nothing_offered(state) -> list:
    """The canonical form of an offer whose sides cancel out: the empty offer, to each other player."""
    if state.phase is not rules.Phase.TRADE or state.step.offer is not None:
        return []
    trader = state.step.trader
    return [ProposeTrade(player=trader, partner=p.seat) for p in state.players if p.seat != trader]


def coin_pairs(mine: int, theirs: int, rng) -> set[tuple[int, int]]:
    return set(itertools.product({0, mine, mine + 1, rng.randint(0, mine)}, {0, theirs, theirs + 1}))


def test_r6_r13_every_command_apply_accepts_is_listed_once_and_nothing_it_refuses():
    rng = random.Random(0)
    checked = offered = produced = 0
    for state in states(2, 0):
        listed = list(rules.all_legal_commands(state))
        keys = [key(command) for command in listed]
        assert len(set(keys)) == len(keys), "a command is listed twice"
        assert all(key(canonical(command)) == k for command, k in zip(listed, keys)), "zero counts in a command"
        assert all(rules.is_legal(state, command) for command in listed), state.phase
        legal = {key(canonical(c)) for c in brute_force(state, rng) if rules.is_legal(state, c)}
        legal -= {key(c) for c in nothing_offered(state)}  # a lion for a lion: legal, but it changes nothing
        assert legal <= set(keys), f"{state.phase}: {list(legal - set(keys))[:3]} not listed"
        # Everything but an offer is found by the brute force: nothing is listed beyond it
        assert {k for c, k in zip(listed, keys) if not isinstance(c, ProposeTrade)} == {
            k for k in legal if k[0] != "ProposeTrade"}
        assert {key(c) for c in rules.legal_commands(state)} <= set(keys)  # the short list is a part of it
        checked += 1
        offered += sum(isinstance(c, ProposeTrade) for c in listed)
        produced += sum(isinstance(c, Produce) for c in listed)
    assert checked > 200 and offered > 10_000 and produced > 100  # every kind was met, many times


def test_r6_r13_apply_accepts_every_listed_command():
    """`apply` itself, not only the question to the rules: on every tenth state, some 300 of its commands
    spread over the list (all of them where there are fewer)."""
    for i, state in enumerate(states(2, 7)):
        if i % 10:
            continue
        listed = list(rules.all_legal_commands(state))
        for command in listed[::max(1, len(listed) // 300)]:
            after, _events = rules.apply(state, command)  # raises if the rules refuse it
            assert after is not state


@pytest.mark.parametrize("level", ["random", "easy", "strong"])
def test_r6_r13_the_computer_players_choices_are_listed(level):
    """Each decision of a whole game of each level is in the list (a random player's offers of more than one
    token a side lie outside the bound, and are left out of the check)."""
    players = 4
    bots = [make_bot(level, seat) for seat in range(players)]
    state = rules.new_game(rules.GameOptions(players=players), 11)
    checked = 0
    while not rules.is_over(state):
        command = bots[rules.current_player(state)].choose(state)
        chosen = canonical(command)
        within = not isinstance(chosen, ProposeTrade) or (sum(chosen.give.values()) <= 1
                                                          and sum(chosen.take.values()) <= 1)
        if within:
            assert any(c == chosen for c in rules.all_legal_commands(state)), (level, command)
            checked += 1
        state, _ = rules.apply(state, command)
    assert checked > 100


def test_r8_the_bound_of_the_offers_is_a_parameter():
    """Two tokens a side lists the one-token offers and more; the count is what the bound says."""
    state = next(s for s in states(1, 3) if s.phase is rules.Phase.TRADE and s.step.offer is None
                 and sum(s.player(s.step.trader).tokens.values()) >= 2)
    one = {key(c) for c in rules.all_legal_commands(state) if isinstance(c, ProposeTrade)}
    two = {key(c) for c in rules.all_legal_commands(state, trade_tokens=2) if isinstance(c, ProposeTrade)}
    assert one < two
    trader = state.player(state.step.trader)
    expected = 0
    for partner in (p for p in state.players if p.seat != trader.seat):
        sides = [piles_of(trader), piles_of(partner)]
        pairs = sum(1 for give in sides[0] for take in sides[1] if not give.keys() & take.keys())
        expected += pairs * (trader.coins + partner.coins + 1) - 1  # no empty offer
    assert len(one) == expected


def piles_of(player) -> list[dict]:
    return piles([t for t, n in player.tokens.items() if n > 0])
