"""Which kind of decision a seat faces in a state: the moments the guide's steps wait for."""
from __future__ import annotations

from .. import rules
from ..rules.state import Phase

# In the order a round brings them (R5-R11).
MOMENTS = ("invest", "open_auction", "bid", "trade", "roll", "noble", "produce", "ceremony")


def moment(state: rules.GameState, seat: int) -> str | None:
    """The decision `seat` faces now (one of MOMENTS), or None when it is not that seat's decision (or an answer to
    another's trade offer, which no step waits for)."""
    if rules.current_player(state) != seat:
        return None
    step = state.step
    match state.phase:
        case Phase.INVEST:
            return "invest"
        case Phase.AUCTION:
            return "open_auction" if step.auction is None else "bid"
        case Phase.TRADE:
            return "trade" if step.offer is None else None
        case Phase.PRODUCE:
            if not step.rolled:
                return "roll"
            return "produce" if step.dice_done else "noble"
        case Phase.CEREMONY:
            return "ceremony"
    return None


PHASE_OF_MOMENT = {"invest": Phase.INVEST, "open_auction": Phase.AUCTION, "bid": Phase.AUCTION,
                   "trade": Phase.TRADE, "roll": Phase.PRODUCE, "noble": Phase.PRODUCE, "produce": Phase.PRODUCE,
                   "ceremony": Phase.CEREMONY}
