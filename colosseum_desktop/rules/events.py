"""Events: what a command made happen, in the past tense, random outcomes included (dice, draws),
so that a log of (command, events) can be read, animated and replayed.

Events hold values, never words: a reason or a purpose is an identifier (the Literal types below), and the
game log (game_log.py) words them in the player's language."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from .data import Token
from .state import Attendance, Frozen, Phase, TokenCounts


class PhaseStarted(Frozen):
    kind: Literal["phase_started"] = "phase_started"
    round: int
    phase: Phase
    first_player: int


class TurnStarted(Frozen):
    kind: Literal["turn_started"] = "turn_started"
    player: int
    phase: Phase


class TurnEnded(Frozen):
    kind: Literal["turn_ended"] = "turn_ended"
    player: int
    phase: Phase


class Invested(Frozen):
    kind: Literal["invested"] = "invested"
    player: int
    what: Literal["program", "expansion", "season_ticket", "loge", "extra_investment"]
    coins: int = 0
    program: int | None = None
    square: int | None = None
    paid_with: str | None = None


MedalReason = Literal[
    "coins",               # one spent for 6 coins (R13)
    "extra_action_token",  # one gained for an extra-action token (R13)
    "extra_investment",    # two spent for one more investment (R13)
    "rest_square",         # one gained: a noble ended its die move on a rest square (R9, R13)
    "noble_move",          # one spent to move a noble 1-3 squares after the dice (R13)
    "spectators",          # spent for 3 more spectators each (R13)
    "emperor_token",       # one gained for an emperor token (R2, R13)
]


class MedalsChanged(Frozen):
    kind: Literal["medals_changed"] = "medals_changed"
    player: int
    change: int  # + gained from the supply, - spent back to it
    reason: MedalReason


class CoinsTaken(Frozen):
    kind: Literal["coins_taken"] = "coins_taken"
    player: int
    coins: int


class ExtraActionExchanged(Frozen):
    kind: Literal["extra_action_exchanged"] = "extra_action_exchanged"
    player: int


class AuctionOpened(Frozen):
    kind: Literal["auction_opened"] = "auction_opened"
    player: int
    market: int
    bid: int


class BidRaised(Frozen):
    kind: Literal["bid_raised"] = "bid_raised"
    player: int
    bid: int


class BidPassed(Frozen):
    kind: Literal["bid_passed"] = "bid_passed"
    player: int
    forced: bool = False  # could not pay more than the high bid


class AuctionDeclined(Frozen):
    kind: Literal["auction_declined"] = "auction_declined"
    player: int
    forced: bool = False


class AuctionWon(Frozen):
    kind: Literal["auction_won"] = "auction_won"
    player: int
    market: int
    price: int
    tokens: tuple[Token, ...]


class EmperorTokenTaken(Frozen):
    kind: Literal["emperor_token_taken"] = "emperor_token_taken"
    player: int


class MarketRefilled(Frozen):
    kind: Literal["market_refilled"] = "market_refilled"
    market: int
    tokens: tuple[Token, ...]
    face_down_used: bool = False


class TradeProposed(Frozen):
    kind: Literal["trade_proposed"] = "trade_proposed"
    trader: int
    partner: int
    give: TokenCounts
    give_coins: int
    take: TokenCounts
    take_coins: int


class TradeAccepted(Frozen):
    kind: Literal["trade_accepted"] = "trade_accepted"
    trader: int
    partner: int


class TradeRefused(Frozen):
    kind: Literal["trade_refused"] = "trade_refused"
    trader: int
    partner: int


class DiceRolled(Frozen):
    kind: Literal["dice_rolled"] = "dice_rolled"
    player: int
    faces: tuple[int, ...]  # 1 stands for the "1-3" face


class DieValueChosen(Frozen):
    kind: Literal["die_value_chosen"] = "die_value_chosen"
    player: int
    die: int
    value: int


class NobleMoved(Frozen):
    kind: Literal["noble_moved"] = "noble_moved"
    player: int
    noble: int
    start: int
    end: int
    steps: int
    by_medal: bool = False


class Produced(Frozen):
    kind: Literal["produced"] = "produced"
    player: int
    attendance: Attendance
    new_record: bool


class StarAwardMoved(Frozen):
    kind: Literal["star_award_moved"] = "star_award_moved"
    token: Token
    from_player: int | None
    to_player: int | None


RollOffPurpose = Literal["podium", "donation"]  # who wins the podium; who receives the donation (R11)


class RollOff(Frozen):
    kind: Literal["roll_off"] = "roll_off"
    purpose: RollOffPurpose
    rolls: tuple[tuple[int, int, int], ...]  # (seat, die 1, die 2) for every roll, re-rolls included
    winner: int


class PodiumAwarded(Frozen):
    kind: Literal["podium_awarded"] = "podium_awarded"
    player: int


class TokenDiscarded(Frozen):
    kind: Literal["token_discarded"] = "token_discarded"
    player: int
    token: Token


class DonationMade(Frozen):
    kind: Literal["donation_made"] = "donation_made"
    giver: int
    receiver: int
    token: Token


DonationSkipReason = Literal[
    "giver_is_lowest",  # the podium winner has the lowest record too (R11)
    "no_normal_token",  # the podium winner holds no normal token to give (R11)
]


class DonationSkipped(Frozen):
    kind: Literal["donation_skipped"] = "donation_skipped"
    reason: DonationSkipReason


class GameEnded(Frozen):
    kind: Literal["game_ended"] = "game_ended"
    winners: tuple[int, ...]
    records: tuple[int, ...]


Event = Annotated[
    Union[PhaseStarted, TurnStarted, TurnEnded, Invested, MedalsChanged, CoinsTaken, ExtraActionExchanged,
          AuctionOpened, BidRaised, BidPassed, AuctionDeclined, AuctionWon, EmperorTokenTaken,
          MarketRefilled, TradeProposed, TradeAccepted, TradeRefused, DiceRolled, DieValueChosen,
          NobleMoved, Produced, StarAwardMoved, RollOff, PodiumAwarded, TokenDiscarded, DonationMade,
          DonationSkipped, GameEnded],
    Field(discriminator="kind"),
]
