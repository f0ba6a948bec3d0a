"""R5-R13 asked without playing: `why_not`/`is_legal` refuse exactly what `apply` refuses, with the same words
and error type, and `targets` lights exactly the squares whose drop `apply` accepts; neither ever runs `apply`."""
from __future__ import annotations

import random

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.rules import engine
from colosseum_desktop.rules import (AcceptTrade, BuyExtraInvestment, BuyLoge, BuyProgram, BuySeasonTicket,
                                     ChooseDieValue, DeclineAuction, DiscardToken, EndTurn, ExchangeExtraAction,
                                     ExpandArena, MedalMoveNoble, MoveNoble, OpenAuction, PassBid, Produce,
                                     ProposeTrade, RaiseBid, RefuseTrade, RequestDonation, RollDice,
                                     TakeCoinsForMedal, Token)

RING = rules.game_data().ring_squares


def states(games: int, seed: int = 0):
    """Every state of a few random games: 3, 4 and 5 players, both auction rules."""
    for game in range(games):
        players = 3 + game % 3
        variant = "competitive" if game % 2 else "standard"
        state = rules.new_game(rules.GameOptions(players=players, variant=variant), seed + game)
        bots = [RandomBot(seed + game * 10 + seat) for seat in range(players)]
        while not rules.is_over(state):
            yield state
            state, _ = rules.apply(state, bots[rules.current_player(state)].choose(state))
        yield state


def candidates(state: rules.GameState, rng: random.Random) -> list:
    """The legal commands, and commands of every kind with fields near and beyond the legal ones."""
    n = len(state.players)
    seat = rules.current_player(state)
    seats = [s for s in (seat, rng.randrange(n), n, -1) if s is not None]
    tokens = list(Token)
    out = list(rules.legal_commands(state))
    for p in seats:
        coins = state.players[p].coins if 0 <= p < n else 10
        token = rng.choice(tokens)
        out += [EndTurn(player=p), RollDice(player=p), PassBid(player=p), DeclineAuction(player=p),
                AcceptTrade(player=p), RefuseTrade(player=p), BuySeasonTicket(player=p), BuyLoge(player=p),
                TakeCoinsForMedal(player=p), ExchangeExtraAction(player=p),
                BuyExtraInvestment(player=p, payment=rng.choice(["medals", "extra_action"])),
                BuyProgram(player=p, program=rng.randint(0, 32)), ExpandArena(player=p, clockwise=rng.random() < .5),
                OpenAuction(player=p, market=rng.randint(-1, 5), bid=rng.randint(0, coins + 3)),
                RaiseBid(player=p, bid=rng.randint(0, coins + 3)),
                ChooseDieValue(player=p, die=rng.randint(-1, 2), value=rng.randint(0, 4)),
                MoveNoble(player=p, noble=rng.randint(-1, 7), dice=rng.choice([(), (0,), (1,), (0, 1), (1, 0), (0, 0),
                                                                                (2,)])),
                MedalMoveNoble(player=p, noble=rng.randint(-1, 7), steps=rng.randint(-4, 4)),
                DiscardToken(player=p, token=token), RequestDonation(player=p, token=token),
                ProposeTrade(player=p, partner=rng.randint(-1, n), give={token: rng.randint(-1, 3)},
                             give_coins=rng.randint(-1, coins + 2), take={rng.choice(tokens): rng.randint(0, 2)},
                             take_coins=rng.randint(0, 12))]
        if 0 <= p < n:
            for program in state.players[p].programs:
                held = dict(state.players[p].tokens)
                out.append(Produce(player=p, program=program, tokens={t: rng.randint(0, 2) for t in held},
                                   medals=rng.randint(-1, 2)))
                tokens_, jokers = rules.best_assignment(state, p, program)
                out.append(Produce(player=p, program=program, tokens=tokens_, jokers=jokers,
                                   medals=rng.randint(0, 1)))
    return out


def refusal_of(ask, state, command) -> tuple[type, str] | None:
    """(error type, words) of the refusal `ask(state, command)` raises, or None when it raises none."""
    try:
        ask(state, command)
    except rules.IllegalCommand as refusal:
        return type(refusal), str(refusal)
    return None


@pytest.mark.parametrize("seed", [0, 100])
def test_r5_r13_the_check_refuses_what_apply_refuses_with_the_same_words(seed):
    rng = random.Random(seed)
    compared = refused = 0
    for state in states(6, seed):
        for command in candidates(state, rng):
            expected = refusal_of(rules.apply, state, command)
            assert refusal_of(engine.check, state, command) == expected, (state.phase, command)
            assert rules.why_not(state, command) == (None if expected is None else expected[1])
            assert rules.is_legal(state, command) is (expected is None)
            compared += 1
            refused += expected is not None
    assert compared > 5000 and 0 < refused < compared  # both answers were met, many times


def squares_apply_accepts(state, source: str) -> frozenset[int]:
    out = set()
    for square in range(RING):
        try:
            rules.apply(state, rules.find_command(state, source, f"square:{square}"))
        except rules.IllegalCommand:
            continue
        out.add(square)
    return frozenset(out)


def test_r3_r9_targets_are_the_squares_whose_drop_apply_accepts():
    """Nobles with the dice (R9.1) and medals (R13), and the expansion piece at either arena end (R3, R6)."""
    lit = 0
    for state in states(4, 7):
        if rules.current_player(state) is None:
            continue
        sources = [f"noble:{n.id}" for n in state.nobles] + ["expansion", "dice", "market:1"]
        for source in sources:
            expected = squares_apply_accepts(state, source) if rules.Piece.parse(source).moves else frozenset()
            assert rules.targets(state, source) == expected, (state.phase, source)
            lit += bool(expected)
    assert lit > 50


def test_r5_questions_never_run_apply(monkeypatch):
    """Nothing is played to answer: the working copy `apply` builds is never made."""
    asked = list(states(2, 3))
    calls = []
    real = engine.Context
    monkeypatch.setattr(engine, "Context", lambda state: calls.append(state) or real(state))
    rng = random.Random(3)
    for state in asked:
        for command in candidates(state, rng)[:30]:
            rules.why_not(state, command)
        for noble in range(len(state.nobles)):
            rules.targets(state, f"noble:{noble}")
        rules.targets(state, "expansion")
    assert calls == []
    rules.apply(rules.new_game(rules.GameOptions(players=3), 1), EndTurn(player=0))
    assert len(calls) == 1  # the counter counts


def test_r10_r11_stars_after_a_ceremony_choice_are_those_apply_leaves():
    from colosseum_desktop.rules.ceremony import stars_after_choice
    seen = changed = 0
    for state in states(12, 20):
        if state.phase is not rules.Phase.CEREMONY:
            continue
        for command in rules.legal_commands(state):
            if isinstance(command, (DiscardToken, RequestDonation)):
                after, _ = rules.apply(state, command)
                assert stars_after_choice(state, command.token) == after.stars
                seen += 1
                changed += after.stars != state.stars
    assert seen > 20 and changed
