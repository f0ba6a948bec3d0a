"""`colosseum render`: the board of a saved game drawn to a PNG, without opening a window."""
from __future__ import annotations

import io
import os
import stat
import sys
from pathlib import Path

from .files.atomic import write_atomically
from .files.errors import system_reason
from .i18n import _
from .i18n.lazy import visible


class PictureNotWritten(Exception):
    """The picture could not be written where asked; the message says why, and nothing was left there."""


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
    from .scenes.starting import entry as game_entry
    from .scenes.base import SceneManager
    from .scenes.board.snapshot import board_snapshot
    from .settings import Settings

    loaded = load_game(load)
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))  # Surface.convert() in sprites needs a display, even a dummy one
    ctx = AppContext(SceneManager(), load.parent, Settings(animation_speed=0))
    seats = game_entry.seats_for_board(loaded.seats, len(loaded.session.state.players))
    picture = board_snapshot(ctx, loaded.session, seats, size)
    png = io.BytesIO()
    pygame.image.save(picture, png, "png")
    write_picture(out, png.getvalue())
    # pygame stays initialised: fonts cached by the theme must outlive this call (tests render in-process)


def write_picture(out: Path, png: bytes) -> None:
    """Write the whole picture or nothing: into a temporary file beside `out`, renamed over it once complete, so
    a full disk or a file size limit leaves no cut picture. Only a regular file is replaced: not a device, a
    pipe, a link or a kernel file (/proc/version)."""
    if os.path.lexists(out) and not _replaceable(out):
        raise PictureNotWritten(_("{file} is not a picture file that can be replaced; choose another --out",
                                  file=visible(str(out))))
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(out, png)
    except OSError as error:
        raise PictureNotWritten(_("{file} could not be written ({reason})", file=visible(str(out)),
                                  reason=system_reason(error))) from None


def _replaceable(path: Path) -> bool:
    # procfs and sysfs list their files as regular ones
    return stat.S_ISREG(os.lstat(path).st_mode) and Path(path).resolve().parts[1:2] not in (("proc",), ("sys",))


def main(load: str, out: str, size: str) -> int:
    try:
        render_save(Path(load), Path(out), parse_size(size))
    except (ValueError, RuntimeError, PictureNotWritten) as error:  # SaveError is a ValueError
        print(f"colosseum render: {error}", file=sys.stderr)
        return 2
    print(out)
    return 0
