"""The turn's clock of an online game with a turn time, as the server's views say it."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from ..saves.format import PERSON
from ..protocol.messages import SeatViewMessage

LOG = logging.getLogger("colosseum_desktop.online")


@dataclass(frozen=True)
class TurnClock:
    """Whose decision it is in a game with a turn time, and when their time runs out (the server's clock)."""
    seat: int
    name: str
    deadline: datetime  # aware: the time per move and what is left in the seat's bank
    bank_seconds: int = 0  # what is left in the seat's bank of extra time, within the deadline (time_banks.py)

    def overdue(self, now: datetime) -> bool:
        return now >= self.deadline

    @property
    def move_deadline(self) -> datetime:
        """When the time per move runs out (the bank's time follows)."""
        return self.deadline - timedelta(seconds=self.bank_seconds)

    def on_bank(self, now: datetime) -> bool:
        """The time per move has run out, and the bank's time runs."""
        return self.bank_seconds > 0 and self.move_deadline <= now < self.deadline



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
    bank = view.bank_seconds if isinstance(view.bank_seconds, int) and view.bank_seconds > 0 else 0
    return TurnClock(seat=view.to_play, name=view.seats[view.to_play].name, deadline=deadline, bank_seconds=bank)
