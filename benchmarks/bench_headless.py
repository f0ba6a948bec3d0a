"""What a headless table costs over the rules engine: the same games played both ways, CPU time per command.

    python benchmarks/bench_headless.py [--games 20] [--players 5] [--bots easy] [--rounds 3]

The engine: `rules.apply` driven directly, each seat's computer player choosing from the state (as
tournament.py and tune_weights.py play). The table: `simulate.play_game` without the invariant checks (a
`Table` with a `Computer` in every seat, each decision asked through the seat's view and driver, every move
logged by the session), which `colosseum simulate`, the sample saves and the tests play. Both play the same
seeds with the same players, seeded alike, and must reach the same end (checked here; a test checks it move by
move). The two are run alternately, game by game, `--rounds` times, so a machine whose speed drifts slows both
alike; the figures are CPU time of this process.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from colosseum_desktop import rules  # noqa: E402
from colosseum_desktop.bots import make_bot  # noqa: E402
from colosseum_desktop.simulate import play_game  # noqa: E402
from colosseum_desktop.table.drivers import computer_seed  # noqa: E402


def engine_game(players: int, seed: int, levels: tuple[str, ...]) -> tuple[int, list[int]]:
    """(commands, records) of a game played through rules.apply alone."""
    state = rules.new_game(rules.GameOptions(players=players), seed)
    bots = [make_bot(level, computer_seed(seed, seat)) for seat, level in enumerate(levels)]
    commands = 0
    while not rules.is_over(state):
        state, _ = rules.apply(state, bots[rules.current_player(state)].choose(state))
        commands += 1
    return commands, [p.record for p in state.players]


def table_game(players: int, seed: int, levels: tuple[str, ...]) -> tuple[int, list[int]]:
    result = play_game(players, seed, check=False, bots=levels)
    return result.commands, result.records


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--bots", default="easy", help="one level for every seat")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args()
    if args.short:
        args.games, args.rounds = 1, 1
    levels = (args.bots,) * args.players
    clock = time.process_time
    ratios = []
    for round_ in range(args.rounds):
        spent = {"engine": 0.0, "table": 0.0}
        commands = 0
        for seed in range(args.seed, args.seed + args.games):
            ends = {}
            for name, play in (("engine", engine_game), ("table", table_game)):
                started = clock()
                ends[name] = play(args.players, seed, levels)
                spent[name] += clock() - started
            if ends["engine"] != ends["table"]:
                raise SystemExit(f"seed {seed}: the engine ended {ends['engine']}, the table {ends['table']}")
            commands += ends["engine"][0]
        engine_us, table_us = (spent[name] * 1e6 / commands for name in ("engine", "table"))
        ratios.append(table_us / engine_us)
        print(f"round {round_ + 1}: {args.games} {args.players}-player games of {args.bots} players, {commands} commands: "
              f"engine {engine_us:.1f} µs per command, table {table_us:.1f} µs ({table_us - engine_us:+.1f}, "
              f"{table_us / engine_us:.2f}x)")
    print(f"table / engine per command: median {statistics.median(ratios):.2f}x over {args.rounds} rounds")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
