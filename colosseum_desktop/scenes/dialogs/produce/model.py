"""What the produce dialog shows beyond the game state, as one frozen value: the produce dialog (the
controller) makes a new `ProduceView` from its input, and its picture draws `(state, view)` and nothing else."""
from __future__ import annotations

from dataclasses import dataclass

from .... import rules
from ....rules import Token
from ..frame_model import DialogFrame
from .draft_model import CardDraft, ProductionDraft, Slot

Point = tuple[int, int]


@dataclass(frozen=True)
class ProgramRow:
    """One line of the program list: what the program could draw at best, or why it cannot be produced."""

    number: int
    reason: str | None  # why not even the best assignment may be produced; None: it may
    best_total: int = 0
    best_missing: int = 0

    @classmethod
    def of(cls, number: int, reason: str | None, best: rules.Attendance | None) -> ProgramRow:
        return cls(number, reason, best.total, best.missing) if best is not None else cls(number, reason)


@dataclass(frozen=True)
class ProduceView:
    frame: DialogFrame  # the panel, header, buttons and refusal every dialog has
    seat: int
    rows: tuple[ProgramRow, ...] = ()  # the player's programs, once each
    selected: int | None = None  # the program whose card is shown
    cards: tuple[CardDraft, ...] = ()  # what is laid on each program's card, in the rows' order
    held: Token | None = None  # the tray token picked up: dragged, or clicked where it has a choice of slots
    dragging: bool = False
    pointer: Point | None = None  # where the pointer is (the dragged token is drawn there)
    lit: frozenset[Slot] = frozenset()  # the empty slots the held token may go on
    hover: Slot | None = None  # the slot under the pointer while a token is held

    @property
    def programs(self) -> tuple[int, ...]:
        return tuple(row.number for row in self.rows)

    @property
    def card(self) -> CardDraft | None:
        """What is laid on the card shown (None: the player holds no program)."""
        return next((card for card in self.cards if card.program == self.selected), None)

    @property
    def reason(self) -> str | None:
        """Why the program shown cannot be produced, if it cannot."""
        return next((row.reason for row in self.rows if row.number == self.selected), None)

    def draft(self, state: rules.GameState) -> ProductionDraft | None:
        card = self.card
        return ProductionDraft(state, self.seat, card) if card is not None else None
