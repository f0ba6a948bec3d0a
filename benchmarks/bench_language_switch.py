"""What choosing another language costs: from the choice to the first frame drawn in it, with a 5-player game
in round 5 on the board (a long log to word again) and the pause menu open over it, drawn offscreen (dummy video
driver). Each sample switches to the next of the six languages: every scene on the stack makes its words again,
the board's log is worded again from the game's record and its picture is painted afresh.

Run: python benchmarks/bench_language_switch.py [--switches N]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from colosseum_desktop import rules  # noqa: E402
from colosseum_desktop.app import AppContext  # noqa: E402
from colosseum_desktop.bots.random_bot import RandomBot  # noqa: E402
from colosseum_desktop.i18n import LANGUAGES  # noqa: E402
from colosseum_desktop.scenes.base import SceneManager  # noqa: E402
from colosseum_desktop.scenes.board.scene import BoardScene  # noqa: E402
from colosseum_desktop.scenes.starting.entry import seated_table  # noqa: E402
from colosseum_desktop.scenes.board.pause import PauseScene  # noqa: E402
from colosseum_desktop.session import Session  # noqa: E402
from colosseum_desktop.settings import Settings  # noqa: E402
from colosseum_desktop.viewport import LOGICAL_SIZE  # noqa: E402

NAMES = ("Aurelia", "Brutus", "Cassia", "Decimus", "Flavia")


def late_game(seed: int = 1) -> Session:
    session = Session.new(rules.GameOptions(players=5, names=NAMES), seed)
    bot = RandomBot(seed)
    while session.state.round < 5:
        session.submit(bot.choose(session.state))
    return session


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--switches", type=int, default=60)
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args()
    if args.short:
        args.switches = 2
    pygame.init()
    pygame.display.set_mode((64, 36))
    canvas = pygame.Surface(LOGICAL_SIZE).convert()
    session = late_game()
    ctx = AppContext(SceneManager(), Path("/nonexistent"), Settings(animation_speed=0.0, auto_dialogs=False))
    seats = ["person"] * 5
    table = seated_table(ctx, session, seats, autosave=False)
    for scene in (BoardScene(ctx, table), PauseScene(ctx, table)):
        ctx.manager.push(scene)
        ctx.manager.apply_pending()
    ctx.manager.draw(canvas)
    codes = list(LANGUAGES)
    samples = []
    for i in range(args.switches):
        start = time.perf_counter()
        ctx.choose_language(codes[(i + 1) % len(codes)])
        ctx.manager.apply_pending()
        ctx.manager.draw(canvas)
        samples.append((time.perf_counter() - start) * 1000)
    ordered = sorted(samples)
    print(json.dumps({"log_lines": len(ctx.manager.stack[0].log_panel.lines), "switches": len(samples),
                      "median_ms": round(statistics.median(samples), 1),
                      "p90_ms": round(ordered[int(len(ordered) * 0.9)], 1), "max_ms": round(ordered[-1], 1)}))


if __name__ == "__main__":
    main()
