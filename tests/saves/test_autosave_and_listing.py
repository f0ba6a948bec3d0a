import json
import os
import time
from datetime import datetime, timezone

import pytest

from colosseum_desktop import rules
from colosseum_desktop.saves import (Autosaver, autosave_path, autosaves, list_saves, newest_loadable_autosave,
                                     save_game)
from colosseum_desktop.saves.atomic import TEMP_SUFFIX
from colosseum_desktop.saves.headless import let_computers_play, random_bots
from colosseum_desktop.session import Session

from .games import played


def names_in(folder):
    return sorted(p.name for p in folder.iterdir())


def test_autosaver_as_on_change_keeps_one_file_per_round_for_the_last_three_rounds(tmp_path):
    autosaver = Autosaver(tmp_path)
    session = Session.new(rules.GameOptions(players=4), 5, on_change=autosaver.autosave)
    let_computers_play(session, random_bots(4, 5), until=lambda s: s.round == 3)
    assert names_in(tmp_path) == [f"autosave-round-{r}.colosseum.json" for r in (1, 2, 3)]
    let_computers_play(session, random_bots(4, 6))
    assert names_in(tmp_path) == [f"autosave-round-{r}.colosseum.json" for r in (3, 4, 5)]
    assert autosaver.last_error is None and autosaver.last_path == autosave_path(tmp_path, 5)


def test_every_action_is_autosaved(tmp_path):
    autosaver = Autosaver(tmp_path, keep_rounds=1)
    session = Session.new(rules.GameOptions(players=3), 9, on_change=autosaver)
    bots = random_bots(3, 9)
    for _ in range(25):
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
        assert newest_loadable_autosave(tmp_path).session.state == session.state


def test_undo_is_autosaved_too(tmp_path):
    session = played(4, seed=21, until_round=2)
    bots = random_bots(4, 5)
    while not session.can_undo():
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
    session.on_change = Autosaver(tmp_path)
    session.undo()
    assert newest_loadable_autosave(tmp_path).session.state == session.state


def test_newest_loadable_autosave_falls_back_when_the_newest_is_broken(tmp_path):
    session = played(4, seed=3, until_round=3)
    save_game(session, autosave_path(tmp_path, 3))
    broken = autosave_path(tmp_path, 4)
    broken.write_text('{"format": "colosseum-desktop-save", "schema_version": 2, "log": [')
    os.utime(broken, ns=(time.time_ns() + 10**9,) * 2)
    assert autosaves(tmp_path)[0] == broken
    game = newest_loadable_autosave(tmp_path)
    assert game.path == autosave_path(tmp_path, 3) and game.session.state == session.state
    assert broken.read_text().endswith("[")  # left alone for the player to look at


def test_no_autosave_at_all(tmp_path):
    assert newest_loadable_autosave(tmp_path) is None
    assert newest_loadable_autosave(tmp_path / "never made") is None


def test_a_failing_autosave_does_not_interrupt_the_game(tmp_path):
    blocker = tmp_path / "not a folder"
    blocker.write_text("")
    autosaver = Autosaver(blocker / "saves")
    session = Session.new(rules.GameOptions(players=3), 1, on_change=autosaver)
    bots = random_bots(3, 1)
    session.submit(bots[0].choose(session.state))
    assert isinstance(autosaver.last_error, OSError)
    assert len(session.log) == 1


def test_stale_temp_files_are_cleared_but_recent_ones_kept(tmp_path):
    stale, recent = tmp_path / f".x.colosseum.json.1{TEMP_SUFFIX}", tmp_path / f".x.colosseum.json.2{TEMP_SUFFIX}"
    stale.write_text("half")
    recent.write_text("half")
    os.utime(stale, (time.time() - 3600,) * 2)
    Autosaver(tmp_path)
    assert names_in(tmp_path) == [recent.name]


def test_keep_rounds_must_be_positive(tmp_path):
    with pytest.raises(ValueError):
        Autosaver(tmp_path, keep_rounds=0)


def test_list_saves_newest_first_with_errors_for_files_that_do_not_load(tmp_path):
    early = save_game(played(3, seed=1, until_round=2, names=("A", "B", "C")), tmp_path / "early",
                      saved_at=datetime(2026, 3, 1, tzinfo=timezone.utc))
    late = save_game(played(5, seed=2, until_round=4), tmp_path / "late",
                     saved_at=datetime(2026, 3, 2, tzinfo=timezone.utc))
    broken = tmp_path / "broken.colosseum.json"
    broken.write_text("{")
    os.utime(broken, (datetime(2026, 3, 3, tzinfo=timezone.utc).timestamp(),) * 2)
    (tmp_path / "notes.txt").write_text("not a save")
    (tmp_path / f".early.colosseum.json.3{TEMP_SUFFIX}").write_text("temp")
    infos = list_saves(tmp_path)
    assert [i.path for i in infos] == [broken, late, early]
    assert "damaged" in infos[0].error and not infos[0].loads
    assert infos[1].error is None and infos[1].round == 4 and infos[1].phase is rules.Phase.INVEST
    assert infos[2].names == ("A", "B", "C") and infos[2].seats == ("person",) * 3
    assert list_saves(tmp_path / "missing") == []


def test_list_saves_notices_a_file_that_changed(tmp_path):
    path = save_game(played(3, seed=1, until_round=2), tmp_path / "game")
    assert list_saves(tmp_path)[0].loads
    document = json.loads(path.read_text())
    document["state"]["players"][0]["coins"] += 1
    path.write_text(json.dumps(document))
    assert not list_saves(tmp_path)[0].loads
    assert list_saves(tmp_path)[0].is_autosave is False
