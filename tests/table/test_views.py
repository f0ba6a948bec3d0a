"""A seat's view shows everything a player at the box sees (RULES.md: all information is open) and nothing that
lets anyone predict the next roll or draw: the generator, the seed and the face-down token (R4, R7)."""
from __future__ import annotations

import json

import pytest

from colosseum_desktop import rules
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.session import Session
from colosseum_desktop.table import SeatView, Table, view_for
from colosseum_desktop.table.views import public_state


def state_before_a_roll(seed: int) -> rules.GameState:
    session = Session.new(rules.GameOptions(players=4), seed)
    let_computers_play(session, ("random",) * 4, until=lambda s: s.phase is rules.Phase.PRODUCE
                       and not s.step.rolled and s.round >= 2)
    return session.state


def predicted_faces(view: SeatView) -> tuple[int, ...] | None:
    """The best an attacker holding only a view can do: play the roll on the view's own state."""
    seat = view.deciding
    _, events = rules.apply(view.state, rules.RollDice(player=seat))
    return next(e.faces for e in events if e.kind == "dice_rolled")


def real_faces(state: rules.GameState) -> tuple[int, ...]:
    _, events = rules.apply(state, rules.RollDice(player=rules.current_player(state)))
    return next(e.faces for e in events if e.kind == "dice_rolled")


def test_r7_a_view_does_not_predict_the_next_roll():
    """Over many games the view's 'prediction' of the next dice hits no more often than chance would."""
    hits = trials = 0
    for seed in range(40):
        state = state_before_a_roll(seed)
        if rules.current_player(state) is None or state.phase is not rules.Phase.PRODUCE:
            continue
        trials += 1
        hits += predicted_faces(view_for(state, rules.current_player(state))) == real_faces(state)
    assert trials >= 30
    # Two dice of six faces (R1): chance matches 1/36 of the time (about 1 in 40 trials here, and 7 or more
    # has odds near 1 in 10,000); the full state matches every time (the next test).
    assert hits <= trials // 6, f"{hits} of {trials} rolls predicted from a view"


def test_the_full_state_would_predict_it_so_the_test_above_can_fail():
    state = state_before_a_roll(3)
    leaky = SeatView(seat=0, state=state, face_down_hidden=False)
    assert predicted_faces(leaky) == real_faces(state)


def test_r4_no_view_holds_the_generator_the_seed_or_the_face_down_token():
    state = rules.new_game(rules.GameOptions(players=4), 123456789)
    assert state.face_down is not None, "a 4-player game has a face-down green token (R4)"
    for seat in (None, 0, 1, 2, 3):
        view = view_for(state, seat)
        sent = json.loads(view.model_dump_json())
        assert sent["state"]["rng"] == 0 and sent["state"]["seed"] == 0
        assert sent["state"]["face_down"] is None and sent["face_down_hidden"] is True
        assert str(state.rng) not in view.model_dump_json()


def test_everything_else_is_the_same_for_every_seat_as_in_the_box():
    state = state_before_a_roll(7)
    views = [view_for(state, seat) for seat in range(4)]
    assert all(v.state == views[0].state for v in views)
    assert views[0].state == public_state(state)
    assert views[0].state.replace(rng=state.rng, seed=state.seed, face_down=state.face_down) == state


def test_a_table_shows_each_seat_its_view_and_refuses_a_seat_that_is_not_there():
    table = Table(Session.new(rules.GameOptions(players=3), 5), [])
    assert table.view_for(2).seat == 2 and table.view_for(None).seat is None
    with pytest.raises(ValueError):
        table.view_for(3)
