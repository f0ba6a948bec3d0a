"""Computer players. Pure like the rules: they read a state and return a command, with no pygame, no
files and no clock; the same seed and the same states give the same decisions.

    bot = make_bot("strong", seed=7)
    command = bot.choose(state)  # for the seat rules.current_player(state)

Keep one bot per computer seat for the whole game: the strong player remembers the trade offers it made
in its current trade turn (at most three; a second one to the same partner only if materially better for
them) and who asked for no more offers this round (`bot.stop_offers(partner, round)`), so a fresh bot for
every decision could offer again and again to a human who keeps refusing. "easy" and "strong" are deterministic (they
take no random decisions; the seed is accepted for a uniform interface); "random" draws from its seed.
choose() takes ~1-3 ms typically and up to ~150 ms for a strong trade or auction decision on this
machine (benchmarks/bench_bots.py), so it can run on the UI thread between frames.
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
