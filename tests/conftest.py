"""Shared test setup. Headless SDL before anything imports pygame; pygame itself is imported lazily so
that the rules tests stay free of it."""
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture
def canvas():
    """A logical-size canvas with pygame and a (dummy) display initialised, for scene and sprite tests."""
    import pygame

    from colosseum_desktop.viewport import LOGICAL_SIZE

    pygame.init()
    pygame.display.set_mode((64, 36))
    return pygame.Surface(LOGICAL_SIZE)


@pytest.fixture(autouse=True)
def english_afterwards():
    """Every test starts and ends in English, whatever the last one switched to or the machine speaks."""
    from colosseum_desktop.i18n import set_language

    set_language("en")
    yield
    set_language("en")
