"""Computer players. Pure like the rules: they read a state and return a command, with no pygame, no
files and no clock; the same seed and the same states give the same decisions.

    bot = make_bot("strong", seed=7)
    command = bot.choose(state)  # for the seat rules.current_player(state)
"""
from __future__ import annotations

from .easy import EasyBot
from .random_bot import RandomBot
from .strong import StrongBot

LEVELS = {"random": RandomBot, "easy": EasyBot, "strong": StrongBot}


def make_bot(level: str, seed: int = 0):
    """A computer player of the given level ("random", "easy" or "strong")."""
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}") from None
    return factory(seed)


__all__ = ["LEVELS", "EasyBot", "RandomBot", "StrongBot", "make_bot"]
