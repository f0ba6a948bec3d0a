"""What the ceremony dialog shows beyond the game state, as one frozen value, and where its choices lie (R11).

The dialog (scenes/dialogs/ceremony/dialog.py) makes a new `CeremonyView` from the state; its picture
(scenes/dialogs/ceremony/picture.py) draws `(state, view)` and nothing else."""
from __future__ import annotations

from dataclasses import dataclass

from ....rules import Token
from ...button_look_model import Box
from ..frame_model import DialogFrame

PANEL: Box = (300, 200, 1000, 470)  # for one row of choices; it grows downwards by a row step for each more
CHOICE_STEP = 110
CHOICE_Y = PANEL[1] + 290
PER_ROW = 8  # a podium winner may hold all twelve normal types: more than a row's worth go on a second row
ROW_STEP = 175

Point = tuple[int, int]


@dataclass(frozen=True)
class TokenChoice:
    token: Token
    center: Point
    note: str  # under the token: how many the chooser (discarding) or the giver (donation) holds
    award: tuple[str, bool] | None = None  # what the choice does to the chooser's star award (R10), good or not


@dataclass(frozen=True)
class CeremonyView:
    frame: DialogFrame
    choices: tuple[TokenChoice, ...]  # in the order their number keys pick them


def panel_for(choices: int) -> Box:
    rows = max(1, -(-choices // PER_ROW))
    return (PANEL[0], PANEL[1], PANEL[2], PANEL[3] + (rows - 1) * ROW_STEP)


def choice_centers(choices: int) -> tuple[Point, ...]:
    """The choices in rows of at most PER_ROW, each row centred in the panel."""
    centre_x = PANEL[0] + PANEL[2] // 2
    centers = []
    for i in range(choices):
        row, column = divmod(i, PER_ROW)
        in_row = min(PER_ROW, choices - row * PER_ROW)
        centers.append((round(centre_x + (column - (in_row - 1) / 2) * CHOICE_STEP), CHOICE_Y + row * ROW_STEP))
    return tuple(centers)
