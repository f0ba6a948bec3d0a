"""R9.1 Moving nobles with dice, and R13 medal moves."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import ChooseDieValue, EndTurn, IllegalCommand, MedalMoveNoble, MoveNoble, RollDice

from .helpers import game, kinds, place_nobles, play, produce, with_player

EMPEROR, SENATOR_6, CONSUL_12, SENATOR_19, CONSUL_26, SENATOR_30 = range(6)


def test_r9_roll_one_die_without_loge_and_two_with_it():
    state, events = play(produce(game(4)), RollDice(player=0))
    assert len(events[0].faces) == 1 and all(1 <= f <= 6 for f in events[0].faces)
    state, events = play(with_player(produce(game(4)), 0, loge=True), RollDice(player=0))
    assert len(events[0].faces) == 2
    with pytest.raises(IllegalCommand, match="rolled this turn already"):
        rules.apply(state, RollDice(player=0))


def test_r9_dice_faces_are_1_3_and_2_to_6_evenly():
    faces = []
    state = with_player(produce(game(4)), 0, loge=True)
    for seed in range(600):
        rolled, events = rules.apply(state.model_copy(update={"rng": seed}), RollDice(player=0))
        faces += events[0].faces
    assert set(faces) == {1, 2, 3, 4, 5, 6}
    assert all(150 < faces.count(f) < 250 for f in range(1, 7))


def test_r9_a_die_move_ending_on_a_rest_square_earns_a_medal():
    state = place_nobles(produce(game(4), faces=(2,)), {SENATOR_6: 4})
    state, events = play(state, MoveNoble(player=0, noble=SENATOR_6, dice=(0,)))
    assert state.nobles[SENATOR_6].square == 6 and state.players[0].medals == 1 and state.medal_supply == 17
    assert kinds(events) == ["noble_moved", "medals_changed"]


def test_r9_combined_two_dice_move_passing_a_rest_square_earns_no_medal():
    state = with_player(produce(game(4), faces=(2, 3)), 0, loge=True)
    state = place_nobles(state, {CONSUL_12: 10})
    state, events = play(state, MoveNoble(player=0, noble=CONSUL_12, dice=(0, 1)))
    assert state.nobles[CONSUL_12].square == 15  # passed over rest square 12
    assert state.players[0].medals == 0 and "medals_changed" not in kinds(events)
    assert state.step.dice_done


def test_r9_combined_move_ending_on_a_rest_square_earns_one_medal():
    state = place_nobles(produce(game(4), faces=(2, 4)), {CONSUL_12: 0})
    state, _ = play(state, MoveNoble(player=0, noble=CONSUL_12, dice=(0, 1)))
    assert state.nobles[CONSUL_12].square == 6 and state.players[0].medals == 1


def test_r9_a_sum_move_has_one_spelling_dice_0_1_and_1_0_is_refused():
    """R9: moving one noble by the sum of both dice is one command, MoveNoble(dice=(0, 1)); (1, 0) would
    be the same move spelt twice, so it is refused and changes nothing."""
    state = place_nobles(produce(game(4), faces=(2, 4)), {CONSUL_12: 0})
    before = state.model_dump()
    with pytest.raises(IllegalCommand, match=r"names them in order: dice \(0, 1\)"):
        rules.apply(state, MoveNoble(player=0, noble=CONSUL_12, dice=(1, 0)))
    assert state.model_dump() == before
    sums = [c.dice for c in rules.legal_commands(state) if c.kind == "move_noble" and len(c.dice) == 2]
    assert sums and set(sums) == {(0, 1)}
    state, _ = play(state, MoveNoble(player=0, noble=CONSUL_12, dice=(0, 1)))
    assert state.nobles[CONSUL_12].square == 6


def test_r9_two_dice_move_two_different_nobles():
    state = produce(game(4), faces=(2, 3))
    state, _ = play(state, MoveNoble(player=0, noble=EMPEROR, dice=(0,)))
    with pytest.raises(IllegalCommand, match="two different nobles"):
        rules.apply(state, MoveNoble(player=0, noble=EMPEROR, dice=(1,)))
    with pytest.raises(IllegalCommand, match="That die has been used"):
        rules.apply(state, MoveNoble(player=0, noble=CONSUL_12, dice=(0,)))
    state, events = play(state, MoveNoble(player=0, noble=CONSUL_12, dice=(1,)))
    assert state.nobles[EMPEROR].square == 2 and state.nobles[CONSUL_12].square == 15


def test_r9_the_1_3_face_lets_the_player_choose():
    state = produce(game(4), faces=(1,))
    with pytest.raises(IllegalCommand, match="Choose 1, 2 or 3"):
        rules.apply(state, MoveNoble(player=0, noble=EMPEROR, dice=(0,)))
    with pytest.raises(IllegalCommand, match="counts 1, 2 or 3"):
        rules.apply(state, ChooseDieValue(player=0, die=0, value=4))
    assert {c.value for c in rules.legal_commands(state) if c.kind == "choose_die_value"} == {1, 2, 3}
    state, _ = play(state, ChooseDieValue(player=0, die=0, value=3),
                    MoveNoble(player=0, noble=SENATOR_30, dice=(0,)))
    assert state.nobles[SENATOR_30].square == 33


def test_r3_r9_the_ring_wraps_from_35_to_0():
    state = place_nobles(produce(game(4), faces=(4,)), {EMPEROR: 34})
    state, _ = play(state, MoveNoble(player=0, noble=EMPEROR, dice=(0,)))
    assert state.nobles[EMPEROR].square == 2


def test_r9_every_die_rolled_must_move_a_noble_before_the_turn_ends():
    """R9.1: once rolled, each die moves a noble; passing is only before the roll (R5, test_produce)."""
    for faces in ((3,), (3, 5)):
        state = produce(game(4), faces=faces)
        before = state.model_dump()
        with pytest.raises(IllegalCommand, match="Move a noble with every die"):
            rules.apply(state, EndTurn(player=0))
        assert state.model_dump() == before
        assert EndTurn(player=0) not in rules.legal_commands(state)
    state, _ = play(state, MoveNoble(player=0, noble=EMPEROR, dice=(0,)))
    with pytest.raises(IllegalCommand, match="Move a noble with every die"):  # one die of two is not enough
        rules.apply(state, EndTurn(player=0))


def test_r9_r13_medal_moves_either_way_after_the_dice_and_earn_no_medal():
    state = with_player(produce(game(4), faces=(5,)), 0, medals=2)
    state = state.model_copy(update={"medal_supply": 16})
    with pytest.raises(IllegalCommand, match="after your dice"):
        rules.apply(state, MedalMoveNoble(player=0, noble=EMPEROR, steps=1))
    state, _ = play(state, MoveNoble(player=0, noble=CONSUL_26, dice=(0,)))  # 26 -> 31
    state, events = play(state, MedalMoveNoble(player=0, noble=CONSUL_26, steps=-1))  # onto rest square 30
    assert state.nobles[CONSUL_26].square == 30
    assert state.players[0].medals == 1 and state.medal_supply == 17
    with pytest.raises(IllegalCommand, match="1, 2 or 3 squares"):
        rules.apply(state, MedalMoveNoble(player=0, noble=EMPEROR, steps=4))
    state, _ = play(state, MedalMoveNoble(player=0, noble=EMPEROR, steps=-3))
    assert state.nobles[EMPEROR].square == 33 and state.players[0].medals == 0
    with pytest.raises(rules.NotAffordable):
        rules.apply(state, MedalMoveNoble(player=0, noble=EMPEROR, steps=1))


def test_r1_r9_no_medal_while_the_supply_is_empty():
    state = place_nobles(produce(game(4), faces=(2,)), {SENATOR_6: 4}).model_copy(update={"medal_supply": 0})
    state = with_player(state, 1, medals=18)
    state, _ = play(state, MoveNoble(player=0, noble=SENATOR_6, dice=(0,)))
    assert state.players[0].medals == 0


def test_r3_nobles_may_share_a_square():
    state = produce(game(4), faces=(6,))
    state, _ = play(state, MoveNoble(player=0, noble=EMPEROR, dice=(0,)))
    assert state.nobles[EMPEROR].square == state.nobles[SENATOR_6].square == 6
