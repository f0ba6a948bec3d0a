"""The computer players' levels, listed once. Everything that names a level reads this table: `make_bot`, the
new-game screen's choices, the remembered set-up, the saves' check of a seat's level, `simulate --bots`, and a
level's name in words (panels, records, the Load screen, `check-save`). A new level is one entry here, its
words in the catalogs, and (for a level that judges by weights) its file in `weights/`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ..i18n import N_, NC_, pgettext

if TYPE_CHECKING:
    from .. import rules


class ComputerPlayer(Protocol):
    def choose(self, state: rules.GameState) -> rules.Command: ...

    def stop_offers(self, partner: int, round_: int) -> None: ...


@dataclass(frozen=True)
class Level:
    name: str  # as saves ("computer:<name>"), the remembered set-up and `simulate --bots` write it
    title: tuple[str, str]  # the level in words, for pgettext: "computer, strong"
    offered_as: str | None  # the new-game screen's choice ("Computer (strong)"); None: not offered to people
    make: Callable[[int], ComputerPlayer]  # seed -> a player for one seat, kept for the whole game
    # The tournament's published OpenSkill rating (mu, ordinal = mu - 3 sigma): what a computer seat counts as in a
    # rated online game (server/level_ratings.py), fixed until the tournament is run again (docs/performance.md).
    published_rating: tuple[float, float] | None = None


# The players' modules import the rules engine (a third of a second): they are imported when a player is made, so
# that naming the levels (the command line's help, a save's row) costs nothing.
def _random(seed: int) -> ComputerPlayer:
    from .random_bot import RandomBot
    return RandomBot(seed)


def _easy(seed: int) -> ComputerPlayer:
    from .easy import EasyBot
    return EasyBot(seed)


def _judging_by(weights: str) -> Callable[[int], ComputerPlayer]:
    """A strong player judging by the weights file `weights/<weights>.json` (read, and checked, once)."""
    def make(seed: int) -> ComputerPlayer:
        from .strong import StrongBot
        from .weights import load_weights
        return StrongBot(seed, load_weights(weights))
    return make


def _expert(seed: int) -> ComputerPlayer:
    from .expert import ExpertBot
    from .weights import load_weights
    return ExpertBot(seed, load_weights("expert"))


LEVELS: dict[str, Level] = {level.name: level for level in (
    Level("random", NC_("computer level", "random"), None, _random, (-18.4, -33.7)),
    Level("easy", NC_("computer level", "easy"), N_("Computer (easy)"), _easy, (20.8, 9.4)),
    Level("strong", NC_("computer level", "strong"), N_("Computer (strong)"), _judging_by("strong"), (44.0, 33.3)),
    # The strong player's judgement with figures of its own (weights/expert.json), which let it bid a lot up for the
    # rival who will win it (auction.drive_limit), and offers searched against the partner's judgement (expert.py);
    # benchmarks/tune_weights.py tunes such figures against strong.
    Level("expert", NC_("computer level", "expert"), N_("Computer (expert)"), _expert, (50.8, 39.6)),
)}

# The levels people choose from when they seat a computer player, weakest first.
OFFERED = tuple(level for level in LEVELS.values() if level.offered_as is not None)
# Saves from before levels were written down say only "computer": those seats were played by the easy player.
UNNAMED_LEVEL = "easy"


def level_title(name: str) -> str:
    """A computer player's level in words; a level this version does not know (in another version's records) is
    shown as it is written there."""
    level = LEVELS.get(name)
    return pgettext(*level.title) if level is not None else name


def make_bot(name: str, seed: int = 0) -> ComputerPlayer:
    """A computer player of the named level."""
    try:
        level = LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown bot level {name!r}; choose one of {', '.join(LEVELS)}") from None
    return level.make(seed)
