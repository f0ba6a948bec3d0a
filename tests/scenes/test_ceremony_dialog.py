"""The ceremony dialog: the clean-up discard and the donation type chosen by click or number key."""
import pygame

from colosseum_desktop import rules
from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.dialogs.ceremony.dialog import CeremonyDialog
from colosseum_desktop.scenes.dialogs.ceremony.geometry import CHOICE_RADIUS
from colosseum_desktop.session import Session
from tests.rules.helpers import ceremony, game, with_player, with_tokens
from tests.scenes.dialog_states import kinds
from tests.scenes.ui_events import click, draw, key, send, show


def ceremony_session() -> Session:
    """Seat 1 produced with a lion and a joker and must discard; seat 2 then asks seat 0 for a donation."""
    state = game(players=3, seed=4)
    state = with_tokens(state, {0: {T.SHIP: 2, T.CAGE: 1, T.JOKER: 1}, 1: {T.LION: 3, T.JOKER: 1}, 2: {}})
    state = with_player(state, 0, record=30, coins=50)
    state = with_player(state, 1, record=20, last_event_tokens={T.LION: 1, T.JOKER: 1})
    state = with_player(state, 2, record=5, coins=1)
    return Session(ceremony(state, podium_winner=0, to_discard=(1,)))


def test_discard_by_click_then_donation_by_number_key(ctx):
    session = ceremony_session()
    dialog = show(ctx, CeremonyDialog(ctx, session, 1))
    assert [p.token for p in dialog.places()] == [T.LION, T.JOKER] and dialog.holder_note(3) == "you hold 3"
    draw(ctx)
    send(ctx, *click(dialog.places()[1].center))
    assert session.log[-1].command == rules.DiscardToken(player=1, token=T.JOKER)
    # The donation follows in the same dialog: seat 2 names a normal type seat 0 holds (never the joker).
    assert dialog.seat == 2 and [p.token for p in dialog.places()] == [T.SHIP, T.CAGE]
    assert dialog.holder_note(2) == "2 held"  # by the giver, whom the question names
    draw(ctx)
    send(ctx, key(pygame.K_2))
    assert session.log[-1].command == rules.RequestDonation(player=2, token=T.CAGE)
    assert session.state.player(2).count(T.CAGE) == 1
    assert dialog not in ctx.manager.stack  # the ceremony is over: the next round began


def test_a_refused_choice_shows_the_reason_and_changes_nothing(ctx):
    session = ceremony_session()
    before = session.state
    dialog = show(ctx, CeremonyDialog(ctx, session, 1))
    dialog.choose(T.SHIP)  # not among the tokens used: the engine's reason is shown
    assert dialog.message.startswith("Discard one of the tokens you used")
    assert session.state is before and not kinds(session)


def test_a_podium_winner_holding_every_normal_type_offers_them_on_two_rows_inside_the_panel(ctx):
    # Twelve choices side by side ran 160 pixels past both sides of the panel.
    normal = [t for t in T if t not in rules.SPECIAL_TOKENS]
    state = game(players=3, seed=4)
    state = with_tokens(state, {0: {t: 1 for t in normal}, 1: {}, 2: {}})
    state = with_player(state, 0, record=30)
    state = with_player(state, 2, record=5)
    session = Session(ceremony(state, podium_winner=0, donation_from=0, donation_to=2))
    dialog = show(ctx, CeremonyDialog(ctx, session, 2))
    places = dialog.places()
    assert [p.token for p in places] == normal
    panel = dialog.PANEL
    for place in places:
        x, y = place.center
        assert panel.x + 20 <= x - CHOICE_RADIUS and x + CHOICE_RADIUS <= panel.right - 20
        assert y + CHOICE_RADIUS + 70 <= dialog.message_rect().y  # labels and notes clear the message box
    assert len({p.center[1] for p in places}) == 2 and panel.bottom <= 900
    draw(ctx)
    send(ctx, key(pygame.K_9))
    assert session.log[-1].command == rules.RequestDonation(player=2, token=normal[8])


def test_a_choice_that_would_lose_or_win_a_star_award_says_so(ctx):
    session = ceremony_session()
    session = Session(session.state.model_copy(update={"stars": {T.LION: 1}}))
    dialog = show(ctx, CeremonyDialog(ctx, session, 1))
    assert dialog.award_change(T.LION) == ("lose \u2605 award", False)  # 3 lions down to 2 (R10)
    assert dialog.award_change(T.JOKER) is None
    draw(ctx)
    # Asking for a ship brings seat 2 to 3 ships against seat 0's 1: the ship award would be won.
    state = with_tokens(session.state, {2: {T.SHIP: 2}}).model_copy(update={"stars": {}})
    asking = show(ctx, CeremonyDialog(ctx, Session(ceremony(state, podium_winner=0, donation_from=0,
                                                            donation_to=2)), 2))
    assert asking.award_change(T.SHIP) == ("win \u2605 award", True) and asking.award_change(T.CAGE) is None


def test_events_after_the_choice_that_ended_the_ceremony_do_not_reach_the_closed_dialog(ctx):
    # A number key that ends the ceremony, then a click in the same frame: the click met the closed dialog,
    # which read the next round's step as a ceremony one and crashed (seen with a key's TEXTINPUT in the bid
    # dialog: AttributeError: 'TradeStep' object has no attribute 'auction').
    session = ceremony_session()
    dialog = show(ctx, CeremonyDialog(ctx, session, 1))
    send(ctx, key(pygame.K_1))
    send(ctx, key(pygame.K_1), pygame.event.Event(pygame.TEXTINPUT, text="1"), *click((800, 500)))
    assert dialog.closed and session.state.phase is rules.Phase.INVEST


def test_the_ceremony_dialog_speaks_romanian(ctx):
    from colosseum_desktop.i18n import set_language

    set_language("ro")
    session = ceremony_session()
    dialog = show(ctx, CeremonyDialog(ctx, session, 1))
    assert dialog.header_text().endswith(": renunță la un simbol") and dialog.holder_note(3) == "ai 3"
    draw(ctx)


def test_the_view_lists_the_choices_and_number_keys_become_commands(ctx):
    """R11: the discard, then the donation, each chosen by its number key."""
    session = ceremony_session()
    session = Session(session.state.model_copy(update={"stars": {T.LION: 1}}))
    dialog = show(ctx, CeremonyDialog(ctx, session, 1))
    view = dialog.view()
    assert [(c.token, c.note, c.award) for c in view.choices] == [
        (T.LION, "you hold 3", ("lose \u2605 award", False)), (T.JOKER, "you hold 1", None)]
    assert view.frame.title == "Player 2: discard a token" and view.frame.seat == 1
    send(ctx, key(pygame.K_9))  # no ninth choice: nothing happens
    assert dialog.view() == view and not kinds(session)
    send(ctx, key(pygame.K_2))
    assert session.log[-1].command == rules.DiscardToken(player=1, token=T.JOKER)
    asking = dialog.view()
    assert [(c.token, c.note) for c in asking.choices] == [(T.SHIP, "2 held"), (T.CAGE, "1 held")]
    assert asking.frame.seat == 2
