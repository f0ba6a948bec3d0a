"""What the Replay screen shows beyond the game state at the moment watched, as frozen values, and where its
controls sit: in the board's action area (where the board's decision buttons go: nobody decides in a replay)
and at the right of the banner (where the board's Undo, Rules, Programs and Menu go).

The board itself is drawn by the board's own picture from a `ReplayBoardView`: a BoardView in which no person
decides, so nothing is lit to click and no hint asks for a move.
"""
from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from ...rules.state import GameState
from ..board import layout_model as layout
from ..button_look_model import ButtonLook
from ..board.model import BoardView

CONTROL_ROWS = 2
CONTROL_GAP = 1
CONTROL_H = 30  # one line of a label; two rows, then the keys' two lines, above the ring's lower row
CONTROLS_PER_ROW = 5
# The prompt line (nobody is asked anything in a replay) holds which move this is, then the slider, the rounds
# marked on it; the keys (or a message) take two lines of body text under the buttons. Placed by `arrange`.
CAPTION = Rect(0, 0, 0, 0)
SLIDER = Rect(0, 0, 0, 0)
SLIDER_HIT = Rect(0, 0, 0, 0)  # a little taller than drawn, to be easy to grab
HINT_BOX = Rect(0, 0, 0, 0)


def arrange() -> None:
    """Place the replay's parts for the board's arrangement now (layout.arrange; in place, as it does): the caption
    and slider on the prompt line; the keys (HINT_BOX) under the controls, over the spectator track's right part
    where the track lies in the centre (16:9: the round stays in view at its left), else the whole width of the
    buttons in the action area's lower part (16:10, the track under the ring). On 4:3 the action area under the
    ring is as tall as its two rows of controls, and the track beneath it gives each player a lane: the keys lie
    over the game log there, level with the controls (HINT_BOX empty; replay_picture places them)."""
    prompt = layout.PROMPT_LINE
    CAPTION.update(prompt.x, prompt.y, 172, prompt.height)
    SLIDER.update(CAPTION.right + 8, prompt.y + 1, prompt.right - CAPTION.right - 16, 22)
    SLIDER_HIT.update(SLIDER.inflate(0, 8))
    controls_bottom = layout.BUTTON_AREA.y + CONTROL_ROWS * (CONTROL_H + CONTROL_GAP)
    if layout.SCORE_TRACK.height > layout.SCORE_TRACK_HEIGHT:  # 4:3: the players' lanes stay in view
        HINT_BOX.update(0, 0, 0, 0)
        return
    in_centre = layout.CENTRE.contains(layout.SCORE_TRACK)
    left = layout.ROUND_ROW.right + 6 if in_centre else layout.BUTTON_AREA.x
    bottom = layout.CENTRE.bottom if in_centre else layout.ACTION_AREA.bottom
    HINT_BOX.update(left, controls_bottom + 1, layout.BUTTON_AREA.right - left, bottom - controls_bottom - 1)


arrange()


def control_rects() -> list[Rect]:
    """Two rows of five buttons over the action area's button place, left to right, top row first."""
    area = layout.BUTTON_AREA
    width = (area.width - (CONTROLS_PER_ROW - 1) * CONTROL_GAP) // CONTROLS_PER_ROW
    return [Rect(area.x + column * (width + CONTROL_GAP), area.y + row * (CONTROL_H + CONTROL_GAP), width, CONTROL_H)
            for row in range(CONTROL_ROWS) for column in range(CONTROLS_PER_ROW)]


def banner_rects(widths: list[int], span: Rect) -> list[Rect]:
    """The banner's buttons from the right edge of `span`, where the board's banner buttons stand in the language
    shown, in order left to right; each `widths[i]` wide, all shrunk alike when together they would not fit it."""
    room = span.width - (len(widths) - 1) * CONTROL_GAP
    scale = min(1.0, room / sum(widths))
    widths = [int(width * scale) for width in widths]
    x = span.right - sum(widths) - (len(widths) - 1) * CONTROL_GAP
    rects = []
    for width in widths:
        rects.append(Rect(x, span.y, width, span.height))
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

    def words_the_prompt_line(self) -> bool:
        return False  # nobody is waited for: the replay's caption and slider lie there


@dataclass(frozen=True)
class ReplayView:
    board: ReplayBoardView  # the board as it was, with the replay's buttons as its buttons and banner
    move: int
    length: int
    caption: str  # on the prompt line, left of the slider: which move this is
    hint: str  # under the controls: a message, else the keys, or why later moves cannot be shown
    round_marks: tuple[tuple[int, str], ...]  # (moment, label) where each round starts, on the slider
    dragging: bool = False  # the slider's knob is held
