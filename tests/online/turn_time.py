"""A game's turn time run out without waiting for it: the turn's start moved back in the server's database, which is
all the server's clock is compared with (games.py: the deadline is `turn_started_at` + `turn_seconds`), and the
online board's clock moved on as far. The tests that wait out a turn time waited 5-15 s of real time on each database
for it."""
from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import select, update

from colosseum_desktop.server.storage import games, open_database


def run_out(database_url: str, game_id: str, seconds: float) -> None:
    """The turn of `game_id` started `seconds` earlier than it did: a turn time of `seconds` has run out now."""
    engine = open_database(database_url)
    try:
        with engine.begin() as connection:  # read and written in Python: SQLite keeps the moment as text
            started = connection.execute(select(games.c.turn_started_at).where(games.c.id == game_id)).scalar_one()
            connection.execute(update(games).where(games.c.id == game_id).values(
                turn_started_at=started - timedelta(seconds=seconds)))
    finally:
        engine.dispose()


def moved_on(seconds: float) -> type[datetime]:
    """`datetime` whose now() is `seconds` later than this computer's: put in the online board's module, its clock moves
    on with the server's."""
    class Later(datetime):
        @classmethod
        def now(cls, tz=None) -> datetime:
            return datetime.now(tz) + timedelta(seconds=seconds)
    return Later
