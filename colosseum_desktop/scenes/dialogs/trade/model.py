"""What the trade table shows beyond the game state, as one frozen value: the trade dialog (the controller)
makes a new `TradeView` from its input, and its picture draws `(state, view)` and nothing else. Where the
table's boxes and the partner buttons sit is here too, as plain boxes, for the dialog and the picture alike,
and what the table opens on, read from the session's log."""
from __future__ import annotations

from dataclasses import dataclass

from collections.abc import Sequence

from .... import rules
from ....rules.state import Phase
from ....session import LogEntry
from ..frame_model import DialogFrame
from .draft_model import PARTNER, TRADER, TableDraft

Box = tuple[int, int, int, int]  # x, y, width, height on the canvas
Point = tuple[int, int]

# Four boxes: each side's holdings outside, what each side puts on the table in the middle.
TRAY_BOXES: dict[str, Box] = {TRADER: (84, 196, 330, 420), PARTNER: (1186, 196, 330, 420)}
TABLE_BOXES: dict[str, Box] = {TRADER: (434, 196, 360, 420), PARTNER: (806, 196, 360, 420)}


def partner_boxes(state: rules.GameState, trader: int) -> tuple[tuple[int, Box], ...]:
    """(seat, box) of the button of each player the trader may trade with, left to right."""
    others = [p.seat for p in state.players if p.seat != trader]
    return tuple((seat, (300 + i * 250, 112, 230, 48)) for i, seat in enumerate(others))


@dataclass(frozen=True)
class TradeView:
    frame: DialogFrame  # the panel, header, buttons, coin boxes and refusal every dialog has
    table: TableDraft  # the offer being laid out: the trader, the partner, tokens and coins of each side
    dragged: rules.Piece | None = None  # a token being dragged: Piece("tray" or "table", its owner's seat, token)
    pointer: Point | None = None  # where the dragged token is
    answer: rules.Command | None = None  # the partner's answer to the trader's last offer, just given

    def side_of(self, piece: rules.Piece) -> str:
        """Which side of the table a token piece belongs to."""
        return TRADER if piece.number == self.table.trader else PARTNER


# -- what the table opens on, from the session's log ----------------------------------------------------------
ANSWERS = ("accept_trade", "refuse_trade")


def last_answer(state: rules.GameState, log: Sequence[LogEntry]) -> rules.Command | None:
    """The partner's answer to the trader's last offer, when that was the last move (in the dialog, or by a
    computer partner while the table was closed); else None."""
    last = log[-1].command if log else None
    if state.step.offer is not None or last is None or last.kind not in ANSWERS:
        return None
    return last


def last_partner(state: rules.GameState, log: Sequence[LogEntry], trader: int) -> int | None:
    """The partner of this trader's latest offer in this trade turn: the table opens on them again after
    they answered (a computer's answer closes and reopens the table), not on the first player."""
    for entry in reversed(log):
        before = entry.state_before
        if before.phase is not Phase.TRADE or before.round != state.round or before.step.trader != trader:
            return None
        if entry.command.kind == "propose_trade":
            return entry.command.partner
    return None


def refused_offer(state: rules.GameState, log: Sequence[LogEntry]) -> TableDraft | None:
    """The offer just refused, laid out again to change and offer anew."""
    answer = last_answer(state, log)
    if answer is None or answer.kind != "refuse_trade":
        return None
    return TableDraft.of_offer(log[-1].state_before.step.offer)
