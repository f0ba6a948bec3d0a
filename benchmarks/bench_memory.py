"""Memory: the rules' state and a whole game's history, the board scene over whole games, and the app.

    python benchmarks/bench_memory.py [--games 5] [--window 3840x2160]

- rules (tracemalloc, Python objects only): one fresh 5-player state, and a session holding every state of a
  whole 5-player random game (the log undo and saves work from; states share what a command left unchanged);
- board scene (resident set size of this process, SDL surfaces included): after the imports, with the board
  drawn, and after each of several whole 5-player games played through the board scene in the same process,
  animations and all (it must level off: every cache is bounded); drawn as a window of `--window` draws it (at
  its own resolution when larger than the canvas, as bench_frames.py does: 3840x2160 is a 4K window);
- the app (`python -m colosseum_desktop` on a 5-player board, dummy video driver): its peak resident set size.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import tracemalloc
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

NAMES = ("Aurelia", "Brutus", "Cassia", "Decimus", "Flavia")


def resident_mb() -> float:
    """This process's resident set size now (Linux /proc; 0 where there is none)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def traced_kb(build) -> tuple[float, object]:
    """KB of Python objects `build()` allocates and keeps alive, and what it built."""
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    built = build()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return (after - before) / 1024, built


def random_game(players: int, seed: int, commands: int | None = None):
    """A session played by random players to the end, or for that many commands."""
    from colosseum_desktop import rules
    from colosseum_desktop.bots.random_bot import RandomBot
    from colosseum_desktop.session import Session

    session = Session.new(rules.GameOptions(players=players, names=NAMES[:players]), seed)
    bot = RandomBot(seed)
    while not rules.is_over(session.state) and (commands is None or len(session.log) < commands):
        session.submit(bot.choose(session.state))
    return session


def rules_memory(commands: int | None = None) -> None:
    from colosseum_desktop import rules

    random_game(5, 1, commands)  # load the game data and warm every cache first: they are not a state's cost
    state_kb, _ = traced_kb(lambda: rules.new_game(rules.GameOptions(players=5, names=NAMES), 2))
    history_kb, session = traced_kb(lambda: random_game(5, 3, commands))
    print(f"rules: a fresh 5-player state {state_kb:.0f} KB; a whole 5-player game's session "
          f"({len(session.log)} commands, every state kept) {history_kb / 1024:.2f} MB "
          f"= {history_kb / len(session.log):.1f} KB per command")


def board_memory(games: int, commands: int | None = None, window_size: tuple[int, int] = (1600, 900)) -> None:
    import pygame

    from colosseum_desktop import rules
    from colosseum_desktop.bots.random_bot import RandomBot
    from colosseum_desktop.scenes.base import SceneManager
    from colosseum_desktop.scenes.board.scene import BoardScene
    from colosseum_desktop.scenes.starting.entry import seated_table
    from colosseum_desktop.scenes.route_table import route_table
    from colosseum_desktop.session import Session
    from colosseum_desktop.settings import Settings
    from colosseum_desktop.sprites import pen
    from colosseum_desktop.viewport import Viewport

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    print(f"board scene in a {window_size[0]}x{window_size[1]} window: after the imports {resident_mb():.0f} MB resident")
    viewport = Viewport(window_size)
    window = pygame.Surface(window_size).convert()  # the window's pixels (the app's display surface)
    pen.set_scale(viewport.drawn_at)  # as the app does: pictures made at the canvas's resolution
    canvas = viewport.canvas_over(window)
    settings = Settings(computer_delay_ms=0, animation_speed=1.0, sound_volume=0.0, auto_dialogs=False)
    for game in range(games):
        session = Session.new(rules.GameOptions(players=5, names=NAMES), 100 + game)
        manager = SceneManager()
        ctx = SimpleNamespace(manager=manager, settings=settings, routes=route_table())
        board = BoardScene(ctx, seated_table(ctx, session, ["person"] * 5, autosave=False))
        manager.push(board)
        manager.apply_pending()
        manager.draw(canvas)
        if game == 0:
            print(f"  with a 5-player board drawn: {resident_mb():.0f} MB")
        bot = RandomBot(game)
        while not rules.is_over(session.state) and (commands is None or len(session.log) < commands):
            board.submit(bot.choose(session.state))
            board.update(0)
            manager.draw(canvas)
            while board.animator.busy:
                board.update(50)
                manager.draw(canvas)
        print(f"  after game {game + 1} through the board ({len(session.log)} commands): "
              f"{resident_mb():.0f} MB")
        board.on_exit()


def app_memory(exit_after_ms: int = 1500) -> None:
    from colosseum_desktop.saves import save_game

    with tempfile.TemporaryDirectory() as tmp:
        session = random_game(5, 4, commands=120)  # the middle of a game, with its history
        path = save_game(session, Path(tmp) / "mid.colosseum.json", ["person"] * 5)
        env = dict(os.environ, COLOSSEUM_BENCH_EXIT_AFTER_MS=str(exit_after_ms), SDL_VIDEODRIVER="dummy")
        done = subprocess.run([sys.executable, "-m", "colosseum_desktop", "--saves-dir", tmp, "--load", str(path)],
                              env=env, capture_output=True, text=True, timeout=120)
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        if done.returncode != 0 or not lines:
            raise SystemExit(f"the app failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
        print(f"app: peak resident set size showing a 5-player board: {json.loads(lines[-1])['max_rss_mb']:.0f} MB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--window", default="1600x900", help="the board scene's window, WxH (3840x2160: a 4K one)")
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args()
    window_size = tuple(int(part) for part in args.window.lower().split("x"))
    if args.short:
        rules_memory(commands=40)
        board_memory(1, commands=40, window_size=window_size)
        app_memory(exit_after_ms=0)
        return 0
    rules_memory()
    board_memory(args.games, window_size=window_size)
    app_memory()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
