"""Whole games played by computer players: every command they submit is legal, in every player count and
both auction variants, and a game with every seat computer-played runs headless from start to end."""
import json

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import LEVELS, make_bot
from colosseum_desktop.cli import main
from colosseum_desktop.rules.invariants import violations
from colosseum_desktop.simulate import play_game

MAX_COMMANDS = 3000  # a game between these players takes a few hundred


def play_through(players: int, variant: str, levels: list[str], seed: int) -> rules.GameState:
    """Play a whole game; apply() raises IllegalCommand on the first illegal command."""
    state = rules.new_game(rules.GameOptions(players=players, variant=variant), seed)
    bots = [make_bot(levels[seat % len(levels)], seed * 100 + seat) for seat in range(players)]
    for _ in range(MAX_COMMANDS):
        if rules.is_over(state):
            return state
        seat = rules.current_player(state)
        command = bots[seat].choose(state)
        assert command.player == seat
        previous = state
        state, _ = rules.apply(state, command)
        assert violations(state, previous) == []
    pytest.fail(f"the game did not end within {MAX_COMMANDS} commands")


GAMES_PER_LEVEL = {"random": 2, "easy": 3, "strong": 1, "expert": 1}


@pytest.mark.parametrize("variant", ["standard", "competitive"])
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_seat_of_one_level_plays_only_legal_commands(level, players, variant):
    for game in range(GAMES_PER_LEVEL[level]):
        state = play_through(players, variant, [level], seed=11 + game)
        assert rules.winners(state)
        assert all(p.record >= 0 for p in state.players)


@pytest.mark.parametrize("variant", ["standard", "competitive"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_mixed_levels_play_only_legal_commands(players, variant):
    state = play_through(players, variant, ["strong", "easy", "random"], seed=23)
    assert rules.winners(state)


def test_a_game_with_every_seat_computer_played_runs_headless_to_the_end():
    result = play_game(4, seed=5, bots=("strong", "easy", "random", "strong"))
    assert result.violations == []
    assert result.winners and set(result.winners) <= {0, 1, 2, 3}
    assert set(result.decision_ms) == {"strong", "easy", "random"}
    assert sum(len(ms) for ms in result.decision_ms.values()) == result.commands


def test_simulate_reports_win_rates_and_decision_times_per_level(capsys):
    code = main(["simulate", "--games", "2", "--players", "3", "--bots", "strong,easy,random", "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["bots"] == ["strong", "easy", "random"]
    assert len(summary["win_rate"]) == 3 and sum(summary["win_rate"]) == pytest.approx(1.0)
    assert summary["win_rate_counts_shared_wins_as"] == "fraction"
    for key in ("decision_ms_median", "decision_ms_p99"):
        assert set(summary[key]) == {"strong", "easy", "random"}
        assert all(ms >= 0 for ms in summary[key].values())


def test_simulate_refuses_a_bad_bots_list(capsys):
    assert main(["simulate", "--players", "4", "--bots", "strong,easy"]) == 2
    assert main(["simulate", "--players", "3", "--bots", "strong,clever,easy"]) == 2
    assert "clever" in capsys.readouterr().err


@pytest.mark.soak
@pytest.mark.parametrize("variant", ["standard", "competitive"])
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("levels", [["strong"], ["easy"], ["strong", "easy", "random"], ["random", "strong"]])
def test_soak_many_games_stay_legal(levels, players, variant):
    for seed in range(100, 115):
        play_through(players, variant, levels, seed)
