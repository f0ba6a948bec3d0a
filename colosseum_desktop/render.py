"""`colosseum render`: the board of a saved game drawn to a PNG, without opening a window."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from .i18n import _


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise ValueError(_("--size wants WIDTHxHEIGHT, such as 1600x900, not {text}", text=repr(text))) from None
    if not (16 <= width <= 8192 and 16 <= height <= 8192):
        raise ValueError(_("--size must be between {least} and {most}", least="16x16", most="8192x8192"))
    return width, height


def render_save(load: Path, out: Path, size: tuple[int, int]) -> None:
    """Draw the saved game's board with the board scene's own drawing code on an offscreen canvas."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # no window, even on a desktop
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout carries only the PNG's path
    import pygame

    from .app import AppContext
    from .saves import load_game
    from .scenes import game_entry
    from .scenes.base import SceneManager
    from .scenes.board import BoardScene
    from .settings import Settings
    from .viewport import LOGICAL_SIZE, Viewport

    loaded = load_game(load)
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))  # Surface.convert() in sprites needs a display, even a dummy one
    ctx = AppContext(SceneManager(), load.parent, Settings(animation_speed=0))
    seats = game_entry.seats_for_board(loaded.seats, len(loaded.session.state.players))
    ctx.manager.push(BoardScene(ctx, game_entry.seated_table(ctx, loaded.session, seats, autosave=False)))
    ctx.manager.apply_pending()
    canvas = pygame.Surface(LOGICAL_SIZE)
    ctx.manager.draw(canvas)
    picture = pygame.Surface(size)
    Viewport(size).present(canvas, picture)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(picture, str(out))
    # pygame stays initialised: fonts cached by the theme must outlive this call (tests render in-process)


def main(load: str, out: str, size: str) -> int:
    try:
        render_save(Path(load), Path(out), parse_size(size))
    except (ValueError, RuntimeError, OSError) as error:  # SaveError is a ValueError
        print(f"colosseum render: {error}", file=sys.stderr)
        return 2
    print(out)
    return 0
