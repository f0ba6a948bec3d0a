"""The ceremony dialog: the clean-up discard and the donation type chosen by click or number key."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.ceremony_dialog import CeremonyDialog
from colosseum_desktop.session import Session
from tests.rules.helpers import ceremony, game, with_player, with_tokens
from tests.scenes.dialog_states import kinds
from tests.scenes.ui_events import click, draw, key, make_ctx, send, show


def ceremony_session() -> Session:
    """Seat 1 produced with a lion and a joker and must discard; seat 2 then asks seat 0 for a donation."""
    state = game(players=3, seed=4)
    state = with_tokens(state, {0: {T.SHIP: 2, T.CAGE: 1, T.JOKER: 1}, 1: {T.LION: 3, T.JOKER: 1}, 2: {}})
    state = with_player(state, 0, record=30, coins=50)
    state = with_player(state, 1, record=20, assigned_this_round={T.LION: 1, T.JOKER: 1})
    state = with_player(state, 2, record=5, coins=1)
    return Session(ceremony(state, podium_winner=0, to_discard=(1,)))


@pytest.fixture
def ctx(canvas, tmp_path):
    return make_ctx(tmp_path)


def test_discard_by_click_then_donation_by_number_key(ctx):
    session = ceremony_session()
    dialog = show(ctx, CeremonyDialog(ctx, session, 1))
    assert [p.token for p in dialog.places()] == [T.LION, T.JOKER]
    draw(ctx)
    send(ctx, *click(dialog.places()[1].center))
    assert session.log[-1].command == rules.DiscardToken(player=1, token=T.JOKER)
    # The donation follows in the same dialog: seat 2 names a normal type seat 0 holds (never the joker).
    assert dialog.seat == 2 and [p.token for p in dialog.places()] == [T.SHIP, T.CAGE]
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
