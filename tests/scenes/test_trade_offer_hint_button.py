"""Answering a computer's trade offer has its Hint button, as every person's decision in a dialog has (R8): the
trade window's seat is the computer trader, the decision the person's."""
from colosseum_desktop import rules
from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.board.buttons import HINT_LABEL
from colosseum_desktop.scenes.dialogs.hint import DialogHint
from colosseum_desktop.scenes.dialogs.trade.dialog import TradeDialog
from tests.rules.helpers import trade
from tests.scenes.test_trade_award_warning import musicians_session
from tests.scenes.ui_events import click_on, show


def hint_buttons(dialog):
    return [w for w in dialog.widgets.widgets if getattr(w, "text", None) == HINT_LABEL]


def test_r8_a_computers_offer_to_a_person_has_a_hint_button_that_gives_the_hint(ctx):
    session = musicians_session()
    session.state = trade(session.state, trader=1)
    session.submit(rules.ProposeTrade(player=1, partner=0, give={T.LION: 1}, take={T.MUSICIAN: 1}))
    dialog = show(ctx, TradeDialog(ctx, session, 1, people={0}, stop_offers=lambda *seats: None))
    buttons = hint_buttons(dialog)
    assert len(buttons) == 1 and buttons[0].visible
    assert not any(buttons[0].rect.colliderect(w.rect) for w in dialog.widgets.widgets if w is not buttons[0])
    click_on(ctx, buttons[0])
    assert isinstance(ctx.manager.top, DialogHint) and dialog.message is None

