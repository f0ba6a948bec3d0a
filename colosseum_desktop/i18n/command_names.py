"""The rules' commands named in the player's language, where a message names one ("move 12 (raise bid) cannot be
played again"). The English names are the commands' identifiers read as words, so English messages stay as they
were."""
from __future__ import annotations

from . import NC_
from .lazy import LazyMessage

# In the catalogs' context "move": these are kinds of move, not the buttons that make them. (The context is
# written out in each entry: the catalogs' extraction reads only literal strings.)
_NAMES = dict((
    ("buy_program", NC_("move", "buy program")),
    ("expand_arena", NC_("move", "expand arena")),
    ("buy_season_ticket", NC_("move", "buy season ticket")),
    ("buy_loge", NC_("move", "buy loge")),
    ("buy_extra_investment", NC_("move", "buy extra investment")),
    ("open_auction", NC_("move", "open auction")),
    ("raise_bid", NC_("move", "raise bid")),
    ("pass_bid", NC_("move", "pass bid")),
    ("decline_auction", NC_("move", "decline auction")),
    ("propose_trade", NC_("move", "propose trade")),
    ("accept_trade", NC_("move", "accept trade")),
    ("refuse_trade", NC_("move", "refuse trade")),
    ("roll_dice", NC_("move", "roll dice")),
    ("choose_die_value", NC_("move", "choose die value")),
    ("move_noble", NC_("move", "move noble")),
    ("medal_move_noble", NC_("move", "medal move noble")),
    ("produce", NC_("move", "produce")),
    ("discard_token", NC_("move", "discard token")),
    ("request_donation", NC_("move", "request donation")),
    ("take_coins_for_medal", NC_("move", "take coins for medal")),
    ("exchange_extra_action", NC_("move", "exchange extra action")),
    ("end_turn", NC_("move", "end turn")),
))
KINDS = frozenset(_NAMES)  # a test checks that every command of the rules is here


def command_name(kind: str) -> LazyMessage:
    """The name of a kind of command (a rules Command's `kind`), worded when shown."""
    context, english = _NAMES[kind]
    return LazyMessage(english, context=context)
