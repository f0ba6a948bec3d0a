"""Where a player's held programs lie in their panel (BoardLayout.panel_program_rects): each tile as wide as its needs
ask, side by side in the row left of the stars and pieces while they fit.

Held programs that do not fit one row take a second one above it, under the tokens, as wide as the panel (issue 33:
from about three programs on they overlapped, hiding their needs), where the panel is tall enough: a 146-px panel
(three players at 16:9, every 4:3 one) as it is; a lower one from 128 px (four players at 16:9) with its header and
tokens moved up as a five players' panel has them (BoardLayout.compact_panels), and tiles of 28 px. Only a panel
lower still (five players at 16:9) overlaps them in one row, each tile's number always in view.

Pure geometry, as layout.py."""
from __future__ import annotations

from collections.abc import Sequence

from pygame import Rect

from ...rules.data import game_data

PANEL_PROGRAM_NUMBER = 56  # a held program's tile: its number, then a picture per token type it needs
PANEL_PROGRAM_NEED = 25
PANEL_PROGRAM_GAP = 4
PANEL_PROGRAM_ROW = 440  # the lower row: left of the stars and pieces
PANEL_PROGRAM_HEIGHT = 31
PANEL_TWO_ROWS = 144  # a panel this tall holds two rows under its tokens as they are
PANEL_TWO_ROWS_COMPACT = 128  # ... this tall, with its header and tokens moved up
PANEL_PROGRAM_HEIGHT_TWO_ROWS = 28  # a need's picture (24) stays whole in it
PANEL_PROGRAM_ROW_GAP = 2
PANEL_MARGIN = 10  # left and right of the rows, and under them 5
BOTTOM_MARGIN = 5


def held_program_rects(programs: Sequence[int], panel: Rect, rows: int) -> list[Rect]:
    """The tiles of `programs` in `panel`, which holds `rows` rows of them (1 or 2): in the lower row while they fit
    it; else in reading order over both, the upper one as wide as the panel; what still does not fit is overlapped in
    the lower row, each tile by the next (its number always shows), never past the row."""
    widths = [PANEL_PROGRAM_NUMBER + PANEL_PROGRAM_NEED * len(game_data().program(n).tokens) for n in programs]
    left = panel.x + PANEL_MARGIN
    height = PANEL_PROGRAM_HEIGHT if rows == 1 else PANEL_PROGRAM_HEIGHT_TWO_ROWS
    lower_top = panel.bottom - BOTTOM_MARGIN - height
    if rows == 1 or row_width(widths) <= PANEL_PROGRAM_ROW:
        return _row(widths, left, lower_top, height, PANEL_PROGRAM_ROW)
    wide = panel.width - 2 * PANEL_MARGIN
    upper = 1
    while upper < len(widths) and row_width(widths[:upper + 1]) <= wide:
        upper += 1
    return [*_row(widths[:upper], left, lower_top - PANEL_PROGRAM_ROW_GAP - height, height, wide),
            *_row(widths[upper:], left, lower_top, height, PANEL_PROGRAM_ROW)]


def row_width(widths: Sequence[int]) -> int:
    return sum(widths) + PANEL_PROGRAM_GAP * max(0, len(widths) - 1)


def _row(widths: Sequence[int], left: int, top: int, height: int, room: int) -> list[Rect]:
    """Tiles of these widths side by side from `left`; when they do not fit `room`, evenly overlapping, the last one
    whole at the row's end."""
    if not widths:
        return []
    if row_width(widths) <= room or len(widths) == 1:
        lefts = [left + sum(widths[:i]) + i * PANEL_PROGRAM_GAP for i in range(len(widths))]
        return [Rect(x, top, width, height) for x, width in zip(lefts, widths)]
    step = (room - widths[-1]) / (len(widths) - 1)
    lefts = [round(left + i * step) for i in range(len(widths))]
    end = left + room
    return [Rect(x, top, min(width, end - x), height) for x, width in zip(lefts, widths)]
