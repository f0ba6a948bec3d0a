"""Who may take back what, at a table shared by several people.

A person takes back their own actions of their current turn at once. Anything else of a person's (the
previous player's "end trading", an offer made to you) changes another person's situation: it is theirs to
give back, so the table asks them (a `ConsentRequest`, answered by whatever drives that seat: a question on
this screen, a message from another computer). Dice, bag draws and computer players' decisions are never
taken back (the session refuses what revealed chance; a computer's move is not a person's to give back).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..session import LogEntry, Session
from .seats import Seat, is_person


@dataclass(frozen=True)
class UndoOffer:
    """What Undo may do now: take back `entry`, the last action, made by `seat`; `needs_consent` when it is not
    the deciding person's own action of this turn."""
    seat: int
    entry: LogEntry
    needs_consent: bool


@dataclass(frozen=True)
class ConsentRequest:
    """A question the table puts to `seat`: may `entry` (their action) be taken back?"""
    seat: int
    entry: LogEntry

    def answer_within(self) -> int | None:
        """The seconds the person asked has to answer before the request lapses; None: as long as they like (at one
        screen; online, the server's limit: online/client_table.py)."""
        return None

    def asker(self) -> int | None:
        """Who asks, when it is said apart (online: a person at another computer); None at one screen, where the
        person asked sees who pressed Undo."""
        return None


class Outcome(Enum):
    TAKEN_BACK = "taken_back"
    REFUSED = "refused"
    MOVED_ON = "moved_on"  # the game went on while the question was open: nothing was taken back
    NOTHING = "nothing"  # nothing may be taken back now


def undo_offer(session: Session, seats: Sequence[Seat]) -> UndoOffer | None:
    """None when nothing may be taken back: no action yet, the last one revealed chance, or it was not made by
    a person."""
    if not session.log:
        return None
    entry = session.log[-1]
    seat = entry.command.player
    if not is_person(seats[seat]) or not session.can_undo(seat):
        return None
    return UndoOffer(seat=seat, entry=entry, needs_consent=not session.can_take_back_own(seat))
