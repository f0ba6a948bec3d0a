"""Why a move is good, as identifiers and values: the advisor's reasons are worded only where they are shown
(i18n/advice.py), in the player's language, like the rules' refusals. Spectators are the strong computer player's
estimate of what a move adds to the player's final record over the game (bots/valuation.py), rounded."""
from __future__ import annotations

from enum import StrEnum


class Because(StrEnum):
    # R6 invest
    PROGRAM_TO_BUILD_TOWARDS = "program_to_build_towards"  # program, spectators
    ARENA_FOR_PROGRAM = "arena_for_program"  # program, size, spectators
    ARENA_OVER_REST_SQUARE = "arena_over_rest_square"  # square, spectators
    ARENA_BIGGER = "arena_bigger"  # size, spectators
    SEASON_TICKET = "season_ticket"  # productions, spectators
    LOGE = "loge"  # spectators
    EXTRA_INVESTMENT = "extra_investment"  # spectators
    NO_INVESTMENT_PAYS = "no_investment_pays"
    # R7 auctions
    MARKET_HOLDS_NEEDED_TOKENS = "market_holds_needed_tokens"  # market, tokens, program, spectators
    MARKET_WORTH_ITS_PRICE = "market_worth_its_price"  # market, price, spectators
    OPEN_AND_BID_UP_TO = "open_and_bid_up_to"  # market, bid, ceiling
    NO_LOT_WORTH_BID = "no_lot_worth_bid"  # bid
    LOT_WORTH_MORE = "lot_worth_more"  # market, bid, ceiling
    LOT_TOO_DEAR = "lot_too_dear"  # market, ceiling
    LOT_WORTH_NOTHING = "lot_worth_nothing"  # market (its ceiling is below one coin: no "beyond -4 coins")
    BID_BEYOND_COINS = "bid_beyond_coins"  # bid, coins
    # R8 trades
    TRADE_HELPS_BOTH = "trade_helps_both"  # partner, give, give_coins, take, take_coins, spectators
    NO_TRADE_HELPS = "no_trade_helps"
    OFFER_HELPS = "offer_helps"  # partner, spectators
    OFFER_COSTS = "offer_costs"  # partner, spectators
    OFFER_HELPS_LEADER = "offer_helps_leader"  # partner, spectators, theirs
    # R9 produce
    ROLL_TO_MOVE_NOBLES = "roll_to_move_nobles"
    DIE_VALUE_FOR_NOBLE = "die_value_for_noble"  # value, noble, square
    NOBLE_INTO_ARENA = "noble_into_arena"  # noble, spectators
    NOBLE_TO_REST_SQUARE = "noble_to_rest_square"  # noble, square
    NOBLE_OUT_OF_RIVAL_ARENA = "noble_out_of_rival_arena"  # noble, partner
    NOBLE_OUT_OF_THE_WAY = "noble_out_of_the_way"  # noble
    PRODUCE_PROGRAM = "produce_program"  # program, attendance, spectators
    SMALLER_EVENT_KEEPS = "smaller_event_keeps"  # program, attendance, later (the bigger event's, now and later)
    SMALLER_EVENT_SPARES = "smaller_event_spares"  # program, attendance, token, spectators (the bigger's clean-up)
    NOTHING_TO_PRODUCE = "nothing_to_produce"
    # R11 ceremony
    DISCARD_LEAST_NEEDED = "discard_least_needed"  # token, spectators
    ASK_FOR_TOKEN = "ask_for_token"  # token, partner, spectators


Value = int | str | tuple


class Reason:
    """One reason: `Reason(Because.MARKET_HOLDS_NEEDED_TOKENS, market=3, tokens=(lion, lion), program=17,
    spectators=9)`. Values are numbers, a player's name as typed, or token types: never words."""

    __slots__ = ("kind", "_values")

    def __init__(self, kind: Because, **values: Value) -> None:
        self.kind = Because(kind)
        self._values = tuple(sorted(values.items()))

    @property
    def values(self) -> dict[str, Value]:
        return dict(self._values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reason) and (self.kind, self._values) == (other.kind, other._values)

    def __hash__(self) -> int:
        return hash((self.kind, self._values))

    def __repr__(self) -> str:
        values = "".join(f", {key}={value!r}" for key, value in self._values)
        return f"Reason(kind={self.kind.value!r}{values})"
