"""The played game and the context the text-fit tests draw their screens from (test_text_fit*.py: one file per
kind of window, so that the test run can spread them over its workers)."""
from __future__ import annotations

import pygame
import pytest

from colosseum_desktop.app import AppContext
from colosseum_desktop.scenes.base import SceneManager

from .screens import PlayedGame, record_finished_game, saves_folder


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> tuple[AppContext, PlayedGame]:
    """The game the screens show, and a context whose saves folder holds its saves and its record."""
    pygame.init()
    pygame.display.set_mode((64, 36))
    game = PlayedGame()
    folder = tmp_path_factory.mktemp("fit") / "saves"
    saves_folder(folder, game)
    ctx = AppContext(SceneManager(), folder, keep_records=True)
    record_finished_game(ctx, game)
    ctx.keep_records = False  # the end screen drawn in six languages must not count the game six times
    return ctx, game
