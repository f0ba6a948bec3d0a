"""The frame every dialog shares is drawn from its `DialogFrame` alone: header, controls and message show what
the frame says, each in its own place."""
import dataclasses

import pygame
import pytest

from colosseum_desktop.i18n import LANGUAGES, _, set_language
from colosseum_desktop.sprites import text_record
from colosseum_desktop.scenes.button_look_model import ButtonLook
from colosseum_desktop.scenes.control_looks_model import FieldLook
from colosseum_desktop.scenes.dialogs.frame_model import DialogFrame
from colosseum_desktop.scenes.dialogs.frame_picture import HEADER_H, draw_dialog
from tests.scenes.pictures import changed_area, drawn, same_pixels

PANEL = (300, 160, 1000, 560)
FRAME = DialogFrame(PANEL, 0, "Aurelia: raise or pass",
                    (FieldLook((340, 496, 130, 50), "12", 26, 2, focused=True),
                     ButtonLook((900, 640, 224, 54), "Bid", 24)),
                    message=None, message_box=(324, 566, 952, 40))


def picture(canvas, state, frame):
    draw_dialog(canvas, frame, lambda _canvas: None)


def test_the_header_shows_whose_decision_it_is(canvas):
    area = changed_area(drawn(picture, None, FRAME), drawn(picture, None, dataclasses.replace(FRAME, seat=2)))
    assert area is not None and pygame.Rect(PANEL[0], PANEL[1], PANEL[2], HEADER_H).contains(area)


def test_controls_are_drawn_as_their_looks_say(canvas):
    typed = dataclasses.replace(FRAME, controls=(dataclasses.replace(FRAME.controls[0], text="15"),
                                                 FRAME.controls[1]))
    area = changed_area(drawn(picture, None, FRAME), drawn(picture, None, typed))
    assert area is not None and pygame.Rect(340, 496, 130, 50).inflate(10, 10).contains(area)


def test_the_message_shows_in_its_box_and_only_when_the_frame_places_it(canvas):
    said = dataclasses.replace(FRAME, message="Bids must be at least 8 coins")
    area = changed_area(drawn(picture, None, FRAME), drawn(picture, None, said))
    assert area is not None and pygame.Rect(FRAME.message_box).contains(area)
    placed_by_the_dialog = dataclasses.replace(said, message_box=None)
    assert same_pixels(drawn(picture, None, FRAME), drawn(picture, None, placed_by_the_dialog))


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_long_title_is_set_smaller_never_under_esc_closes(language, canvas):
    """The longest name (24 characters of wide letters) in the language's longest dialog question: the title shrinks
    (not below 20) and ends before "Esc closes" (in German it ran under it), with nothing cut."""
    set_language(language)
    try:
        name = "Maximilianus Aurelius Ma"
        title = max((_("{name}: open an auction or decline", name=name), _("{name}: raise or pass", name=name),
                     _("{name}: stage an event or end the turn", name=name)), key=len)
        with text_record.recording() as record:
            draw_dialog(canvas, dataclasses.replace(FRAME, title=title), lambda _canvas: None)
        drawn_title = next(drawn for drawn in record.texts if drawn.whole == title)
        closes = next(drawn for drawn in record.texts if drawn.whole == _("Esc closes"))
        assert drawn_title.ink.right < closes.ink.left and not drawn_title.cut, (drawn_title, closes)
        assert drawn_title.size >= 20
    finally:
        set_language("en")
