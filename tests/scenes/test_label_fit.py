"""A label never runs off the canvas: the title's caption with five names of the longest length allowed."""
import pytest

from colosseum_desktop.scenes.widgets import LABEL_MARGIN, Label
from colosseum_desktop.viewport import LOGICAL_SIZE



@pytest.mark.parametrize("pos, anchor", [((800, 828), "center"), ((300, 40), "midleft"), ((1500, 40), "topright"),
                                         ((200, 40), "midtop")])
def test_a_long_label_is_cut_inside_the_canvas(canvas, pos, anchor):
    names = ", ".join(letter * 24 for letter in "WMQOD")
    label = Label(pos, f"Continue: {names}, round 3, investing", 22, italic=True, anchor=anchor)
    label.draw(canvas)
    assert label.shown_text().endswith("…")
    assert LABEL_MARGIN <= label.rect.left and label.rect.right <= LOGICAL_SIZE[0] - LABEL_MARGIN


def test_a_label_that_fits_is_drawn_whole(canvas):
    label = Label((800, 40), "Aurelia, Brutus, Cassia, round 3, investing", 22, anchor="center")
    label.draw(canvas)
    assert label.shown_text() == label.text
