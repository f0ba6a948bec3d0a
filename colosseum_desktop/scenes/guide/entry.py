"""The way into the guided first game (the title's Learn to play): a new game on the guide's seed, its learner a
person and the others computer players, played on the board with the guide's card over it (guide_board.py)."""
from __future__ import annotations

from ... import guide
from ...session import Session
from ..starting import entry as game_entry


def start_guided_game(ctx) -> Session:
    options = guide.guide_options()
    seats = [game_entry.PERSON if seat == guide.LEARNER else guide.GUIDE_LEVEL for seat in range(options.players)]
    session = Session.new(options, guide.GUIDE_SEED, guide_step=0)
    game_entry.play(ctx, session, seats)
    return session
