"""How long saving and loading take, and how large the files are, for games in their last round.

    python benchmarks/bench_saves.py [--repeats N]

Targets (issue 4): save < 20 ms, load with validation (including the replay) < 50 ms, file < 200 KB.
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from colosseum_desktop import rules
from colosseum_desktop.saves import Autosaver, load_game, save_game
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.saves.saving import encode, save_file_of
from colosseum_desktop.session import Session

TARGETS = {"save": 20.0, "load": 50.0, "kb": 200.0}


def game_in_round_5(players: int, seed: int) -> Session:
    """A random game stopped as round 5 reaches its production, the point with the longest log before the end."""
    session = Session.new(rules.GameOptions(players=players), seed)
    let_computers_play(session, ("random",) * players,
                       until=lambda s: s.round == 5 and s.phase is rules.Phase.PRODUCE)
    return session


def median_ms(action, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def measure(players: int, seed: int, repeats: int, folder: Path) -> dict:
    session = game_in_round_5(players, seed)
    path = folder / f"bench-{players}-{seed}.colosseum.json"
    autosaver = Autosaver(folder / "autosaves")
    return {
        "game": f"{players} players, seed {seed}", "moves": len(session.log),
        "encode": median_ms(lambda: encode(save_file_of(session)), repeats),
        "save": median_ms(lambda: save_game(session, path), repeats),
        "autosave": median_ms(lambda: autosaver.autosave(session), repeats),
        "load": median_ms(lambda: load_game(path), repeats),
        "kb": path.stat().st_size / 1024,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args()
    if args.short:
        args.repeats = 1
    with tempfile.TemporaryDirectory() as folder:
        rows = [measure(players, seed, args.repeats, Path(folder)) for players, seed in
                [(3, 1), (4, 2026), (5, 77), (5, 5)][:1 if args.short else None]]
    print(f"median of {args.repeats} runs; encode is the JSON alone, save and autosave add the atomic write with "
          f"its fsyncs, load includes the full replay")
    print(f"{'game':<22}{'moves':>6}{'encode ms':>11}{'save ms':>9}{'autosave ms':>13}{'load ms':>9}{'file KB':>9}")
    for row in rows:
        print(f"{row['game']:<22}{row['moves']:>6}{row['encode']:>11.1f}{row['save']:>9.1f}{row['autosave']:>13.1f}"
              f"{row['load']:>9.1f}{row['kb']:>9.1f}")
    worst = {key: max(row[key] for row in rows) for key in TARGETS}
    verdict = ", ".join(f"{key} {worst[key]:.1f} {'<' if worst[key] < limit else 'NOT <'} {limit:g}"
                        for key, limit in TARGETS.items())
    print(f"worst case against the targets (ms, ms, KB): {verdict}")


if __name__ == "__main__":
    main()
