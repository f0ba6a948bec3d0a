"""The advisor's reasons in the player's language: where its identifiers and values become words, as the rules'
refusals do in refusals.py. Markets are shown numbered from 1 (the rules count them from 0), tokens and nobles by
their names on the pieces (card_names.py), a player by their name as typed; spectators with their sign ("+9")."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Protocol

from . import _, ngettext, pgettext
from .card_names import noble_as_object, phase_title, token_as_object, tokens_and_coins


def signed(n: int) -> str:
    """Spectators gained or lost, with their sign: the sentences' {spectators} (their plural form follows the size)."""
    return f"+{n}" if n > 0 else f"\u2212{-n}" if n < 0 else "0"


class Reason(Protocol):
    """What the advisor gives (advisor/reasons.py): a kind and its values."""

    @property
    def kind(self) -> str: ...

    @property
    def values(self) -> Mapping[str, object]: ...


# Keyed by the advisor's `Because` values (a test holds the two equal); the words' floor does not import the advisor.
# Each takes the values as shown (`shown_values`) and the count of spectators that chooses the plural form.
_WORDS: dict[str, Callable[[dict, int], str]] = {
    "program_to_build_towards": lambda v, n: ngettext(
        "Program {program}: the best event to build towards; about {spectators} spectator over the game",
        "Program {program}: the best event to build towards; about {spectators} spectators over the game", n, **v),
    "arena_for_program": lambda v, n: ngettext(
        "Expand to {size} squares: program {program} needs them; about {spectators} spectator over the game",
        "Expand to {size} squares: program {program} needs them; about {spectators} spectators over the game", n, **v),
    "arena_over_rest_square": lambda v, n: ngettext(
        "Square {square} is a rest square: nobles stopping there stand in your arena (about {spectators} spectator)",
        "Square {square} is a rest square: nobles stopping there stand in your arena (about {spectators} spectators)",
        n, **v),
    "arena_bigger": lambda v, n: ngettext(
        "Expand to {size} squares: about {spectators} spectator over the game",
        "Expand to {size} squares: about {spectators} spectators over the game", n, **v),
    "season_ticket": lambda v, n: ngettext(
        "A season ticket adds 5 spectators to each later production: about {spectators} spectator over the game",
        "A season ticket adds 5 spectators to each later production: about {spectators} spectators over the game",
        n, **v),
    "loge": lambda v, n: ngettext(
        "The loge rolls two dice, for more nobles and medals: about {spectators} spectator over the game",
        "The loge rolls two dice, for more nobles and medals: about {spectators} spectators over the game", n, **v),
    "extra_investment": lambda v, n: ngettext(
        "One more investment this turn, paid for: about {spectators} spectator over the game",
        "One more investment this turn, paid for: about {spectators} spectators over the game", n, **v),
    "no_investment_pays": lambda v, n: _("Keep your coins: no investment is worth its price to you now", **v),
    "market_holds_needed_tokens": lambda v, n: ngettext(
        "Market {market}: it holds {tokens} for program {program}; about {spectators} spectator over the game",
        "Market {market}: it holds {tokens} for program {program}; about {spectators} spectators over the game",
        n, **v),
    "market_worth_its_price": lambda v, n: ngettext(
        "Market {market}: about {spectators} spectator over the game, likely won for about {price} coins",
        "Market {market}: about {spectators} spectators over the game, likely won for about {price} coins", n, **v),
    "no_lot_worth_bid": lambda v, n: ngettext(
        "Decline: no market is worth the opening bid of {n} coin to you",
        "Decline: no market is worth the opening bid of {n} coins to you", v["bid"], **v),
    "open_and_bid_up_to": lambda v, n: ngettext(
        "Open market {market} with {bid} coins and bid up to {n} coin for its lot",
        "Open market {market} with {bid} coins and bid up to {n} coins for its lot", v["ceiling"], **v),
    "lot_worth_more": lambda v, n: ngettext(
        "Raise to {bid} coins: market {market}'s lot is worth up to {n} coin to you",
        "Raise to {bid} coins: market {market}'s lot is worth up to {n} coins to you", v["ceiling"], **v),
    "lot_too_dear": lambda v, n: ngettext(
        "Pass: beyond {n} coin, market {market}'s lot costs you more than it brings",
        "Pass: beyond {n} coins, market {market}'s lot costs you more than it brings", v["ceiling"], **v),
    "lot_worth_nothing": lambda v, n: _("Pass: market {market}'s lot brings you nothing worth paying for", **v),
    "bid_beyond_coins": lambda v, n: ngettext(
        "Pass: the next bid is {bid} coins and you have {n} coin",
        "Pass: the next bid is {bid} coins and you have {n} coins", v["coins"], **v),
    "trade_helps_both": lambda v, n: ngettext(
        "Offer {partner} {give} for {take}: about {spectators} spectator for you over the game, and fair to them",
        "Offer {partner} {give} for {take}: about {spectators} spectators for you over the game, and fair to them",
        n, **v),
    "no_trade_helps": lambda v, n: _("End trading: no trade would help you enough now", **v),
    "offer_helps": lambda v, n: ngettext(
        "Accept: {partner}'s offer brings you about {spectators} spectator over the game",
        "Accept: {partner}'s offer brings you about {spectators} spectators over the game", n, **v),
    "offer_costs": lambda v, n: ngettext(
        "Refuse: {partner}'s offer would cost you about {spectators} spectator over the game",
        "Refuse: {partner}'s offer would cost you about {spectators} spectators over the game", n, **v),
    "offer_helps_leader": lambda v, n: ngettext(
        "Refuse: {partner} is ahead and would gain {theirs} against your {spectators} spectator",
        "Refuse: {partner} is ahead and would gain {theirs} against your {spectators} spectators", n, **v),
    "roll_to_move_nobles": lambda v, n: _("Roll: a die may bring a noble into your arena or earn a medal", **v),
    "die_value_for_noble": lambda v, n: _("Choose {value}: it takes {noble} to square {square}", **v),
    "noble_into_arena": lambda v, n: ngettext(
        "Bring {noble} into your arena: {spectators} spectator at this production",
        "Bring {noble} into your arena: {spectators} spectators at this production", n, **v),
    "noble_to_rest_square": lambda v, n: _("Move {noble} onto rest square {square}: it earns you a medal", **v),
    "noble_out_of_rival_arena": lambda v, n: _("Move {noble} out of {partner}'s arena before they produce", **v),
    "noble_out_of_the_way": lambda v, n: _("Move {noble}: there it helps no rival", **v),
    "produce_program": lambda v, n: ngettext(
        "Produce program {program} for {attendance} spectators: about {spectators} spectator over the game",
        "Produce program {program} for {attendance} spectators: about {spectators} spectators over the game", n, **v),
    "smaller_event_keeps": lambda v, n: _(
        "Keep program {program} ({attendance} spectators now) for a later event: after this one it draws {later}",
        **v),
    "smaller_event_spares": lambda v, n: ngettext(
        "Not program {program} for {attendance}: its clean-up would take {token} from you, worth about {spectators} "
        "spectator later",
        "Not program {program} for {attendance}: its clean-up would take {token} from you, worth about {spectators} "
        "spectators later", n, **v),
    "nothing_to_produce": lambda v, n: _("End your turn: no production is worth making now", **v),
    "discard_least_needed": lambda v, n: ngettext(
        "Discard {token}: the token you miss least (about {spectators} spectator)",
        "Discard {token}: the token you miss least (about {spectators} spectators)", n, **v),
    "ask_for_token": lambda v, n: ngettext(
        "Ask {partner} for {token}: about {spectators} spectator for you over the game",
        "Ask {partner} for {token}: about {spectators} spectators for you over the game", n, **v),
}
KINDS = frozenset(_WORDS)


# How a value is shown, by its name; a value not listed (a program's number, a square, a player's name) as it is.
_SHOWN: dict[str, Callable[[object], str | int]] = {
    "spectators": signed,
    "theirs": signed,
    "market": lambda market: market + 1,
    "tokens": lambda tokens: tokens_and_coins(dict(Counter(tokens))),
    "token": token_as_object,
    "noble": noble_as_object,
}


# A trade's sides: its tokens and its coins, shown as one ("1 musician, 12 coins"; "nothing").
_SIDES = {"give": "give_coins", "take": "take_coins"}


def shown_values(values: Mapping[str, object]) -> dict[str, object]:
    shown = {key: _SHOWN[key](value) if key in _SHOWN else value for key, value in values.items()}
    for side, coins in _SIDES.items():
        if side in values:
            shown[side] = tokens_and_coins(dict(Counter(values[side])), values.get(coins, 0))
    return shown


def reason_text(reason: Reason) -> str:
    """One reason as a sentence in the current language."""
    values = reason.values
    return _WORDS[reason.kind](shown_values(values), abs(values.get("spectators", 0)))


def reasons_text(reasons) -> str:
    """Reasons one after another, separated as the language separates the parts of a line."""
    return pgettext("between the parts of a line", "; ").join(reason_text(r) for r in reasons)


def look_here_text() -> str:
    """A hint's first stage: the piece is lit on the board."""
    return _("Hint: look at what is lit. Press H again for the move and why")


def missed_gain_text(round_number: int, phase: str, spectators: int, reasons: tuple) -> str:
    """One missed gain after the game (advisor/review.py): when, about how much, and the advisor's first reason."""
    said = ngettext("Round {round}, {phase}: about {n} spectator more with the advisor's move.",
                    "Round {round}, {phase}: about {n} spectators more with the advisor's move.", spectators,
                    round=round_number, phase=phase_title(phase))
    return f"{said} {reason_text(reasons[0])}" if reasons else said


def review_text(name: str, spectators: int | None, reasons: tuple, least: int) -> str:
    """The replay's review of a decision (advisor/review.py's judgement): `spectators` about how many the advisor's
    own move was worth more than `name`'s (None: the advisor has no view of that move)."""
    if spectators is None:
        return _("The advisor has no view of {name}'s next move.", name=name)
    if spectators < least:
        return _("The advisor agrees with {name}'s next move (or nearly).", name=name)
    said = ngettext("{name}'s next move: the advisor's own was worth about {n} spectator more.",
                    "{name}'s next move: the advisor's own was worth about {n} spectators more.", spectators, name=name)
    return f"{said} {reason_text(reasons[0])}" if reasons else said
