"""The bots' own sums agree with the rules, and their decisions use only what the players can see."""
import random

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
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


def hide_the_future(state: rules.GameState, salt: int) -> rules.GameState:
    """The same position with other dice to come and the bag's tokens unchanged in number (R14: only the
    bag's order and the dice are unknown to the players)."""
    return state.model_copy(update={"rng": (state.rng * 6364136223846793005 + salt) % (1 << 64)})


@pytest.mark.parametrize("level", ["easy", "strong"])
def test_decisions_do_not_depend_on_the_dice_still_to_come(level):
    state = rules.new_game(rules.GameOptions(players=4), 31)
    player = make_bot(level, 5)
    steps = 0
    while not rules.is_over(state) and steps < 400:
        # fresh bots: the strong one remembers its offers within a trade turn
        seen = make_bot(level, 5).choose(state)
        assert make_bot(level, 5).choose(hide_the_future(state, 1)) == seen
        state, _ = rules.apply(state, player.choose(state))
        steps += 1
    assert rules.is_over(state)
