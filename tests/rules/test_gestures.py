"""Gestures (source, target) turned into the one legal command."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import IllegalCommand

from .helpers import auction, game, invest, produce, with_player


def test_a_noble_dragged_to_a_square_becomes_the_die_move_that_gets_there():
    state = produce(game(4), faces=(2, 3))
    assert rules.find_command(state, "noble:0", "square:3") == rules.MoveNoble(player=0, noble=0, dice=(1,))
    assert rules.find_command(state, "noble:0", "square:5") == rules.MoveNoble(player=0, noble=0, dice=(0, 1))
    with pytest.raises(IllegalCommand, match="No die of yours moves that noble 4 squares"):
        rules.find_command(state, "noble:0", "square:4")


def test_after_the_dice_a_drag_is_a_medal_move_either_way():
    state = with_player(produce(game(4)), 0, medals=1)
    state = state.model_copy(update={"step": rules.ProduceStep(player=0, faces=(2,), values=(2,), used=(True,))})
    assert rules.find_command(state, "noble:0", "square:34") == rules.MedalMoveNoble(player=0, noble=0, steps=-2)
    with pytest.raises(IllegalCommand, match="1, 2 or 3 squares"):
        rules.find_command(state, "noble:0", "square:5")


def test_a_click_on_a_market_opens_an_auction_at_the_minimum_bid():
    assert rules.find_command(auction(game(4)), "market:3") == rules.OpenAuction(player=0, market=3, bid=8)


def test_the_expansion_piece_dropped_on_either_end_of_the_arena():
    state = invest(game(4))  # seat 0's arena is [3, 4]
    assert rules.find_command(state, "expansion", "square:5") == rules.ExpandArena(player=0, clockwise=True)
    assert rules.find_command(state, "expansion", "square:2") == rules.ExpandArena(player=0, clockwise=False)
    with pytest.raises(IllegalCommand, match="either end"):
        rules.find_command(state, "expansion", "square:9")


def test_a_gesture_that_means_nothing_now_is_refused():
    with pytest.raises(IllegalCommand, match="cannot be used that way now"):
        rules.find_command(game(4), "market:1")


def test_a_noble_dragged_before_the_roll_says_what_to_do_first():
    with pytest.raises(IllegalCommand, match="Roll the dice first"):
        rules.find_command(produce(game(4)), "noble:0", "square:2")
    with pytest.raises(IllegalCommand, match="Choose 1, 2 or 3"):
        rules.find_command(produce(game(4), faces=(1,)), "noble:0", "square:2")
