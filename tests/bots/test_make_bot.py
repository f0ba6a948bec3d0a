"""make_bot: the levels the screens offer, and decisions that repeat given the seed."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import LEVELS, make_bot


def commands_of_a_game(levels: list[str], seed: int, bot_seed: int) -> list:
    state = rules.new_game(rules.GameOptions(players=len(levels)), seed)
    bots = [make_bot(level, bot_seed + seat) for seat, level in enumerate(levels)]
    commands = []
    while not rules.is_over(state):
        command = bots[rules.current_player(state)].choose(state)
        commands.append(command)
        state, _ = rules.apply(state, command)
    return commands


def test_the_four_levels_are_offered():
    assert set(LEVELS) == {"random", "easy", "strong", "expert"}
    for level in LEVELS:
        bot = make_bot(level, seed=3)
        state = rules.new_game(rules.GameOptions(players=3), 1)
        command = bot.choose(state)
        assert command.player == rules.current_player(state)
        rules.apply(state, command)  # legal


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster", seed=1)


def test_the_same_seeds_give_the_same_game():
    levels = ["strong", "easy", "random", "strong"]
    first = commands_of_a_game(levels, seed=9, bot_seed=40)
    assert first == commands_of_a_game(levels, seed=9, bot_seed=40)


def test_the_random_level_follows_its_seed():
    levels = ["random"] * 3
    assert commands_of_a_game(levels, seed=9, bot_seed=1) != commands_of_a_game(levels, seed=9, bot_seed=2)
