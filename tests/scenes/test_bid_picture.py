"""The bid dialog's picture draws `(state, BidView)` and nothing else: the same pair gives the same pixels
whatever the dialog does afterwards, and what the view says (the chosen market, a refusal) shows (R7)."""
import dataclasses

import pygame

from colosseum_desktop import rules
from colosseum_desktop.scenes.dialogs.bid.model import MARKET_TOP, MESSAGE_BOX, market_boxes
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.scenes.dialogs.bid.picture import draw_bid
from tests.scenes.pictures import changed_area, draws_its_picture, drawn, same_pixels
from tests.scenes.test_bid_dialog import auction_session
from tests.scenes.ui_events import key, send, show, typed


def test_the_same_state_and_view_draw_the_same_pixels_whatever_the_dialog_does_next(ctx):
    session = auction_session()
    dialog = show(ctx, BidDialog(ctx, session, 0))
    state, view = session.state, dialog.view()
    before = drawn(draw_bid, state, view)
    assert same_pixels(before, drawn(draw_bid, state, view))
    send(ctx, key(pygame.K_RIGHT), typed("3"))  # the dialog moves on; the old view still draws the old picture
    assert dialog.view() != view
    assert same_pixels(before, drawn(draw_bid, state, view))
    assert draws_its_picture(dialog, draw_bid)


def test_the_chosen_market_shows_in_the_market_row_and_the_line_under_it(ctx):
    session = auction_session()
    dialog = show(ctx, BidDialog(ctx, session, 0))
    view = dialog.view()
    assert view.market == 0
    other = dataclasses.replace(view, market=3)
    area = changed_area(drawn(draw_bid, session.state, view), drawn(draw_bid, session.state, other))
    boxes = market_boxes(len(session.state.markets))
    assert area is not None and area.top >= MARKET_TOP - 8 and area.bottom <= MARKET_TOP + boxes[0][3] + 50
    assert area.left <= boxes[0][0] and area.right >= boxes[3][0] + boxes[3][2]  # the old and the new one


def test_a_refusal_in_the_view_shows_in_the_message_box_only(ctx):
    session = auction_session()
    view = show(ctx, BidDialog(ctx, session, 0)).view()
    refused = dataclasses.replace(view, frame=dataclasses.replace(view.frame, message="Bids must be at least 8 coins"))
    area = changed_area(drawn(draw_bid, session.state, view), drawn(draw_bid, session.state, refused))
    assert area is not None and pygame.Rect(MESSAGE_BOX).contains(area)


def test_a_running_auction_draws_the_high_bid_from_the_state(ctx):
    session = auction_session()
    dialog = show(ctx, BidDialog(ctx, session, 0))
    session.submit(rules.OpenAuction(player=0, market=1, bid=10))
    dialog.update(16)
    view = dialog.view()
    higher = session.state.model_copy(update={"step": session.state.step.model_copy(
        update={"auction": session.state.step.auction.model_copy(update={"high_bid": 11})})})
    assert not same_pixels(drawn(draw_bid, session.state, view), drawn(draw_bid, higher, view))
