"""How many measurements, and how long, fitting one line of text into a width takes, by text length.

    python benchmarks/bench_text_fit.py

Fitting used to cut one character at a time and measure again: quadratic (a 12,000-character name froze the
Load screen for 2.7 s; `render` on a 200,000-character one ran 11 minutes). The old way is timed here only up
to 3,000 characters.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from colosseum_desktop.sprites import theme  # noqa: E402
from colosseum_desktop.sprites.text import ELLIPSIS, fit_measured  # noqa: E402

SIZE, WIDTH = 21, 600
LENGTHS = (24, 300, 3_000, 12_000, 200_000)
OLD_UP_TO = 3_000


def one_at_a_time(value: str, width: int, measure) -> str:
    """The fitting this replaced, kept here to be measured against."""
    if measure(value) <= width:
        return value
    while value and measure(value + ELLIPSIS) > width:
        value = value[:-1]
    return value + ELLIPSIS


def timed(fit, value: str, measure, repeats: int) -> tuple[float, int]:
    counts, times = [], []
    for _ in range(repeats):
        calls = []
        start = time.perf_counter()
        fit(value, WIDTH, lambda part: calls.append(1) or measure(part))
        times.append((time.perf_counter() - start) * 1000)
        counts.append(len(calls))
    return statistics.median(times), counts[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    short = parser.parse_args().short
    pygame.init()
    face = theme.font(SIZE)

    def measure(part: str) -> int:
        return face.size(part)[0]

    print(f"fitting a name of N characters into {WIDTH} px at {SIZE} px text")
    print(f"{'N':>8} | {'measurements':>12} | {'ms (median)':>11} | {'old: measurements':>17} | {'old: ms':>9}")
    for length in LENGTHS[:2] if short else LENGTHS:
        value = ("Aurelia Brutus Cassia " * (length // 22 + 1))[:length]
        ms, count = timed(fit_measured, value, measure, repeats=1 if short else 21)
        old = timed(one_at_a_time, value, measure, repeats=1 if short else 3) if length <= OLD_UP_TO else None
        old_text = f"{old[1]:>17} | {old[0]:>9.1f}" if old else f"{'(not run)':>17} | {'':>9}"
        print(f"{length:>8} | {count:>12} | {ms:>11.3f} | {old_text}")


if __name__ == "__main__":
    main()
