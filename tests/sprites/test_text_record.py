"""Recording the texts a frame draws (text_record.py): off by default; when on, each text's ink, box, cut,
shrinking and layer, as the text-fit test (tests/i18n/test_text_fit.py) reads them."""
import pygame
import pytest

from colosseum_desktop.sprites import text, text_record, theme
from colosseum_desktop.sprites.text import ELLIPSIS


def test_nothing_is_kept_unless_a_recording_is_open(canvas):
    text.blit(canvas, "Invest", (10, 10), 20)
    assert text_record.active is None
    with text_record.recording() as recorded:
        text.blit(canvas, "Invest", (10, 10), 20)
    assert text_record.active is None and [t.text for t in recorded.texts] == ["Invest"]


def test_a_text_is_recorded_by_its_ink_and_the_box_its_caller_gave(canvas):
    box = pygame.Rect(0, 0, 300, 60)
    with text_record.recording() as recorded:
        rect = text.blit(canvas, "Auction", (20, 30), 24, anchor="midleft", box=box)
    drawn, = recorded.texts
    assert rect.contains(drawn.ink) and drawn.ink.height < rect.height  # the letters, not the line's height
    assert drawn.box == box and drawn.size == 24 and not drawn.cut and drawn.shrunk_from is None


def test_a_cut_and_a_shrunk_text_say_so(canvas):
    with text_record.recording() as recorded:
        text.blit_fitted(canvas, "Spektakelplättchen erwerben", (0, 0), (30, 24, 18), text.width_of(
            "Spektakelplättchen erwerben", 24))
        text.blit(canvas, text.fit("Die großen Prophezeiungen Jupiters", 20, 120), (0, 100), 20)
    shrunk, cut = recorded.texts
    assert shrunk.shrunk_from == 30 and shrunk.size == 24 and not shrunk.cut
    assert cut.cut and cut.text.endswith(ELLIPSIS) and cut.whole == "Die großen Prophezeiungen Jupiters"


def test_panels_are_boxes_and_a_veil_starts_a_layer(canvas):
    with text_record.recording() as recorded:
        theme.draw_panel(canvas, pygame.Rect(10, 10, 200, 100))
        text.blit(canvas, "on the board", (20, 20), 18)
        theme.shade(canvas)
        text.blit(canvas, "in a dialog", (20, 20), 18)
    board, dialog = recorded.texts
    assert (board.layer, dialog.layer) == (0, 1)
    assert [(box.rect, box.layer) for box in recorded.boxes] == [(pygame.Rect(10, 10, 200, 100), 0)]


def test_what_a_clip_hides_or_a_shape_covers_is_not_seen(canvas):
    with text_record.recording() as recorded:
        canvas.set_clip(pygame.Rect(0, 0, 40, 900))
        text.blit(canvas, "a long line scrolled under the page's edge", (10, 10), 20)
        canvas.set_clip(None)
        text.blit(canvas, "12", (300, 300), 14)
        recorded.cover(pygame.Rect(290, 290, 60, 40))  # an arena's stand over a square's number
    clipped, = recorded.texts
    assert clipped.clipped and clipped.ink.right <= 40


def test_a_picture_placed_on_the_canvas_records_its_texts_where_they_land(canvas):
    picture = pygame.Surface((100, 40), pygame.SRCALPHA)
    with text_record.recording() as recorded:
        with recorded.placed_at((500, 300)):
            text.blit(picture, "#12", (2, 2), 13)
    drawn, = recorded.texts
    assert pygame.Rect(500, 300, 100, 40).contains(drawn.ink)


def test_recordings_do_not_nest():
    with text_record.recording():
        with pytest.raises(RuntimeError):
            with text_record.recording():
                pass
