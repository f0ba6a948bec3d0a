"""The strong computer player's valuation, read for one seat on one view: what a position is worth to the seat in
spectators of its final record (bots/valuation.py), and what a change of its holdings would make of it."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .. import rules
from ..bots.holdings import Holding, holding
from ..bots.outlook import Outlook, outlook
from ..bots.valuation import CARDS, coin_rate, target_value, worth
from ..bots.weights import LevelWeights, load_weights

ADVISING_LEVEL = "strong"  # the hints judge as this computer level does


@dataclass(frozen=True, slots=True)
class Option:
    """One move the seat may make, what it adds to the seat's final record by the valuation (against the phase's
    "do nothing" option, 0), and why, as reasons."""

    command: rules.Command
    spectators: float
    reasons: tuple


class Appraisal:
    """The seat's worth now and after a change, on the public state of a view."""

    def __init__(self, state: rules.GameState, seat: int, weights: LevelWeights | None = None) -> None:
        self.state, self.seat = state, seat
        self.weights = weights if weights is not None else load_weights(ADVISING_LEVEL)
        self.w = self.weights.valuation

    @cached_property
    def holding(self) -> Holding:
        return holding(self.state, self.seat)

    @cached_property
    def look(self) -> Outlook:
        return outlook(self.state, self.seat)

    @cached_property
    def legal(self) -> list:
        return rules.legal_commands(self.state)

    def rate(self, look: Outlook | None = None) -> float:
        """What one coin is worth in spectators to the seat at this point of the game."""
        return coin_rate(self.look if look is None else look, self.w)

    def worth(self, h: Holding, look: Outlook | None = None, supply: tuple[int, ...] | None = None) -> float:
        return worth(h, self.look if look is None else look,
                     self.state.program_supply if supply is None else supply, self.w)

    def target(self, h: Holding, look: Outlook | None = None, supply: tuple[int, ...] | None = None) -> int | None:
        """The program the seat would build its final production on with these holdings."""
        return target_value(h, self.look if look is None else look,
                            self.state.program_supply if supply is None else supply, self.w)[1]

    def name(self, seat: int) -> str:
        return self.state.player(seat).name


def arena_needed(program: int) -> int:
    return CARDS[program].arena


def needs(program: int) -> dict:
    return dict(CARDS[program].needs)


def whole(spectators: float) -> int:
    """Spectators as the reasons show them: whole, rounded half away from zero."""
    return int(spectators + 0.5) if spectators >= 0 else -int(-spectators + 0.5)
