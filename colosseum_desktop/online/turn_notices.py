"""Telling a player that it became their turn in an online game while the program runs (and its window may be
hidden): an OS-level notification through desktop-notifier, from a thread that asks the servers now and then.

Where the system has no notification service (no D-Bus session on Linux, as under CI or in a bare X server), the
log says so once, and the turns are shown only in the window (Online -> the list): said, not hidden.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from ..i18n import _
from .keyring import HeldSeat, read_keyring
from .lobby_calls import LobbyProblem, OnlineGame, my_games

log = logging.getLogger(__name__)

APP_NAME = "Colosseum"
POLL_SECONDS = 30.0  # a live game's turn comes within half a minute; a move-a-day game's hardly matters


class DesktopNotices:
    """The system's notifications. `notify` returns whether one was shown; the first time there is no service,
    the log says why, once, and nothing more is tried."""

    def __init__(self, make_notifier: Callable[[], object] | None = None) -> None:
        self._make_notifier = make_notifier or _desktop_notifier
        self._notifier = None
        self.unavailable: str | None = None  # why there are no notifications here, once known

    def _ready(self) -> bool:
        if self._notifier is not None:
            return True
        if self.unavailable is not None:
            return False
        try:
            notifier = self._make_notifier()
            capabilities = notifier.get_capabilities()  # asks the service: raises (or says nothing) without one
        except Exception as error:  # noqa: BLE001 - each platform's library fails in its own way; said below
            self.unavailable = f"{error.__class__.__name__}: {error}"
        else:
            if capabilities:
                self._notifier = notifier
                return True
            self.unavailable = "the notification service offers nothing"
        log.warning("no notification service on this system (%s): turns in online games are shown only in the "
                    "window, under Online", self.unavailable)
        return False

    def notify(self, title: str, message: str) -> bool:
        if not self._ready():
            return False
        try:
            self._notifier.send(title=title, message=message)
        except Exception as error:  # noqa: BLE001 - a service gone away: said once, then no more attempts
            self._notifier, self.unavailable = None, f"{error.__class__.__name__}: {error}"
            log.warning("the notification service stopped working (%s): turns are shown only in the window",
                        self.unavailable)
            return False
        return True


def _desktop_notifier():
    from desktop_notifier import DesktopNotifierSync  # imported on the watcher's thread, after the first frame

    return DesktopNotifierSync(app_name=APP_NAME, app_icon=None)  # not the library's Python logo


def turn_message(seat: HeldSeat, game: OnlineGame) -> tuple[str, str]:
    others = [name for index, name in enumerate(game.summary.names) if index != seat.seat]
    return (_("Colosseum: your turn"),
            _("{name}, it is your turn in the game with {others}.", name=seat.name, others=", ".join(others)))


class TurnWatch:
    """Asks the servers every `poll_seconds` where this computer's online games stand, on a thread of its own, and
    notifies when one becomes the turn of a seat held here (not again while it stays so). The first look only
    learns where things stand: a turn already waiting at start is the list's to show, not a notification's."""

    def __init__(self, keyring_path: Path, notices: DesktopNotices, poll_seconds: float = POLL_SECONDS,
                 ask: Callable[[tuple[HeldSeat, ...]], list[OnlineGame]] = my_games) -> None:
        self.keyring_path, self.notices, self.poll_seconds, self.ask = keyring_path, notices, poll_seconds, ask
        self._turns: set[tuple[str, str, int]] | None = None  # (server, game, seat) whose turn it was at the last look
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="online-turn-watch", daemon=True)
        self.looks = 0

    def start(self) -> "TurnWatch":
        self._thread.start()
        return self

    def stop(self, timeout: float = 2.0) -> None:
        self._stopping.set()
        self._thread.join(timeout)

    def _run(self) -> None:
        while not self._stopping.is_set():
            try:
                self.look()
            except Exception:  # noqa: BLE001 - a bug here must not end the program: logged, and the next look tries
                log.exception("looking for online turns failed")
            self._stopping.wait(self.poll_seconds)

    def look(self) -> list[tuple[HeldSeat, OnlineGame]]:
        """One look at every server: the turns that became this computer's since the last look (notified)."""
        self.looks += 1
        seats = read_keyring(self.keyring_path).seats
        try:
            games = self.ask(seats) if seats else []
        except LobbyProblem as problem:
            log.info("could not look for online turns: %s", problem)
            return []
        now = {(game.server, game.game_id, game.to_play_here.seat): (game.to_play_here, game)
               for game in games if game.to_play_here is not None}
        before, self._turns = self._turns, set(now)
        if before is None:
            return []
        new = [now[key] for key in now if key not in before]
        for seat, game in new:
            self.notices.notify(*turn_message(seat, game))
        return new
