"""The figures a computer player judges by, held as data: one JSON file per level in `bots/weights/`, checked
when it is read. A tuned level is a new file (tools/tune_weights.py writes one), not new code.

The groups are plain frozen dataclasses, so the hot sums read them as fast as any attribute; pydantic checks
a file's figures (every one present, numbers only, no unknown name) before a player is built from them.
"""
from __future__ import annotations

import json
from functools import cache
from importlib import resources

from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic.dataclasses import dataclass

STRICT = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False)
WEIGHTS_PACKAGE = "colosseum_desktop.bots"
WEIGHTS_FOLDER = "weights"


@dataclass(frozen=True, config=STRICT)
class Weights:
    """How a position is worth spectators of the final record (valuation.py)."""

    # What one coin is worth in spectators of the final record. Coins buy the tokens and investments
    # that make productions bigger, but few players run short of them: tokens (one lot a round) and
    # investment turns are the scarcer things. Once the seat's last auction is over, coins only break
    # ties (R12).
    coin_rate: float
    coin_rate_last_auction: float
    coin_rate_after_auctions: float
    coins_per_token: float  # coins a useful token costs at auction, roughly
    tokens_per_auction: float  # useful tokens a seat can expect to win in one auction phase
    income_weight: float  # share of a production's coins counted for each production before the final
    noble_base: float  # spectators nobles are expected to bring to the final production
    noble_loge: float  # ... more with a loge's second die
    medal_value: float  # a medal spent on the final production (R13)
    medals_per_production: float  # medals a die is expected to earn on rest squares per production
    unbought_risk: float  # a target still in the supply may be bought by a rival first
    pending_investment: float  # investments put off may find no turn left for them
    income_guess: int  # coins a production brings, to judge what a seat can afford later


@dataclass(frozen=True, config=STRICT)
class ChoiceWeights:
    """The strong player's investments, nobles and ceremony (strong.py)."""

    rest_square_in_arena: float  # an expansion over a rest square: nobles stopping there count twice
    noble_on_new_square: float  # share of a noble's bonus for one already standing where it expands
    rival_nobles: float  # harm per spectator nobles bring a rival who produces later this round
    nobles_kept: float  # nobles left in the arena may still be there next round
    record_weight_early: float  # a higher record before round 5 may win a podium (R11.1)
    donation_denial: float  # share of the podium winner's loss counted when asking a donation


@dataclass(frozen=True, config=STRICT)
class AuctionWeights:
    """How high to bid (auctions.py)."""

    denial: float  # share of a rival's gain the bot pays to keep a lot from a leading rival
    waiting: float  # share of the next-best lot's surplus kept in hand by passing on this one
    waiting_competitive: float  # in the variant a win does not end one's auctions for the round
    # Coins above its own ceiling it may bid to make a lot dearer to the rival who wins it, counting on a rival's
    # ceiling (as `rivals_judged_by` judges) to outbid it; 0: never. A rival who judges otherwise may leave it the
    # lot at up to this many coins over its worth.
    drive_limit: int


@dataclass(frozen=True, config=STRICT)
class TradeWeights:
    """Which trades to offer and accept (trades.py)."""

    least_gain: float  # spectators a trade must bring the bot
    partner_margin: float  # spectators left to the partner, so a fair-minded partner accepts
    my_share: float  # of the room between the two sides' prices, the bot keeps this much
    leader_share: float  # a trade must not help a leading partner more than this times the bot's gain
    better_by: float  # spectators more for the partner than their best earlier offer this turn


class LevelWeights(BaseModel):
    """One level's file: every group, every figure, and whose weights model the other players."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rivals_judged_by: str  # a weights file's name: the others are expected to judge a lot as it does

    valuation: Weights
    choices: ChoiceWeights
    auction: AuctionWeights
    trade: TradeWeights


class WeightsError(ValueError):
    """A level's weights file is missing or does not hold valid weights."""


def parse_weights(text: str, origin: str) -> LevelWeights:
    try:
        return LevelWeights.model_validate_json(text)
    except ValidationError as error:
        raise WeightsError(f"{origin} does not hold a computer player's weights: {error}") from None


@cache
def load_weights(name: str) -> LevelWeights:
    """The weights shipped in the package as `bots/weights/<name>.json`."""
    resource = resources.files(WEIGHTS_PACKAGE).joinpath(WEIGHTS_FOLDER, f"{name}.json")
    try:
        text = resource.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise WeightsError(f"no weights file {WEIGHTS_FOLDER}/{name}.json in the package") from None
    return parse_weights(text, f"{WEIGHTS_FOLDER}/{name}.json")


def weights_json(weights: LevelWeights) -> str:
    """The file's text for a set of weights (what the tuning script writes)."""
    return json.dumps(weights.model_dump(mode="json"), indent=2) + "\n"
