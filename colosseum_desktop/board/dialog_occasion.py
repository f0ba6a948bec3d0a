"""Which dialog a person's decision asks for by itself, as a value: the board opens it once, and closing it
leaves the board's own buttons."""
from __future__ import annotations

from ..rules.state import GameState, Phase


def dialog_asked_for(state: GameState, partner_just_answered: bool) -> str | None:
    """The dialog's key ("bid", "produce", "ceremony", "trade"), or None when the decision is made on the board.
    `partner_just_answered`: a computer partner has just answered the offer made in the trade dialog (which
    closed for it), so the trader sees the answer."""
    step = state.step
    if state.phase is Phase.AUCTION:
        return "bid"  # a bid to raise or pass, or the active player's market and opening bid (or decline)
    if state.phase is Phase.PRODUCE and step.dice_done:
        return "produce"
    if state.phase is Phase.CEREMONY:
        return "ceremony"
    if state.phase is Phase.TRADE and (step.offer is not None or partner_just_answered):
        return "trade"  # the partner answers with both sides laid out; the trader sees the answer
    return None
