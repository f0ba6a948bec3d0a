"""The names of the computer players' levels, below the files and the players both: a save names a seat's level
and is checked against these without importing a computer player (the saves and the bots are not each other's
glue); `bots.LEVELS` makes a player of each, and a test holds the two to the same names."""
from __future__ import annotations

LEVEL_NAMES = ("random", "easy", "strong")
