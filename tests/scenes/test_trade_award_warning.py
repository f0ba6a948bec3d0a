"""A trade that costs the player deciding it a star award (R10) says so before it is offered or accepted, as the
discard does; one that costs nothing says nothing of awards."""
import pygame

from colosseum_desktop import rules
from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.dialogs.trade.dialog import PARTNER, TRADER, TradeDialog
from colosseum_desktop.session import Session
from colosseum_desktop.sprites import text_record
from tests.rules.helpers import game, trade, with_player, with_tokens
from tests.scenes.ui_events import click, click_on, draw, send, show

COSTS_MUSICIAN = "This trade costs you the star award for Musician."


def musicians_session() -> Session:
    """Aurelia (seat 0) holds the musicians' award with 3 musicians, Brutus 3 lions and the lions' award (R10)."""
    state = trade(game(players=3, seed=2), trader=0)
    state = with_tokens(state, {0: {T.MUSICIAN: 3, T.HORSE: 1, T.SHIP: 1}, 1: {T.LION: 3, T.CAGE: 1},
                                2: {T.ACTOR: 1}})
    state = state.model_copy(update={"stars": {T.MUSICIAN: 0, T.LION: 1}})
    for seat in range(3):
        state = with_player(state, seat, coins=10)
    return Session(state)


def drawn_words(ctx) -> str:
    with text_record.recording() as record:
        draw(ctx)
    return " ".join(drawn.whole for drawn in record.texts)


def lay(ctx, dialog, side, token) -> None:
    place = next(p for p in dialog.piles()[(side, False)] if p.token is token)
    send(ctx, *click(place.center))


def partner_button(dialog, seat):
    name = dialog.state.player(seat).name
    return next(w for w in dialog.widgets.widgets if getattr(w, "text", None) == name)


def test_r10_laying_out_a_trade_that_drops_your_award_warns_before_it_is_offered(ctx):
    session = musicians_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    click_on(ctx, partner_button(dialog, 1))
    lay(ctx, dialog, PARTNER, T.CAGE)
    assert COSTS_MUSICIAN not in drawn_words(ctx)
    lay(ctx, dialog, TRADER, T.MUSICIAN)  # 2 musicians left: under 3, the award goes (R10)
    assert COSTS_MUSICIAN in drawn_words(ctx) and not session.log


def test_r10_answering_an_offer_that_takes_your_award_warns_before_it_is_accepted(ctx):
    session = musicians_session()
    # Brutus, a computer here, asks Aurelia's musician for a lion; Aurelia answers.
    session.state = trade(session.state, trader=1)
    session.submit(rules.ProposeTrade(player=1, partner=0, give={T.LION: 1}, take={T.MUSICIAN: 1}))
    show(ctx, TradeDialog(ctx, session, 1, people={0}, stop_offers=lambda *seats: None))
    words = drawn_words(ctx)
    assert COSTS_MUSICIAN in words
    # Brutus loses his lions' award too (2 left), but that is his to weigh: Aurelia is told of hers only.
    assert "Lion" not in words.split("costs you", 1)[1].split(".")[0]


def test_r10_a_trade_that_costs_no_award_says_nothing_of_awards(ctx):
    session = musicians_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    click_on(ctx, partner_button(dialog, 1))
    lay(ctx, dialog, TRADER, T.HORSE)
    lay(ctx, dialog, PARTNER, T.CAGE)
    words = drawn_words(ctx)
    assert "star award" not in words and "Click a token to move it" in words
    send(ctx, *click(next(w for w in dialog.widgets.widgets if w.text == "Offer (Enter)").rect.center))
    assert session.log[-1].command.kind == "propose_trade"
    assert "star award" not in drawn_words(ctx)  # the partner (a person too) is asked: nothing of awards either


def test_r10_the_warning_names_every_award_lost(ctx):
    session = musicians_session()
    state = with_tokens(session.state, {0: {T.MUSICIAN: 3, T.SHIP: 3}})
    session.state = state.model_copy(update={"stars": {T.MUSICIAN: 0, T.SHIP: 0, T.LION: 1}})
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    lay(ctx, dialog, TRADER, T.MUSICIAN)
    lay(ctx, dialog, TRADER, T.SHIP)
    assert "This trade costs you the star awards for Musician, Ship." in drawn_words(ctx)
    send(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    assert COSTS_MUSICIAN in drawn_words(ctx)
