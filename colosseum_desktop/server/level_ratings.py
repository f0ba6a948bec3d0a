"""The computer levels' published ratings: the tournament's OpenSkill (Plackett-Luce) ratings of its mixed 4-player
table (random, easy, strong and expert, seats rotating, 100 games from seed 1, each game's ranking by record, then
coins: `python benchmarks/tournament.py --mixed 100`), as docs/performance.md publishes them: each level's mu and its
ordinal, mu - 3 sigma (so sigma is a third of their difference). Fixed: a rated game does not change them, and a
computer seat in one takes part with its level's figures (ratings.py). When the tournament is run again and the
performance notes change, these change with them (tests/online/test_ratings.py compares the two).
"""
from __future__ import annotations

from ..bots.levels import LEVELS

SOURCE = "benchmarks/tournament.py, mixed 4-player table of 100 games (docs/performance.md)"

# level: (mu, ordinal), as published (bots/levels.py, the one list of the levels)
PUBLISHED = {name: level.published_rating for name, level in LEVELS.items() if level.published_rating is not None}
