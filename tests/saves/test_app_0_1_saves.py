"""Saves written by version 0.1.0, before the first release (0.2.0), open as the same game the samples written now
hold, and play on to the end; opening them changes nothing in the file."""
import json
from pathlib import Path

import pytest

from colosseum_desktop import __version__, rules
from colosseum_desktop.saves import load_game
from colosseum_desktop.simulate import let_computers_play

from .games import FIXTURES_DIR, fingerprint

SAMPLES = Path(__file__).resolve().parents[2] / "saves"
OLD = sorted(FIXTURES_DIR.glob("app-0.1.0-*.colosseum.json"))


def test_there_are_0_1_saves_and_this_is_a_later_version():
    assert len(OLD) == 2 and __version__ != "0.1.0"


@pytest.mark.parametrize("path", OLD, ids=lambda p: p.name)
def test_a_save_by_version_0_1_opens_as_the_game_written_now_and_plays_to_the_end(path):
    untouched = fingerprint(path)
    assert json.loads(path.read_text(encoding="utf-8"))["app_version"] == "0.1.0"
    old = load_game(path)
    now = load_game(SAMPLES / path.name.removeprefix("app-0.1.0-"))
    assert old.session.state == now.session.state and old.session.log == now.session.log
    players = len(old.session.state.players)
    assert let_computers_play(old.session, ("easy",) * players) == []  # no rule's invariant broken on the way
    assert rules.is_over(old.session.state)
    assert fingerprint(path) == untouched
