"""Frame time of the board scene with 5 players mid-game, drawn offscreen (dummy video driver), on the canvas a
window of `--window` size gets (1600x900 for 16:9, 1600x1000 for 16:10, 1600x1200 for 4:3), drawn as that window
draws it: at the window's own resolution when it is larger than the canvas (3840x2160: 2.4 pixels to the canvas
pixel), else at the canvas's size and shrunk.

Prints median and 99th percentile for three kinds of frame:
  hover     - nothing in the game changes; the pointer moves over pieces (tooltips), the common case (hover+present:
              with presenting it into the window, as for change+present);
  animation - dice tumbling and nobles gliding after each produce-phase command;
  change    - the first frame after a command, when the parts of the board that changed are repainted;
the change frame again with presenting it into the window included (change+present: what a player waits for in
that window, 4K with --window 3840x2160; as the app presents it: only the places the frame changed, where the
window is drawn at its own resolution), and what presenting a whole frame costs in windows of several sizes (the
canvas copied at the window's resolution, or shrunk smoothly into a smaller one).
Run: python benchmarks/bench_frames.py [--frames N] [--cpu] [--lang CODE] [--window WxH]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from colosseum_desktop import rules  # noqa: E402
from colosseum_desktop.i18n import set_language  # noqa: E402
from colosseum_desktop.bots.random_bot import RandomBot  # noqa: E402
from colosseum_desktop.scenes.base import SceneManager  # noqa: E402
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.starting.entry import seated_table
from colosseum_desktop.scenes.route_table import route_table
from colosseum_desktop.settings import Settings  # noqa: E402
from colosseum_desktop.sprites import pen  # noqa: E402
from colosseum_desktop.session import Session  # noqa: E402
from colosseum_desktop.viewport import Viewport  # noqa: E402

NAMES = ("Aurelia", "Brutus", "Cassia", "Decimus", "Flavia")


def mid_game(seed: int) -> Session:
    """A 5-player game played by random players to the middle of round 3."""
    session = Session.new(rules.GameOptions(players=5, names=NAMES), seed)
    bot = RandomBot(seed)
    while session.state.round < 3 or session.state.phase is not rules.Phase.AUCTION:
        session.submit(bot.choose(session.state))
    return session


def summary(samples: list[float]) -> dict:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"frames": len(samples), "median_ms": round(statistics.median(ordered), 3), "p99_ms": round(p99, 3)}


CLOCK = time.perf_counter  # --cpu: this thread's CPU time instead, steadier on a machine busy with other work


def timed(draw) -> float:
    start = CLOCK()
    draw()
    return (CLOCK() - start) * 1000


def present_costs(logical_size: tuple[int, int], repeats: int) -> dict:
    """Median ms to put a whole frame into a window of each size of the canvas's shape, as the app does: nothing but
    the bars where the canvas is drawn into the window's own pixels, smooth shrinking into a window smaller than the
    canvas."""
    out = {}
    width, height = logical_size
    for size in ((across, round(across * height / width)) for across in (width, 1280, 1920, 3840)):
        window = pygame.Surface(size).convert()
        viewport = Viewport(size, logical_size)
        canvas = viewport.canvas_over(window)
        samples = [timed(lambda: viewport.present(canvas, window)) for _ in range(repeats)]
        out[f"{size[0]}x{size[1]}"] = round(statistics.median(samples), 2)
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--cpu", action="store_true", help="time frames by the thread's CPU time, not wall time")
    parser.add_argument("--lang", default="en", help="the language the board is drawn in")
    parser.add_argument("--window", default="1600x900", help="the window's size, WxH: the canvas takes its shape")
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args()
    if args.short:
        args.frames = 8
    set_language(args.lang)
    global CLOCK
    if args.cpu:
        CLOCK = time.thread_time
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    window_size = tuple(int(part) for part in args.window.lower().split("x"))
    viewport = Viewport(window_size)
    window = pygame.Surface(window_size).convert()
    pen.set_scale(viewport.drawn_at)  # as the app does: pictures made at the canvas's resolution
    canvas = viewport.canvas_over(window)  # as the app draws: into the window's own pixels where it can
    width, height = canvas.get_size()
    session = mid_game(args.seed)
    manager = SceneManager()
    settings = Settings(computer_delay_ms=0, animation_speed=1.0, sound_volume=0.7, auto_dialogs=False)
    ctx = SimpleNamespace(manager=manager, settings=settings, routes=route_table())  # the end screen, when reached
    board = BoardScene(ctx, seated_table(ctx, session, ["person"] * 5, autosave=False))
    manager.push(board)
    manager.apply_pending()
    manager.draw(canvas)  # warm the caches (fonts, token images, background)

    viewport.present(canvas, window)
    hover, hover_presented = [], []
    for i in range(args.frames):
        board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, {"pos": ((i * 37) % width, (i * 53) % height),
                                                                   "rel": (0, 0), "buttons": (0, 0, 0)}))
        drawn = []
        hover.append(timed(lambda: drawn.append(manager.draw(canvas))))
        hover_presented.append(hover[-1] + timed(lambda: viewport.present(canvas, window, drawn[0])))

    animation, change, presented = [], [], []
    bot = RandomBot(args.seed + 1)
    while len(change) < args.frames // 4 and not rules.is_over(session.state):
        session.submit(bot.choose(session.state))
        board.update(0)
        drawn = []  # what the frame changed, as the app presents it (only those places, or all)
        change.append(timed(lambda: drawn.append(manager.draw(canvas))))
        presented.append(change[-1] + timed(lambda: viewport.present(canvas, window, drawn[0])))
        while board.animator.busy:
            board.update(16)
            animation.append(timed(lambda: manager.draw(canvas)))

    figures = {"canvas": f"{width}x{height}", "drawn_at": round(viewport.drawn_at, 3), "window": args.window, "players": 5, "hover": summary(hover), "hover+present": summary(hover_presented),
               "animation": summary(animation), "change": summary(change), "change+present": summary(presented),
               "present_ms": present_costs(canvas.get_size(), max(5, args.frames // 20))}
    for name in ("hover", "hover+present", "animation", "change", "change+present"):
        f = figures[name]
        print(f"{name:>14}: median {f['median_ms']:.2f} ms, p99 {f['p99_ms']:.2f} ms over {f['frames']} frames")
    print("  present:", ", ".join(f"{size} {ms:.2f} ms" for size, ms in figures["present_ms"].items()))
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
