"""How long a hint takes: the advisor (colosseum_desktop/advisor) asked at every decision of seeded games played by
strong computer players, from each decider's view, as the board asks it on its worker when a person presses H.

Prints the median, 90th percentile and largest time of one hint, overall and per phase (goal: a median under
300 ms on a 2-core machine). --clock cpu measures the process's CPU time, which other programs competing for the
cores do not inflate.

Run: python benchmarks/bench_hints.py [--games 3] [--players 4] [--clock wall|cpu] [--short]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from colosseum_desktop import rules  # noqa: E402
from colosseum_desktop.advisor import advise  # noqa: E402
from colosseum_desktop.bots import make_bot  # noqa: E402
from colosseum_desktop.table import computer_seed  # noqa: E402
from colosseum_desktop.table.views import view_for  # noqa: E402

CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
SHORT_DECISIONS = 40  # a short run: the first decisions of one game


def hint_times(seed: int, players: int, clock, limit: int | None) -> dict[str, list[float]]:
    """Every decision's hint time (ms) by phase, in one game the strong players play to its end (or `limit`)."""
    state = rules.new_game(rules.GameOptions(players=players), seed)
    bots = [make_bot("strong", computer_seed(seed, seat)) for seat in range(players)]
    times: dict[str, list[float]] = {}
    decisions = 0
    while not rules.is_over(state) and (limit is None or decisions < limit):
        seat = rules.current_player(state)
        view = view_for(state, seat)
        started = clock()
        advise(view)
        times.setdefault(state.phase.value, []).append((clock() - started) * 1000)
        state, _ = rules.apply(state, bots[seat].choose(state))
        decisions += 1
    return times


def summary(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (f"{name:10} {len(values):5} hints  median {statistics.median(values):6.1f} ms  "
            f"p90 {p90:6.1f} ms  max {ordered[-1]:6.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=4, choices=(3, 4, 5))
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall")
    parser.add_argument("--short", action="store_true", help="one game's first decisions only (the tests' run)")
    args = parser.parse_args()
    games, limit = (1, SHORT_DECISIONS) if args.short else (args.games, None)
    merged: dict[str, list[float]] = {}
    for seed in range(1, games + 1):
        for phase, values in hint_times(seed, args.players, CLOCKS[args.clock], limit).items():
            merged.setdefault(phase, []).extend(values)
    everything = [v for values in merged.values() for v in values]
    print(f"hints at every decision of {games} game(s), {args.players} players, {args.clock} clock")
    print(summary("all", everything))
    for phase, values in merged.items():
        print(summary(phase, values))


if __name__ == "__main__":
    main()
