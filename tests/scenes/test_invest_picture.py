"""The invest dialog's picture draws `(state, InvestView)` and nothing else: the same pair gives the same
pixels whatever the dialog does afterwards, and what the view says (the program selected, a refusal) shows (R6)."""
import dataclasses

import pygame

from colosseum_desktop.scenes.dialogs.invest.model import CARD_W, CARD_X, LIST_BOX
from colosseum_desktop.scenes.dialogs.invest.dialog import InvestDialog
from colosseum_desktop.scenes.dialogs.invest.picture import draw_invest
from tests.scenes.pictures import changed_area, draws_its_picture, drawn, same_pixels
from tests.scenes.test_invest_dialog import invest_session
from tests.scenes.ui_events import key, send, show


def test_the_same_state_and_view_draw_the_same_pixels_whatever_the_dialog_does_next(ctx):
    session = invest_session()
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    state, view = session.state, dialog.view()
    before = drawn(draw_invest, state, view)
    send(ctx, key(pygame.K_DOWN), key(pygame.K_TAB))
    assert dialog.view() != view
    assert same_pixels(before, drawn(draw_invest, state, view))
    assert draws_its_picture(dialog, draw_invest)


def test_another_selected_program_changes_the_list_and_the_card_only(ctx):
    session = invest_session()
    view = show(ctx, InvestDialog(ctx, session, 0)).view()
    supply = list(session.state.program_supply)
    other = dataclasses.replace(view, selected=supply[supply.index(view.selected) + 1])
    area = changed_area(drawn(draw_invest, session.state, view), drawn(draw_invest, session.state, other))
    assert area is not None and area.left >= LIST_BOX[0] and area.right <= CARD_X + CARD_W + 4


def test_a_message_in_the_view_is_wrapped_under_the_buy_button(ctx):
    session = invest_session()
    view = show(ctx, InvestDialog(ctx, session, 0)).view()
    said = dataclasses.replace(view, frame=dataclasses.replace(view.frame, message="The game moved on: " * 4))
    area = changed_area(drawn(draw_invest, session.state, view), drawn(draw_invest, session.state, said))
    buy = pygame.Rect(view.buy_box)
    assert area is not None and area.top >= buy.bottom and CARD_X <= area.left and area.right <= CARD_X + CARD_W
