"""The advisor: for the seat whose decision it is, its options ranked by the strong computer player's valuation,
the best one as a hint in two stages (what to look at, then the move and why), and the reasons for any move.

It reads a `SeatView` only, never the game state itself: it cannot see the next roll or draw, so a hint is the same
whatever the bag and the dice hold (tests/advisor). A driver that only suggests: it never submits anything.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import rules
from ..rules.pieces import Piece
from ..rules.state import Phase
from ..table.views import SeatView
from .appraisal import Appraisal, Option
from .auction_options import auction_choices
from .ceremony_options import ceremony_choices
from .focus import focus_of
from .invest_options import investments
from .produce_options import produce_choices
from .trade_options import trade_choices

_BY_PHASE = {Phase.INVEST: investments, Phase.AUCTION: auction_choices, Phase.TRADE: trade_choices,
             Phase.PRODUCE: produce_choices, Phase.CEREMONY: ceremony_choices}


@dataclass(frozen=True)
class Advice:
    seat: int
    focus: Piece  # stage one: what to look at
    best: Option  # stage two: the move and its reasons
    options: tuple[Option, ...]  # every option judged, best first

    @property
    def command(self) -> rules.Command:
        return self.best.command

    @property
    def reasons(self) -> tuple:
        return self.best.reasons


class NoDecision(ValueError):
    """The view is not at a decision of its seat (another seat decides, or the game is over)."""


def ranked_options(view: SeatView) -> tuple[Option, ...]:
    """The deciding seat's options on this view, best first."""
    seat = view.deciding
    if seat is None:
        raise NoDecision("the game is over: there is no decision to advise on")
    return tuple(_BY_PHASE[view.state.phase](Appraisal(view.state, seat)))


def advise(view: SeatView) -> Advice:
    """The hint for the view's own seat, at its decision."""
    if not view.my_decision:
        raise NoDecision(f"it is not seat {view.seat}'s decision")
    options = ranked_options(view)
    best = options[0]
    return Advice(seat=view.seat, focus=focus_of(view.state, view.seat, best.command), best=best, options=options)


def explain(view: SeatView, command: rules.Command) -> tuple:
    """The reasons for a move made at this view's decision (a computer player's, for its line in the game log): the
    reasons of the option that is that move, or of the same kind of move (a bid of another amount); () when the
    advisor has no reason for it."""
    options = ranked_options(view)
    for option in options:
        if option.command == command:
            return option.reasons
    for option in options:
        if _what_about(option.command) == _what_about(command):
            return option.reasons
    return ()


def same_move(one: rules.Command, other: rules.Command) -> bool:
    """Whether two moves are the same but for their amounts (a bid of another amount, another offer to the same
    partner, the same program produced with other tokens)."""
    return _what_about(one) == _what_about(other)


AMOUNTS = frozenset({"bid", "medals", "tokens", "jokers", "give", "take", "give_coins", "take_coins"})


def _what_about(command: rules.Command) -> dict:
    """A move without its amounts: the same program produced with other medals, a bid of another amount on the
    running auction, another offer to the same partner are the same move here."""
    return command.model_dump(exclude=AMOUNTS)
