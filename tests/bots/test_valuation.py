"""The bots' own sums agree with the rules (that their decisions use only what the players can see:
test_fair_play.py)."""
import random

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots.holdings import holding
from colosseum_desktop.bots.outlook import outlook
from colosseum_desktop.bots.valuation import CARDS, worth
from colosseum_desktop.bots.weights import load_weights
from colosseum_desktop.rules import NORMAL_TOKENS, Token
from tests.rules.helpers import game, with_player


def test_the_card_sums_match_the_rules_attendance_table():
    rng = random.Random(4)
    state = with_player(game(4, seed=2), 0, arena=(3, 4, 5, 6))  # big enough for every program
    pool = [*NORMAL_TOKENS, Token.JOKER]
    for _ in range(300):
        tokens = {}
        for token in rng.choices(pool, k=rng.randint(0, 14)):
            tokens[token] = tokens.get(token, 0) + 1
        number = rng.randint(1, 30)
        trial = with_player(state, 0, tokens=tokens, programs=(number,))
        card = CARDS[number]
        missing = card.missing(tokens)
        assigned, jokers = rules.best_assignment(trial, 0, number)
        if missing > card.max_missing:
            with pytest.raises(rules.IllegalCommand):
                rules.attendance(trial, 0, number, assigned, jokers)
            continue
        result = rules.attendance(trial, 0, number, assigned, jokers)
        assert (result.missing, result.table_value) == (missing, card.attendance(missing))


def test_tokens_a_held_program_lacks_make_a_position_worth_more():
    state = with_player(game(4, seed=2), 0, programs=(10,), tokens={Token.GLADIATOR: 2, Token.HORSE: 2})
    richer = with_player(state, 0, tokens={Token.GLADIATOR: 3, Token.HORSE: 3})
    look, w = outlook(state, 0), load_weights("strong").valuation
    assert worth(holding(richer, 0), look, state.program_supply, w) > worth(holding(state, 0), look,
                                                                             state.program_supply, w)
