"""Every token a dialog shows has a tooltip, as on the board: hovering a token (or a program) in the trade, bid,
invest, produce, ceremony (discard and donation) dialogs and the program browser says what it is in the player's
language, over everything else; nothing under the pointer, or a token being dragged, shows none."""
import pygame

from colosseum_desktop import rules
from colosseum_desktop.scenes.dialogs.bid.model import auction_lot_box, lot_centers, market_boxes
from colosseum_desktop.scenes.dialogs.invest.model import CARD_W, CARD_X, CARD_Y
from colosseum_desktop.scenes.dialogs.program_browser.model import CARD_BOX
from colosseum_desktop.i18n import set_language
from colosseum_desktop.i18n.card_names import program_name, token_name
from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.dialogs.produce import geometry as produce_geometry
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.scenes.dialogs.ceremony.dialog import CeremonyDialog
from colosseum_desktop.scenes.dialogs.invest.dialog import InvestDialog
from colosseum_desktop.scenes.dialogs.produce.dialog import ProduceDialog
from colosseum_desktop.scenes.dialogs.program_browser.dialog import ProgramBrowser
from colosseum_desktop.scenes.dialogs.trade.dialog import PARTNER, TRADER, TradeDialog
from colosseum_desktop.sprites import program_card, text_record
from colosseum_desktop.sprites.program_card import card_height
from tests.scenes.test_bid_dialog import auction_session
from tests.scenes.test_ceremony_dialog import ceremony_session
from tests.scenes.test_invest_dialog import invest_session
from tests.scenes.test_produce_dialog import CIRCUS, circus_session
from tests.scenes.test_trade_dialog import trade_session
from tests.scenes.ui_events import click, draw, send, show


def hover(ctx, pos) -> list[str] | None:
    """The lines of the tooltip drawn with the pointer at `pos` (None: no tooltip)."""
    send(ctx, pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0)))
    with text_record.recording() as record:
        draw(ctx)
    tips = [box for box in record.boxes if box.kind == "tooltip"]
    if not tips:
        return None
    tip = tips[-1]
    # the counts beside the pictures heading it ("×2") are not lines
    return [drawn.whole for drawn in record.texts if drawn.layer == tip.layer and tip.rect.contains(drawn.ink)
            and not drawn.whole.startswith("×")]


def card_row(rect: pygame.Rect, number: int, token: T) -> tuple[int, int]:
    """The middle of a token's row on a program card drawn in `rect`, right of its picture."""
    row = list(rules.game_data().program(number).tokens).index(token)
    scale = rect.w / program_card.BASE_WIDTH
    top = rect.y + (program_card.HEADER + program_card.SUBLINE + program_card.MARGIN + row * program_card.ROW
                    + program_card.ROW // 2) * scale
    return rect.x + int(60 * scale), int(top)


def test_trade_tokens_of_both_sides_trays_and_table_are_named_with_their_owners_count(ctx):
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    trader, partner = (session.state.player(seat).name for seat in (0, 1))
    lion = next(p for p in dialog.piles()[(TRADER, False)] if p.token is T.LION)
    assert hover(ctx, lion.center)[:2] == [f"Lion: {trader} holds 2", "Star award: nobody"]
    cage = next(p for p in dialog.piles()[(PARTNER, False)] if p.token is T.CAGE)
    assert hover(ctx, cage.center) == [f"{token_name(T.CAGE)}: {partner} holds 2"]
    send(ctx, *click(lion.center))  # on the table now
    laid = next(p for p in dialog.piles()[(TRADER, True)] if p.token is T.LION)
    assert hover(ctx, laid.center)[0] == f"Lion: {trader} holds 2"
    assert hover(ctx, (dialog.PANEL.centerx, dialog.PANEL.bottom - 150)) is None  # nothing there


def test_trade_no_tooltip_follows_a_dragged_token(ctx):
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    ship = next(p for p in dialog.piles()[(TRADER, False)] if p.token is T.SHIP)
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ship.center, button=1))
    moved = (ship.center[0] + 30, ship.center[1] + 30)
    assert hover(ctx, moved) is None and dialog.input.holding is not None
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=moved, button=1))


def test_trade_an_offer_to_answer_names_its_tokens_too(ctx):
    session = trade_session()
    session.submit(rules.ProposeTrade(player=0, partner=1, give={T.LION: 1}, take={T.HORSE: 1}))
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    offered = next(p for p in dialog.piles()[(TRADER, True)] if p.token is T.LION)
    asked = next(p for p in dialog.piles()[(PARTNER, True)] if p.token is T.HORSE)
    assert hover(ctx, offered.center)[0] == f"Lion: {session.state.player(0).name} holds 2"
    assert hover(ctx, asked.center)[0] == f"Horse: {session.state.player(1).name} holds 1"


def test_bid_the_markets_tokens_and_the_auctioned_lot_are_named(ctx):
    session = auction_session()
    dialog = show(ctx, BidDialog(ctx, session, 0))
    name = session.state.player(0).name
    for market, box in enumerate(market_boxes(len(session.state.markets))):
        for token, center in lot_centers(box, session.state.markets[market]):
            assert hover(ctx, center)[0] == f"{token_name(token)}: {name} holds {session.state.player(0).count(token)}"
    market = next(m for m, lot in enumerate(session.state.markets) if lot)
    session.submit(rules.OpenAuction(player=0, market=market, bid=8))
    lot = session.state.markets[market]
    bidder = rules.current_player(session.state)
    token, center = lot_centers(auction_lot_box(), lot)[0]
    assert hover(ctx, center)[0].startswith(f"{token_name(token)}: {session.state.player(bidder).name} holds")


def test_invest_programs_for_sale_and_the_cards_tokens_are_named(ctx):
    session = invest_session()
    dialog = show(ctx, InvestDialog(ctx, session, 0))
    number, rect = dialog.row_rects()[0]
    assert hover(ctx, rect.center)[0] == f"Program {number}: {program_name(number)}"
    card = pygame.Rect(CARD_X, CARD_Y, CARD_W, card_height(dialog.selected, CARD_W))
    token = next(iter(rules.game_data().program(dialog.selected).tokens))
    assert hover(ctx, card_row(card, dialog.selected, token))[0].startswith(f"{token_name(token)}: ")


def test_produce_the_tray_the_cards_rows_and_slots_and_the_programs_held_are_named(ctx):
    session = circus_session()
    dialog = show(ctx, ProduceDialog(ctx, session, 0))
    name = session.state.player(0).name
    horse = next(p for p in dialog.tray_places() if p.token is T.HORSE)
    assert hover(ctx, horse.center)[0] == f"Horse: {name} holds 1"
    card = produce_geometry.card_rect(CIRCUS)
    assert hover(ctx, card_row(card, CIRCUS, T.LION))[0] == f"Lion: {name} holds 2"
    send(ctx, *click(next(p for p in dialog.tray_places() if p.token is T.LION).center))  # onto its slot
    on_slot = next(p for p in dialog.slot_places() if p.slot.filled_by is T.LION)
    assert hover(ctx, on_slot.rect.center)[0] == f"Lion: {name} holds 2"
    number, rect = produce_geometry.row_rects(dialog.programs)[0]
    lines = hover(ctx, rect.center)
    assert lines[0] == f"Program {number}: {program_name(number)}" and "staged" in lines[-1]


def test_ceremony_the_tokens_to_discard_and_to_ask_for_are_named_with_whose_count(ctx):
    session = ceremony_session()
    dialog = show(ctx, CeremonyDialog(ctx, session, 1))
    lion = dialog.places()[0]
    lines = hover(ctx, lion.center)
    assert lines[0] == f"Lion: {session.state.player(1).name} holds 3" and lines[1].startswith("Star award: ")
    send(ctx, *click(dialog.places()[1].center))  # the joker discarded: seat 2 asks seat 0 for a donation
    ship = dialog.places()[0]
    assert hover(ctx, ship.center)[0] == f"Ship: {session.state.player(0).name} holds 2"


def test_program_browser_the_list_and_the_cards_tokens_are_named(ctx):
    session = invest_session()
    browser = show(ctx, ProgramBrowser(ctx, session, 1))
    number, rect = browser.row_rects()[6]
    lines = hover(ctx, rect.center)
    assert lines[0] == f"Program {number}: {program_name(number)}"
    assert lines[-1].startswith(f"{session.state.player(1).name} holds")  # compared with the player chosen
    card = pygame.Rect(CARD_BOX[0], CARD_BOX[1], CARD_BOX[2], card_height(browser.selected, CARD_BOX[2]))
    token = next(iter(rules.game_data().program(browser.selected).tokens))
    assert hover(ctx, card_row(card, browser.selected, token))[0].startswith(f"{token_name(token)}: ")


def test_a_dialogs_tooltip_speaks_the_players_language(ctx):
    set_language("de")
    try:
        session = trade_session()
        dialog = show(ctx, TradeDialog(ctx, session, 0))
        lion = next(p for p in dialog.piles()[(TRADER, False)] if p.token is T.LION)
        lines = hover(ctx, lion.center)
        assert lines[0].startswith(token_name(T.LION)) and token_name(T.LION) == "Löwe"
        assert "Star award" not in " ".join(lines)
    finally:
        set_language("en")


def test_a_resized_window_leaves_no_tooltip_where_the_pointer_was(ctx):
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    lion = next(p for p in dialog.piles()[(TRADER, False)] if p.token is T.LION)
    assert hover(ctx, lion.center)
    ctx.manager.window_resized()
    with text_record.recording() as record:
        draw(ctx)
    assert not [box for box in record.boxes if box.kind == "tooltip"]
