"""A headless table (`colosseum simulate`, the sample saves, the tests) plays exactly the game the rules engine plays
when driven directly with the same computer players, seeded alike (as benchmarks/tournament.py and tune_weights.py
play), and pays for no more than a table needs: no Future and no validated view for a decision made on the spot."""
import json

import pytest

from colosseum_desktop import rules, simulate
from colosseum_desktop.bots import make_bot
from colosseum_desktop.table import drivers
from colosseum_desktop.table.drivers import computer_seed
from colosseum_desktop.table.views import SeatView


def engine_game(levels: tuple[str, ...], seed: int) -> tuple[list, dict]:
    """The game played by `rules.apply` alone, each seat's player choosing from the state: its commands, and its
    result as `simulate --json` writes one (without the milliseconds)."""
    state = rules.new_game(rules.GameOptions(players=len(levels)), seed)
    players = [make_bot(level, computer_seed(seed, seat)) for seat, level in enumerate(levels)]
    commands = []
    while not rules.is_over(state):
        command = players[rules.current_player(state)].choose(state)
        state, _events = rules.apply(state, command)
        commands.append(command)
    return commands, {"seed": seed, "winners": list(rules.winners(state)), "records": [p.record for p in state.players],
                      "coins": [p.coins for p in state.players], "commands": len(commands), "violations": [],
                      "bots": list(levels)}


def without_ms(result: dict) -> dict:
    return {key: value for key, value in result.items() if key != "ms"}


@pytest.mark.parametrize("levels, seed", [(("random",) * 5, 3), (("easy",) * 4, 8), (("easy", "random", "easy"), 5),
                                          (("strong", "easy", "random", "easy"), 2)])
def test_a_headless_table_plays_the_engines_game_move_for_move(levels, seed):
    """R1-R14 as the engine applies them: the same commands, in order, and the same end."""
    played = []
    result = simulate.play_game(len(levels), seed, bots=levels,
                                on_command=lambda _state, command, _events: played.append(command))
    commands, expected = engine_game(levels, seed)
    assert played == commands
    assert without_ms(result.as_json()) == expected


def test_simulate_json_is_the_engines_games():
    """`colosseum simulate --json`'s games, seed after seed, are the engine's (only times may differ)."""
    lines = []
    assert simulate.run(players=5, games=3, seed=11, variant="standard", as_json=True, echo=lines.append,
                        bots="easy") == 0
    summary = json.loads(lines[0])
    assert [without_ms(game) for game in summary["results"]] == [engine_game(("easy",) * 5, seed)[1]
                                                                 for seed in (11, 12, 13)]


def test_a_headless_decision_builds_no_future_and_validates_no_view(monkeypatch):
    """A computer deciding inside `ask` answers at once: a Future (a lock and a condition) and pydantic's check of
    a whole game state in the seat's view cost a headless game a third of the engine's time per move."""
    def no_future():
        raise AssertionError("a Future was made for a decision made on the spot")

    validated = []
    checker = SeatView.__pydantic_validator__

    class Counting:
        def validate_python(self, *args, **kwargs):
            validated.append(args)
            return checker.validate_python(*args, **kwargs)

    monkeypatch.setattr(drivers, "Future", no_future)
    monkeypatch.setattr(SeatView, "__pydantic_validator__", Counting())
    result = simulate.play_game(4, 6, bots=("easy",) * 4)
    assert result.commands > 50 and not result.violations
    assert validated == []
