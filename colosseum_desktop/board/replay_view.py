"""What the Replay screen shows beyond the game state at the moment watched, as frozen values, and where its
controls sit: in the board's action area (where the board's decision buttons go: nobody decides in a replay)
and at the right of the banner (where the board's Undo, Rules, Programs and Menu go).

The board itself is drawn by the board's own picture from a `ReplayBoardView`: a BoardView in which no person
decides, so nothing is lit to click and no hint asks for a move.
"""
from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from ..rules.state import GameState
from . import layout
from .button_look import ButtonLook
from .view import BoardView

CONTROL_ROWS = 2
CONTROL_GAP = 1
CONTROL_H = 38  # two lines of a label at the smallest size; with the slider and the hint line, above the ring
CONTROLS_PER_ROW = 5
SLIDER = Rect(layout.BUTTON_AREA.x + 8, layout.BUTTON_AREA.y + CONTROL_ROWS * (CONTROL_H + CONTROL_GAP) + 3,
              layout.BUTTON_AREA.width - 16, 18)
SLIDER_HIT = SLIDER.inflate(0, 20)  # a little taller than drawn, to be easy to grab
HINT_LINE = Rect(layout.BUTTON_AREA.x, SLIDER.bottom + 2, layout.BUTTON_AREA.width, 20)
# Where the board's own banner buttons stand (at their standard widths): the replay's take their place.
BANNER_SPAN = layout.banner_button_rect(layout.BANNER_BUTTONS[0][0]).union(
    layout.banner_button_rect(layout.BANNER_BUTTONS[-1][0]))


def control_rects() -> list[Rect]:
    """Two rows of five buttons over the action area's button place, left to right, top row first."""
    area = layout.BUTTON_AREA
    width = (area.width - (CONTROLS_PER_ROW - 1) * CONTROL_GAP) // CONTROLS_PER_ROW
    return [Rect(area.x + column * (width + CONTROL_GAP), area.y + row * (CONTROL_H + CONTROL_GAP), width, CONTROL_H)
            for row in range(CONTROL_ROWS) for column in range(CONTROLS_PER_ROW)]


def banner_rects(widths: list[int]) -> list[Rect]:
    """The banner's buttons from the right edge of the board's banner buttons' span, in order left to right;
    each `widths[i]` wide, all shrunk alike when together they would not fit the span."""
    room = BANNER_SPAN.width - (len(widths) - 1) * CONTROL_GAP
    scale = min(1.0, room / sum(widths))
    widths = [int(width * scale) for width in widths]
    x = BANNER_SPAN.right - sum(widths) - (len(widths) - 1) * CONTROL_GAP
    rects = []
    for width in widths:
        rects.append(Rect(x, BANNER_SPAN.y, width, BANNER_SPAN.height))
        x += width + CONTROL_GAP
    return rects


def slider_x(move: int, length: int) -> int:
    """Where moment `move` lies on the slider."""
    return SLIDER.x + (SLIDER.width * move // length if length else 0)


def slider_move(x: int, length: int) -> int:
    """The moment under the slider's point `x` (the nearest one)."""
    if not length:
        return 0
    share = (min(max(x, SLIDER.x), SLIDER.right) - SLIDER.x) / SLIDER.width
    return round(share * length)


@dataclass(frozen=True)
class ReplayBoardView(BoardView):
    """The board's view at a moment of a replay: nobody decides at this table."""

    def person_decides(self, state: GameState) -> bool:
        return False


@dataclass(frozen=True)
class ReplayView:
    board: ReplayBoardView  # the board as it was, with the replay's buttons as its buttons and banner
    move: int
    length: int
    caption: str  # over the controls: which move this is
    hint: str  # under the slider: the keys, or why later moves cannot be shown
    round_marks: tuple[tuple[int, str], ...]  # (moment, label) where each round starts, on the slider
    dragging: bool = False  # the slider's knob is held
