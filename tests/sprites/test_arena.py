"""An arena's label on its outer strip: the stand's loge, tickets and podiums are never cut; the owner's name
gives way first."""
import pytest

from colosseum_desktop.sprites import theme
from colosseum_desktop.sprites.arena import LABEL_SIZES, stand_label

TWO_SQUARES = 2 * 84 - 30  # the room on a two-square arena's strip


def width(label: str, size: int) -> int:
    return theme.font(size, True).size(label)[0]


@pytest.mark.parametrize("name,items", [
    ("Decimus", ["Loge", "T×2", "P×1"]),
    ("Maximilianus", ["Loge", "T×12", "P×4"]),
    ("Al", []),
    ("Aurelia", ["Loge", "P×4"]),
])
def test_the_label_fits_its_strip_with_every_stand_item_whole(canvas, name, items):
    label, size = stand_label(name, items, TWO_SQUARES)
    assert width(label, size) <= TWO_SQUARES and size in LABEL_SIZES
    assert label.endswith("  ".join(items))  # loge, tickets and podiums whole, in order
    assert "…" not in "  ".join(items) and label.split("  ")[-len(items) or None:] == (items or [label])


def test_a_short_label_keeps_the_whole_name_at_full_size(canvas):
    assert stand_label("Brutus", ["T×1"], TWO_SQUARES) == ("Brutus  T×1", LABEL_SIZES[0])


def test_the_name_is_shortened_before_the_stand_items_are(canvas):
    label, _ = stand_label("Maximilianus Decimus", ["Loge", "T×12", "P×4"], TWO_SQUARES)
    assert label.startswith("Max") and "…" in label and label.endswith("Loge  T×12  P×4")
