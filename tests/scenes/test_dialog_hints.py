"""Hints inside the dialogs (bid, invest, trade, produce, ceremony): H or the dialog's Hint button shows the
advisor's move for the decision and why over the dialog, counted like a hint on the board; H again (or a move)
puts it away; a game set up without hints offers none there either, nor does a screen to read."""
import time

import pygame
import pytest

from colosseum_desktop import advisor, rules
from colosseum_desktop.i18n.advice import reasons_text
from colosseum_desktop.rules import Phase
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.scenes.board.hints import HIDDEN, MOVE
from colosseum_desktop.scenes.dialogs.ceremony.dialog import CeremonyDialog
from colosseum_desktop.scenes.dialogs.hint import DialogHint
from colosseum_desktop.scenes.dialogs.invest.dialog import InvestDialog
from colosseum_desktop.scenes.dialogs.produce.dialog import ProduceDialog
from colosseum_desktop.scenes.dialogs.program_browser.dialog import ProgramBrowser
from colosseum_desktop.scenes.dialogs.trade.dialog import TradeDialog
from colosseum_desktop.session import HintUse
from colosseum_desktop.table import view_for
from tests.scenes.dialog_states import play_until

from .ui_events import click_on, draw, key, make_ctx, send, show

CASES = {
    BidDialog: lambda s: s.phase is Phase.AUCTION and s.step.auction is None,
    InvestDialog: lambda s: s.phase is Phase.INVEST and s.round > 1,
    TradeDialog: lambda s: s.phase is Phase.TRADE and s.step.offer is None,
    ProduceDialog: lambda s: s.phase is Phase.PRODUCE and s.step.dice_done,
    CeremonyDialog: lambda s: s.phase is Phase.CEREMONY,
}


def hint_button(dialog):
    return next((w for w in dialog.widgets.widgets if getattr(w, "text", None) == "Hint H"), None)


def until_advised(ctx, dialog, seconds=30.0):
    deadline = time.monotonic() + seconds
    while not dialog.hints.worker.ready() and time.monotonic() < deadline:
        ctx.manager.update(16)
        time.sleep(0.005)
    ctx.manager.update(16)


@pytest.mark.parametrize("dialog_class", list(CASES), ids=lambda cls: cls.__name__)
def test_the_hint_button_shows_the_move_and_why_over_the_dialog_and_h_puts_it_away(canvas, tmp_path, dialog_class):
    session = play_until(CASES[dialog_class], players=4, seed=6)
    ctx = make_ctx(tmp_path)
    seat = rules.current_player(session.state)
    dialog = show(ctx, dialog_class(ctx, session, seat))
    click_on(ctx, hint_button(dialog))
    over = ctx.manager.top
    assert isinstance(over, DialogHint) and over.dialog is dialog and dialog.hints.stage == MOVE
    until_advised(ctx, dialog)
    expected = advisor.advise(view_for(session.state, seat))
    assert dialog.hints.words() == reasons_text(expected.reasons)
    assert session.hints.given[seat] == 1
    draw(ctx)
    send(ctx, key(pygame.K_h))
    assert ctx.manager.top is dialog and dialog.hints.stage == HIDDEN
    send(ctx, key(pygame.K_h))  # the same decision's hint again: shown, not counted twice
    assert isinstance(ctx.manager.top, DialogHint) and session.hints.given[seat] == 1


def test_h_in_the_bid_dialog_works_while_the_amount_box_has_the_keyboard_and_a_move_puts_the_hint_away(canvas,
                                                                                                     tmp_path):
    session = play_until(CASES[BidDialog], players=4, seed=6)
    ctx = make_ctx(tmp_path)
    dialog = show(ctx, BidDialog(ctx, session, rules.current_player(session.state)))
    assert dialog.widgets.focus is dialog.amount
    send(ctx, key(pygame.K_h))
    assert isinstance(ctx.manager.top, DialogHint)
    made = len(session.log)
    send(ctx, key(pygame.K_d))  # decline: a move, passed on to the dialog under the hint
    assert len(session.log) == made + 1
    ctx.manager.update(16)
    ctx.manager.apply_pending()
    assert not any(isinstance(scene, DialogHint) for scene in ctx.manager.stack)


def test_no_hint_in_a_game_without_hints_nor_on_a_screen_to_read(canvas, tmp_path):
    session = play_until(CASES[TradeDialog], players=4, seed=6)
    session.hints = HintUse.none_given(4, allowed=False)
    ctx = make_ctx(tmp_path)
    dialog = show(ctx, TradeDialog(ctx, session, rules.current_player(session.state)))
    assert hint_button(dialog) is None
    send(ctx, key(pygame.K_h))
    assert ctx.manager.top is dialog and dialog.message == "This game is played without hints (chosen when it was set up)."
    browser = show(ctx, ProgramBrowser(ctx, session))
    assert hint_button(browser) is None and browser.hints is None


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("dialog_class", list(CASES), ids=lambda cls: cls.__name__)
def test_the_hint_button_is_lettered_like_the_buttons_in_its_row(canvas, tmp_path, dialog_class, language):
    """Play-test: "Tipp H" stood at 18 points beside "Handeln beenden (E)" and "Anbieten (Enter)" at 24."""
    from colosseum_desktop.i18n import _, set_language
    from colosseum_desktop.scenes.board.buttons import HINT_LABEL
    from colosseum_desktop.scenes.widgets import Button

    set_language(language)
    session = play_until(CASES[dialog_class], players=4, seed=6)
    ctx = make_ctx(tmp_path)
    dialog = show(ctx, dialog_class(ctx, session, rules.current_player(session.state)))
    hint = next(w for w in dialog.widgets.widgets if isinstance(w, Button) and w.text == _(HINT_LABEL))
    row = [w for w in dialog.widgets.widgets if isinstance(w, Button) and w.visible
           and hint.rect.top <= w.rect.centery <= hint.rect.bottom]
    assert len({button.fitted_label()[0] for button in row}) == 1, [(b.text, b.fitted_label()) for b in row]
    draw(ctx)


def test_answering_a_computers_trade_offer_has_its_hint_accept_or_refuse_and_why(canvas, tmp_path):
    """An expert offers the person a trade: the trade window opens for the offer (its seat is the trader's) and H
    there gives the answer and why, not "wait for your turn" (R8)."""
    from colosseum_desktop.bots import make_bot
    from colosseum_desktop.scenes.board.scene import BoardScene
    from .game_fixtures import fresh_session, seated
    session = fresh_session(3, 1)
    bots = [make_bot("expert", seat) for seat in range(3)]
    while not (session.state.phase is Phase.TRADE and session.state.step.offer is not None
               and session.state.step.offer.partner == 0):
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
    ctx = make_ctx(tmp_path)
    board = show(ctx, BoardScene(ctx, seated(ctx, session, ["person", "expert", "expert"])))
    ctx.manager.update(16)  # the offer opens the trade window by itself
    ctx.manager.apply_pending()
    dialog = ctx.manager.top
    assert isinstance(dialog, TradeDialog) and dialog is not board
    send(ctx, key(pygame.K_h))
    assert isinstance(ctx.manager.top, DialogHint) and dialog.message is None
    until_advised(ctx, dialog)
    expected = advisor.advise(view_for(session.state, 0))
    assert expected.command.kind in ("accept_trade", "refuse_trade")
    words = dialog.hints.words()
    assert words == reasons_text(expected.reasons) and session.state.player(1).name in words
