"""The turn's clock of an online game with a turn time, as the server's views say it."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime

from ..saves.format import PERSON
from ..protocol.messages import SeatViewMessage

LOG = logging.getLogger("colosseum_desktop.online")


@dataclass(frozen=True)
class TurnClock:
    """Whose decision it is in a game with a turn time, and when their time runs out (the server's clock)."""
    seat: int
    name: str
    deadline: datetime  # aware

    def overdue(self, now: datetime) -> bool:
        return now >= self.deadline



def clock_of(view: SeatViewMessage) -> TurnClock | None:
    """Until when the person to decide in `view` may take; None when the game has no turn time, is over, or a
    computer decides."""
    if view.deadline is None or view.to_play is None or view.to_play >= len(view.seats):
        return None
    if view.seats[view.to_play].kind != PERSON:
        return None
    try:
        deadline = datetime.fromisoformat(view.deadline)
    except ValueError:
        deadline = None
    if deadline is None or deadline.tzinfo is None:  # the server says every deadline with its offset
        LOG.error("the server's deadline %r is not a moment in time", view.deadline)
        return None
    return TurnClock(seat=view.to_play, name=view.seats[view.to_play].name, deadline=deadline)
