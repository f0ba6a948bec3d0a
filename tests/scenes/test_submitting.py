"""A refusal reaches the player in their language (scenes/submitting.py and the board's gestures), and changes
nothing in the game."""
from colosseum_desktop import rules
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.i18n import set_language
from tests.e2e import board_player as bp
from tests.scenes.test_board import before_roll, make_board, session_until


def test_a_command_the_rules_refuse_is_shown_in_german_and_the_game_stays_as_it_was():
    """R6/R9: a decision not the player's, and a noble moved by no die, refused on the board in German."""
    set_language("de")
    session = session_until(before_roll)
    manager, board = make_board(session)
    state = session.state
    other = (rules.current_player(state) + 1) % len(state.players)
    assert board.submit(rules.RollDice(player=other)) is False
    assert session.state is state
    assert board.message == f"Jetzt entscheidet {state.player(rules.current_player(state)).name}"

    square = (state.nobles[0].square + 2) % 36
    bp.drag(manager, board.layout.noble_centers(state)[0], layout.square_rect(square).center)
    assert session.state is state
    assert board.message == "Würfle zuerst"
