"""Hints on the board (H and the Hint button beside the decision's buttons): the first press lights what to look at, the second shows
the move and its reasons in the hint panel, a third puts it away; the advisor thinks on a worker while the window
goes on, and a hint is put away when the game moves on (R7, R9)."""
import time

import pygame

from colosseum_desktop import advisor, i18n
from colosseum_desktop.i18n.advice import reasons_text
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.scenes.board.hints import HIDDEN, LOOK, MOVE
from colosseum_desktop.sprites import hint as hint_sprite
from tests.e2e import board_player as bp

from .test_board import before_roll, make_board, session_until


def advised(manager, board, seconds=10.0):
    """Let the window's loop run until the worker's advice has come (the board goes on updating meanwhile)."""
    deadline = time.monotonic() + seconds
    while board.hints.focus is None and time.monotonic() < deadline:
        manager.update(16)
        time.sleep(0.005)
    return board.view()


def auction_to_open(state):
    return state.phase is Phase.AUCTION and state.step.auction is None


def test_h_lights_what_to_look_at_then_says_the_move_and_why(canvas):
    session = session_until(auction_to_open)
    manager, board = make_board(session)
    bp.key(manager, pygame.K_h)
    assert board.hints.stage == LOOK
    view = advised(manager, board)
    expected = advisor.advise(board.table.view_for(board.deciding))
    assert view.hint == expected.focus and view.hint.kind in ("market", "panel")
    assert view.hint_words == i18n.advice.look_here_text()
    manager.draw(canvas)
    ring = hint_sprite.piece_rect(board.layout, session.state, view.hint, board.layout.noble_centers(session.state))
    assert canvas.get_at(ring.inflate(2 * hint_sprite.RING_MARGIN, 0).midleft)[:3] == hint_sprite.RING_COLOUR
    bp.key(manager, pygame.K_h)
    assert board.hints.stage == MOVE and board.view().hint_words == reasons_text(expected.reasons)
    assert session.state is board.state and not session.log or session.log[-1].command.kind != "open_auction"
    bp.key(manager, pygame.K_h)
    assert board.hints.stage == HIDDEN and board.view().hint is None and board.view().hint_words is None
    assert board.hints.given


def hint_button(board):
    """The Hint button, the last of the decision's buttons."""
    assert board.buttons[-1].text == "Hint H"
    return board.buttons[-1]


def test_the_hint_button_gives_the_hint_and_a_move_puts_it_away():
    session = session_until(before_roll)
    manager, board = make_board(session)
    bp.click(manager, hint_button(board).rect.center)
    view = advised(manager, board)
    assert view.hint.kind == "dice"  # R9: before the roll, the dice are what to look at
    moves_before = len(session.log)
    bp.click(manager, hint_button(board).rect.center)
    board.submit(advisor.advise(board.table.view_for(board.deciding)).command)
    assert len(session.log) == moves_before + 1
    manager.update(16)
    assert board.view().hint is None and board.view().hint_words is None and board.hints.stage == HIDDEN


def test_no_hint_on_a_computers_decision(canvas):
    session = session_until(before_roll)
    seats = ["random"] * len(session.state.players)
    manager, board = make_board(session, seats=seats)
    bp.key(manager, pygame.K_h)
    assert board.hints.stage == HIDDEN and board.message and "hint" in board.message.lower()
