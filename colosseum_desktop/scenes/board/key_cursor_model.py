"""Playing the ring by keys, as values: which pieces the keys can pick up, in what order, and where the gold
cursor walks over the lit squares (the board's keys turn these into the same gestures as the mouse's)."""
from __future__ import annotations

from ... import rules
from ...rules.data import game_data
from ...rules.pieces import EXPANSION, Piece, noble
from ...rules.state import GameState


def movable_pieces(state: GameState, expansion: bool) -> list[Piece]:
    """The pieces a person can pick up now, around the ring: nobles with a legal square, then the expansion
    piece when it is offered."""
    nobles = sorted(range(len(state.nobles)), key=lambda n: (state.nobles[n].square, n))
    pieces = [noble(n) for n in nobles] + ([EXPANSION] if expansion else [])
    return [piece for piece in pieces if rules.targets(state, piece)]


def ring_offset(state: GameState, held: Piece | None, number: int) -> int:
    """How far square `number` lies from the held noble along the ring (negative: behind it); for anything
    else, the square's own number (the expansion's squares in their order)."""
    if held is None or held.kind != "noble":
        return number
    ring = game_data().ring_squares
    return (number - state.nobles[held.number].square + ring // 2) % ring - ring // 2


def targets_in_order(state: GameState, held: Piece | None, lit) -> list[int]:
    return sorted(lit, key=lambda number: ring_offset(state, held, number))


def first_cursor(state: GameState, held: Piece | None, lit) -> int:
    """Where the cursor starts on a piece just picked up: the nearest lit square ahead of it, else the first."""
    order = targets_in_order(state, held, lit)
    ahead = [number for number in order if ring_offset(state, held, number) > 0]
    return (ahead or order)[0]


def next_cursor(order: list[int], cursor: int | None, step: int) -> int:
    """The cursor moved `step` along `order`, round the ends; a piece held with the mouse starts at an end."""
    if cursor in order:
        return order[(order.index(cursor) + step) % len(order)]
    return order[0 if step > 0 else -1]
