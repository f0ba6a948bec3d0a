"""The text-fit checks (fit_checks.py) catch what they are for, on recordings made to fail: a cut sentence, a
text out of its panel or off the canvas, two texts over each other, a text running onto a button, and each size
too small to read at 1280x720 (a label, body text, a picture, a count as dots, a program's name cut on its
tile); and pass a cut player's name, a text with its shadow and a dialog over the board. The sizes are held in the
smallest window of each shape the game is made for (screens.TALL_WINDOWS): 1280x720, 1280x800, 1280x960."""
import pygame
import pytest

from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.button_look_model import ButtonLook
from colosseum_desktop.scenes.widgets import draw_button
from colosseum_desktop.sprites import text, text_record, theme

from colosseum_desktop.rules.data import Token
from colosseum_desktop.sprites import icons, program_tile, tokens

from .fit_checks import failures, too_small
from .online_screens import SHORT_NAMES
from .screens import NAMES, SMALLEST_WINDOW, TALL_WINDOWS

WINDOWS = [SMALLEST_WINDOW, *TALL_WINDOWS.values()]  # each shape's smallest window: 0.8 window pixels to the canvas's


def recorded(draw) -> text_record.Recording:
    canvas = pygame.Surface((1600, 900))
    with text_record.recording() as recording:
        draw(canvas)
    return recording


def test_a_sentence_cut_with_an_ellipsis_fails_a_cut_players_name_does_not(canvas):
    found = failures(recorded(lambda c: (
        text.blit(c, text.fit("Bids must be at least 8 coins", 20, 90), (10, 10), 20),
        text.blit(c, text.fit(NAMES[0], 20, 40), (10, 100), 20))))
    assert len(found) == 1 and found[0].startswith("cut to") and "Bids must be" in found[0]


def test_a_short_name_cut_within_a_sentence_fails_a_long_one_does_not(canvas):
    """The banner words its question with the names cut (text.cut_name): 'Aur…: stage an event' is no text cut
    with an ellipsis, but it holds a seven-letter name cut to three."""
    def draw(c):
        for name, y in ((SHORT_NAMES[0], 10), (NAMES[1], 100)):
            text.blit(c, f"{text.cut_name(name, 3)}: stage an event or end the turn", (10, y), 20)
    found = failures(recorded(draw))
    assert len(found) == 1 and "the name 'Aurelia' is cut in 'Aur…: stage an event" in found[0], found


def test_a_text_leaving_its_panel_or_its_button_or_the_canvas_fails(canvas):
    def draw(c):
        theme.draw_panel(c, pygame.Rect(100, 100, 200, 80))
        text.blit(c, "Vorbereitungen für die Zeremonie", (120, 130), 24)
        text.blit(c, "OK", (500, 500), 40, box=pygame.Rect(500, 500, 20, 20))
        text.blit(c, "Esc closes", (1590, 20), 18)
    found = failures(recorded(draw))
    assert [f.split("'")[1] for f in found] == ["Vorbereitungen für die Zeremonie", "OK", "Esc closes"]
    assert "leaves its box" in found[0] and "leaves its box" in found[1] and "leaves the canvas" in found[2]


def test_two_texts_over_each_other_fail_unless_one_is_a_shadow_or_on_a_layer_above(canvas):
    def draw(c):
        text.blit(c, "Round 3", (10, 10), 24)
        text.blit(c, "Phase 2", (40, 12), 24)  # over "Round 3"
        text.blit(c, "COLOSSEUM", (400, 400), 60)
        text.blit(c, "COLOSSEUM", (404, 404), 60)  # its shadow
        theme.shade(c)
        text.blit(c, "A dialog over the board", (10, 10), 24)
    found = failures(recorded(draw))
    assert len(found) == 1 and "'Round 3'" in found[0] and "overlaps 'Phase 2'" in found[0]


def test_a_word_under_a_token_fails_its_count_its_mark_a_grazing_tail_and_an_overlapping_tile_do_not(canvas):
    def draw(c):
        text.blit(c, "Face down", (100, 100), 18)
        tokens.draw_token(c, Token.SHIP, (170, 108), 15)  # over "down"
        tokens.draw_face_down(c, (300, 108), 15)  # its "?" lies on it
        tokens.draw_token(c, Token.LION, (400, 108), 12, count=3)
        text.blit(c, "3", (410, 112), 15)  # the lion's count, on its corner
        tail = text.blit(c, "gladiator", (600, 100), 18)
        tokens.draw_token(c, Token.GLADIATOR, (tail.x + 8, tail.bottom + 10), 12)  # the next line's, 2 px into it
        first = pygame.Rect(800, 100, layout.PANEL_PROGRAM_NUMBER + 5 * layout.PANEL_PROGRAM_NEED, 31)  # 5 needs
        program_tile.draw_held_tile(c, first, 13, produced=False)  # its last need under the next tile's number
        program_tile.draw_held_tile(c, pygame.Rect(first.right - 26, 100, 120, 31), 14, produced=False)
    found = failures(recorded(draw))
    assert len(found) == 1 and "'Face down'" in found[0] and "lies under the picture token:ship" in found[0]


def test_a_text_running_onto_a_button_fails_its_own_label_does_not(canvas):
    def draw(c):
        draw_button(c, ButtonLook((600, 500, 120, 48), "+5", 22))
        text.blit(c, "Münzen", (560, 524), 20, anchor="midleft")  # ends on the button's left part
    found = failures(recorded(draw))
    assert len(found) == 1 and "'Münzen'" in found[0] and "runs onto the button" in found[0]


def test_a_button_over_another_fails_two_side_by_side_do_not(canvas):
    """Issue 33: a dialog's "Hint H" lay over the rules reference's ▲."""
    def draw(c):
        draw_button(c, ButtonLook((100, 100, 60, 60), "▲", 22))
        draw_button(c, ButtonLook((170, 100, 60, 60), "▼", 22))
        draw_button(c, ButtonLook((20, 110, 110, 40), "Hint H", 18))  # over the ▲'s left part
    found = failures(recorded(draw))
    assert any("the button at (100, 100, 60, 60) and the one at (20, 110, 110, 40) overlap" in f for f in found)
    assert not any("(170, 100, 60, 60)" in f for f in found), found


def test_a_text_or_picture_an_opaque_shape_hides_in_part_fails_one_it_hides_whole_does_not(canvas):
    """Issue 33: a third row of buttons on its panel cut the round counter; a prompt on two lines hid the needs of
    the programs' last row. What it hides whole is hidden by design (a panel of its own, while it is shown)."""
    def draw(c):
        text.blit(c, "Round", (100, 100), 18)
        tokens.draw_token(c, Token.SHIP, (300, 110), 12)
        text.blit(c, "hidden whole", (100, 300), 18)
        for shape in (pygame.Rect(130, 90, 200, 20), pygame.Rect(80, 280, 300, 60)):
            pygame.draw.rect(c, (255, 255, 255), shape)
            text_record.active.cover(shape)
    found = failures(recorded(draw))
    assert len(found) == 2, found
    assert "'Round'" in found[0] and "partly hidden by an opaque shape at (130, 90, 200, 20)" in found[0]
    assert "the picture token:ship" in found[1] and "partly hidden" in found[1]


@pytest.mark.parametrize("window", WINDOWS)
def test_a_label_under_12_px_and_body_text_under_14_px_fail(canvas, window):
    def draw(c):
        text.blit(c, "Market 1", (10, 10), 15)  # 12 px in the window: a label may be that small
        text.blit(c, "arena 2", (10, 40), 14)  # 11.2 px
        text.blit(c, "Aurelia ends her turn", (10, 80), 18)  # body text at 14.4 px
        text.blit(c, "Brutus ends his turn", (10, 120), 17)  # 13.6 px
    found = too_small(recorded(draw), window)
    assert len(found) == 2, found
    assert found[0].startswith("text 'arena 2' is 11.2 px") and found[1].startswith("body text 'Brutus ends")


@pytest.mark.parametrize("window", WINDOWS)
def test_a_picture_under_18_px_fails(canvas, window):
    def draw(c):
        tokens.draw_token(c, Token.LION, (100, 100), 12)  # 24 px on the canvas, 19.2 in the window
        tokens.draw_token(c, Token.CAGE, (200, 100), 11)  # 17.6 px
        icons.blit_icon(c, icons.SUPPLY_ICONS["medal"], (300, 100), 20)  # 16 px
    found = too_small(recorded(draw), window)
    assert [f.split()[2] for f in found] == ["token:cage", "icon:medal"], found


@pytest.mark.parametrize("window", WINDOWS)
def test_a_count_shown_as_dots_fails_a_count_written_beside_its_picture_does_not(canvas, window):
    def draw(c):
        tokens.draw_token(c, Token.HORSE, (100, 100), 14, count=3)
        for i in range(3):  # three dots under it, as tiles once showed counts
            pygame.draw.circle(c, (0, 0, 0), (94 + 6 * i, 120), 2)
        tokens.draw_token(c, Token.SHIP, (200, 100), 14, count=2)
        tokens.draw_count_badge(c, 2, (214, 112), 15)
    found = too_small(recorded(draw), window)
    assert len(found) == 1 and "token:horse" in found[0] and "stands for 3 with no number 3" in found[0]


@pytest.mark.parametrize("window", WINDOWS)
def test_a_program_name_cut_on_its_tile_fails(canvas, window):
    def draw(c):
        tile = pygame.Rect(100, 100, 130, 80)
        text_record.active.container(tile, "program tile", whole_name="Amphitrite's Festival")
        text.blit(c, text.fit("Amphitrite's Festival", 15, 70), (104, 104), 15)
        other = pygame.Rect(300, 100, 130, 80)
        text_record.active.container(other, "program tile", whole_name="And Tellus Created the Earth")
        text.blit(c, "And Tellus Created", (304, 104), 15)  # two lines: whole
        text.blit(c, "the Earth", (304, 122), 15)
    recording = recorded(draw)
    assert any("cut to" in f for f in failures(recording))
    found = too_small(recording, window)
    assert len(found) == 1 and "does not show \"Amphitrite's Festival\" whole" in found[0], found
