"""What the bid dialog shows beyond the game state, as one frozen value, and where its pieces lie (R7).

The dialog (scenes/dialogs/bid/dialog.py) makes a new `BidView` from its input; its picture (scenes/dialogs/bid/picture.py)
draws `(state, view)` and nothing else."""
from __future__ import annotations

from dataclasses import dataclass

from ....rules.state import GameState
from ...button_look_model import Box
from ..frame_model import DialogFrame

PANEL: Box = (300, 160, 1000, 560)
AMOUNT_Y = PANEL[1] + 336  # the row of the amount box and its +1 / +5 steps
MARKET_TOP = PANEL[1] + 150
MARKET_SIZE = (172, 118)
MARKET_GAP = 16
MESSAGE_BOX: Box = (PANEL[0] + 24, AMOUNT_Y + 70, PANEL[2] - 48, 40)  # under the amount, over the buttons


@dataclass(frozen=True)
class BidView:
    frame: DialogFrame
    market: int | None  # the market an opening bid is for (a click, Left/Right, or the board chose it)
    amount: int | None  # the coins typed in the box (None: empty)


def market_boxes(markets: int) -> tuple[Box, ...]:
    """The markets side by side, centred in the panel."""
    width = markets * (MARKET_SIZE[0] + MARKET_GAP) - MARKET_GAP
    x0 = PANEL[0] + PANEL[2] // 2 - width // 2
    return tuple((x0 + i * (MARKET_SIZE[0] + MARKET_GAP), MARKET_TOP, *MARKET_SIZE) for i in range(markets))


LOT_RADIUS = 23  # a market's tokens
LOT_STEP = 52


def auction_lot_box() -> Box:
    """The market being auctioned, drawn at the left under the coins held."""
    return (PANEL[0] + 40, PANEL[1] + 120, MARKET_SIZE[0] + 40, MARKET_SIZE[1])


def lot_centers(box: Box, lot) -> tuple[tuple[object, tuple[int, int]], ...]:
    """(token, centre) of each token of a market drawn in `box`, side by side."""
    x, y, w, _h = box
    return tuple((token, (x + w // 2 + (i - 1) * LOT_STEP, y + 70)) for i, token in enumerate(lot))


def filled_markets(state: GameState) -> list[int]:
    """The markets an auction may be opened on: those with tokens."""
    return [market for market, lot in enumerate(state.markets) if lot]
