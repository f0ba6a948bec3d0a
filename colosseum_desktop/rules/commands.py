"""Commands: every decision a player makes (R6-R13), as small immutable values.

Each names the player who makes it; `apply` refuses it when that player may not decide now.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from .data import Token
from .state import Frozen, TokenCounts


class _Command(Frozen):
    player: int


# R6 Invest
class BuyProgram(_Command):
    kind: Literal["buy_program"] = "buy_program"
    program: int


class ExpandArena(_Command):
    kind: Literal["expand_arena"] = "expand_arena"
    clockwise: bool  # True: add the square after the arena's clockwise end


class BuySeasonTicket(_Command):
    kind: Literal["buy_season_ticket"] = "buy_season_ticket"


class BuyLoge(_Command):
    kind: Literal["buy_loge"] = "buy_loge"


class BuyExtraInvestment(_Command):
    kind: Literal["buy_extra_investment"] = "buy_extra_investment"
    payment: Literal["medals", "extra_action"]


# R7 Acquire tokens
class OpenAuction(_Command):
    kind: Literal["open_auction"] = "open_auction"
    market: int
    bid: int


class RaiseBid(_Command):
    kind: Literal["raise_bid"] = "raise_bid"
    bid: int


class PassBid(_Command):
    kind: Literal["pass_bid"] = "pass_bid"


class DeclineAuction(_Command):
    kind: Literal["decline_auction"] = "decline_auction"


# R8 Trade
class ProposeTrade(_Command):
    kind: Literal["propose_trade"] = "propose_trade"
    partner: int
    give: TokenCounts = {}
    give_coins: int = 0
    take: TokenCounts = {}
    take_coins: int = 0


class AcceptTrade(_Command):
    kind: Literal["accept_trade"] = "accept_trade"


class RefuseTrade(_Command):
    kind: Literal["refuse_trade"] = "refuse_trade"


# R9 Produce
class RollDice(_Command):
    kind: Literal["roll_dice"] = "roll_dice"


class ChooseDieValue(_Command):
    kind: Literal["choose_die_value"] = "choose_die_value"
    die: int
    value: int


class MoveNoble(_Command):
    """Move a noble by one die, dice=(d,), or by the sum of both, dice=(0, 1) (never (1, 0))."""

    kind: Literal["move_noble"] = "move_noble"
    noble: int
    dice: tuple[int, ...]


class MedalMoveNoble(_Command):
    kind: Literal["medal_move_noble"] = "medal_move_noble"
    noble: int
    steps: int  # -3..-1 backward, 1..3 forward


class Produce(_Command):
    """tokens: normal tokens assigned to their own type; jokers: the type each joker stands in for."""

    kind: Literal["produce"] = "produce"
    program: int
    tokens: TokenCounts = {}
    jokers: TokenCounts = {}
    medals: int = 0


# R11 Closing ceremony
class DiscardToken(_Command):
    kind: Literal["discard_token"] = "discard_token"
    token: Token


class RequestDonation(_Command):
    kind: Literal["request_donation"] = "request_donation"
    token: Token


# R13 at any time
class TakeCoinsForMedal(_Command):
    kind: Literal["take_coins_for_medal"] = "take_coins_for_medal"


class ExchangeExtraAction(_Command):
    kind: Literal["exchange_extra_action"] = "exchange_extra_action"


class EndTurn(_Command):
    """End one's part of the current phase: investing, trading, or producing (skip the production)."""

    kind: Literal["end_turn"] = "end_turn"


Command = Annotated[
    Union[BuyProgram, ExpandArena, BuySeasonTicket, BuyLoge, BuyExtraInvestment, OpenAuction, RaiseBid,
          PassBid, DeclineAuction, ProposeTrade, AcceptTrade, RefuseTrade, RollDice, ChooseDieValue,
          MoveNoble, MedalMoveNoble, Produce, DiscardToken, RequestDonation, TakeCoinsForMedal,
          ExchangeExtraAction, EndTurn],
    Field(discriminator="kind"),
]
command_adapter: TypeAdapter[Command] = TypeAdapter(Command)
__all__ = ["BuyProgram", "ExpandArena", "BuySeasonTicket", "BuyLoge", "BuyExtraInvestment", "OpenAuction",
           "RaiseBid", "PassBid", "DeclineAuction", "ProposeTrade", "AcceptTrade", "RefuseTrade", "RollDice",
           "ChooseDieValue", "MoveNoble", "MedalMoveNoble", "Produce", "DiscardToken", "RequestDonation",
           "TakeCoinsForMedal", "ExchangeExtraAction", "EndTurn", "Command", "command_adapter"]


@lru_cache(maxsize=8192)
def make(command_type, **fields):
    """A shared command value. Commands are immutable, and the lists of legal commands build the same
    few hundred again and again, so they are made once."""
    return command_type(**fields)
