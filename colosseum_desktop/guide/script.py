"""The guided first game's script, as data: the game it is played on and its steps in order. Each step's words are
identifiers worded in the player's language by i18n/guide_words.py (title, what the phase is for, what to look at,
what to do, and a word after the learner's move)."""
from __future__ import annotations

from dataclasses import dataclass

from .. import rules

GUIDE_SEED = 1  # the learner (seat 0) is the first player of round 1 and decides in every phase of it
GUIDE_NAMES = ("Aurelia", "Brutus", "Cassia")
LEARNER = 0
GUIDE_LEVEL = "easy"  # the two computer players
GUIDED_ROUND = 1  # the steps that wait for a move walk through this round's phases


def guide_options() -> rules.GameOptions:
    return rules.GameOptions(players=len(GUIDE_NAMES), names=GUIDE_NAMES)


@dataclass(frozen=True)
class GuideStep:
    name: str  # identifies the step's words (i18n/guide_words.py)
    moment: str | None  # the learner's decision it waits for (moments.py); None: read it, then Next
    lit: str | None  # what the board lights: "advice" (the piece the advisor would look at), a piece, or nothing
    suggested: frozenset[str] = frozenset()  # the moves it asks for; another legal one gets a gentle word
    needs: bool = False  # the next step depends on it: only a suggested move is taken


# Moves on the way to a decision, which end no step: a "1-3" die's value (the noble is moved next), a medal spent
# on a noble after the dice (the event is next), and the exchanges allowed at any time (R13).
ASIDE = frozenset({"choose_die_value", "medal_move_noble", "take_coins_for_medal", "exchange_extra_action"})

STEPS = (
    GuideStep("welcome", None, "panel:0"),
    GuideStep("invest", "invest", "advice",
              frozenset({"buy_program", "expand_arena", "buy_season_ticket", "buy_loge", "buy_extra_investment"})),
    GuideStep("open_auction", "open_auction", "advice", frozenset({"open_auction"})),
    GuideStep("bid", "bid", "advice", frozenset({"raise_bid", "pass_bid"})),
    GuideStep("trade", "trade", "advice", frozenset({"propose_trade"})),
    GuideStep("roll", "roll", "dice", frozenset({"roll_dice"}), needs=True),
    GuideStep("noble", "noble", "advice", frozenset({"move_noble"})),
    GuideStep("produce", "produce", "advice", frozenset({"produce"})),
    GuideStep("ceremony", "ceremony", "advice", frozenset({"discard_token", "request_donation"})),
    GuideStep("finish", None, None),
)
