"""How soon the idle window notices a worker's answer (a computer player's move, a save opened on a thread).

    python benchmarks/bench_wake.py [--trials 40] [--short]

The window's idle loop (`App._wait_for_events`) sleeps between looks for input. A worker finishes at a random
moment; the figure is the time from its finishing to the loop returning, in three ways, alternated trial by
trial: `wake()` (what the table's drivers and the save opener call now), a posted event alone (what an
SDL event would give), and nothing (before: the loop's next idle tick, IDLE_WAKE_MS). Dummy video driver.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from colosseum_desktop.app import App  # noqa: E402
from colosseum_desktop.scenes.wake import WAKE_EVENT, wake  # noqa: E402


def finish(how: str, done_at: list[float], delay: float) -> None:
    time.sleep(delay)
    done_at.append(time.perf_counter())
    if how == "wake":
        wake()
    elif how == "event":
        pygame.event.post(pygame.event.Event(WAKE_EVENT))


def latency_ms(how: str, rng: random.Random) -> float:
    pygame.event.clear()
    done_at: list[float] = []
    worker = threading.Thread(target=finish, args=(how, done_at, rng.uniform(0.005, 0.09)))
    worker.start()
    while True:
        App._wait_for_events(None)  # noqa: SLF001 - the loop's own idle wait, as the window runs it
        if done_at:
            worker.join()
            return (time.perf_counter() - done_at[0]) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=40)
    parser.add_argument("--short", action="store_true", help="a few trials, for the tests")
    args = parser.parse_args()
    trials = 3 if args.short else args.trials
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    rng = random.Random(1)
    figures: dict[str, list[float]] = {"wake": [], "event": [], "nothing": []}
    for _ in range(trials):
        for how in figures:
            figures[how].append(latency_ms(how, rng))
    for how, values in figures.items():
        print(f"{how:8} median {statistics.median(values):6.1f} ms   max {max(values):6.1f} ms   ({trials} trials)")
    pygame.display.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
