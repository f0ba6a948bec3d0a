"""Shared test setup. Headless SDL before anything imports pygame; pygame itself is imported lazily so
that the rules tests stay free of it."""
import logging
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
COMPUTER_LOGGER = "colosseum_desktop.computer_players"  # board_computers.LOG, named here to keep pygame out


@pytest.fixture
def canvas():
    """A logical-size canvas with pygame and a (dummy) display initialised, for scene and sprite tests."""
    import pygame

    from colosseum_desktop.viewport import LOGICAL_SIZE

    pygame.init()
    pygame.display.set_mode((64, 36))
    return pygame.Surface(LOGICAL_SIZE)


@pytest.fixture(autouse=True)
def wide_board_afterwards():
    """Every test starts and ends with the board laid out for a 16:9 canvas, whatever shape the last one drew."""
    from colosseum_desktop.scenes.board import layout_model as layout

    layout.arrange(layout.WIDE_CANVAS.size)
    yield
    layout.arrange(layout.WIDE_CANVAS.size)


@pytest.fixture(autouse=True)
def drawn_at_scale_one_afterwards():
    """A test that draws at a window's resolution (pen.set_scale) leaves pictures made at scale 1 to the next."""
    yield
    import sys

    pen = sys.modules.get("colosseum_desktop.sprites.pen")  # not imported by the rules' tests, which stay without pygame
    if pen is not None:
        pen.set_scale(1)


@pytest.fixture(autouse=True)
def english_afterwards():
    """Every test starts and ends in English, whatever the last one switched to or the machine speaks."""
    from colosseum_desktop.i18n import set_language

    set_language("en")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def neither_the_machines_language_nor_its_settings(monkeypatch, tmp_path_factory):
    """The command line speaks the language remembered in the player's settings, else the system's: tests, and
    the programs they start, see an English system and a settings folder of their own, whatever the machine's."""
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.getbasetemp() / "config"))


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def computer_players_never_fail(request):
    """Fails any test in which a computer player failed (the board logs it to COMPUTER_LOGGER before handing
    the seat to a person), unless the test is marked `computer_failure_expected`."""
    logger = logging.getLogger(COMPUTER_LOGGER)
    collect = _Collect()
    logger.addHandler(collect)
    yield collect
    logger.removeHandler(collect)
    if collect.records and request.node.get_closest_marker("computer_failure_expected") is None:
        pytest.fail("a computer player failed: " + "; ".join(r.getMessage() for r in collect.records))
