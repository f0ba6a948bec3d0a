"""What a refusal means, as data: an identifier (`Why`) and the values that complete it.

The engine chooses no words for a player. It raises `IllegalCommand(Why.MINIMUM_BID, n=8)`; the screens put the
refusal into the player's language at the moment they show it (colosseum_desktop/i18n/refusals.py), and
`str()` of a refusal is its English sentence, for logs, the command line and tests. TEMPLATES below is the only
copy of the English: it is the gettext msgid the catalogs translate, marked with N_ and NN_ (markers.py), which
import nothing, so the rules never depend on a translation machinery or a locale at run time.

Placeholders name their values: {n} is the count that chooses a plural form; {token} is a token type and {phase}
a phase (shown by name); {card} is a program's number shown by its card's name; {name} is a player's name as it
was typed (the same in every language, so a refusal carries it and needs no state to be shown); every other
value is a number.
"""
from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from .data import game_data
from .markers import NN_, N_, Plural


class Why(StrEnum):
    # any command, any time (engine.py, context.py)
    GAME_OVER = "game_over"
    NO_SUCH_PLAYER = "no_such_player"
    WRONG_PHASE = "wrong_phase"
    NOT_YOUR_DECISION = "not_your_decision"
    COINS_SHORT = "coins_short"
    MEDALS_SHORT = "medals_short"
    NO_EXTRA_ACTION_TOKEN = "no_extra_action_token"
    MEDAL_SUPPLY_EMPTY = "medal_supply_empty"
    NOTHING_TO_UNDO = "nothing_to_undo"
    # R6 invest
    INVESTMENT_MADE = "investment_made"
    PROGRAM_PRICE = "program_price"
    EXPANSION_PRICE = "expansion_price"
    TICKET_PRICE = "ticket_price"
    LOGE_PRICE = "loge_price"
    NOT_FOR_SALE = "not_for_sale"
    PRODUCED_HIGHER = "produced_higher"
    EXPANSIONS_DONE = "expansions_done"
    SQUARE_TAKEN = "square_taken"
    TICKETS_SOLD_OUT = "tickets_sold_out"
    LOGE_HELD = "loge_held"
    LOGES_SOLD_OUT = "loges_sold_out"
    EXTRA_INVESTMENT_MEDALS = "extra_investment_medals"
    INVESTMENT_FIRST = "investment_first"
    # R7 auction
    BID_OVER_PURSE = "bid_over_purse"
    NOT_THE_OPENER = "not_the_opener"
    MARKET_EMPTY = "market_empty"
    MINIMUM_BID = "minimum_bid"
    NO_AUCTION = "no_auction"
    NOT_YOUR_BID = "not_your_bid"
    BID_TOO_LOW = "bid_too_low"
    NOT_THE_DECLINER = "not_the_decliner"
    # R8 trade
    TRADE_NEGATIVE = "trade_negative"
    YOUR_COINS_SHORT = "your_coins_short"
    YOUR_TOKENS_SHORT = "your_tokens_short"
    PARTNER_COINS_SHORT = "partner_coins_short"
    PARTNER_TOKENS_SHORT = "partner_tokens_short"
    TRADER_COINS_NOW_SHORT = "trader_coins_now_short"
    TRADER_TOKENS_NOW_SHORT = "trader_tokens_now_short"
    YOUR_COINS_NOW_SHORT = "your_coins_now_short"
    YOUR_TOKENS_NOW_SHORT = "your_tokens_now_short"
    NOT_THE_TRADER = "not_the_trader"
    TRADE_PARTNER = "trade_partner"
    EMPTY_TRADE = "empty_trade"
    NO_OFFER = "no_offer"
    OFFER_TO_OTHER = "offer_to_other"
    ANSWER_THE_OFFER = "answer_the_offer"
    # R9 produce: dice and nobles
    ROLLED_ALREADY = "rolled_already"
    ROLL_FIRST = "roll_first"
    CHOOSE_DIE_FIRST = "choose_die_first"
    NOT_A_ONE_TO_THREE = "not_a_one_to_three"
    DIE_CHOSEN = "die_chosen"
    DIE_VALUE_RANGE = "die_value_range"
    NO_SUCH_NOBLE = "no_such_noble"
    DICE_CHOICE = "dice_choice"
    DICE_ORDER = "dice_order"
    DIE_USED = "die_used"
    SUM_OF_UNUSED = "sum_of_unused"
    SAME_NOBLE_TWICE = "same_noble_twice"
    DICE_BEFORE_MEDALS = "dice_before_medals"
    MEDAL_MOVE_RANGE = "medal_move_range"
    NO_MEDAL = "no_medal"
    NO_DIE_FOR_DISTANCE = "no_die_for_distance"
    # R9 produce: the production
    ROLL_BEFORE_PRODUCING = "roll_before_producing"
    MOVE_EVERY_DIE = "move_every_die"
    PROGRAM_NOT_HELD = "program_not_held"
    ARENA_TOO_SMALL = "arena_too_small"
    NEGATIVE_AMOUNTS = "negative_amounts"
    NO_PLACE_FOR_TOKEN = "no_place_for_token"
    TOKENS_SHORT = "tokens_short"
    TOKENS_OVER_NEED = "tokens_over_need"
    JOKERS_SHORT = "jokers_short"
    PRODUCTION_MEDALS_SHORT = "production_medals_short"
    TOO_MANY_MISSING = "too_many_missing"
    # R11 ceremony
    NOT_YOUR_DISCARD = "not_your_discard"
    DISCARD_UNUSED = "discard_unused"
    NOT_YOUR_DONATION = "not_your_donation"
    DONATION_UNHELD = "donation_unheld"
    # gestures on the board
    EXPANSION_SQUARE = "expansion_square"
    UNUSABLE_PIECE = "unusable_piece"
    # players' names (input checks, not rules)
    NAME_BLANK = "name_blank"
    NAME_TOO_LONG = "name_too_long"
    NAME_UNPRINTABLE = "name_unprintable"
    NAME_DIRECTION = "name_direction"


TEMPLATES: dict[Why, str | Plural] = {
    Why.GAME_OVER: N_("The game is over"),
    Why.NO_SUCH_PLAYER: N_("There is no such player"),
    # TRANSLATORS: {phase} is the phase's title, e.g. "Phase 3: Trade"
    Why.WRONG_PHASE: N_("That cannot be done during {phase}"),
    Why.NOT_YOUR_DECISION: N_("It is {name}'s decision now"),
    Why.COINS_SHORT: NN_("{name} has only {n} coin; this costs {cost}", "{name} has only {n} coins; this costs {cost}"),
    Why.MEDALS_SHORT: NN_("{name} has {n} medal; this needs {needed}", "{name} has {n} medals; this needs {needed}"),
    Why.NO_EXTRA_ACTION_TOKEN: N_("You hold no extra-action token"),
    Why.MEDAL_SUPPLY_EMPTY: N_("The medal supply is empty"),
    Why.NOTHING_TO_UNDO: N_("Nothing of yours to take back: undo stops at dice, draws from the bag and other "
                            "players' decisions"),
    Why.INVESTMENT_MADE: N_("You have made your investment this turn; spend 2 medals or an extra-action token for "
                            "another"),
    # TRANSLATORS: {card} is the program's name
    Why.PROGRAM_PRICE: NN_("Program {program} ({card}) costs {n} coin; you have {coins}",
                           "Program {program} ({card}) costs {n} coins; you have {coins}"),
    Why.EXPANSION_PRICE: NN_("An arena expansion costs {n} coin; you have {coins}",
                             "An arena expansion costs {n} coins; you have {coins}"),
    Why.TICKET_PRICE: NN_("A season ticket costs {n} coin; you have {coins}",
                          "A season ticket costs {n} coins; you have {coins}"),
    Why.LOGE_PRICE: NN_("An Emperor's loge costs {n} coin; you have {coins}",
                        "An Emperor's loge costs {n} coins; you have {coins}"),
    Why.NOT_FOR_SALE: N_("Program {program} is not for sale; programs 11-30 still in the supply are"),
    Why.PRODUCED_HIGHER: N_("You have produced program {program}; you may only buy programs numbered higher"),
    Why.EXPANSIONS_DONE: N_("Your arena has both its expansions already"),
    Why.SQUARE_TAKEN: N_("Square {square} belongs to {name}'s arena"),
    Why.TICKETS_SOLD_OUT: N_("All 10 season tickets have been sold"),
    Why.LOGE_HELD: N_("Your arena has its Emperor's loge already; an arena holds one"),
    Why.LOGES_SOLD_OUT: N_("All Emperor's loges have been sold"),
    Why.EXTRA_INVESTMENT_MEDALS: NN_("{name} has {n} medal; an extra investment needs 2",
                                     "{name} has {n} medals; an extra investment needs 2"),
    Why.INVESTMENT_FIRST: N_("Make the investment you have first; extra ones are bought after it"),
    Why.BID_OVER_PURSE: NN_("You cannot bid {bid}; you have {n} coin", "You cannot bid {bid}; you have {n} coins"),
    Why.NOT_THE_OPENER: N_("Only the active player opens an auction, once the last one is over"),
    Why.MARKET_EMPTY: N_("That market is empty; open an auction on a market with tokens"),
    Why.MINIMUM_BID: NN_("Bids must be at least {n} coin", "Bids must be at least {n} coins"),
    Why.NO_AUCTION: N_("No auction is running"),
    Why.NOT_YOUR_BID: N_("It is {name}'s turn to bid"),
    Why.BID_TOO_LOW: NN_("Bid more than the high bid of {n} coin", "Bid more than the high bid of {n} coins"),
    Why.NOT_THE_DECLINER: N_("Only the active player may decline to open an auction"),
    Why.TRADE_NEGATIVE: N_("Amounts in a trade cannot be negative"),
    Why.YOUR_COINS_SHORT: NN_("You have {n} coin, not {wanted}", "You have {n} coins, not {wanted}"),
    # TRANSLATORS: {token} is a token type's name, e.g. "Lion"
    Why.YOUR_TOKENS_SHORT: NN_("You have {n} {token} token, not {wanted}", "You have {n} {token} tokens, not {wanted}"),
    Why.PARTNER_COINS_SHORT: NN_("{name} has {n} coin, not {wanted}", "{name} has {n} coins, not {wanted}"),
    Why.PARTNER_TOKENS_SHORT: NN_("{name} has {n} {token} token, not {wanted}",
                                  "{name} has {n} {token} tokens, not {wanted}"),
    Why.TRADER_COINS_NOW_SHORT: NN_("{name} now has {n} coin, not {wanted}", "{name} now has {n} coins, not {wanted}"),
    Why.TRADER_TOKENS_NOW_SHORT: NN_("{name} now has {n} {token} token, not {wanted}",
                                     "{name} now has {n} {token} tokens, not {wanted}"),
    Why.YOUR_COINS_NOW_SHORT: NN_("You now have {n} coin, not {wanted}", "You now have {n} coins, not {wanted}"),
    Why.YOUR_TOKENS_NOW_SHORT: NN_("You now have {n} {token} token, not {wanted}",
                                   "You now have {n} {token} tokens, not {wanted}"),
    Why.NOT_THE_TRADER: N_("Only the active trader makes offers, one at a time"),
    Why.TRADE_PARTNER: N_("Trade with one of the other players"),
    Why.EMPTY_TRADE: N_("A trade must exchange something"),
    Why.NO_OFFER: N_("There is no trade offer to answer"),
    Why.OFFER_TO_OTHER: N_("The offer is made to {name}"),
    Why.ANSWER_THE_OFFER: N_("Accept or refuse {name}'s offer; only {name} ends their trade turn"),
    Why.ROLLED_ALREADY: N_("You have rolled this turn already"),
    Why.ROLL_FIRST: N_("Roll the dice first"),
    Why.CHOOSE_DIE_FIRST: N_("Choose 1, 2 or 3 for the 1-3 die first"),
    Why.NOT_A_ONE_TO_THREE: N_("Only a die showing 1-3 lets you choose its number"),
    Why.DIE_CHOSEN: N_("That die already counts {value}"),
    Why.DIE_VALUE_RANGE: N_("A 1-3 die counts 1, 2 or 3"),
    Why.NO_SUCH_NOBLE: N_("There is no such noble"),
    Why.DICE_CHOICE: N_("Move a noble by one die, or by the sum of both"),
    Why.DICE_ORDER: N_("A move by the sum of both dice names them in order: dice (0, 1)"),
    Why.DIE_USED: N_("That die has been used"),
    Why.SUM_OF_UNUSED: N_("Only unused dice can be added together"),
    Why.SAME_NOBLE_TWICE: N_("With two dice, move two different nobles or one noble by the sum"),
    Why.DICE_BEFORE_MEDALS: N_("Medals move nobles after your dice have moved them"),
    Why.MEDAL_MOVE_RANGE: N_("A medal moves a noble 1, 2 or 3 squares forward or backward"),
    Why.NO_MEDAL: N_("You have no medal to spend"),
    Why.NO_DIE_FOR_DISTANCE: NN_("No die of yours moves that noble {n} square",
                                 "No die of yours moves that noble {n} squares"),
    Why.ROLL_BEFORE_PRODUCING: N_("Roll the dice and move nobles before producing"),
    Why.MOVE_EVERY_DIE: N_("Move a noble with every die first"),
    Why.PROGRAM_NOT_HELD: N_("You do not hold program {program}"),
    Why.ARENA_TOO_SMALL: NN_("Your arena covers {n} square; {card} needs {arena}",
                             "Your arena covers {n} squares; {card} needs {arena}"),
    Why.NEGATIVE_AMOUNTS: N_("Amounts cannot be negative"),
    Why.NO_PLACE_FOR_TOKEN: N_("{card} has no place for a {token} token"),
    Why.TOKENS_SHORT: NN_("You hold {n} {token} token, not {wanted}", "You hold {n} {token} tokens, not {wanted}"),
    Why.TOKENS_OVER_NEED: NN_("{card} needs only {n} {token} token", "{card} needs only {n} {token} tokens"),
    Why.JOKERS_SHORT: NN_("You hold {n} joker", "You hold {n} jokers"),
    Why.PRODUCTION_MEDALS_SHORT: NN_("You have {n} medal, not {wanted}", "You have {n} medals, not {wanted}"),
    # TRANSLATORS: {n} tokens are missing, {most} may be
    Why.TOO_MANY_MISSING: NN_("{card} can be produced with at most {most} tokens missing; {n} is missing",
                              "{card} can be produced with at most {most} tokens missing; {n} are missing"),
    Why.NOT_YOUR_DISCARD: N_("It is not your turn to discard a token"),
    Why.DISCARD_UNUSED: N_("Discard one of the tokens you used in your last event, not a {token}"),
    Why.NOT_YOUR_DONATION: N_("It is not your turn to ask for a donation"),
    Why.DONATION_UNHELD: N_("{name} holds no {token}; ask for a normal token type they hold"),
    Why.EXPANSION_SQUARE: N_("An expansion goes on the free square at either end of your arena"),
    Why.UNUSABLE_PIECE: N_("That piece cannot be used that way now"),
    Why.NAME_BLANK: N_("A player's name cannot be blank."),
    Why.NAME_TOO_LONG: NN_("A player's name can be at most {n} character long.",
                           "A player's name can be at most {n} characters long."),
    Why.NAME_UNPRINTABLE: N_("A player's name cannot hold control characters or line breaks."),
    Why.NAME_DIRECTION: N_("A player's name cannot hold characters that change the direction of text."),
}

# Values shown by a name rather than as they are (see the module's docstring); the edge names them in the
# player's language, `english_values` as the English sentences always have.
NAMED_VALUES = ("token", "phase", "card")


class Refusal(NamedTuple):
    """Why a command (or a name) is refused: the identifier and its values, plain ints and strings.

    A tuple: immutable and compared by value. `refusal(why, values)` makes one with its identifier checked and
    its values read-only, as IllegalCommand does."""

    why: Why
    values: Mapping[str, int | str] = MappingProxyType({})

    def __reduce__(self):
        return refusal, (self.why, dict(self.values))  # a read-only mapping cannot be pickled as it is

    def template(self) -> str | Plural:
        return TEMPLATES[self.why]

    def __str__(self) -> str:
        template = TEMPLATES[self.why]
        if isinstance(template, Plural):
            template = template.singular if self.values["n"] == 1 else template.plural
        return template.format(**english_values(self.values))


def refusal(why: Why | str, values: Mapping[str, int | str]) -> Refusal:
    """A Refusal of `why` (an unknown identifier is refused here, not when it is shown), its values read-only."""
    return Refusal(why if why.__class__ is Why else Why(why), MappingProxyType(dict(values)))


def english_values(values: Mapping[str, int | str]) -> dict[str, int | str]:
    """The values as the English sentence shows them: a token or phase by its identifier ("extra_action"), a
    card by its printed name."""
    shown = dict(values)
    if "card" in shown:
        shown["card"] = game_data().program(shown["card"]).name
    return shown
