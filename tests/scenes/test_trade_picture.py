"""The trade table's picture: drawn from (state, view) and nothing else. The same pair gives the same pixels,
whatever the dialog does afterwards; each thing the view says is shown."""
from dataclasses import replace

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.dialogs.frame_model import DialogFrame
from colosseum_desktop.scenes.dialogs.trade.draft_model import TableDraft
from colosseum_desktop.scenes.dialogs.trade.model import TradeView
from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.dialogs.trade import geometry as trade_geometry
from colosseum_desktop.scenes.dialogs.trade.dialog import TRADER, TradeDialog
from colosseum_desktop.scenes.dialogs.trade.picture import draw_trade
from colosseum_desktop.viewport import LOGICAL_SIZE
from tests.scenes.test_trade_dialog import trade_session
from tests.scenes.ui_events import click, make_ctx, send, show

FRAME = DialogFrame((60, 40, 1480, 820), 0, "Player 1: trade", (), None, tuple(trade_geometry.MESSAGE_RECT))


def pixels(state, view) -> bytes:
    canvas = pygame.Surface(LOGICAL_SIZE)
    draw_trade(canvas, state, view)
    return pygame.image.tobytes(canvas, "RGB")


def test_the_picture_of_a_view_stays_the_same_while_the_dialog_moves_on(canvas, tmp_path):
    session = trade_session()
    ctx = make_ctx(tmp_path)
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    view = dialog.view()
    before = pixels(session.state, view)
    lion = next(p for p in dialog.piles()[(TRADER, False)] if p.token is T.LION)
    send(ctx, *click(lion.center))
    assert dialog.view().table.give == ((T.LION, 1),)
    assert pixels(session.state, view) == before
    assert pixels(session.state, dialog.view()) != before


CHANGES = {
    "another partner": dict(table=TableDraft(0, 2)),
    "a token on the table": dict(table=TableDraft(0, 1, give=((T.LION, 1),))),
    "coins asked": dict(table=TableDraft(0, 1, give=((T.LION, 1),), take_coins=3)),
    "a token dragged": dict(dragged=rules.Piece("tray", 0, token=T.SHIP), pointer=(600, 400)),
    "the partner's answer": dict(answer=rules.AcceptTrade(player=1)),
    "a refusal": dict(frame=replace(FRAME, message="A trade must exchange something")),
}


@pytest.mark.parametrize("change", list(CHANGES))
def test_each_thing_the_view_says_is_shown_and_the_same_view_draws_the_same(canvas, change):
    state = trade_session().state
    view = TradeView(FRAME, TableDraft(0, 1))  # made by hand: no dialog exists; the picture needs none
    changed = replace(view, **CHANGES[change])
    assert pixels(state, view) == pixels(state, view)
    assert pixels(state, changed) == pixels(state, changed)
    assert pixels(state, changed) != pixels(state, view)
