"""Several server processes on one PostgreSQL database: each tells the others which game moved.

A process sends only to the connections it holds. After every move it commits, it sends a notice on the channel
`colosseum_moves` (PostgreSQL's NOTIFY, delivered when the transaction commits, never for one rolled back);
each process listens on a connection of its own (LISTEN, on a thread) and sends its connected seats of that
game their views. SQLite has no such thing: it is one process's database.
"""
from __future__ import annotations

import logging
import secrets
import threading
from collections.abc import Callable

from sqlalchemy import Connection, text
from sqlalchemy.engine import make_url

LOG = logging.getLogger("colosseum_desktop.online")
CHANNEL = "colosseum_moves"
PROCESS = secrets.token_hex(4)  # this process's mark on its notices, so that it skips its own
_NOTIFY = text("SELECT pg_notify(:channel, :payload)")
SEATS = "seats"  # a notice's last word when the seats changed and no move was made


def move_notice(game_id: str) -> str:
    """The payload of the notice that a game moved (a command's own statement sends it: `games.py`)."""
    return f"{PROCESS} {game_id}"


def notify_move(connection: Connection, game_id: str) -> None:
    """Inside the move's transaction: the notice leaves with the commit."""
    connection.execute(_NOTIFY, {"channel": CHANNEL, "payload": move_notice(game_id)})


def notify_seats(connection: Connection, game_id: str) -> None:
    """Inside the transaction that changed who sits at the game, its version unchanged (a lobby game's seat taken,
    or its start): the other processes send their seats the views again though no move was made."""
    connection.execute(_NOTIFY, {"channel": CHANNEL, "payload": f"{move_notice(game_id)} {SEATS}"})


SAID = "said"  # a notice's third word when a line was said at the game's table (chat.py), not a move


def notify_said(connection: Connection, game_id: str) -> None:
    """Inside the transaction that stored a chat line: the other processes send it to their connections."""
    connection.execute(_NOTIFY, {"channel": CHANNEL, "payload": f"{move_notice(game_id)} {SAID}"})


class Listener:
    """Calls `moved(game_id, seats)` (from its thread) for every move another process committed (`seats`: the seats
    changed, and no move was made), and `said(game_id)` for every chat line; reconnects by itself."""

    def __init__(self, database_url: str, moved: Callable[[str, bool], None],
                 said: Callable[[str], None] = lambda game_id: None) -> None:
        self.url = make_url(database_url).set(drivername="postgresql").render_as_string(hide_password=False)
        self.moved, self.said = moved, said
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="move-notices", daemon=True)
        self.listening = threading.Event()  # set while LISTEN is in force (a test waits for it)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stopping.set()
        self._thread.join(timeout=3)

    def _run(self) -> None:
        import psycopg

        pause = 0.5
        while not self._stopping.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True, connect_timeout=10) as connection:
                    connection.execute(f"LISTEN {CHANNEL}")
                    self.listening.set()
                    pause = 0.5
                    while not self._stopping.is_set():
                        for notice in connection.notifies(timeout=0.5):
                            process, _, rest = notice.payload.partition(" ")
                            game_id, _, what = rest.partition(" ")
                            if process != PROCESS:
                                if what == SAID:
                                    self.said(game_id)
                                else:
                                    self.moved(game_id, what == SEATS)
            except psycopg.Error as error:
                self.listening.clear()
                LOG.warning("move notices interrupted (%s); listening again in %.1f s", error, pause)
                self._stopping.wait(pause)
                pause = min(pause * 2, 30.0)
