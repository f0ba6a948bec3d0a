"""Who sits at each seat of the table: a person at this screen, a computer player of a named level, a person at
another computer, or a log played back. The save format names the first two ("person", "computer:<level>");
the others exist only while a table is set (an online game, a replay) and are saved as what they stand for.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from ..bots.levels import UNNAMED_LEVEL
from ..saves.format import PERSON, computer_seat


class _Seat(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class PersonHere(_Seat):
    """A person at this screen: the screen asks them and shows their consent questions."""
    kind: Literal["person"] = "person"


class Computer(_Seat):
    """A computer player of a named level, deciding on the table's worker."""
    kind: Literal["computer"] = "computer"
    level: str


class RemotePerson(_Seat):
    """A person at another computer: their decisions and consents arrive over a link."""
    kind: Literal["remote"] = "remote"
    connected: bool = True  # their computer is connected to the server now (online play)
    free: bool = False  # a lobby game's seat nobody has taken yet (the game waits for players)


class ReplaySeat(_Seat):
    """A seat whose decisions come from a log being played back."""
    kind: Literal["replay"] = "replay"


Seat = Annotated[Union[PersonHere, Computer, RemotePerson, ReplaySeat], Field(discriminator="kind")]


def is_person(seat: Seat) -> bool:
    """Played by a person (here or elsewhere): only people are asked for consent, and only their moves are
    theirs to take back."""
    return isinstance(seat, (PersonHere, RemotePerson))


REMOTE_AWAY = "remote_away"  # the board's kind for a person at another computer that is not connected now
REMOTE_FREE = "remote_free"  # and for a seat of a lobby game nobody has taken yet


def board_kind(seat: Seat) -> str:
    """How the board labels a seat: "person" for a person here, the level for a computer, "remote" or
    REMOTE_AWAY for a person at another computer (connected or not), else the kind."""
    if isinstance(seat, Computer):
        return seat.level
    if isinstance(seat, RemotePerson) and seat.free:
        return REMOTE_FREE
    if isinstance(seat, RemotePerson) and not seat.connected:
        return REMOTE_AWAY
    return seat.kind


def seat_from_saved(saved_kind: str) -> Seat:
    """A save's "person", "computer" or "computer:<level>" as a seat."""
    if saved_kind == PERSON:
        return PersonHere()
    return Computer(level=saved_kind.removeprefix("computer").removeprefix(":") or UNNAMED_LEVEL)


def seats_from_saved(saved: Sequence[str], players: int) -> tuple[Seat, ...]:
    """The save format's seat kinds as seats; saves without seats were played by people."""
    return tuple(seat_from_saved(kind) for kind in saved) if saved else (PersonHere(),) * players


def saved_kind(seat: Seat) -> str:
    """A seat in the save format: a computer as itself; a person anywhere, or a log played back, as a person
    (whoever opens the save plays it on)."""
    return computer_seat(seat.level) if isinstance(seat, Computer) else PERSON


def saved_kinds(seats: Sequence[Seat]) -> list[str]:
    return [saved_kind(seat) for seat in seats]


def seat_from_board_kind(kind: str) -> Seat:
    """The new-game screen's choice ("person" or a level) as a seat."""
    return PersonHere() if kind == PERSON else Computer(level=kind)
