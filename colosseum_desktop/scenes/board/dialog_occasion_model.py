"""Which dialog a person's decision asks for by itself, as a value: the board opens it once, and closing it
leaves the board's own buttons."""
from __future__ import annotations

from ...rules.state import GameState, Phase


def dialog_asked_for(state: GameState) -> str | None:
    """The dialog's key ("bid", "produce", "ceremony", "trade"), or None when the decision is made on the board.
    The board asks again whenever the game log grows, so a trader sees a computer partner's answer."""
    step = state.step
    if state.phase is Phase.AUCTION:
        return "bid"  # a bid to raise or pass, or the active player's market and opening bid (or decline)
    if state.phase is Phase.PRODUCE and step.dice_done:
        return "produce"
    if state.phase is Phase.CEREMONY:
        return "ceremony"
    if state.phase is Phase.TRADE:
        return "trade"  # the trader lays out an offer (or ends trading); the partner answers with both sides shown
    return None
