"""What a question to the rules costs: "may this piece go there?" and "would this command be accepted?",
answered by `rules.targets` / `rules.why_not` (nothing played) against the old way, a trial `apply`.

Over the states of random 5-player games: lighting the squares of every noble and of the expansion piece
(36 squares each), and asking about every legal command plus a few refused ones. CPU time of one process.

    python benchmarks/bench_questions.py [--games 20]
"""
from __future__ import annotations

import argparse
import time

from colosseum_desktop import rules
from colosseum_desktop.bots.random_bot import RandomBot


def game_states(games: int) -> list[rules.GameState]:
    out = []
    for seed in range(games):
        state = rules.new_game(rules.GameOptions(players=5), seed)
        bots = [RandomBot(seed * 7919 + seat) for seat in range(5)]
        while not rules.is_over(state):
            out.append(state)
            state, _ = rules.apply(state, bots[rules.current_player(state)].choose(state))
    return out


def trial_apply(state, command) -> str | None:
    try:
        rules.apply(state, command)
    except rules.IllegalCommand as refusal:
        return str(refusal)
    return None


def squares_by_trial(state, source: str) -> frozenset[int]:
    out = set()
    for square in range(rules.game_data().ring_squares):
        try:
            command = rules.find_command(state, source, f"square:{square}")
        except rules.IllegalCommand:
            continue
        if trial_apply(state, command) is None:
            out.add(square)
    return frozenset(out)


def timed(work) -> float:
    started = time.process_time()
    work()
    return (time.process_time() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args()
    games = 1 if args.short else args.games
    states = game_states(games)
    produce = [s for s in states if s.phase is rules.Phase.PRODUCE and s.step.rolled]
    invest = [s for s in states if s.phase is rules.Phase.INVEST]
    pieces = [(s, f"noble:{n}") for s in produce for n in range(len(s.nobles))] + [(s, "expansion") for s in invest]
    commands = [(s, c) for s in states for c in rules.legal_commands(s)]
    commands += [(s, rules.EndTurn(player=(rules.current_player(s) + 1) % 5)) for s in states]
    for s, piece in pieces:
        assert rules.targets(s, piece) == squares_by_trial(s, piece)
    lit_new = timed(lambda: [rules.targets(s, p) for s, p in pieces])
    lit_old = timed(lambda: [squares_by_trial(s, p) for s, p in pieces])
    ask_new = timed(lambda: [rules.why_not(s, c) for s, c in commands])
    ask_old = timed(lambda: [trial_apply(s, c) for s, c in commands])
    print(f"{games} five-player games, {len(states)} states")
    print(f"lighting a piece's squares ({len(pieces)} pieces): targets {lit_new / len(pieces) * 1000:.0f} µs, "
          f"trial apply {lit_old / len(pieces) * 1000:.0f} µs per piece ({lit_old / lit_new:.1f}x)")
    print(f"is this command legal ({len(commands)} commands): why_not {ask_new / len(commands) * 1000:.1f} µs, "
          f"trial apply {ask_old / len(commands) * 1000:.1f} µs per command ({ask_old / ask_new:.1f}x)")


if __name__ == "__main__":
    main()
