"""The invest dialog: programs and other investments bought by click and key, what is not allowed greyed
with the engine's reason, and the turn ended."""
import pygame

from colosseum_desktop import rules
from colosseum_desktop.scenes.dialogs.invest.model import SIDE_BUTTON_H, SIDE_STEP
from colosseum_desktop.scenes.dialogs.invest.dialog import InvestDialog
from colosseum_desktop.scenes.dialogs.invest.picture import NOTE_LINES, NOTE_SIZE, note_lines
from colosseum_desktop.session import Session
from colosseum_desktop.sprites import theme
from tests.rules.helpers import game, invest, with_player
from tests.scenes.dialog_states import kinds
from tests.scenes.ui_events import click, click_on, draw, key, send, show
from .game_fixtures import seated


def invest_session(coins=30, credits=1, **player) -> Session:
    state = invest(game(players=3, seed=4), seat=0, credits=credits)
    return Session(with_player(state, 0, coins=coins, **player))


def button(dialog, start):
    return next(w for w in dialog.widgets.widgets if w.text.startswith(start))


def row(dialog, number):
    return dict(dialog.row_rects())[number]


def test_choosing_a_program_from_the_list_and_buying_it(ctx):
    session = invest_session()
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    send(ctx, *click(row(dialog, 20).center))
    assert dialog.selected == 20 and dialog.buy_button.text == "Buy program 20 for 25 coins (Enter)"
    draw(ctx)
    click_on(ctx, dialog.buy_button)
    assert session.log[-1].command == rules.BuyProgram(player=0, program=20)
    assert session.state.player(0).coins == 5
    # The investment is made: every further one is greyed, the extra-investment ones say why.
    assert not dialog.buy_button.enabled and dialog.refusals[21].startswith("You have made your investment")
    assert not button(dialog, "Season ticket").enabled
    medals = next(other.reason for other in dialog.others if other.button.text.endswith("2 medals"))
    assert medals is not None and "medal" in medals


def test_programs_not_allowed_are_greyed_with_the_engines_reason(ctx):
    session = invest_session(coins=14, produced=(12,))
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    assert dialog.refusals[11] == "You have produced program 12; you may only buy programs numbered higher"
    assert dialog.refusals[30] == "Program 30 (Caesar's Triumphal March) costs 40 coins; you have 14"
    assert dialog.refusals[13] is None and dialog.selected == 13
    send(ctx, *click(row(dialog, 30).center))
    assert not dialog.buy_button.enabled
    send(ctx, key(pygame.K_RETURN))  # Enter buys the chosen program: refused, nothing changes
    assert dialog.message and not session.log
    draw(ctx)


def test_expansion_ticket_and_extra_investment_then_end_turn(ctx):
    session = invest_session(coins=40, medals=2)
    square = session.state.player(0).arena[-1] + 1
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    assert any(other.effect == f"covers square {square}" for other in dialog.others)
    click_on(ctx, button(dialog, "Expand clockwise"))
    assert session.log[-1].command == rules.ExpandArena(player=0, clockwise=True)
    click_on(ctx, button(dialog, "Extra investment: 2 medals"))
    click_on(ctx, button(dialog, "Season ticket"))
    assert kinds(session) == ["expand_arena", "buy_extra_investment", "buy_season_ticket"]
    send(ctx, key(pygame.K_e))
    assert kinds(session)[-1] == "end_turn"
    assert dialog.seat == 1  # the next investor, a person, is asked in the same dialog


def test_ctrl_z_reaches_the_board_below_and_the_dialog_follows_the_undo(ctx):
    from colosseum_desktop.scenes.board.scene import BoardScene
    session = invest_session()
    show(ctx, BoardScene(ctx, seated(ctx, session, ["person"] * 3)))
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    send(ctx, *click(row(dialog, 20).center))
    click_on(ctx, dialog.buy_button)
    assert 20 not in session.state.program_supply and not dialog.buy_button.enabled
    send(ctx, key(pygame.K_z, pygame.KMOD_CTRL))
    ctx.manager.update(16)
    assert 20 in session.state.program_supply and not session.log
    assert dialog in ctx.manager.stack and dialog.buy_button.enabled and dialog.refusals[20] is None


def test_a_dialog_opened_for_a_decision_nobody_waits_for_closes_before_it_is_drawn(ctx):
    session = invest_session()
    session.submit(rules.EndTurn(player=0))
    done = []
    dialog = show(ctx, InvestDialog(ctx, session, 0, on_done=lambda: done.append(True), people={0}))
    assert dialog not in ctx.manager.stack and done  # seat 1 invests now, and is not a person here


def test_the_keyboard_focus_stays_on_its_control_when_the_dialog_follows_the_game(ctx):
    session = invest_session()
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    end_turn = button(dialog, "End investing")
    while dialog.widgets.focus is not end_turn:
        send(ctx, key(pygame.K_TAB))
    send(ctx, key(pygame.K_SPACE))
    assert kinds(session) == ["end_turn"] and dialog.seat == 1
    assert dialog.widgets.focus.text == "End investing (E)" and dialog.widgets.focus is not end_turn  # a new button


def test_a_long_reason_under_a_choice_wraps_onto_two_lines_above_the_next_button(ctx):
    # "Make the investment you have first; extra ones are bought after it" was cut to "…are boug…".
    reason = "Make the investment you have first; extra ones are bought after it"
    lines = note_lines(reason)
    assert " ".join(lines) == reason and len(lines) == 2
    assert SIDE_BUTTON_H + 4 + NOTE_LINES * (NOTE_SIZE + 3) <= SIDE_STEP
    assert all(theme.font(NOTE_SIZE).size(line)[0] <= 440 - 8 for line in lines)
    assert note_lines(reason * 3)[-1].endswith("\u2026") and len(note_lines(reason * 3)) == NOTE_LINES


def test_with_nothing_left_to_invest_in_ending_the_turn_is_suggested_and_enter_does_it(ctx):
    session = invest_session(coins=40)
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    assert not dialog.end_button.primary  # investments are open: Enter buys the chosen program
    click_on(ctx, button(dialog, "Season ticket"))
    assert dialog.end_button.primary and dialog.buy_button.enabled is False
    draw(ctx)
    send(ctx, key(pygame.K_RETURN))
    assert kinds(session) == ["buy_season_ticket", "end_turn"]


def test_the_invest_dialog_speaks_french(ctx):
    from colosseum_desktop.i18n import set_language

    set_language("fr")
    session = invest_session()
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    dialog.select(20)
    assert dialog.header_text().endswith("\xa0: investir")
    assert dialog.buy_button.text == "Acheter le programme 20 pour 25 pièces (Entrée)"
    assert button(dialog, "Abonnement, 10 pièces") and button(dialog, "Finir d'investir (E)")
    assert all(other.effect for other in dialog.others) and button(dialog, "Agrandir dans le sens antihoraire")
    draw(ctx)


def test_keys_make_the_next_view_and_enter_and_e_become_commands(ctx):
    session = invest_session()
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    supply = list(session.state.program_supply)
    first = dialog.view()
    assert first.selected == supply[0] and dict(first.refusals) == dialog.refusals
    send(ctx, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_UP))
    view = dialog.view()
    assert view.selected == supply[1] and view.frame.message is None
    assert view.buy_box == tuple(dialog.buy_button.rect)
    assert [choice.extra for choice in view.side] == [False] * 4 + [True] * 2
    send(ctx, key(pygame.K_RETURN))
    assert session.log[-1].command == rules.BuyProgram(player=0, program=supply[1])
    assert dialog.view().selected != supply[1]  # bought: the card goes to a program still for sale
    send(ctx, key(pygame.K_e))
    assert session.log[-1].command == rules.EndTurn(player=0) and dialog.view().frame.seat == 1
