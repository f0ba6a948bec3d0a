"""What the program browser shows beyond the game state, as one frozen value, and where its pieces lie.

The browser (scenes/dialogs/program_browser/dialog.py) makes a new `ProgramBrowserView` from its input; its picture
(scenes/dialogs/program_browser/picture.py) draws `(state, view)` and nothing else: the rows (cost, arena, tokens held
against the compared player's, where each card is) are read from the state."""
from __future__ import annotations

from dataclasses import dataclass

from ...button_look_model import Box
from ..frame_model import DialogFrame

PANEL: Box = (60, 40, 1480, 820)
LIST_BOX: Box = (84, 168, 900, 660)
ROW = 22
CARD_BOX: Box = (1010, 196, 500, 0)  # the card's height depends on the program shown
COMPARE_BOX: Box = (CARD_BOX[0] + 190, 108, 310, 46)  # the player box
COLUMNS = {"cost": 470, "arena": 540, "held": 660, "where": 690}  # x offsets in a row (right edges but "where")
PROGRAMS = range(1, 31)


@dataclass(frozen=True)
class ProgramBrowserView:
    frame: DialogFrame
    selected: int  # the program shown as its card, lit in the list
    compared: int  # the seat whose tokens and arena the list and the card are compared with


def row_boxes() -> tuple[tuple[int, Box], ...]:
    """Each program's row in the list, by its number."""
    x, y, w, _h = LIST_BOX
    return tuple((n, (x, y + (n - 1) * ROW, w, ROW - 1)) for n in PROGRAMS)


def stepped(selected: int, step: int) -> int:
    """The program `step` rows below `selected` (above when negative), round the list."""
    return (selected - 1 + step) % len(PROGRAMS) + 1
