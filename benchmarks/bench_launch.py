"""Launch time to the first frame, and CPU use while the board sits idle.

    python benchmarks/bench_launch.py [--runs 5] [--idle-seconds 5] [--display] [--lang CODE]

Each figure comes from a fresh `python -m colosseum_desktop` process. The app reads COLOSSEUM_BENCH_EXIT_AFTER_MS:
it quits that long after its first frame and prints one JSON line (time to first frame from its own start,
CPU seconds and wall seconds after the first frame). Without --display the SDL dummy video driver is used;
with it, the real $DISPLAY (an X server or Xvfb), which includes the cost of presenting frames.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH_ENV = "COLOSSEUM_BENCH_EXIT_AFTER_MS"


def run_app(args: list[str], exit_after_ms: int, real_display: bool) -> tuple[float, dict]:
    """(wall seconds from spawn to exit, the app's JSON figures)."""
    env = dict(os.environ, **{BENCH_ENV: str(exit_after_ms), "SDL_AUDIODRIVER": "dummy"})
    if not real_display:
        env["SDL_VIDEODRIVER"] = "dummy"
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "colosseum_desktop", *args], env=env, capture_output=True,
                          text=True, timeout=120)
    wall = time.perf_counter() - start
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"the app failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return wall, json.loads(lines[-1])


def idle_board_save(folder: Path, players: int = 5) -> Path:
    """A fresh game with people in every seat, so nothing moves unless someone touches it."""
    from colosseum_desktop import rules
    from colosseum_desktop.saves import save_game
    from colosseum_desktop.session import Session

    names = ("Aurelia", "Brutus", "Cassia", "Decimus", "Flavia")[:players]
    session = Session.new(rules.GameOptions(players=players, names=names), seed=11)
    return save_game(session, folder / "idle-board.colosseum.json", ["person"] * players)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--idle-seconds", type=float, default=5.0)
    parser.add_argument("--display", action="store_true", help="use $DISPLAY instead of the dummy video driver")
    parser.add_argument("--lang", default="en", help="the language the app runs in (its --lang)")
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args()
    if args.short:
        args.runs, args.idle_seconds = 1, 0.2

    with tempfile.TemporaryDirectory() as tmp:
        saves_dir = Path(tmp)
        launches = [run_app(["--lang", args.lang, "--saves-dir", tmp], 0, args.display) for _ in range(args.runs)]
        spawn_to_exit = [wall * 1000 for wall, _ in launches]
        in_app = [figures["first_frame_ms"] for _, figures in launches]
        print(f"launch to first frame (title), {args.runs} runs, {'display' if args.display else 'dummy driver'}, "
              f"language {args.lang}:")
        print(f"  spawn -> first frame shown -> exit: median {statistics.median(spawn_to_exit):.0f} ms, "
              f"max {max(spawn_to_exit):.0f} ms")
        print(f"  app start -> first frame (in process): median {statistics.median(in_app):.0f} ms")

        save = idle_board_save(saves_dir)
        board_args = ["--lang", args.lang, "--saves-dir", tmp, "--load", str(save)]
        _, figures = run_app(board_args, int(args.idle_seconds * 1000), args.display)
        share = figures["idle_cpu_s"] / figures["idle_wall_s"] * 100
        print(f"idle board (5 players, nobody touching anything; measured after 1 s of settling) "
              f"for {figures['idle_wall_s']:.1f} s: "
              f"{figures['idle_cpu_s'] * 1000:.0f} ms CPU = {share:.2f}% of one core")
        print(f"  board first frame after app start: {figures['first_frame_ms']:.0f} ms; "
              f"peak resident memory {figures['max_rss_mb']} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
