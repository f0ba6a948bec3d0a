"""How fast a replay jumps to any move of a finished 5-player game, and what its timeline holds in memory.

    python benchmarks/bench_replay.py [--games N] [--jumps N] [--every 1,8,32] [--short]

For each spacing of checkpoints: opening the save into a timeline (the full check, a replay of every move),
jumping to random moves (each from a random other one, so the position last asked for rarely helps), stepping
one move forward and one back, and the memory the timeline keeps (tracemalloc, after the opening's transient
replay is gone). Goal (issue 23): a jump under 50 ms median. `--short` runs one small game quickly (the tests
run it so the script keeps working; they assert no times).
"""
from __future__ import annotations

import argparse
import gc
import random
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path

from colosseum_desktop import rules
from colosseum_desktop.replay import replay_save
from colosseum_desktop.saves import save_game
from colosseum_desktop.session import Session
from colosseum_desktop.simulate import let_computers_play

GOAL_JUMP_MS = 50.0


def finished_game(seed: int, folder: Path, players: int = 5) -> Path:
    """A whole game between easy computer players (they play every phase, as people do), saved."""
    session = Session.new(rules.GameOptions(players=players), seed)
    let_computers_play(session, ("easy",) * players)
    return save_game(session, folder / f"finished-{players}-{seed}")


def timed_ms(action) -> float:
    started = time.perf_counter()
    action()
    return (time.perf_counter() - started) * 1000


def measure(path: Path, every: int, jumps: int, rng: random.Random) -> dict:
    opened_ms = timed_ms(lambda: replay_save(path, checkpoint_every=every))  # timed without tracing memory
    gc.collect()
    tracemalloc.start()
    game = replay_save(path, checkpoint_every=every)
    gc.collect()
    kept_kb = tracemalloc.get_traced_memory()[0] / 1024  # what the timeline keeps, its moves included
    tracemalloc.stop()
    timeline = game.timeline
    moves = timeline.length
    jump_ms = []
    for _ in range(jumps):
        timeline.state_at(rng.randint(0, moves))  # from somewhere else
        jump_ms.append(timed_ms(lambda target=rng.randint(0, moves): timeline.state_at(target)))
    forward_ms, back_ms = [], []
    for _ in range(jumps):
        move = rng.randint(1, moves - 1)
        timeline.state_at(move)
        forward_ms.append(timed_ms(lambda move=move: timeline.state_at(move + 1)))
        back_ms.append(timed_ms(lambda move=move: timeline.state_at(move)))
    return {"every": every, "moves": moves, "open_ms": opened_ms, "kept_kb": kept_kb,
            "positions": timeline.kept_positions, "jump_median_ms": statistics.median(jump_ms),
            "jump_p90_ms": statistics.quantiles(jump_ms, n=10)[-1], "jump_max_ms": max(jump_ms),
            "forward_median_ms": statistics.median(forward_ms), "back_median_ms": statistics.median(back_ms)}


def main(argv: list[str] | None = None) -> list[dict]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--jumps", type=int, default=300)
    parser.add_argument("--every", default="1,8,32,1000", help="checkpoint spacings to compare, comma-separated")
    parser.add_argument("--short", action="store_true", help="one 3-player game, a few jumps (for the tests)")
    args = parser.parse_args(argv)
    spacings = [int(part) for part in args.every.split(",")]
    games, jumps, players = (1, 5, 3) if args.short else (args.games, args.jumps, 5)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        paths = [finished_game(seed, Path(folder), players) for seed in range(1, games + 1)]
        for path in paths:
            for every in spacings:
                rows.append(measure(path, every, jumps, random.Random(every)))
    print(f"{'every':>6} {'moves':>6} {'open ms':>8} {'kept KB':>8} {'positions':>9} {'jump median':>11} "
          f"{'p90':>7} {'max':>7} {'step +1':>8} {'step -1':>8}")
    for row in rows:
        print(f"{row['every']:>6} {row['moves']:>6} {row['open_ms']:>8.1f} {row['kept_kb']:>8.0f} "
              f"{row['positions']:>9} {row['jump_median_ms']:>11.3f} {row['jump_p90_ms']:>7.3f} "
              f"{row['jump_max_ms']:>7.3f} {row['forward_median_ms']:>8.3f} {row['back_median_ms']:>8.3f}")
    worst = max(row["jump_median_ms"] for row in rows)
    print(f"slowest median jump {worst:.3f} ms (goal < {GOAL_JUMP_MS:.0f} ms)")
    return rows


if __name__ == "__main__":
    main()
