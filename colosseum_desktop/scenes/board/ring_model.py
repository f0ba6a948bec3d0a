"""The nobles' ring as places on the canvas (R2): its 36 squares round the board's edge, a square's cell and rect,
the square under a point, which way is outward, an arena square's stand, where several nobles stand on one square,
and a point between two squares for a noble gliding. The same on every canvas shape (layout_model.arrange moves
what is beside the ring, never the ring)."""
from __future__ import annotations

from pygame import Rect

from ...rules.data import game_data

RING_ORIGIN = (6, 56)
CELL = 84
GRID = 10  # cells per side of the ring
RING = Rect(RING_ORIGIN[0], RING_ORIGIN[1], CELL * GRID, CELL * GRID)

# Several nobles on one square: (along the ring, inward from the square's centre). The first row stays off the
# outer strip where an arena shows its label (a noble's radius is 19, the strip begins 18 from the centre).
NOBLE_SLOTS = ((-20, 3), (20, 3), (-20, 23), (20, 23), (0, 13), (0, 33))


def square_cell(square: int) -> tuple[int, int]:
    """(column, row) of a ring square in the 10x10 grid."""
    side = GRID - 1
    if square <= side:
        return square, 0
    if square <= 2 * side:
        return side, square - side
    if square <= 3 * side:
        return side - (square - 2 * side), side
    return 0, side - (square - 3 * side)


def square_rect(square: int) -> Rect:
    col, row = square_cell(square)
    return Rect(RING.x + col * CELL, RING.y + row * CELL, CELL, CELL)


def square_at(pos) -> int | None:
    """The ring square under a point, if any."""
    for number in range(game_data().ring_squares):
        if square_rect(number).collidepoint(pos):
            return number
    return None


def outward(square: int) -> tuple[int, int]:
    """The direction from the board's centre to the canvas edge at a square (corners pick one side)."""
    col, row = square_cell(square)
    if row == 0:
        return 0, -1
    if col == GRID - 1:
        return 1, 0
    if row == GRID - 1:
        return 0, 1
    return -1, 0


STAND_DEPTH = 24  # the outer strip of an arena square: its stand, with the loge, tickets and podiums


def stand_rect(square: int, depth: int = STAND_DEPTH) -> Rect:
    """The outer strip of a square, where an arena shows its owner, loge, tickets and podiums."""
    r = square_rect(square)
    dx, dy = outward(square)
    if dy == -1:
        return Rect(r.x, r.y, r.width, depth)
    if dy == 1:
        return Rect(r.x, r.bottom - depth, r.width, depth)
    if dx == 1:
        return Rect(r.right - depth, r.y, depth, r.height)
    return Rect(r.x, r.y, depth, r.height)


def noble_slot(square: int, index: int) -> tuple[int, int]:
    """Where the index-th noble standing on a square is drawn (kept off the arena strip)."""
    r = square_rect(square)
    dx, dy = outward(square)
    along, inward = NOBLE_SLOTS[index % len(NOBLE_SLOTS)]
    return r.centerx + along * abs(dy) - inward * dx, r.centery + along * abs(dx) - inward * dy


def ring_point(position: float) -> tuple[float, float]:
    """A point on the ring for a fractional square number (a noble gliding between squares)."""
    ring = game_data().ring_squares
    position %= ring
    low = int(position)
    frac = position - low
    a = square_rect(low).center
    b = square_rect((low + 1) % ring).center
    return a[0] + (b[0] - a[0]) * frac, a[1] + (b[1] - a[1]) * frac
