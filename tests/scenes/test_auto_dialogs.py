"""Dialogs the board opens by itself, once per occasion: the bid dialog for the active player's opening
decision, the trade table for a person trader's turn and again after a computer partner answered their offer.
Closing one leaves the board's own buttons and pieces; it does not come back for the same decision."""
import time

import pygame

from colosseum_desktop import rules
from colosseum_desktop.rules import Token as T
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.scenes.dialogs.trade.dialog import PARTNER, TradeDialog
from tests.e2e import board_player as bp

from .test_board import make_board, session_until
from .test_trade_dialog import button, pile, trade_session
from .ui_events import draw, key, make_ctx, send, show


def frames(manager, count: int = 3, dt: float = 16) -> None:
    for _ in range(count):
        manager.update(dt)
        manager.apply_pending()


def until(manager, done, seconds: float = 5) -> None:
    """Let frames pass until `done()` (a computer thinks on its own thread)."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        frames(manager, 1)
        time.sleep(0.002)
    assert done()


def opening(state):
    return state.phase is Phase.AUCTION and state.step.auction is None and rules.bid_range(state) is not None


def test_the_bid_dialog_opens_for_the_opening_decision_once(canvas):
    session = session_until(opening)
    manager, board = make_board(session, auto_dialogs=True)
    frames(manager)
    dialog = manager.top
    assert isinstance(dialog, BidDialog) and dialog.auction is None and dialog.market is not None
    assert "open an auction or decline" in dialog.header_text()
    manager.draw(canvas)  # the market choice draws
    bp.key(manager, pygame.K_ESCAPE)
    frames(manager, 5)
    assert manager.top is board  # closed for this decision: not opened again
    market = [m for m, lot in enumerate(session.state.markets) if lot][-1]
    made = len(session.log)
    bp.click(manager, layout.market_rect(market).center)  # a click on a market chooses it in the bid window
    frames(manager)
    assert len(session.log) == made and isinstance(manager.top, BidDialog) and manager.top.market == market
    bp.key(manager, pygame.K_RETURN)  # the bid is a second, deliberate act
    opened = next(e for e in session.log[-1].events if e.kind == "auction_opened")
    assert (opened.market, opened.bid) == (market, rules.game_data().prices.minimum_bid)
    frames(manager)
    assert isinstance(manager.top, BidDialog) and manager.top.auction is not None  # the next bidder's occasion


def test_the_opening_dialog_opens_an_auction_on_the_market_chosen_by_keys():
    session = session_until(opening)
    manager, board = make_board(session, auto_dialogs=True)
    frames(manager)
    dialog = manager.top
    filled = [m for m, lot in enumerate(session.state.markets) if lot]
    bp.key(manager, pygame.K_RIGHT)
    chosen = filled[1 % len(filled)]
    assert dialog.market == chosen
    bp.key(manager, pygame.K_RETURN)
    assert session.log[-1].command == rules.OpenAuction(player=session.log[-1].command.player, market=chosen,
                                                        bid=rules.game_data().prices.minimum_bid)


def test_the_open_higher_button_brings_the_closed_dialog_back():
    session = session_until(opening)
    manager, board = make_board(session, auto_dialogs=True)
    frames(manager)
    bp.key(manager, pygame.K_ESCAPE)
    frames(manager)
    assert manager.top is board
    reopen = next(b for b in board.buttons if b.text == "Open auction…")
    bp.click(manager, reopen.rect.center)
    manager.apply_pending()
    assert isinstance(manager.top, BidDialog)


def offer_to_a_computer(seats=("person", "random", "random", "random")):
    """A person trader offers seat 1 a cage for a lion through the trade table opened from the board."""
    session = trade_session()
    manager, board = make_board(session, seats=list(seats), auto_dialogs=True, computer_delay_ms=0)
    frames(manager)
    dialog = manager.top
    assert isinstance(dialog, TradeDialog) and dialog.seat == 0  # the trader's turn opens the trade table
    bp.click(manager, button(dialog, session.state.player(1).name).rect.center)
    bp.click(manager, pile(dialog, PARTNER, False, T.CAGE).center)
    bp.key(manager, pygame.K_1)  # the trader's first token
    bp.key(manager, pygame.K_RETURN)
    manager.apply_pending()
    assert session.log[-1].command.kind == "propose_trade" and manager.top is board  # closed for the computer
    return session, manager, board


def test_the_trade_table_comes_back_after_a_computer_answers(canvas):
    session, manager, board = offer_to_a_computer()
    until(manager, lambda: isinstance(manager.top, TradeDialog))
    answer = session.log[-1].command
    assert answer.kind in ("accept_trade", "refuse_trade") and answer.player == 1
    dialog = manager.top
    verb = "accepted" if answer.kind == "accept_trade" else "refused"
    assert dialog.seat == 0 and dialog.note == f"{session.state.player(1).name} {verb} your offer."
    manager.draw(canvas)
    bp.key(manager, pygame.K_ESCAPE)
    frames(manager, 5)
    assert manager.top is board  # once per occasion


def test_closing_the_trade_table_without_an_offer_leaves_it_closed_until_the_trade_button():
    session = trade_session()
    manager, board = make_board(session, seats=["person", "random", "random", "random"], auto_dialogs=True)
    frames(manager)
    assert isinstance(manager.top, TradeDialog)  # opened by itself, as the bid window is
    bp.key(manager, pygame.K_ESCAPE)
    frames(manager, 5)
    assert manager.top is board and not session.log  # once per occasion
    bp.click(manager, next(b for b in board.buttons if b.text == "Trade…").rect.center)
    manager.apply_pending()
    assert isinstance(manager.top, TradeDialog)


def test_the_trade_table_does_not_open_by_itself_for_a_computer_trader_or_when_asked_not_to():
    session = trade_session()
    manager, board = make_board(session, seats=["person", "random", "random", "random"], auto_dialogs=False)
    frames(manager)
    assert manager.top is board
    session = trade_session()
    manager, board = make_board(session, seats=["strong", "person", "person", "person"], auto_dialogs=True,
                                computer_delay_ms=60_000)
    frames(manager)
    assert manager.top is board and board.table.driven(session.state.step.trader)


def test_a_partner_who_closes_the_offer_answers_with_the_board_buttons():
    session = trade_session()
    manager, board = make_board(session, auto_dialogs=True)  # every seat a person: hot-seat
    bp.click(manager, next(b for b in board.buttons if b.text == "Trade…").rect.center)
    manager.apply_pending()
    dialog = manager.top
    bp.key(manager, pygame.K_1)
    bp.key(manager, pygame.K_RETURN)
    assert session.state.step.offer is not None and manager.top is dialog  # the table turns to the partner
    bp.key(manager, pygame.K_ESCAPE)
    frames(manager, 5)
    assert manager.top is board  # not pushed straight back at the partner who closed it
    bp.click(manager, board.button_for(rules.RefuseTrade(player=1)).rect.center)
    assert session.log[-1].command.kind == "refuse_trade"


def test_a_refused_offer_is_laid_out_again(canvas, tmp_path):
    ctx = make_ctx(tmp_path)
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    send(ctx, key(pygame.K_1), key(pygame.K_1, pygame.KMOD_SHIFT), key(pygame.K_RETURN))
    offer = session.state.step.offer
    send(ctx, key(pygame.K_n))  # the partner refuses
    assert dialog.note == f"{session.state.player(1).name} refused your offer."
    assert (dialog.draft.give, dialog.draft.take) == (offer.give, offer.take)
    send(ctx, key(pygame.K_RETURN))  # offered again unchanged
    assert session.log[-1].command.kind == "propose_trade" and session.state.step.offer == offer
    draw(ctx)


def test_no_more_offers_reaches_the_computer_trader_and_the_game_log():
    session = trade_session()
    session.submit(rules.ProposeTrade(player=0, partner=1, give={T.LION: 1}, take={T.HORSE: 1}))
    manager, board = make_board(session, seats=["strong", "person", "person", "person"], auto_dialogs=True)
    frames(manager)
    dialog = manager.top
    assert isinstance(dialog, TradeDialog) and dialog.asks_computer_to_stop()
    bp.key(manager, pygame.K_m)
    frames(manager)
    assert session.log[-1].command == rules.RefuseTrade(player=1)
    assert board.table.drivers[0].player._no_offers == {1: session.state.round}
    names = session.state.player(1).name, session.state.player(0).name
    assert any(line.text == f"{names[0]} wants no more offers from {names[1]} this round"
               for line in board.log_panel.lines)
    until(manager, lambda: session.state.step.trader != 0 or session.state.step.offer is not None)
    assert session.state.step.offer is None or session.state.step.offer.partner != 1
