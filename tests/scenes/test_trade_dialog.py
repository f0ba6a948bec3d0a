"""The trade table: tokens and coins laid out by clicks and drags, the offer checked before it is made, the
partner's view in hot-seat, and the dialog handing over to a computer partner."""
import pygame

from colosseum_desktop import rules
from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.dialogs.trade.dialog import PARTNER, TRADER, TradeDialog
from colosseum_desktop.scenes.dialogs.trade.geometry import TABLE
from colosseum_desktop.scenes.dialogs.trade.draft_model import TableDraft
from colosseum_desktop.session import Session
from tests.rules.helpers import game, trade, with_player, with_tokens
from tests.scenes.dialog_states import drag, kinds
from tests.scenes.ui_events import click, click_on, draw, key, send, show


def trade_session() -> Session:
    state = trade(game(players=4, seed=2), trader=0)
    state = with_tokens(state, {0: {T.LION: 2, T.SHIP: 1}, 1: {T.HORSE: 1, T.CAGE: 2}, 2: {T.ACTOR: 1},
                                3: {T.TORCH: 1}})
    for seat in range(4):
        state = with_player(state, seat, coins=10)
    return Session(state)


def button(dialog, label):
    return next(w for w in dialog.widgets.widgets if getattr(w, "text", None) == label)


def pile(dialog, side, on_table, token):
    return next(p for p in dialog.piles()[(side, on_table)] if p.token is token)


def test_an_offer_laid_out_by_clicks_then_accepted_by_the_partner(ctx):
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    click_on(ctx, button(dialog, session.state.player(1).name))
    assert dialog.draft.partner == 1
    send(ctx, *click(pile(dialog, TRADER, False, T.LION).center))
    send(ctx, *click(pile(dialog, PARTNER, False, T.CAGE).center))
    send(ctx, *click(pile(dialog, PARTNER, False, T.CAGE).center))
    send(ctx, *click(pile(dialog, PARTNER, True, T.CAGE).center))  # one cage back to its owner
    for _ in range(3):
        click_on(ctx, dialog.widgets.widgets[[w.text for w in dialog.widgets.widgets].index("+")])
    click_on(ctx, button(dialog, "Offer (Enter)"))
    assert session.log[-1].command == rules.ProposeTrade(player=0, partner=1, give={T.LION: 1}, give_coins=3,
                                                         take={T.CAGE: 1})
    # Hot-seat: the same dialog now speaks to the partner.
    assert dialog.header_seat() == 1 and "offers you a trade" in dialog.header_text()
    draw(ctx)
    send(ctx, key(pygame.K_y))
    assert kinds(session)[-1] == "accept_trade"
    assert session.state.player(1).count(T.LION) == 1 and session.state.player(0).coins == 7
    assert dialog.note == f"{session.state.player(1).name} accepted your offer."


def test_dragging_tokens_onto_the_table_and_refusing(ctx):
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    send(ctx, *drag(pile(dialog, TRADER, False, T.SHIP).center, TABLE[TRADER].center))
    assert dialog.draft.give == {T.SHIP: 1}
    send(ctx, *drag(pile(dialog, TRADER, False, T.LION).center, TABLE[PARTNER].center))
    assert "stays on its owner's side" in dialog.message and dialog.draft.give == {T.SHIP: 1}
    click_on(ctx, button(dialog, "Offer (Enter)"))
    assert kinds(session) == ["propose_trade"]
    click_on(ctx, button(dialog, "Refuse (N)"))
    assert kinds(session) == ["propose_trade", "refuse_trade"]
    assert session.state.player(0).count(T.SHIP) == 1


def test_a_bad_offer_shows_its_reason_before_anything_is_submitted(ctx):
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    send(ctx, key(pygame.K_RETURN))
    assert dialog.message == "A trade must exchange something" and not session.log
    coins = dialog.coin_fields[TRADER]
    send(ctx, *click(coins.rect.center), key(pygame.K_BACKSPACE))
    send(ctx, pygame.event.Event(pygame.TEXTINPUT, text="25"))
    assert dialog.draft.give_coins == 25
    click_on(ctx, button(dialog, "Offer (Enter)"))
    assert dialog.message == "You have 10 coins, not 25" and not session.log


def test_the_dialog_closes_for_a_computer_partner_and_ending_trading(ctx):
    session = trade_session()
    done = []
    dialog = show(ctx, TradeDialog(ctx, session, 0, on_done=lambda: done.append(True), people={0, 1}))
    click_on(ctx, button(dialog, session.state.player(2).name))
    send(ctx, *click(pile(dialog, PARTNER, False, T.ACTOR).center), key(pygame.K_RETURN))
    assert kinds(session) == ["propose_trade"] and done and dialog not in ctx.manager.stack

    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    send(ctx, key(pygame.K_e))
    assert kinds(session) == ["end_turn"]
    assert dialog.seat == session.state.step.trader == 1  # the next trader, a person, has the table


def test_tokens_laid_and_taken_back_with_the_keyboard(ctx):
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))  # partner: seat 1 (horse, cage, cage)
    send(ctx, key(pygame.K_2), key(pygame.K_1, pygame.KMOD_SHIFT), key(pygame.K_2, pygame.KMOD_SHIFT))
    trader_second = dialog.piles()[(TRADER, False)][1].token
    assert dialog.draft.give == {trader_second: 1}
    assert dialog.draft.take == {T.HORSE: 1, T.CAGE: 1}
    send(ctx, key(pygame.K_BACKSPACE))
    assert dialog.draft.take == {T.HORSE: 1}
    # Digits typed into a coin box are coins, not tokens.
    send(ctx, *click(dialog.coin_fields[PARTNER].rect.center), key(pygame.K_BACKSPACE), key(pygame.K_3),
         pygame.event.Event(pygame.TEXTINPUT, text="3"))
    assert dialog.draft.take_coins == 3 and dialog.draft.give == {trader_second: 1}
    draw(ctx)


def test_the_table_opens_again_on_the_partner_who_just_answered(ctx):
    """After a partner other than the first answers (here they accept), the trader's next table starts with that
    partner chosen, not the first player (a computer's answer closes the table and opens a new one)."""
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    click_on(ctx, button(dialog, session.state.player(2).name))
    send(ctx, key(pygame.K_1), key(pygame.K_1, pygame.KMOD_SHIFT), key(pygame.K_RETURN))
    assert session.state.step.offer.partner == 2
    send(ctx, key(pygame.K_y))  # partner 2 accepts
    assert session.log[-1].command == rules.AcceptTrade(player=2) and dialog.draft.partner == 2
    send(ctx, key(pygame.K_ESCAPE))
    reopened = show(ctx, TradeDialog(ctx, session, 0))
    assert reopened.draft.partner == 2


def test_a_person_refuses_a_computers_offer_with_no_more_offers_this_round(ctx):
    session = trade_session()
    session.submit(rules.ProposeTrade(player=0, partner=1, give={T.LION: 1}, take={T.HORSE: 1}))
    asked = []
    dialog = show(ctx, TradeDialog(ctx, session, 1, people={1, 2, 3},
                                   stop_offers=lambda computer, person: asked.append((computer, person))))
    assert button(dialog, "No more offers this round (M)")
    draw(ctx)
    send(ctx, key(pygame.K_m))
    assert session.log[-1].command == rules.RefuseTrade(player=1) and asked == [(0, 1)]


def test_no_more_offers_is_asked_only_of_a_computer_trader(ctx):
    session = trade_session()
    session.submit(rules.ProposeTrade(player=0, partner=1, give={T.LION: 1}, take={T.HORSE: 1}))
    dialog = show(ctx, TradeDialog(ctx, session, 1, stop_offers=lambda computer, person: None))  # all people
    assert not dialog.asks_computer_to_stop()
    assert "No more offers this round (M)" not in [getattr(w, "text", None) for w in dialog.widgets.widgets]


def test_the_trade_table_speaks_spanish_with_the_pieces_counted_in_it(ctx):
    from colosseum_desktop.i18n import set_language

    set_language("es")
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    click_on(ctx, button(dialog, session.state.player(1).name))
    for _ in range(2):
        send(ctx, *click(pile(dialog, TRADER, False, T.LION).center))
    dialog.move(TRADER, T.LION, to_table=True)  # a third lion: there is none
    assert dialog.message == f"{session.state.player(0).name} no tiene más fichas «León»"
    send(ctx, *click(pile(dialog, PARTNER, False, T.CAGE).center))
    click_on(ctx, button(dialog, "Ofrecer (Intro)"))
    assert dialog.header_text().endswith(" te ofrece un intercambio") and button(dialog, "Aceptar (Y)")
    draw(ctx)
    send(ctx, key(pygame.K_n))
    assert dialog.note == f"{session.state.player(1).name} ha rechazado tu oferta."


def test_clicks_drags_and_keys_give_the_expected_views_and_enter_the_offer(ctx):
    session = trade_session()
    dialog = show(ctx, TradeDialog(ctx, session, 0))  # partner: seat 1
    send(ctx, *click(pile(dialog, TRADER, False, T.LION).center))
    assert dialog.view().table.give == ((T.LION, 1),)
    start = pile(dialog, PARTNER, False, T.CAGE).center
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(900, 400), rel=(0, 0), buttons=(1, 0, 0)))
    view = dialog.view()
    assert view.dragged == rules.Piece("tray", 1, token=T.CAGE) and view.pointer == (900, 400)
    draw(ctx)
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=TABLE[PARTNER].center, button=1))
    assert dialog.view().table.take == ((T.CAGE, 1),) and dialog.view().dragged is None
    send(ctx, *drag(pile(dialog, PARTNER, True, T.CAGE).center, TABLE[TRADER].center))  # the other side's box
    assert dialog.view().frame.message == "A token stays on its owner's side of the table"
    assert dialog.view().table.take == ((T.CAGE, 1),)
    send(ctx, key(pygame.K_2, pygame.KMOD_SHIFT))  # a key lays the partner's second token: their other cage
    assert dialog.view().table.take == ((T.CAGE, 2),)
    send(ctx, key(pygame.K_BACKSPACE))
    assert dialog.view().table.take == ((T.CAGE, 1),)
    send(ctx, *click(dialog.coin_fields[TRADER].rect.center), key(pygame.K_BACKSPACE),
         pygame.event.Event(pygame.TEXTINPUT, text="4"))
    assert dialog.view().table.give_coins == 4
    click_on(ctx, button(dialog, "Offer (Enter)"))
    assert session.log[-1].command == rules.ProposeTrade(player=0, partner=1, give={T.LION: 1}, give_coins=4,
                                                         take={T.CAGE: 1})
    assert dialog.view().table.trader == 0 and session.state.step.offer is not None  # the partner's turn to answer


def test_the_view_carries_the_partners_answer_and_a_refused_offer_laid_out_again(ctx):
    session = trade_session()
    session.submit(rules.ProposeTrade(player=0, partner=2, give={T.LION: 1}, take={T.ACTOR: 1}, give_coins=2))
    session.submit(rules.RefuseTrade(player=2))
    dialog = show(ctx, TradeDialog(ctx, session, 0))
    view = dialog.view()
    assert view.answer == rules.RefuseTrade(player=2)
    assert view.table == TableDraft(0, 2, give=((T.LION, 1),), take=((T.ACTOR, 1),), give_coins=2)
