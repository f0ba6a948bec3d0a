"""Autosaves: every action kept, each game's files its own, pruning and freeing space only of the game's own
files that load, and failures put in words."""
import errno
import json
import os
import time

import pytest

from colosseum_desktop import rules
from colosseum_desktop.saves import (Autosaver, autosave_name, autosave_path, autosaves, load_game,
                                     newest_loadable_autosave, save_game)
from colosseum_desktop.saves import autosave as autosave_module
from colosseum_desktop.saves import saving
from colosseum_desktop.files.atomic import TEMP_SUFFIX, write_atomically
from colosseum_desktop.bots import make_bot
from colosseum_desktop.table import computer_seed
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.session import Session

from .games import fingerprint, played


def names_in(folder):
    return sorted(p.name for p in folder.iterdir())


def fingerprints(paths):
    return {path: fingerprint(path) for path in paths}


def autosaved_game(folder, players=4, seed=5, until_round=None, keep_rounds=3):
    """A game played with an autosaver in `folder` from its first move."""
    autosaver = Autosaver(folder, keep_rounds=keep_rounds)
    session = Session.new(rules.GameOptions(players=players), seed, on_change=autosaver)
    let_computers_play(session, ("random",) * players,
                       until=None if until_round is None else (lambda s: s.round >= until_round))
    return session, autosaver


def test_autosaver_keeps_one_file_per_round_of_its_game_for_the_last_three_rounds(tmp_path):
    session, autosaver = autosaved_game(tmp_path, until_round=3)
    game = session.game_id
    assert names_in(tmp_path) == [f"autosave-{game}-round-{r}.colosseum.json" for r in (1, 2, 3)]
    let_computers_play(session, ("random",) * 4)
    assert names_in(tmp_path) == [f"autosave-{game}-round-{r}.colosseum.json" for r in (3, 4, 5)]
    assert autosaver.last_error is None and autosaver.problem is None
    assert autosaver.last_path == autosave_path(tmp_path, game, 5)
    assert autosave_name(autosaver.last_path).game_id == game


def test_every_action_is_autosaved(tmp_path):
    autosaver = Autosaver(tmp_path, keep_rounds=1)
    session = Session.new(rules.GameOptions(players=3), 9, on_change=autosaver)
    bots = [make_bot("random", computer_seed(9, seat)) for seat in range(3)]
    for _ in range(25):
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
        assert newest_loadable_autosave(tmp_path).session.state == session.state


def test_undo_is_autosaved_too(tmp_path):
    session = played(4, seed=21, until_round=2)
    bots = [make_bot("random", computer_seed(5, seat)) for seat in range(4)]
    while not session.can_undo():
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
    session.on_change = Autosaver(tmp_path)
    session.undo()
    assert newest_loadable_autosave(tmp_path).session.state == session.state


def test_newest_loadable_autosave_falls_back_when_the_newest_is_broken(tmp_path):
    session = played(4, seed=3, until_round=3)
    save_game(session, autosave_path(tmp_path, session.game_id, 3))
    broken = autosave_path(tmp_path, session.game_id, 4)
    broken.write_text('{"format": "colosseum-desktop-save", "schema_version": 3, "log": [')
    os.utime(broken, ns=(time.time_ns() + 10**9,) * 2)
    assert autosaves(tmp_path)[0] == broken
    game = newest_loadable_autosave(tmp_path, session.game_id)
    assert game.path == autosave_path(tmp_path, session.game_id, 3) and game.session.state == session.state
    assert broken.read_text().endswith("[")  # left alone for the player to look at


def test_no_autosave_at_all(tmp_path):
    assert newest_loadable_autosave(tmp_path) is None
    assert newest_loadable_autosave(tmp_path / "never made") is None


def test_two_games_played_one_after_the_other_into_one_folder_both_resume_at_their_newest_point(tmp_path):
    first, _ = autosaved_game(tmp_path, players=4, seed=5, until_round=4)
    second, _ = autosaved_game(tmp_path, players=3, seed=6, until_round=5)
    for session in (first, second):
        resumed = newest_loadable_autosave(tmp_path, session.game_id)
        assert resumed.session.state == session.state and len(resumed.session.log) == len(session.log)
    assert {autosave_name(p).game_id for p in autosaves(tmp_path)} == {first.game_id, second.game_id}


def test_loading_a_named_save_and_playing_on_changes_no_other_games_files(tmp_path):
    other, _ = autosaved_game(tmp_path, players=4, seed=5, until_round=4)
    others_files = fingerprints(autosaves(tmp_path))
    named = save_game(played(3, seed=8, until_round=2), tmp_path / "our game")
    others_files[named] = fingerprint(named)
    game = load_game(named)
    game.session.on_change = Autosaver(tmp_path)
    let_computers_play(game.session, ("random",) * 3, until=lambda s: s.round >= 5)
    assert fingerprints(others_files) == others_files
    own = autosaves(tmp_path, game.session.game_id)
    assert [autosave_name(p).round for p in own] == [5, 4, 3]
    assert newest_loadable_autosave(tmp_path, game.session.game_id).session.state == game.session.state


def test_pruning_deletes_only_the_games_own_files_that_load(tmp_path):
    """Attack finding: pruning deleted any autosave-round-K file, another game's or a damaged one."""
    session, autosaver = autosaved_game(tmp_path, until_round=2)
    game = session.game_id
    damaged = autosave_path(tmp_path, game, 1)
    damaged.write_text("{ half a save")
    foreign = autosave_path(tmp_path, game, 0)  # another game's save renamed into this game's name
    save_game(played(3, seed=2, until_round=1), foreign)
    legacy = tmp_path / "autosave-round-1.colosseum.json"  # written before games had ids
    save_game(played(3, seed=3, until_round=1), legacy)
    folder_like_an_autosave = tmp_path / f"autosave-{game}-round-00.colosseum.json"
    folder_like_an_autosave.mkdir()
    kept = fingerprints([damaged, foreign, legacy])
    let_computers_play(session, ("random",) * 4)
    assert rules.is_over(session.state)
    assert fingerprints(kept) == kept and folder_like_an_autosave.is_dir()
    assert autosaver.problem is None and autosaver.last_error is None
    assert sorted(autosave_name(p).round for p in autosaves(tmp_path, game)) == [0, 1, 3, 4, 5]


def test_a_folder_named_like_the_next_rounds_autosave_is_never_deleted_nor_reported(tmp_path):
    """Attack finding: a directory named like an autosave made every later autosave report a failure."""
    session, autosaver = autosaved_game(tmp_path, until_round=2)
    for old in range(1, 3):  # folders named like this game's and like a pre-id autosave of old rounds
        (tmp_path / f"autosave-{session.game_id}-round-0{old}.colosseum.json").mkdir()
        (tmp_path / f"autosave-round-{old}.colosseum.json").mkdir()
    let_computers_play(session, ("random",) * 4, until=lambda s: s.round >= 5)
    assert autosaver.problem is None and autosaver.last_path == autosave_path(tmp_path, session.game_id, 5)
    assert sum(p.is_dir() for p in tmp_path.iterdir()) == 4


def test_pre_id_autosaves_are_listed_resumed_and_never_pruned(tmp_path):
    old = played(4, seed=11, until_round=2)
    legacy = [save_game(old, tmp_path / f"autosave-round-{r}.colosseum.json") for r in (1, 2)]
    assert set(autosaves(tmp_path)) == set(legacy)
    game = newest_loadable_autosave(tmp_path)
    assert game.session.state == old.state
    game.session.on_change = Autosaver(tmp_path)
    let_computers_play(game.session, ("random",) * 4, until=lambda s: s.round >= 6 or rules.is_over(s))
    assert all(path.exists() for path in legacy)
    assert newest_loadable_autosave(tmp_path, game.session.game_id).session.state == game.session.state


class SmallDisk:
    """A disk that holds `capacity` bytes of files in one folder: writing more fails with ENOSPC."""

    def __init__(self, folder, capacity):
        self.folder, self.capacity = folder, capacity

    def used(self, besides=None):
        return sum(p.stat().st_size for p in self.folder.iterdir() if p.is_file() and p != besides)

    def write(self, path, data):
        if self.used(path) + len(data) > self.capacity:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        write_atomically(path, data)

    def free(self, folder):
        return max(0, self.capacity - self.used())

    def install(self, monkeypatch):
        monkeypatch.setattr(saving, "write_atomically", self.write)
        monkeypatch.setattr(autosave_module, "free_bytes", self.free)


def test_on_a_full_disk_the_games_own_older_autosaves_are_freed_and_the_write_retried(tmp_path, monkeypatch):
    neighbour, _ = autosaved_game(tmp_path, players=3, seed=4, until_round=2)
    neighbours_files = fingerprints(autosaves(tmp_path))
    session, autosaver = autosaved_game(tmp_path, players=4, seed=5, until_round=4)
    used = sum(p.stat().st_size for p in tmp_path.iterdir())
    SmallDisk(tmp_path, used + 2_000).install(monkeypatch)
    let_computers_play(session, ("random",) * 4, until=lambda s: s.round >= 5)
    assert autosaver.problem is None, "freeing the game's own older rounds made room"
    assert newest_loadable_autosave(tmp_path, session.game_id).session.state == session.state
    assert fingerprints(neighbours_files) == neighbours_files, "another game's files are never freed"
    assert len(autosaves(tmp_path, session.game_id)) < 3


def test_when_nothing_can_be_written_the_players_are_told_in_words_and_the_last_point_is_kept(tmp_path,
                                                                                               monkeypatch):
    session, autosaver = autosaved_game(tmp_path, players=4, seed=5, until_round=3)
    before = newest_loadable_autosave(tmp_path, session.game_id).session.state

    def read_only(path, data):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(saving, "write_atomically", read_only)
    session.submit([make_bot("random", computer_seed(1, seat)) for seat in range(4)][rules.current_player(session.state)].choose(session.state))
    assert autosaver.last_error.errno == errno.EROFS
    assert "cannot be written to" in str(autosaver.problem) and "not autosaved" in str(autosaver.problem)
    assert newest_loadable_autosave(tmp_path, session.game_id).session.state == before
    monkeypatch.undo()
    session.submit([make_bot("random", computer_seed(1, seat)) for seat in range(4)][rules.current_player(session.state)].choose(session.state))
    assert autosaver.problem is None and autosaver.last_error is None


@pytest.mark.parametrize("code, words", [(errno.ENOSPC, "The disk is full"), (errno.EACCES, "cannot be written"),
                                         (errno.EIO, "could not be autosaved")])
def test_failures_are_described_for_players(tmp_path, monkeypatch, code, words):
    def failing(path, data):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(saving, "write_atomically", failing)
    session, autosaver = autosaved_game(tmp_path, players=3, seed=1, until_round=1)
    session.submit([make_bot("random", computer_seed(1, seat)) for seat in range(3)][rules.current_player(session.state)].choose(session.state))
    assert words in str(autosaver.problem) and len(session.log) == 1


def test_a_failing_autosave_does_not_interrupt_the_game(tmp_path):
    blocker = tmp_path / "not a folder"
    blocker.write_text("")
    autosaver = Autosaver(blocker / "saves")
    session = Session.new(rules.GameOptions(players=3), 1, on_change=autosaver)
    session.submit([make_bot("random", computer_seed(1, seat)) for seat in range(3)][0].choose(session.state))
    assert isinstance(autosaver.last_error, OSError) and autosaver.problem
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


def test_a_file_claiming_the_games_id_in_its_name_but_holding_another_game_is_not_its_own(tmp_path):
    session, autosaver = autosaved_game(tmp_path, players=3, seed=2, until_round=1)
    impostor = autosave_path(tmp_path, session.game_id, 0)
    save_game(played(3, seed=9, until_round=1), impostor)
    document = json.loads(impostor.read_text())
    assert document["game_id"] != session.game_id
    let_computers_play(session, ("random",) * 3, until=lambda s: s.round >= 4)
    assert impostor.exists()
