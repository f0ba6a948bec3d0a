"""The bid dialog: choose a market and an opening bid or decline; raise by +1, +5 or a typed amount, or
pass; the dialog follows the bid from person to person and shows refusals without changing anything."""
import pygame

from colosseum_desktop import rules
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.session import Session
from tests.rules.helpers import auction, game, with_player
from tests.scenes.dialog_states import kinds
from tests.scenes.ui_events import click, click_on, draw, key, send, show, typed


def auction_session(coins=(30, 30, 30, 30)) -> Session:
    state = auction(game(players=4, seed=2), active=0)
    for seat, amount in enumerate(coins):
        state = with_player(state, seat, coins=amount)
    return Session(state)


def button(dialog, label):
    return next(w for w in dialog.widgets.widgets if getattr(w, "text", None) == label)


def retype(ctx, dialog, amount: str):
    send(ctx, *click(dialog.amount.rect.center))
    send(ctx, *[key(pygame.K_BACKSPACE)] * 4, typed(amount))


def test_opening_on_a_clicked_market_with_a_typed_bid(ctx):
    session = auction_session()
    dialog = show(ctx, BidDialog(ctx, session, 0))
    send(ctx, *click(dialog.market_rects()[2].center))
    retype(ctx, dialog, "12")
    click_on(ctx, button(dialog, "Open auction"))
    command = session.log[-1].command
    assert (command.kind, command.market, command.bid) == ("open_auction", 2, 12)
    # The bid moved on to seat 1, a person too: the same dialog now asks them.
    assert dialog.seat == 1 == rules.current_player(session.state) and dialog in ctx.manager.stack
    draw(ctx)


def test_an_opening_bid_under_8_is_refused_with_the_reason_and_nothing_changes(ctx):
    session = auction_session()
    before = session.state
    dialog = show(ctx, BidDialog(ctx, session, 0))
    retype(ctx, dialog, "7")
    send(ctx, key(pygame.K_RETURN))
    assert dialog.message == "Bids must be at least 8 coins"
    assert session.state is before and not session.log


def test_plus_one_and_plus_five_raise_from_the_lowest_bid(ctx):
    session = auction_session()
    session.submit(rules.OpenAuction(player=0, market=0, bid=10))
    dialog = show(ctx, BidDialog(ctx, session, 1))
    assert dialog.amount.value == 11  # bid_range's low end
    click_on(ctx, button(dialog, "+5"))
    click_on(ctx, button(dialog, "+1"))
    send(ctx, key(pygame.K_RETURN))
    assert session.log[-1].command == rules.RaiseBid(player=1, bid=17)


def test_pass_by_key_and_the_dialog_closes_when_a_computer_must_bid(ctx):
    session = auction_session()
    session.submit(rules.OpenAuction(player=0, market=0, bid=10))
    done = []
    dialog = show(ctx, BidDialog(ctx, session, 1, on_done=lambda: done.append(True), people={0, 1}))
    assert dialog.widgets.focus is dialog.amount
    send(ctx, key(pygame.K_p))  # the amount box takes digits only: P still passes
    assert kinds(session)[-1] == "pass_bid"
    assert rules.current_player(session.state) == 2 and done and dialog not in ctx.manager.stack


def test_decline_and_a_bid_above_ones_coins_is_refused(ctx):
    session = auction_session(coins=(9, 30, 30, 30))
    dialog = show(ctx, BidDialog(ctx, session, 0))
    retype(ctx, dialog, "9")
    click_on(ctx, button(dialog, "+5"))
    assert dialog.amount.value == 9  # +5 stops at what the player has
    session_before = session.state
    retype(ctx, dialog, "30")
    send(ctx, key(pygame.K_RETURN))
    assert dialog.message == "You cannot bid 30; you have 9 coins"
    assert session.state is session_before
    click_on(ctx, button(dialog, "Decline (D)"))
    assert kinds(session) == ["decline_auction"]


def test_the_bid_dialog_speaks_german_and_names_the_lot_in_it(ctx):
    from colosseum_desktop.i18n import set_language
    from colosseum_desktop.i18n.card_names import token_name
    from colosseum_desktop.scenes.dialogs.bid.picture import lot_words

    set_language("de")
    session = auction_session(coins=(1, 30, 30, 30))
    dialog = show(ctx, BidDialog(ctx, session, 0))
    assert dialog.header_text().endswith(": eine Auktion eröffnen oder verzichten")
    assert button(dialog, "Verzichten (D)") and button(dialog, "Auktion eröffnen")
    lot = session.state.markets[0]
    assert lot_words(lot) == ", ".join(token_name(t) for t in lot) and lot_words(()) == "leer"
    dialog.add(5)
    assert dialog.message == "Du hast nur 1 Münze: mehr kannst du nicht bieten"
    draw(ctx)


def test_keys_make_the_next_view_and_enter_bids_what_it_shows(ctx):
    session = auction_session()
    dialog = show(ctx, BidDialog(ctx, session, 0))
    first = dialog.view()
    assert (first.market, first.amount, first.frame.seat, first.frame.message) == (0, 8, 0, None)
    send(ctx, key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    send(ctx, *[key(pygame.K_BACKSPACE)] * 2, typed("14"))
    view = dialog.view()
    assert (view.market, view.amount) == (2, 14)
    field = next(look for look in view.frame.controls if getattr(look, "cursor", None) is not None)
    assert field.text == "14" and field.focused
    send(ctx, key(pygame.K_LEFT))
    assert dialog.view().market == 1
    send(ctx, key(pygame.K_LEFT), key(pygame.K_LEFT))  # stops at the first market, never goes round to the last
    assert dialog.view().market == 0
    send(ctx, key(pygame.K_RIGHT))
    send(ctx, key(pygame.K_RETURN))
    assert session.log[-1].command == rules.OpenAuction(player=0, market=1, bid=14)
    assert dialog.view().frame.title == "Player 2: raise or pass"


def test_a_refused_bid_becomes_the_views_message_and_changes_nothing(ctx):
    session = auction_session(coins=(9, 30, 30, 30))
    dialog = show(ctx, BidDialog(ctx, session, 0))
    send(ctx, *[key(pygame.K_BACKSPACE)] * 2, typed("20"), key(pygame.K_RETURN))
    assert dialog.view().frame.message == "You cannot bid 20; you have 9 coins" and not session.log
