"""Replays of saves written by older versions (under the rules that wrote them, as loading does), and a new game
played on from a moment of a replay, the original file left byte for byte as it was."""
from __future__ import annotations

import hashlib
import json

import pytest

from colosseum_desktop import RULES_VERSION, rules
from colosseum_desktop.replay import play_on, replay_save
from colosseum_desktop.saves import Autosaver, SaveError, autosaves, games_in_progress, list_saves, load_game, save_game
from colosseum_desktop.saves.loading import parse_save
from colosseum_desktop.session import BranchPoint
from colosseum_desktop.simulate import let_computers_play

from ..saves.games import FIXTURES_DIR, OLDER_RULES_FIXTURE, SCHEMA_1_FIXTURE, fingerprint, played

RULES_1_FIVE_PLAYERS = FIXTURES_DIR / "rules-1-last-round-5-players.colosseum.json"


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_rules_1_save_whose_moves_still_replay_is_shown_whole_and_ends_at_its_stored_position():
    untouched = fingerprint(RULES_1_FIVE_PLAYERS)
    game = replay_save(RULES_1_FIVE_PLAYERS)
    assert game.rules_version == "1" != RULES_VERSION
    assert game.complete and game.notice is None and game.timeline.length == 178
    assert game.timeline.state_at(game.timeline.length) == game.saved_state == load_game(RULES_1_FIVE_PLAYERS).session.state
    loaded = load_game(RULES_1_FIVE_PLAYERS).session  # every position as loading's own replay reached it
    for move, entry in enumerate(loaded.log):
        assert game.timeline.state_at(move) == entry.state_before, f"move {move}"
    assert fingerprint(RULES_1_FIVE_PLAYERS) == untouched


def test_an_older_rules_save_whose_moves_no_longer_all_replay_is_shown_as_far_as_they_do():
    """rules-1-zero-count-offer: move 21 offers nothing for something, legal under rules 1, refused since (R8)."""
    untouched = fingerprint(OLDER_RULES_FIXTURE)
    game = replay_save(OLDER_RULES_FIXTURE)
    document = json.loads(OLDER_RULES_FIXTURE.read_text(encoding="utf-8"))
    assert not game.complete and game.timeline.length == 20 and game.hidden_moves == len(document["log"]) - 20
    assert document["log"][20]["command"]["give"] == {"gladiator": 0}  # the first move these rules refuse
    assert str(game.notice) == ("Saved with rules 1: 20 moves replay under these rules; moves that cannot be "
                                "shown: 74.")
    save, _schema = parse_save(OLDER_RULES_FIXTURE.read_bytes())  # its events as read today (schema 4's words)
    state = rules.new_game(save.options, save.seed)
    for move, record in enumerate(save.log[:20], 1):  # each shown position is the recorded move's outcome
        state, events = rules.apply(state, record.command)
        assert tuple(events) == record.events
        assert game.timeline.state_at(move) == state
    assert fingerprint(OLDER_RULES_FIXTURE) == untouched


def test_a_schema_1_save_replays():
    game = replay_save(SCHEMA_1_FIXTURE)
    assert game.complete and game.timeline.length == 6 and game.timeline.state_at(6) == game.saved_state


def test_a_save_of_these_rules_that_does_not_replay_is_refused_with_loadings_reason(tmp_path):
    path = save_game(played(4, seed=3, until_round=2), tmp_path / "edited")
    document = json.loads(path.read_text(encoding="utf-8"))
    document["log"][3]["events"] = document["log"][4]["events"]
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError, match="damaged: move 4 did not turn out as recorded") as refused:
        replay_save(path)
    with pytest.raises(SaveError) as by_loading:
        load_game(path)
    assert str(refused.value) == str(by_loading.value)


def test_an_older_rules_game_carried_over_and_saved_again_replays_from_its_stored_start(tmp_path):
    carried = load_game(OLDER_RULES_FIXTURE).session  # goes on from its stored position (loading's notice)
    let_computers_play(carried, ("random",) * 4, until=lambda s: s.round >= 4)
    path = save_game(carried, tmp_path / "carried")
    game = replay_save(path)
    assert game.complete and game.timeline.start == carried.initial and game.timeline.length == len(carried.log)
    assert game.timeline.state_at(game.timeline.length) == carried.state


@pytest.mark.parametrize("fixture", [None, OLDER_RULES_FIXTURE])
def test_play_on_makes_a_new_game_and_the_original_file_is_byte_identical_afterwards(tmp_path, fixture):
    if fixture is None:
        session = played(5, seed=21, until_round=4)
        original = save_game(session, tmp_path / "original", ("person", "computer:easy", "person", "person",
                                                              "computer:strong"))
    else:
        original = tmp_path / fixture.name
        original.write_bytes(fixture.read_bytes())
    before_bytes, before_stamp = original.read_bytes(), fingerprint(original)
    game = replay_save(original)
    moment = game.timeline.length // 2
    branch = play_on(game, moment)
    assert branch.game_id != game.game_id and branch.branched_from == BranchPoint(game.game_id, moment)
    assert branch.state == game.timeline.state_at(moment) and len(branch.log) == moment
    # The new game is played on, autosaving beside the original, as the board does.
    autosaver = Autosaver(tmp_path, seats=game.seats)
    branch.on_change = autosaver
    let_computers_play(branch, ("random",) * len(game.seats), until=lambda s: len(branch.log) >= moment + 25)
    assert original.read_bytes() == before_bytes and fingerprint(original) == before_stamp
    assert autosaves(tmp_path, game.game_id) == [] and autosaves(tmp_path, branch.game_id)
    reloaded = load_game(autosaves(tmp_path, branch.game_id)[0]).session
    assert reloaded.game_id == branch.game_id and reloaded.state == branch.state
    assert reloaded.branched_from == BranchPoint(game.game_id, moment)  # the Load screen says where it branched
    assert reloaded.log[moment - 1].command == game.timeline.record(moment).command  # the shared past is kept
    assert load_game(original).session.game_id == game.game_id  # the original still opens as itself
    assert [g.game_id for g in games_in_progress(list_saves(tmp_path))] == [branch.game_id]


def test_play_on_from_the_start_and_from_the_end(tmp_path):
    session = played(3, seed=8)
    path = save_game(session, tmp_path / "whole")
    before = digest(path)
    game = replay_save(path)
    assert play_on(game, 0).state == game.timeline.start
    assert play_on(game, game.timeline.length).state == session.state
    with pytest.raises(IndexError):
        play_on(game, game.timeline.length + 1)
    assert digest(path) == before
