"""Drawing a dialog's picture on a fresh canvas, for the tests that check it draws `(state, view)` and
nothing else."""
from __future__ import annotations

import pygame

from colosseum_desktop.viewport import LOGICAL_SIZE
from tests.scenes.test_board_picture import mismatch, pixels

BELOW = (40, 90, 60)  # what the board below would be: the dialog dims it


def drawn(picture, state, view) -> pygame.Surface:
    canvas = pygame.Surface(LOGICAL_SIZE)
    canvas.fill(BELOW)
    picture(canvas, state, view)
    return canvas


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pixels(a) == pixels(b)


def changed_area(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """Where two drawings differ (None: nowhere)."""
    return mismatch(a, b)


def draws_its_picture(dialog, picture) -> bool:
    """Whether the dialog draws exactly its picture of (its state, its view)."""
    canvas = pygame.Surface(LOGICAL_SIZE)
    canvas.fill(BELOW)
    dialog.draw(canvas)
    return same_pixels(canvas, drawn(picture, dialog.state, dialog.view()))
