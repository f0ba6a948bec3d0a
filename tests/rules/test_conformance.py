"""Hundreds of seeded random games of every player count and both auction rules (R1-R14 together):
invariants after every command, the state's JSON round trip, and the same seed giving the same game."""
import json
import subprocess
import sys

import pytest
from pydantic import TypeAdapter

from colosseum_desktop import rules
from colosseum_desktop.rules import Event, GameState, command_adapter
from colosseum_desktop.rules.invariants import violations
from colosseum_desktop.simulate import play_game

GAMES_PER_SETTING = 40  # 3 player counts x 2 rules x 40 = 240 whole games


@pytest.mark.parametrize("variant", ["standard", "competitive"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_keep_every_invariant(players, variant):
    for seed in range(GAMES_PER_SETTING):
        result = play_game(players, seed, rules.Variant(variant))
        assert result.violations == [], (seed, result.violations[:3])
        assert result.winners and all(0 <= w < players for w in result.winners)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_state_commands_and_events_survive_a_json_round_trip_after_every_command(players):
    event_adapter = TypeAdapter(Event)  # what a save's log holds its events as

    def check(state, command, events):
        assert GameState.model_validate_json(state.model_dump_json()) == state
        assert command_adapter.validate_json(command_adapter.dump_json(command)) == command
        for event in events:
            assert event_adapter.validate_python(json.loads(event_adapter.dump_json(event))) == event

    for seed in range(3):
        play_game(players, seed, on_command=check, check=False)


def test_the_same_seed_gives_the_same_game_twice():
    def record(log):
        return lambda state, command, events: log.append((command, tuple(events), state))

    first, second = [], []
    play_game(5, 99, rules.Variant.COMPETITIVE, on_command=record(first))
    play_game(5, 99, rules.Variant.COMPETITIVE, on_command=record(second))
    assert first == second and len(first) > 50


def test_a_game_replays_exactly_from_options_seed_and_commands():
    log = []
    play_game(4, 7, on_command=lambda state, command, events: log.append((command, state)))
    state = rules.new_game(rules.GameOptions(players=4), 7)
    for command, expected in log:
        state, _ = rules.apply(state, command)
        assert state == expected
    assert rules.is_over(state)


def test_legal_commands_are_all_accepted():
    for seed in range(6):
        def check(state, command, events):
            for legal in rules.legal_commands(state):
                rules.apply(state, legal)  # raises if the engine offered an illegal command
        play_game(3 + seed % 3, seed, on_command=check, check=False)


def test_importing_the_rules_pulls_in_no_pygame():
    code = ("import sys, colosseum_desktop.rules, colosseum_desktop.session, colosseum_desktop.simulate;"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_simulate_command_line_prints_a_json_summary_last():
    out = subprocess.run([sys.executable, "-m", "colosseum_desktop", "simulate", "--players", "5", "--games",
                          "3", "--seed", "2", "--variant", "competitive", "--json"],
                         capture_output=True, text=True, check=True)
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert summary["games"] == 3 and summary["invariant_violations"] == 0
    assert summary["ms_per_game_median"] > 0
    result = summary["results"][0]
    assert {"seed", "winners", "records", "coins", "commands"} <= set(result)
    assert violations(rules.new_game(rules.GameOptions(players=5), 2)) == []
