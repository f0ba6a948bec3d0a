"""The board's pointer state machine: idle -> pressed -> dragging or selected -> a gesture.

A gesture is a (source, target) pair of pieces (`rules.Piece`) that `rules.find_command` turns into a command.
Pieces that need a destination (a noble, the expansion piece) can be dragged onto it, or clicked and
then the destination clicked, or picked up with the keyboard (`pick`); other pieces (a market, a program,
the dice) act on a plain click. The dialogs' tokens use the same machine: each can be dragged, and a click
either places it at once (one place it can go) or holds it until its place is clicked (a choice of places).
The machine knows nothing of the game: the board tells it what lies under a point.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...rules.pieces import Piece

DRAG_SLOP = 6  # pixels a press may wander and still count as a click


@dataclass
class Drag:
    """A press that may become a drag: what was pressed, where, and where the pointer is now. The board's
    machine below and the dialogs' tokens both use it, so a click and a drag are told apart the same way."""
    item: object
    start: tuple[int, int]
    pos: tuple[int, int]

    @property
    def moved(self) -> bool:
        dx, dy = self.pos[0] - self.start[0], self.pos[1] - self.start[1]
        return dx * dx + dy * dy > DRAG_SLOP * DRAG_SLOP


@dataclass(frozen=True)
class Gesture:
    source: Piece
    target: Piece | None = None


class BoardInput:
    def __init__(self, piece_at: Callable[[tuple[int, int]], Piece | None],
                 target_at: Callable[[tuple[int, int]], Piece | None],
                 legal_target: Callable[[Piece, Piece], bool] = lambda source, target: False,
                 moves: Callable[[Piece], bool] = lambda piece: piece.moves,
                 held_by_click: Callable[[Piece], bool] | None = None) -> None:
        """legal_target(source, target): a click on a lit destination is a move even when another
        noble stands there (otherwise a click on a noble picks that noble up instead).
        moves(piece): whether it can be dragged to a target (on the board: nobles and the expansion piece);
        held_by_click(piece): whether a click on such a piece holds it until its target is clicked (default:
        every piece that moves), or is a gesture by itself (a dialog's token with only one place to go)."""
        self.piece_at, self.target_at, self.legal_target = piece_at, target_at, legal_target
        self.moves, self.held_by_click = moves, held_by_click or moves
        self.mode = "idle"
        self.source: Piece | None = None
        self.drag: Drag | None = None  # while pressed or dragging
        self.pointer: tuple[int, int] | None = None

    @property
    def holding(self) -> Piece | None:
        """The piece picked up (dragged or selected), whose legal destinations the board lights."""
        return self.source if self.mode in ("dragging", "selected") else None

    @property
    def dragging(self) -> bool:
        return self.mode == "dragging"

    def cancel(self) -> None:
        self.mode, self.source, self.drag = "idle", None, None

    def pick(self, piece: Piece) -> None:
        """Hold a piece as a click on it would (the keyboard's pick-up): the next click on a square drops it."""
        self.mode, self.source, self.drag = "selected", piece, None

    def press(self, pos) -> Gesture | None:
        self.pointer = pos
        if self.mode == "selected":
            target = self.target_at(pos)
            piece = self.piece_at(pos)
            if piece == self.source:  # a second click on the held piece puts it down again
                self.cancel()
                return None
            other_piece = piece is not None and self.moves(piece)
            if target is not None and (self.legal_target(self.source, target) or not other_piece):
                source = self.source
                self.cancel()
                return Gesture(source, target)
            self.cancel()
        piece = self.piece_at(pos)
        if piece is None:
            return None
        self.mode, self.source, self.drag = "pressed", piece, Drag(piece, pos, pos)
        return None

    def move(self, pos) -> None:
        self.pointer = pos
        if self.drag is not None:
            self.drag.pos = pos
            if self.mode == "pressed" and self.moves(self.source) and self.drag.moved:
                self.mode = "dragging"

    def release(self, pos) -> Gesture | None:
        self.pointer = pos
        if self.mode == "pressed":
            source = self.source
            if self.held_by_click(source):
                self.mode = "selected"
                return None
            self.cancel()
            if self.moves(source):
                return Gesture(source)  # pressed and released within the slop: a click
            return Gesture(source) if self.piece_at(pos) == source else None
        if self.mode == "dragging":
            source, target = self.source, self.target_at(pos)
            self.cancel()
            return Gesture(source, target) if target is not None else None  # dropped nowhere: it goes back
        return None
