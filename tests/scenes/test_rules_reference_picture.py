"""The rules reference's picture draws its `RulesReferenceView` and nothing else: the same view gives the same
pixels whatever the reference does afterwards, and a scroll in the view moves the page, the section lit in the
contents and the scroll bar."""
import dataclasses

import pygame

from colosseum_desktop.scenes.rules_reference.model import CONTENTS, LINE_STEP, PAGE, PAGE_STEP
from colosseum_desktop.scenes.rules_reference.scene import RulesReference
from colosseum_desktop.scenes.rules_reference.picture import draw_rules_reference
from colosseum_desktop.session import Session
from tests.rules.helpers import game, trade
from tests.scenes.pictures import changed_area, draws_its_picture, drawn, same_pixels
from tests.scenes.ui_events import key, send, show


def test_the_same_view_draws_the_same_pixels_whatever_the_reference_does_next(ctx):
    reference = show(ctx, RulesReference(ctx))
    view = reference.view()
    before = drawn(draw_rules_reference, None, view)
    send(ctx, key(pygame.K_PAGEDOWN))
    assert reference.view() != view
    assert same_pixels(before, drawn(draw_rules_reference, None, view))
    assert draws_its_picture(reference, draw_rules_reference)


def test_the_keys_map_to_the_scroll_in_the_view(ctx):
    reference = show(ctx, RulesReference(ctx))
    assert reference.view().scroll == 0
    send(ctx, key(pygame.K_DOWN))
    assert reference.view().scroll == LINE_STEP
    send(ctx, key(pygame.K_PAGEDOWN))
    assert reference.view().scroll == LINE_STEP + PAGE_STEP
    send(ctx, key(pygame.K_END))
    view = reference.view()
    assert view.scroll == view.max_scroll > 0
    send(ctx, key(pygame.K_HOME))
    assert reference.view().scroll == 0 and reference.view().current_top == 0


def test_a_scroll_moves_the_page_the_scroll_bar_and_the_section_lit_not_the_header(ctx):
    view = show(ctx, RulesReference(ctx)).view()
    later = dataclasses.replace(view, scroll=view.sections[3].top)
    assert later.current_top != view.current_top
    area = changed_area(drawn(draw_rules_reference, None, view), drawn(draw_rules_reference, None, later))
    assert area is not None
    assert area.top >= CONTENTS[1] and area.left < CONTENTS[0] + CONTENTS[2]  # below the header; the contents too
    assert area.right > PAGE[0] + PAGE[2]  # the scroll bar right of the page


def test_opened_at_the_phase_being_played_the_view_starts_at_its_section(ctx):
    session = Session(trade(game(players=3, seed=1)))
    reference = show(ctx, RulesReference(ctx, session, 0))
    view = reference.view()
    assert view.scroll == view.current_top == dict(view.sections)["Phase 3: Trade"] > 0
    assert draws_its_picture(reference, draw_rules_reference)
