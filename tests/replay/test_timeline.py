"""The replay's timeline: every position of a whole game found again, forward, backward and by jumps."""
from __future__ import annotations

import random

import pytest

from colosseum_desktop import rules
from colosseum_desktop.replay import Place, replay_save, replay_session
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.saves import Autosaver, autosaves, load_game, save_game
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.session import Session

from ..saves.games import fingerprint

NAMES = ("Aurelia", "Brutus", "Cassia", "Decimus", "Egnatia")


def whole_game(tmp_path, seed: int = 11) -> tuple[Session, list[rules.GameState]]:
    """A finished 5-player game played with autosaves on, and the position after each of its moves."""
    session = Session.new(rules.GameOptions(players=5, names=NAMES), seed,
                          on_change=Autosaver(tmp_path / "autosaves", keep_rounds=10))
    let_computers_play(session, ("random",) * 5)
    assert rules.is_over(session.state)
    return session, [entry.state_before for entry in session.log] + [session.state]


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    folder = tmp_path_factory.mktemp("finished")
    session, states = whole_game(folder)
    path = save_game(session, folder / "finished", ("person",) * 5)
    return folder, path, session, states


@pytest.mark.parametrize("every", [1, 8, 1000])
def test_stepping_forward_through_a_whole_5_player_game_reproduces_every_position(finished, every):
    _folder, path, _session, states = finished
    timeline = replay_save(path, checkpoint_every=every).timeline
    assert timeline.length == len(states) - 1 > 100
    for move, state in enumerate(states):
        assert timeline.state_at(move) == state, f"move {move}"


def test_stepping_forward_reproduces_every_stored_autosave(finished):
    """Each round's autosave stored the game at some move: the timeline shows exactly that position there."""
    folder, path, _session, _states = finished
    timeline = replay_save(path).timeline
    files = autosaves(folder / "autosaves")
    assert len(files) >= 5  # rounds 1-5 and the end
    for file in files:
        stored = load_game(file).session
        assert timeline.state_at(len(stored.log)) == stored.state, file.name


@pytest.mark.parametrize("every", [1, 8, 1000])
def test_stepping_back_restores_each_earlier_position(finished, every):
    _folder, path, _session, states = finished
    timeline = replay_save(path, checkpoint_every=every).timeline
    for move in range(timeline.length, -1, -1):
        assert timeline.state_at(move) == states[move], f"move {move}"


def test_jumps_in_any_order_land_on_the_position_played(finished):
    _folder, path, _session, states = finished
    timeline = replay_save(path).timeline
    order = list(range(timeline.length + 1)) * 2
    random.Random(5).shuffle(order)
    for move in order:
        assert timeline.state_at(move) == states[move], f"move {move}"


def test_a_game_in_memory_gives_the_same_timeline_as_its_file(finished):
    _folder, path, session, states = finished
    from_memory = replay_session(session, ("person",) * 5)
    from_file = replay_save(path)
    assert from_memory.timeline.records == from_file.timeline.records
    assert from_memory.game_id == from_file.game_id == session.game_id
    assert [from_memory.timeline.state_at(m) for m in range(0, len(states), 17)] == states[::17]


def test_rounds_and_phases_are_found_without_playing(finished):
    _folder, path, _session, states = finished
    timeline = replay_save(path).timeline
    for round_number in range(1, 6):
        start = timeline.round_start(round_number)
        assert states[start].round == round_number and (start == 0 or states[start - 1].round == round_number - 1)
    assert timeline.round_start(6) is None
    starts = timeline.phases()
    assert starts[0].move == 0 and starts[0].place == Place(1, Phase.INVEST)
    assert starts[-1].place.phase is Phase.OVER
    for before, after in zip(starts, starts[1:]):
        assert before.move < after.move
        assert all(Place(s.round, s.phase) == before.place for s in states[before.move:after.move])
        assert timeline.next_phase(before.move) == after.move
        assert timeline.previous_phase(after.move) == before.move  # from a phase's start: the one before
        if after.move - before.move > 1:
            assert timeline.previous_phase(after.move - 1) == before.move  # inside a phase: its start
    assert timeline.previous_phase(0) == 0 and timeline.next_phase(timeline.length) == timeline.length


def test_a_moment_outside_the_game_is_refused(finished):
    timeline = replay_save(finished[1]).timeline
    for move in (-1, timeline.length + 1):
        with pytest.raises(IndexError):
            timeline.state_at(move)
    with pytest.raises(IndexError):
        timeline.record(0)


def test_replaying_leaves_the_file_untouched(finished):
    _folder, path, _session, _states = finished
    before = fingerprint(path)
    timeline = replay_save(path).timeline
    for move in range(0, timeline.length + 1, 3):
        timeline.state_at(move)
    assert fingerprint(path) == before
