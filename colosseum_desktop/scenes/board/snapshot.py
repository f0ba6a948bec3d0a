"""A game's board as one picture, drawn by the board scene itself on an offscreen canvas at a size's own resolution:
what `colosseum render` writes, and the Replay screen's "save a picture of this moment"."""
from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...session import Session
from ...sprites import pen
from ...viewport import Viewport
from ..starting import entry as game_entry
from .scene import BoardScene


def board_snapshot(ctx, session: Session, seats: Sequence[str], size: tuple[int, int]) -> pygame.Surface:
    """The board of `session` (its seats as the board names them: "person" or a level) at `size` pixels, in the
    arrangement a window of that shape gets. Needs pygame's display started (a dummy one will do); draws nothing
    on the screen."""
    scene = BoardScene(ctx, game_entry.seated_table(ctx, session, seats, autosave=False))
    viewport = Viewport(size)
    try:
        with pen.scaled(viewport.drawn_at):  # the window's pictures stay as they were made
            canvas = viewport.canvas()
            scene.draw(canvas)
    finally:
        scene.on_exit()  # its table's computer seats' workers, if any were started
    picture = pygame.Surface(size)
    viewport.present(canvas, picture)
    return picture
