"""The dialogs' views and layouts, without pygame: frozen values that compare by what they show, and pieces
that lie inside their panels."""
import dataclasses

import pytest

from colosseum_desktop.scenes.dialogs.bid import model as bid_view
from colosseum_desktop.scenes.dialogs.ceremony import model as ceremony_view
from colosseum_desktop.scenes.dialogs.invest import model as invest_view
from colosseum_desktop.scenes.dialogs.bid.model import BidView
from colosseum_desktop.scenes.button_look_model import ButtonLook
from colosseum_desktop.scenes.dialogs.frame_model import DialogFrame


def inside(box, panel) -> bool:
    x, y, w, h = box
    px, py, pw, ph = panel
    return px <= x and py <= y and x + w <= px + pw and y + h <= py + ph


def test_views_are_frozen_and_equal_when_they_show_the_same():
    frame = DialogFrame((0, 0, 10, 10), 1, "Aurelia: raise or pass", (ButtonLook((0, 0, 5, 5), "Bid", 24),))
    view = BidView(frame, market=2, amount=9)
    assert view == BidView(dataclasses.replace(frame), 2, 9) and hash(view) == hash(BidView(frame, 2, 9))
    assert view != dataclasses.replace(view, amount=10)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.market = 3


@pytest.mark.parametrize("markets", [3, 4, 5])
def test_markets_lie_side_by_side_inside_the_bid_panel(markets):
    boxes = bid_view.market_boxes(markets)
    assert all(inside(box, bid_view.PANEL) for box in boxes)
    assert all(a[0] + a[2] < b[0] for a, b in zip(boxes, boxes[1:]))


@pytest.mark.parametrize("choices", range(1, 13))
def test_ceremony_choices_lie_inside_their_panel_eight_to_a_row(choices):
    panel = ceremony_view.panel_for(choices)
    centers = ceremony_view.choice_centers(choices)
    assert len(centers) == choices and len(set(centers)) == choices
    assert all(inside((x - 40, y - 40, 80, 80), panel) for x, y in centers)
    assert len({y for _, y in centers}) == (1 if choices <= ceremony_view.PER_ROW else 2)


def test_program_rows_follow_the_supply_inside_the_list():
    rows = invest_view.row_boxes((11, 12, 30))
    assert [number for number, _ in rows] == [11, 12, 30]
    assert all(inside(box, invest_view.LIST_BOX) for _, box in rows)
