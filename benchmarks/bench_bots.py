"""Strength and speed of the computer players.

Plays seeded 4-player games with one strong player against three random players, then against three easy
players, the strong player's seat rotating with the seed, and prints:
  - the strong player's win rate against each (a win shared by k players counts 1/k; chance is 1/4),
    with a 95% Wilson interval;
  - the median and 99th-percentile time of one decision (one choose() call) per level, and for the strong
    player per phase, measured in the worker processes: wall-clock time by default, or with --clock cpu
    the process's CPU time, which other programs competing for the cores do not inflate.

Run: python benchmarks/bench_bots.py [--games 400] [--workers 2] [--variant standard] [--clock wall|cpu] [--json]
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from colosseum_desktop import rules  # noqa: E402
from colosseum_desktop.bots import make_bot  # noqa: E402

PLAYERS = 4
OPPONENTS = ("random", "easy")
MAX_COMMANDS = 5000


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


def play(job: tuple[str, int, int, str, str]) -> dict:
    """One game; returns the strong seat's share of the win and every decision's time by level/phase."""
    opponent, seed, strong_seat, variant, clock_name = job
    clock = CLOCKS[clock_name]
    levels = [opponent] * PLAYERS
    levels[strong_seat] = "strong"
    state = rules.new_game(rules.GameOptions(players=PLAYERS, variant=variant), seed)
    bots = [make_bot(level, seed * 7919 + seat) for seat, level in enumerate(levels)]
    times: dict[str, list[float]] = {}
    for _ in range(MAX_COMMANDS):
        if rules.is_over(state):
            break
        seat = rules.current_player(state)
        phase = state.phase.value
        started = clock()
        command = bots[seat].choose(state)
        elapsed = (clock() - started) * 1000
        times.setdefault(levels[seat], []).append(elapsed)
        if levels[seat] == "strong":
            times.setdefault(f"strong/{phase}", []).append(elapsed)
        state, _ = rules.apply(state, command)
    else:
        raise RuntimeError(f"game {seed} did not end within {MAX_COMMANDS} commands")
    winners = rules.winners(state)
    share = 1 / len(winners) if strong_seat in winners else 0.0
    records = [p.record for p in state.players]
    return {"opponent": opponent, "share": share, "strong_record": records[strong_seat],
            "others_record": statistics.mean(r for s, r in enumerate(records) if s != strong_seat),
            "times": times}


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    if games == 0:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games against each opponent level")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1, help="first game seed")
    parser.add_argument("--variant", choices=("standard", "competitive"), default="standard")
    parser.add_argument("--clock", choices=tuple(CLOCKS), default="wall", help="how decisions are timed")
    parser.add_argument("--json", action="store_true", help="print one JSON line instead of tables")
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args(argv)
    if args.short:
        args.games, args.workers = 1, 1

    jobs = [(opponent, args.seed + index, index % PLAYERS, args.variant, args.clock)
            for opponent in OPPONENTS for index in range(args.games)]
    started = time.perf_counter()
    with Pool(args.workers) as pool:
        results = pool.map(play, jobs, chunksize=4)
    wall = time.perf_counter() - started

    strength = {}
    for opponent in OPPONENTS:
        games = [r for r in results if r["opponent"] == opponent]
        wins = sum(r["share"] for r in games)
        low, high = wilson(wins, len(games))
        strength[opponent] = {
            "games": len(games), "strong_win_rate": round(wins / len(games), 4),
            "interval_95": [round(low, 4), round(high, 4)],
            "strong_record_mean": round(statistics.mean(r["strong_record"] for r in games), 1),
            "opponents_record_mean": round(statistics.mean(r["others_record"] for r in games), 1),
        }
    times: dict[str, list[float]] = {}
    for result in results:
        for key, values in result["times"].items():
            times.setdefault(key, []).extend(values)
    speed = {key: {"decisions": len(values), "median_ms": round(statistics.median(values), 3),
                   "p99_ms": round(percentile(values, 0.99), 3), "max_ms": round(max(values), 1)}
             for key, values in sorted(times.items())}

    if args.json:
        print(json.dumps({"players": PLAYERS, "variant": args.variant, "workers": args.workers, "clock": args.clock,
                          "wall_seconds": round(wall, 1), "strength": strength, "speed": speed}))
        return 0
    print(f"{len(jobs)} games of {PLAYERS} players ({args.variant} auctions), seeds {args.seed}.."
          f"{args.seed + args.games - 1}, strong seat rotating; {wall:.0f} s on {args.workers} workers\n")
    print("| strong vs 3 ... | games | strong win rate | 95% interval | strong's mean record | others' mean record |")
    print("| --- | --- | --- | --- | --- | --- |")
    for opponent, row in strength.items():
        print(f"| {opponent} | {row['games']} | {row['strong_win_rate']:.1%} | {row['interval_95'][0]:.1%}-"
              f"{row['interval_95'][1]:.1%} | {row['strong_record_mean']} | {row['opponents_record_mean']} |")
    print(f"\nDecision times ({args.clock} clock):\n")
    print("| level (phase) | decisions | median ms | p99 ms | max ms |")
    print("| --- | --- | --- | --- | --- |")
    for key, row in speed.items():
        print(f"| {key} | {row['decisions']} | {row['median_ms']} | {row['p99_ms']} | {row['max_ms']} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
