"""A damaged newest autosave is never written over nor removed: Continue resumes from the autosave before it, and
when play reaches the damaged one's round, the damaged file is renamed aside (still listed, with its reason) before
the new autosave is written in its place."""
from __future__ import annotations

import hashlib
import json
import os
import time

import pytest

from colosseum_desktop.saves import Autosaver, autosave_path, newest_loadable_autosave
from colosseum_desktop.simulate import let_computers_play

from ..files.damage import random_bytes, truncated
from .test_autosave import autosaved_game


def empty(path):
    path.write_bytes(b"")


def newer_version(path):
    document = json.loads(path.read_text())
    document["schema_version"] = 999
    path.write_text(json.dumps(document))


def cut_in_the_log(path):
    path.write_text('{"format": "colosseum-desktop-save", "schema_version": 3, "log": [')


def huge(path):
    with path.open("ab") as file:
        file.truncate(64 * 1024 * 1024)


DAMAGES = {"random bytes": random_bytes, "truncated": truncated, "empty": empty, "newer version": newer_version,
           "cut in the log": cut_in_the_log, "huge": huge}


def digest_of(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_newest_autosave_is_kept_when_play_reaches_its_round(tmp_path, damage):
    session, _autosaver = autosaved_game(tmp_path, until_round=4)
    newest = autosave_path(tmp_path, session.game_id, 4)
    DAMAGES[damage](newest)
    os.utime(newest, ns=(time.time_ns() + 10**9,) * 2)
    damaged = digest_of(newest)
    resumed = newest_loadable_autosave(tmp_path, session.game_id)  # what Continue opens: round 3's
    assert resumed.session.state.round == 3
    game = resumed.session
    game.on_change = Autosaver(tmp_path)
    let_computers_play(game, ("random",) * 4, until=lambda s: s.round >= 5)
    kept = [path for path in tmp_path.iterdir() if path.is_file() and digest_of(path) == damaged]
    assert kept, "the damaged newest autosave was written over"
    assert newest_loadable_autosave(tmp_path, session.game_id).session.state == game.state
