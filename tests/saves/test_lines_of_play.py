"""One game continued twice keeps both lines of play (issue 18): a save behind its game's newest autosave goes on as
a game of its own, a game open in one window is told to another, and nothing of the other line is written over.
Two games share the folder; a window is killed in the middle; saves written before lines of play existed."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

from colosseum_desktop import rules
from colosseum_desktop.saves import (SCHEMA_VERSION, Autosaver, autosaves, behind_its_game, branch_off, claim_game,
                                     games_in_progress, list_saves, load_game, save_game)
from colosseum_desktop.saves.open_games import lock_path
from colosseum_desktop.session import BranchPoint, Session
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.table import AutosaveObserver

from .games import FIXTURES_DIR, REPO, as_schema_4, fingerprint

LEVELS = ("random",) * 4


def autosaving(folder):
    return [AutosaveObserver(Autosaver(folder, keep_rounds=10))]


def game_with_a_checkpoint(folder, seed=5):
    """A game autosaved to round 4, with a named save of it made in round 2; and another game in the folder."""
    session = Session.new(rules.GameOptions(players=4), seed)
    let_computers_play(session, LEVELS, until=lambda s: s.round >= 2, observers=autosaving(folder))
    checkpoint = save_game(session, folder / "checkpoint")
    let_computers_play(session, LEVELS, until=lambda s: s.round >= 4, observers=autosaving(folder))
    other = Session.new(rules.GameOptions(players=3), seed + 1)
    let_computers_play(other, ("random",) * 3, until=lambda s: s.round >= 2, observers=autosaving(folder))
    return session, checkpoint, other


def stamps(folder, game_id):
    return {path.name: fingerprint(path) for path in autosaves(folder, game_id)}


def test_a_named_save_behind_its_games_autosaves_goes_on_as_a_game_of_its_own(tmp_path):
    session, checkpoint, other = game_with_a_checkpoint(tmp_path)
    kept, others = stamps(tmp_path, session.game_id), stamps(tmp_path, other.game_id)
    loaded = load_game(checkpoint)
    assert behind_its_game(loaded, tmp_path)
    moves = len(loaded.session.log)
    branch_off(loaded.session)
    assert loaded.session.branched_from == BranchPoint(session.game_id, moves)
    assert loaded.session.game_id != session.game_id
    let_computers_play(loaded.session, LEVELS, until=lambda s: s.round >= 5, observers=autosaving(tmp_path))
    # The further line, and the other game in the folder, are untouched: every file byte for byte.
    assert stamps(tmp_path, session.game_id) == kept and stamps(tmp_path, other.game_id) == others
    newest = load_game(autosaves(tmp_path, loaded.session.game_id)[0]).session
    assert newest.branched_from == BranchPoint(session.game_id, moves) and newest.state == loaded.session.state
    assert load_game(autosaves(tmp_path, session.game_id)[0]).session.state == session.state
    listed = {game.game_id: game for game in games_in_progress(list_saves(tmp_path))}
    assert set(listed) == {session.game_id, other.game_id, loaded.session.game_id}
    assert listed[loaded.session.game_id].latest.branched_from == BranchPoint(session.game_id, moves)
    assert listed[session.game_id].latest.branched_from is None


def test_without_the_new_identity_the_further_line_would_be_written_over(tmp_path):
    """What the issue saw (112 moves became 75): the check above fails when the branch keeps the game's id."""
    session, checkpoint, _other = game_with_a_checkpoint(tmp_path)
    kept = stamps(tmp_path, session.game_id)
    loaded = load_game(checkpoint)  # played on as the same game, as before lines of play
    let_computers_play(loaded.session, LEVELS, until=lambda s: s.round >= 3, observers=autosaving(tmp_path))
    assert stamps(tmp_path, session.game_id) != kept
    assert len(load_game(autosaves(tmp_path, session.game_id)[0]).session.log) < len(session.log)


def test_the_newest_autosave_and_a_save_ahead_continue_the_same_game(tmp_path):
    session, _checkpoint, _other = game_with_a_checkpoint(tmp_path)
    newest = load_game(autosaves(tmp_path, session.game_id)[0])
    assert not behind_its_game(newest, tmp_path)  # its own older rounds are only its past
    ahead = save_game(session, tmp_path / "ahead")
    assert not behind_its_game(load_game(ahead), tmp_path)


def test_a_line_that_went_another_way_is_kept_apart_too(tmp_path):
    session, checkpoint, _other = game_with_a_checkpoint(tmp_path)
    loaded = load_game(checkpoint)
    branch_off(loaded.session)
    let_computers_play(loaded.session, ("easy",) * 4, until=lambda s: s.round >= 3, observers=autosaving(tmp_path))
    # A file named as the original game's but holding the other line is not a past of the checkpoint either.
    original_newest = load_game(autosaves(tmp_path, session.game_id)[0])
    assert behind_its_game(load_game(checkpoint), tmp_path)
    assert not behind_its_game(original_newest, tmp_path)


def test_a_second_claim_on_an_open_game_is_refused_until_the_first_is_released(tmp_path):
    first = claim_game(tmp_path, "0123456789abcdef")
    assert first is not None and lock_path(tmp_path, "0123456789abcdef").exists()
    assert claim_game(tmp_path, "0123456789abcdef") is None  # a second window
    assert claim_game(tmp_path, "fedcba9876543210") is not None  # another game is no business of this one
    first.release()
    again = claim_game(tmp_path, "0123456789abcdef")
    assert again is not None
    again.release()
    assert list_saves(tmp_path) == []  # the lock files are no saves


def test_a_game_started_before_the_saves_folder_exists_is_marked_open_all_the_same(tmp_path):
    """A new player's first game is claimed before its first autosave makes the folder: the claim makes it."""
    folder = tmp_path / "not yet" / "saves"
    first = claim_game(folder, "0123456789abcdef")
    assert first is not None and lock_path(folder, "0123456789abcdef").exists()
    assert claim_game(folder, "0123456789abcdef") is None  # a second window is told
    first.release()


KILLED_WINDOW = """
import sys
from pathlib import Path
from colosseum_desktop.saves import Autosaver, claim_game, newest_loadable_autosave
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.table import AutosaveObserver
folder = Path(sys.argv[1])
loaded = newest_loadable_autosave(folder, sys.argv[2])
claim = claim_game(folder, loaded.session.game_id)
print("open" if claim is not None else "refused", flush=True)
observers = [AutosaveObserver(Autosaver(folder, keep_rounds=10))]
while True:  # a window playing on and on, until it is killed
    let_computers_play(loaded.session, ("random",) * 4, until=lambda s: s.round >= 5, observers=observers)
    loaded = newest_loadable_autosave(folder, sys.argv[2])
"""


def test_a_window_killed_in_the_middle_leaves_its_game_open_to_the_next_and_every_file_loads(tmp_path):
    session, _checkpoint, other = game_with_a_checkpoint(tmp_path)
    others = stamps(tmp_path, other.game_id)
    window = subprocess.Popen([sys.executable, "-c", KILLED_WINDOW, str(tmp_path), session.game_id],
                              stdout=subprocess.PIPE, text=True, cwd=REPO,
                              env=dict(os.environ, PYTHONPATH=str(REPO)))
    try:
        assert window.stdout.readline().strip() == "open"
        assert claim_game(tmp_path, session.game_id) is None  # told: the game is open in that window
        newest = autosaves(tmp_path, session.game_id)[0]
        before, deadline = fingerprint(newest), time.monotonic() + 60
        while fingerprint(autosaves(tmp_path, session.game_id)[0]) == before and time.monotonic() < deadline:
            time.sleep(0.01)  # until it has written at least one move
    finally:
        window.send_signal(signal.SIGKILL)
        window.wait()
    claim = claim_game(tmp_path, session.game_id)
    assert claim is not None  # the system released the killed window's lock
    claim.release()
    for path in autosaves(tmp_path):
        load_game(path)  # every file still loads
    assert stamps(tmp_path, other.game_id) == others


def as_written_before_lines_of_play(document: dict) -> dict:
    """A save as the version before schema 5 wrote it: no branched_from (and, as schema 4 was written under rules 2,
    the game's clean-up under its old name: games.as_schema_4)."""
    return as_schema_4(document)


def test_saves_written_before_lines_of_play_open_and_branch_alike(tmp_path):
    """A named save and autosaves of one game as schema 4 wrote them, before branched_from existed."""
    sample = tmp_path / "mid-game.colosseum.json"
    sample.write_bytes((FIXTURES_DIR / "rules-2-mid-game-4-players.colosseum.json").read_bytes())  # as schema 4 wrote it
    game = load_game(sample)
    assert game.session.branched_from is None and game.migrated_from == 4
    let_computers_play(game.session, LEVELS, until=lambda s: s.round >= 4, observers=autosaving(tmp_path))
    for path in autosaves(tmp_path, game.session.game_id):
        document = json.loads(path.read_text(encoding="utf-8"))
        assert document["schema_version"] == SCHEMA_VERSION and document["branched_from"] is None
        path.write_text(json.dumps(as_written_before_lines_of_play(document)), encoding="utf-8")
    kept = stamps(tmp_path, game.session.game_id)
    reopened = load_game(sample)
    assert behind_its_game(reopened, tmp_path)
    branch_off(reopened.session)
    let_computers_play(reopened.session, LEVELS, until=lambda s: s.round >= 5, observers=autosaving(tmp_path))
    assert stamps(tmp_path, game.session.game_id) == kept
    assert load_game(autosaves(tmp_path, reopened.session.game_id)[0]).session.branched_from.game_id == \
        game.session.game_id
