"""The session: the one place that applies commands, with its log and undo rules."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.session import Session


def test_submit_logs_and_a_refusal_changes_nothing():
    session = Session.new(rules.GameOptions(players=3), 5)
    before = session.state
    with pytest.raises(rules.IllegalCommand):
        session.submit(rules.BuyLoge(player=2))
    assert session.state is before and session.log == []
    session.submit(rules.BuyLoge(player=0))
    assert session.state.players[0].loge and len(session.log) == 1


def test_undo_takes_back_ones_own_action_but_not_another_players_nor_chance():
    session = Session.new(rules.GameOptions(players=3), 5)
    session.submit(rules.BuyLoge(player=0))
    assert not session.can_undo(seat=1)
    assert session.undo(seat=0) == rules.BuyLoge(player=0)
    assert not session.state.players[0].loge
    for seat in range(3):
        session.submit(rules.EndTurn(player=seat))  # the last one starts the auctions: no chance yet
    assert session.can_undo(seat=2)
    state = session.state.model_copy(update={"step": rules.ProduceStep(player=0)})
    session = Session(state)
    session.submit(rules.RollDice(player=0))
    assert not session.can_undo(seat=0)
    with pytest.raises(rules.IllegalCommand, match="undo stops at dice"):
        session.undo(seat=0)


def test_a_player_takes_back_alone_only_their_own_action_of_their_current_turn():
    session = Session.new(rules.GameOptions(players=3), 5)
    assert not session.can_take_back_own(0)  # nothing done yet
    session.submit(rules.BuyLoge(player=0))
    assert session.can_take_back_own(0) and not session.can_take_back_own(1)
    session.submit(rules.EndTurn(player=0))
    # seat 0's end of turn is still theirs to undo, but not alone: seat 1 decides now
    assert session.can_undo(0) and not session.can_take_back_own(0) and not session.can_take_back_own(1)
    session.submit(rules.EndTurn(player=1))
    session.submit(rules.EndTurn(player=2))  # the last investor ends the phase: the auctions begin
    active = rules.current_player(session.state)
    assert session.state.phase is rules.Phase.AUCTION and not session.can_take_back_own(active)


def test_on_change_is_called_after_every_submit_and_undo():
    seen = []
    session = Session.new(rules.GameOptions(players=4), 1, on_change=lambda s: seen.append(len(s.log)))
    session.submit(rules.EndTurn(player=0))
    session.undo(0)
    assert seen == [1, 0]


def test_replay_rebuilds_the_same_state():
    session = Session.new(rules.GameOptions(players=4), 3)
    for seat in range(4):
        session.submit(rules.EndTurn(player=seat))
    again = Session.replay(session.options, session.seed, [e.command for e in session.log])
    assert again.state == session.state


def test_every_new_game_gets_its_own_id_and_replay_can_keep_one():
    first, second = Session.new(rules.GameOptions(players=3), 5), Session.new(rules.GameOptions(players=3), 5)
    assert first.game_id != second.game_id
    assert len(first.game_id) == 16 and int(first.game_id, 16) >= 0
    again = Session.replay(first.options, first.seed, [], game_id=first.game_id)
    assert again.game_id == first.game_id
    assert first.state == second.state, "the id is no part of the rules' state"
