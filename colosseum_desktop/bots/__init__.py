"""Computer players. Pure like the rules: they read a state and return a command, with no pygame, no
files and no clock; the same seed and the same states give the same decisions.

    bot = make_bot("strong", seed=7)  # or "random", "easy", "expert": levels.py lists them
    command = bot.choose(state)  # for the seat rules.current_player(state)

Keep one bot per computer seat for the whole game: the strong player remembers the trade offers it made
in its current trade turn (at most three; a second one to the same partner only if materially better for
them) and who asked for no more offers this round (`bot.stop_offers(partner, round)`), so a fresh bot for
every decision could offer again and again to a human who keeps refusing. "easy" and "strong" are deterministic (they
take no random decisions; the seed is accepted for a uniform interface); "random" draws from its seed. "expert" is
the strong player with figures of its own, bidding a lot up for a rival it expects to outbid it, and making the
trade offers that leave it the most among those a partner judging as the strong player does would accept
(trade_search.py), and opening the market that leaves it the most once its turn as active player is played out
against the rivals' bidding (auction_search.py). The levels
are listed once, in levels.py; the strong player's figures are data, in weights/strong.json (weights.py).
choose() takes ~1-3 ms typically and up to ~150 ms for a strong trade or auction decision on this
machine (benchmarks/bench_bots.py), so it can run on the UI thread between frames.
"""
from __future__ import annotations

from .levels import LEVELS, make_bot

__all__ = ["LEVELS", "make_bot"]
