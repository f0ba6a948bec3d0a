"""The program browser's picture draws `(state, ProgramBrowserView)` and nothing else: the same pair gives the
same pixels whatever the browser does afterwards, and what the view says (the program selected, the player
compared) shows where it should."""
import dataclasses

import pygame

from colosseum_desktop.scenes.dialogs.program_browser.model import CARD_BOX, LIST_BOX, row_boxes
from colosseum_desktop.scenes.dialogs.program_browser.dialog import ProgramBrowser
from colosseum_desktop.scenes.dialogs.program_browser.picture import draw_program_browser
from tests.scenes.pictures import changed_area, draws_its_picture, drawn, same_pixels
from tests.scenes.test_program_browser import browser_session
from tests.scenes.ui_events import key, send, show


def test_the_same_state_and_view_draw_the_same_pixels_whatever_the_browser_does_next(ctx):
    session = browser_session()
    browser = show(ctx, ProgramBrowser(ctx, session, 0))
    state, view = session.state, browser.view()
    before = drawn(draw_program_browser, state, view)
    assert same_pixels(before, drawn(draw_program_browser, state, view))
    send(ctx, key(pygame.K_DOWN), key(pygame.K_RIGHT))  # the browser moves on; the old view draws the old picture
    assert browser.view() != view
    assert same_pixels(before, drawn(draw_program_browser, state, view))
    assert draws_its_picture(browser, draw_program_browser)


def test_the_keys_map_to_the_program_selected_and_the_player_compared(ctx):
    browser = show(ctx, ProgramBrowser(ctx, browser_session(), 0))
    assert (browser.view().selected, browser.view().compared) == (1, 0)
    send(ctx, key(pygame.K_UP))  # round the list: from the first to the last
    assert browser.view().selected == 30
    send(ctx, key(pygame.K_DOWN), key(pygame.K_DOWN))
    assert browser.view().selected == 2
    send(ctx, key(pygame.K_RIGHT))
    assert browser.view().compared == 1
    assert draws_its_picture(browser, draw_program_browser)


def area_changed_by(ctx, **change) -> pygame.Rect | None:
    """Where the browser's picture differs when its first view is changed as given."""
    session = browser_session()
    view = show(ctx, ProgramBrowser(ctx, session, 0)).view()
    return changed_area(drawn(draw_program_browser, session.state, view),
                        drawn(draw_program_browser, session.state, dataclasses.replace(view, **change)))


def test_another_program_selected_lights_its_row_and_shows_its_card(ctx):
    area = area_changed_by(ctx, selected=3)
    rows = dict(row_boxes())
    assert area is not None
    assert area.top <= rows[1][1] and area.bottom >= rows[3][1] + rows[3][3]  # the old row and the new one
    assert area.left <= LIST_BOX[0] and area.right > CARD_BOX[0]  # and the card beside the list
    assert area.bottom < rows[30][1]  # the rows below stay as they were


def test_another_player_compared_changes_the_tokens_held_and_the_card(ctx):
    area = area_changed_by(ctx, compared=2)
    assert area is not None and area.top >= LIST_BOX[1] and area.right > CARD_BOX[0]
