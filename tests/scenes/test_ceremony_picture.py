"""The ceremony dialog's picture draws `(state, CeremonyView)` and nothing else: the same pair gives the same
pixels whatever happens afterwards, and what the view says (a choice's star award, a refusal) shows (R10, R11)."""
import dataclasses

import pygame

from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.dialogs.ceremony.dialog import CeremonyDialog
from colosseum_desktop.scenes.dialogs.ceremony.geometry import CHOICE_RADIUS
from colosseum_desktop.scenes.dialogs.ceremony.picture import draw_ceremony
from tests.scenes.pictures import changed_area, draws_its_picture, drawn, same_pixels
from tests.scenes.test_ceremony_dialog import ceremony_session
from tests.scenes.ui_events import key, send, show


def test_the_same_state_and_view_draw_the_same_pixels_whatever_the_dialog_does_next(ctx):
    session = ceremony_session()
    dialog = show(ctx, CeremonyDialog(ctx, session, 1))
    state, view = session.state, dialog.view()
    before = drawn(draw_ceremony, state, view)
    send(ctx, key(pygame.K_1))  # the discard is made: the dialog now asks for the donation
    assert dialog.view() != view and session.state is not state
    assert same_pixels(before, drawn(draw_ceremony, state, view))
    assert draws_its_picture(dialog, draw_ceremony)


def test_a_star_award_note_shows_under_its_token_only(ctx):
    session = ceremony_session()
    view = show(ctx, CeremonyDialog(ctx, session, 1)).view()
    lion = view.choices[0]
    assert lion.token is T.LION and lion.award is None and lion.note == "you hold 3"
    noted = dataclasses.replace(view, choices=(dataclasses.replace(lion, award=("lose ★ award", False)),
                                               *view.choices[1:]))
    area = changed_area(drawn(draw_ceremony, session.state, view), drawn(draw_ceremony, session.state, noted))
    x, y = lion.center
    assert area is not None and area.top >= y + CHOICE_RADIUS + 40 and abs(area.centerx - x) <= 4


def test_a_refusal_in_the_view_shows_in_the_message_box_only(ctx):
    session = ceremony_session()
    view = show(ctx, CeremonyDialog(ctx, session, 1)).view()
    refused = dataclasses.replace(view, frame=dataclasses.replace(view.frame, message="Discard a token you used"))
    area = changed_area(drawn(draw_ceremony, session.state, view), drawn(draw_ceremony, session.state, refused))
    assert area is not None and pygame.Rect(view.frame.message_box).contains(area)
