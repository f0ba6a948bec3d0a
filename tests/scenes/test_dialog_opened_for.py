"""A dialog is opened for one step of the game: opened when the game has already moved past that step (a button
built for the step before, pressed after a computer or another window moved on), it builds nothing for a step
it does not know, never raises, and closes before anything is drawn."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.scenes.board.dialogs import DIALOGS

from tests.e2e import board_player as bp

from .test_board import make_board, session_until


def trading(state) -> bool:
    return state.phase is Phase.TRADE and state.step.offer is None


def producing(state) -> bool:
    return state.phase is Phase.PRODUCE and not state.step.rolled


def test_the_trade_button_pressed_after_the_game_moved_on_to_production_opens_nothing(canvas):
    """The board monkey's failure (AttributeError: 'ProduceStep' object has no attribute 'trader'), made
    deterministic: the board's buttons were built for trading, the game moved on before they were rebuilt."""
    session = session_until(trading)
    manager, board = make_board(session)
    trade_button = next(button for button in board.buttons if button.text.startswith("Trade"))
    while session.state.phase is Phase.TRADE:  # every trader ends trading, behind the board's back
        session.submit(rules.EndTurn(player=rules.current_player(session.state)))
    assert session.state.phase is Phase.PRODUCE
    before = session.state
    bp.click(manager, trade_button.rect.center)
    manager.apply_pending()
    assert manager.top is board and board.open_dialog_key is None
    assert session.state is before
    manager.draw(canvas)


@pytest.mark.parametrize("key", sorted(DIALOGS))
def test_a_dialog_opened_for_a_step_the_game_is_not_in_closes_at_once(canvas, key):
    elsewhere = trading if key != "trade" else producing
    session = session_until(elsewhere)
    manager, board = make_board(session)
    closed = []
    dialog = DIALOGS[key](board.ctx, session, rules.current_player(session.state), on_done=lambda: closed.append(1))
    manager.push(dialog)
    manager.apply_pending()
    assert manager.top is board and closed == [1] and dialog.closed
    manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    manager.draw(canvas)
