"""What is left of the game for one seat: its investments, auctions and productions still to come (R5)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..rules import GameState, Phase, Variant

LAST_ROUND = 5


@dataclass(frozen=True, slots=True)
class Outlook:
    round: int
    invests_left: int  # invest turns still ahead, the current one included if it is still open
    auctions_left: int  # auction phases in which the seat may still win a lot
    productions_left: int  # productions still ahead, this round's included if not yet made
    competitive: bool = False

    @property
    def final_production_now(self) -> bool:
        return self.productions_left == 1 and self.round == LAST_ROUND

    def spend(self, invests: int = 0, auctions: int = 0, productions: int = 0) -> "Outlook":
        return replace(self, invests_left=max(0, self.invests_left - invests),
                       auctions_left=max(0, self.auctions_left - auctions),
                       productions_left=max(0, self.productions_left - productions))


def outlook(state: GameState, seat: int) -> Outlook:
    later = LAST_ROUND - state.round  # whole rounds still to come after this one
    step = state.step
    phase = state.phase
    competitive = state.options.variant is Variant.COMPETITIVE
    if phase is Phase.OVER:
        return Outlook(state.round, 0, 0, 0, competitive)
    invest_now = phase is Phase.INVEST and seat not in step.done
    if phase is Phase.INVEST:
        auction_now = True
    elif phase is Phase.AUCTION:
        auction_now = competitive or seat not in step.winners
    else:
        auction_now = False
    if phase in (Phase.INVEST, Phase.AUCTION, Phase.TRADE):
        produce_now = True
    elif phase is Phase.PRODUCE:
        produce_now = seat not in step.done
    else:
        produce_now = False
    return Outlook(round=state.round, invests_left=later + invest_now, auctions_left=later + auction_now,
                   productions_left=later + produce_now, competitive=competitive)
