"""What the invest dialog shows beyond the game state, as one frozen value, and where its pieces lie (R6).

The dialog (scenes/dialogs/invest/dialog.py) makes a new `InvestView` from its input; its picture
(scenes/dialogs/invest/picture.py) draws `(state, view)` and nothing else."""
from __future__ import annotations

from dataclasses import dataclass

from ...button_look_model import Box
from ..frame_model import DialogFrame

LIST_BOX: Box = (84, 150, 600, 700)  # the programs for sale, a row each under a line of headings
ROW = 32
CARD_X, CARD_Y, CARD_W = 708, 150, 340  # the selected program's card; its height depends on the program
SIDE_X = 1076
SIDE_W = 440
# Under the column's heading: two lines for why nothing more may be bought once the turn's investment is made,
# then each choice: its button, then two lines for what it does or why not.
INVESTED_NOTE_BOX: Box = (SIDE_X, 172, SIDE_W, 46)
SIDE_TOP, SIDE_STEP, SIDE_BUTTON_H = 222, 90, 40


@dataclass(frozen=True)
class SideChoice:
    """An investment besides programs, as shown under its button."""
    box: Box  # its button
    effect: str  # what it does
    reason: str | None  # why the engine would refuse it now (None: allowed)
    extra: bool  # it buys one more investment, so its own reason stays shown once the turn's is made


@dataclass(frozen=True)
class InvestView:
    frame: DialogFrame
    selected: int | None  # the program whose card is shown
    refusals: tuple[tuple[int, str | None], ...]  # each program for sale and why it may not be bought (None: may)
    side: tuple[SideChoice, ...]
    buy_box: Box  # the buy button under the card: the card's refusal and the dialog's message go under it


def row_boxes(supply) -> tuple[tuple[int, Box], ...]:
    """(program, its row) for the programs for sale, in the supply's order."""
    x, y, w, _ = LIST_BOX
    return tuple((number, (x, y + 36 + i * ROW, w, ROW - 3)) for i, number in enumerate(supply))
