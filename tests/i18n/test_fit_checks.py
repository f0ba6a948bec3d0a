"""The text-fit checks (fit_checks.py) catch what they are for, on recordings made to fail: a cut sentence, a
text out of its panel or off the canvas, two texts over each other, a text running onto a button; and pass a
cut player's name, a text with its shadow and a dialog over the board."""
import pygame

from colosseum_desktop.board.button_look import ButtonLook
from colosseum_desktop.scenes.widgets import draw_button
from colosseum_desktop.sprites import text, text_record, theme

from .fit_checks import failures
from .screens import NAMES


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


def test_a_text_running_onto_a_button_fails_its_own_label_does_not(canvas):
    def draw(c):
        draw_button(c, ButtonLook((600, 500, 120, 48), "+5", 22))
        text.blit(c, "Münzen", (560, 524), 20, anchor="midleft")  # ends on the button's left part
    found = failures(recorded(draw))
    assert len(found) == 1 and "'Münzen'" in found[0] and "runs onto the button" in found[0]
