"""Undo at a shared screen: the deciding person takes back their own actions of their current turn; another
person's action is taken back only when that person, named, agrees; dice, bag draws and computer players'
decisions are never taken back."""
from types import SimpleNamespace

import pygame

from colosseum_desktop import rules
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.i18n import set_language
from colosseum_desktop.scenes.board.observers import action_words
from colosseum_desktop.scenes.confirm import ConfirmScene
from tests.e2e import board_player as bp

from .test_board import make_board, session_until


def investing_with_a_ticket_to_buy(seat: int):
    return session_until(lambda s: s.phase is Phase.INVEST and s.step.player == seat and s.step.credits
                         and s.ticket_supply and s.player(seat).coins >= 12)


def ctrl_z(manager) -> None:
    bp.key(manager, pygame.K_z, pygame.KMOD_CTRL)
    manager.apply_pending()


def test_undo_is_dark_until_the_deciding_person_has_done_something_this_turn(canvas):
    session = investing_with_a_ticket_to_buy(1)
    manager, board = make_board(session)
    start = session.state
    manager.draw(canvas)
    assert not board.can_undo() and not board.banner_buttons["undo"].enabled
    bp.click(manager, layout.supply_rect("ticket").center)
    manager.draw(canvas)
    assert board.banner_buttons["undo"].enabled
    ctrl_z(manager)  # their own action of this turn: taken back at once, nobody asked
    assert session.state is start and manager.top is board
    assert board.log_panel.lines[-1].text.startswith(f"{start.player(1).name} takes back: ")


def test_taking_back_the_previous_persons_end_of_turn_names_them_and_waits_for_their_ok(canvas):
    session = investing_with_a_ticket_to_buy(1)
    manager, board = make_board(session)
    before = session.state
    bp.click(manager, board.button_for(rules.EndTurn(player=1)).rect.center)
    ended = session.state
    name = before.player(1).name
    assert rules.current_player(ended) == 2 and not board.can_undo()

    ctrl_z(manager)
    question = manager.top
    assert isinstance(question, ConfirmScene) and session.state is ended  # nothing changes before the OK
    assert name in question.heading and f"{name}, do you agree?" in question.note and "ends their turn" in question.note
    assert f"{before.player(2).name}'s turn" not in question.note  # only what the person did is named
    manager.draw(canvas)
    bp.key(manager, pygame.K_ESCAPE)  # Escape (like N or the No button) means no
    manager.apply_pending()
    assert manager.top is board and session.state is ended

    ctrl_z(manager)
    bp.key(manager, pygame.K_RETURN)  # the focus is on No: Enter alone never agrees
    manager.apply_pending()
    assert manager.top is board and session.state is ended

    ctrl_z(manager)
    bp.click(manager, manager.top.yes_button.rect.center)
    manager.apply_pending()
    assert manager.top is board and session.state is before and rules.current_player(session.state) == 1


def test_an_ok_given_after_the_game_moved_on_takes_nothing_back():
    session = investing_with_a_ticket_to_buy(1)
    manager, board = make_board(session)
    bp.click(manager, board.button_for(rules.EndTurn(player=1)).rect.center)
    ctrl_z(manager)
    question = manager.top
    session.submit(rules.EndTurn(player=2))  # e.g. made in a window below, while the question was open
    moved_on = session.state
    bp.key(manager, pygame.K_y)
    manager.apply_pending()
    assert session.state is moved_on and "moved on" in board.message and question.answered


def test_undo_never_takes_back_a_computer_players_decision():
    session = investing_with_a_ticket_to_buy(1)
    session.submit(rules.EndTurn(player=1))  # seat 1 is a computer player here
    manager, board = make_board(session, seats=["person", "easy", "person", "person"])
    ended = session.state
    ctrl_z(manager)
    assert manager.top is board and session.state is ended
    assert "computer players' decisions" in board.message


def test_undo_never_crosses_the_dice_even_with_an_ok():
    session = session_until(lambda s: s.phase is Phase.PRODUCE and not s.step.rolled and s.step.player == 1)
    manager, board = make_board(session)
    bp.click(manager, layout.DICE_HIT.center)
    rolled = session.state
    ctrl_z(manager)
    assert manager.top is board and session.state is rolled and "undo stops at dice" in board.message


def test_the_question_to_take_back_another_persons_move_speaks_german(canvas):
    from colosseum_desktop.i18n import set_language

    session = investing_with_a_ticket_to_buy(1)
    manager, board = make_board(session)
    name = session.state.player(1).name
    bp.click(manager, board.button_for(rules.EndTurn(player=1)).rect.center)
    set_language("de")
    ctrl_z(manager)
    question = manager.top
    assert question.heading == f"Den Zug von {name} zurücknehmen?" and question.note.endswith("bist du einverstanden?")
    assert question.no_button.text == "Nein (N)" and question.yes_button.text == f"Ja, {name} stimmt zu (Y)"
    # The action is named as the German game log says it, not in English.
    assert question.note.startswith(f"Rückgängig nähme die letzte Aktion von {name} zurück: {name} beendet den Zug.")
    manager.draw(canvas)



def test_a_line_saying_what_was_taken_back_follows_a_change_of_language(canvas):
    from colosseum_desktop.i18n import set_language

    session = investing_with_a_ticket_to_buy(1)
    manager, board = make_board(session)
    name = session.state.player(1).name
    bp.click(manager, layout.supply_rect("ticket").center)
    ctrl_z(manager)
    assert board.log_panel.lines[-1].text == f"{name} takes back: {name} buys a season ticket for 10 coins"
    set_language("de")
    manager.language_changed()  # as AppContext.choose_language tells every scene
    manager.apply_pending()
    assert board.log_panel.lines[-1].text == f"{name} nimmt zurück: {name} richtet einen Luxusplatz für 10 Münzen ein"
    manager.draw(canvas)


def test_an_action_with_no_line_of_its_own_is_named_by_its_kind_in_the_players_language(canvas):
    """What undo would take back, when the game log wrote nothing for the actor: the move's name, translated."""
    session = session_until(lambda s: s.phase is Phase.INVEST)
    entry = SimpleNamespace(command=rules.EndTurn(player=0), events=[], state_before=session.state)
    try:
        assert action_words(entry) == "end turn"
        set_language("de")
        assert action_words(entry) not in ("end turn", "end_turn")
    finally:
        set_language("en")
