"""The board's pieces and places as small values: what a gesture picks up and where it puts it down.

A piece is parsed once from its text form ("noble:3", "square:17", "token:lion", "dice") where text comes
in (a test, a file); everywhere else it travels as a `Piece`, so nothing splits strings to find a number.
Kinds the rules answer: noble, square, market, program, expansion, dice, loge, ticket, token. The board
adds its own for tooltips and the any-time exchanges (panel, panel_medals, panel_extra_action,
held_program, bag, face_down, medals, podiums, log, score).
"""
from __future__ import annotations

from dataclasses import dataclass

from .data import Token


@dataclass(frozen=True, slots=True)
class Piece:
    kind: str
    number: int | None = None  # the noble, square, market, program, or the seat of a panel's piece
    token: Token | None = None  # a token piece's type
    program: int | None = None  # a program card lying in a player's panel (`number` is its owner)

    @classmethod
    def parse(cls, text: str) -> Piece:
        """"noble:3" -> Piece("noble", 3); "token:lion" -> Piece("token", token=Token.LION); a bad text raises
        ValueError."""
        kind, _, rest = text.partition(":")
        if kind == "token":
            return cls(kind, token=Token(rest))
        if kind == "held_program":
            seat, _, program = rest.partition(":")
            return cls(kind, int(seat), program=int(program))
        return cls(kind, int(rest) if rest else None)

    @classmethod
    def of(cls, piece: Piece | str | None) -> Piece | None:
        """A piece as given, or parsed from its text form."""
        return cls.parse(piece) if isinstance(piece, str) else piece

    def __str__(self) -> str:
        if self.token is not None:
            return f"{self.kind}:{self.token.value}"
        if self.program is not None:
            return f"{self.kind}:{self.number}:{self.program}"
        return self.kind if self.number is None else f"{self.kind}:{self.number}"

    @property
    def moves(self) -> bool:
        """Whether the piece is put somewhere (a noble, the expansion piece) rather than used where it lies."""
        return self.kind in ("noble", "expansion")


def noble(number: int) -> Piece:
    return Piece("noble", number)


def square(number: int) -> Piece:
    return Piece("square", number)


EXPANSION = Piece("expansion")
DICE = Piece("dice")
