"""The hint's ring finds every kind of piece the advisor can point at; a program held in a panel (a production's
focus) is ringed where the panel draws it."""
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.rules.pieces import Piece
from colosseum_desktop.sprites import hint
from tests.scenes.test_board import session_until


def test_a_held_program_is_ringed_where_its_panel_draws_it(canvas):
    session = session_until(lambda state: len(state.player(1).programs) >= 2)
    state = session.state
    board = layout.BoardLayout(len(state.players))
    held = state.player(1).programs
    for index, number in enumerate(held):
        rect = hint.piece_rect(board, state, Piece("held_program", 1, program=number), board.noble_centers(state))
        assert rect == board.panel_program_rects(1, held)[index]
