"""Time banks: in a game with a turn time, each seat may also have a bank of extra time (the host chooses it,
CreateGame.bank_seconds, e.g. 0, 2 or 5 minutes), spent when a decision takes longer than the turn time.

The server's clock decides, as for the turn time: a seat's time runs out (and another person may hand the seat to
the computer) at the turn's start + the turn time + what is left in its bank (GameRecord.deadline, which every
view and "my games" say, with the bank left, `bank_seconds`). When the decision passes on, the time the seat took
beyond the turn time is taken from its bank (at most what it held; a computer's seat is never charged, it decides
at once). A move taken back gives nothing back. The banks are kept in the database (table `time_banks`, one row
per seat, only in a game that has them), so a restart of the server changes nothing.
"""
from __future__ import annotations

from datetime import datetime

from sqlalchemy import Connection, insert, select, update

from .storage import time_banks


def open_banks(connection: Connection, game_id: str, seats: int, seconds: int) -> None:
    """Inside the game's creation: every seat starts with `seconds` in its bank (none stored when 0)."""
    if seconds:
        connection.execute(insert(time_banks), [{"game_id": game_id, "seat": seat, "seconds_left": seconds}
                                                for seat in range(seats)])


def bank_left(connection: Connection, game_id: str, seat: int | None) -> int | None:
    """What is left in `seat`'s bank; None in a game without banks (or when nobody is to play)."""
    if seat is None:
        return None
    return connection.execute(select(time_banks.c.seconds_left).where(
        time_banks.c.game_id == game_id, time_banks.c.seat == seat)).scalar_one_or_none()


def charge(connection: Connection, game_id: str, seat: int, started: datetime, moment: datetime,
           turn_seconds: int) -> None:
    """The decision of `seat`, whose clock started at `started`, passed on at `moment`: the time beyond the turn
    time comes out of its bank (which never goes below 0)."""
    over = int((moment - started).total_seconds()) - turn_seconds
    left = bank_left(connection, game_id, seat)
    if over > 0 and left:
        connection.execute(update(time_banks).where(time_banks.c.game_id == game_id, time_banks.c.seat == seat)
                           .values(seconds_left=max(0, left - over)))
