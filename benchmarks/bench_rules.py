"""Speed of the rules engine: milliseconds per whole random game and per command, for 3, 4 and 5 players.

Times are CPU time of this process (time.process_time), so other work on the machine disturbs them less;
the game loop is single-threaded, so this is the cost on one core. The split shows where a game's time goes:
`apply` (the rules), `legal_commands` (listing choices) and the random player's own choosing.

    python benchmarks/bench_rules.py [--games 200]
"""
from __future__ import annotations

import argparse
import statistics
import time

from colosseum_desktop import rules
from colosseum_desktop.bots.random_bot import RandomBot


def timed_game(players: int, seed: int) -> tuple[float, int, float, float]:
    """(total ms, commands, ms in apply, ms in legal_commands) for one random game."""
    clock = time.process_time
    started = clock()
    state = rules.new_game(rules.GameOptions(players=players), seed)
    bots = [RandomBot(seed * 7919 + seat) for seat in range(players)]
    in_apply = in_legal = 0.0
    commands = 0
    while not rules.is_over(state):
        command = bots[rules.current_player(state)].choose(state)
        t0 = clock()
        state, _ = rules.apply(state, command)
        in_apply += clock() - t0
        commands += 1
    total = clock() - started
    # legal_commands is called once per choice inside the bot; time it separately over the same game
    state = rules.new_game(rules.GameOptions(players=players), seed)
    bots = [RandomBot(seed * 7919 + seat) for seat in range(players)]
    while not rules.is_over(state):
        t0 = clock()
        rules.legal_commands(state)
        in_legal += clock() - t0
        state, _ = rules.apply(state, bots[rules.current_player(state)].choose(state))
    return total * 1000, commands, in_apply * 1000, in_legal * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args()
    if args.short:
        args.games = 1
    print(f"{'players':>7} {'ms/game median':>15} {'p90':>7} {'commands':>9} {'us/command':>11} "
          f"{'apply %':>8} {'legal %':>8}")
    for players in (3, 4, 5):
        runs = [timed_game(players, seed) for seed in range(args.games)]
        totals = sorted(r[0] for r in runs)
        commands = sum(r[1] for r in runs)
        total_ms = sum(totals)
        print(f"{players:>7} {statistics.median(totals):>15.2f} {totals[int(len(totals) * 0.9)]:>7.2f} "
              f"{statistics.median(r[1] for r in runs):>9.0f} {total_ms * 1000 / commands:>11.1f} "
              f"{100 * sum(r[2] for r in runs) / total_ms:>8.0f} {100 * sum(r[3] for r in runs) / total_ms:>8.0f}")


if __name__ == "__main__":
    main()
