"""Who answers for a seat: one small interface for every kind of driver.

"It is your decision; here is what you can see" (`ask(view)`), then "your answer?" (`answer()`, never
blocking: None while still deciding). A computer player thinks on a worker thread; a log played back answers at
once; a link to another computer (later) answers when its message arrives. A driver that has an answer ready
calls the table's `wake`, so a screen waiting on it is woken at once instead of on a polling tick.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Protocol

from .. import rules
from ..bots import make_bot
from ..i18n import _
from .views import SeatView

LOG = logging.getLogger("colosseum_desktop.computer_players")
# Exchanges a player may make whoever's turn it is (R13, R14).
ANY_TIME = (rules.TakeCoinsForMedal, rules.ExchangeExtraAction)
TRIES = 2  # a computer player's failures in a row before its seat is given up


def computer_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer player at `seat`: derived from the game's seed, so a seed always plays the
    same game, in `simulate` as on the board (the one place it is derived)."""
    return game_seed * 7919 + seat


class Driver(Protocol):
    def ask(self, view: SeatView) -> None:
        """It is this seat's decision on `view`: start deciding (asking again on the same view changes nothing)."""

    def answer(self) -> rules.Command | None:
        """The decided command, once; None while deciding. Raises DriverFailed when it could not decide."""

    def close(self) -> None:
        """The table is done with this driver: stop any thinking."""


class DriverFailed(Exception):
    """A driver could not give a move: `reason` is worded for the game log (see `reason_words`)."""

    def __init__(self, reason: Callable[[], str], cause: BaseException | None = None) -> None:
        super().__init__(reason())
        self.reason_words, self.cause = reason, cause


class ComputerDriver:
    """A computer player deciding for one seat, on a worker thread when `threaded` (the window stays responsive
    while a strong player takes its time), else inside `ask` (headless games). It decides from the seat's view
    alone: the generator and the face-down token are not in it, so it cannot look into the future."""

    def __init__(self, level: str, seed: int, threaded: bool = True, wake: Callable[[], None] | None = None) -> None:
        self.level = level
        self.player = make_bot(level, seed)  # ValueError for an unknown level
        self._threaded = threaded
        self._wake = wake
        self._workers: ThreadPoolExecutor | None = None
        self._asked: SeatView | None = None
        self._thinking: Future | None = None  # threaded: the worker's decision under way
        self._decided: tuple[rules.Command | None, Exception | None] | None = None  # headless: made in `ask`
        self.decision_ms: list[float] = []  # how long each decision took (benchmarks read it)

    def _choose(self, view: SeatView) -> rules.Command:
        started = time.perf_counter()
        command = self.player.choose(view.state)
        self.decision_ms.append((time.perf_counter() - started) * 1000)
        return command

    def ask(self, view: SeatView) -> None:
        if self._asked is view:
            return
        self._asked = view
        if not self._threaded:  # decided here and now: no Future to wait on (headless games make millions)
            try:
                self._decided = self._choose(view), None
            except Exception as error:  # noqa: BLE001 - a failing player is reported, never hidden (answer())
                self._decided = None, error
            return
        if self._workers is None:
            self._workers = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-player")
        self._thinking = self._workers.submit(self._choose, view)
        if self._wake is not None:
            self._thinking.add_done_callback(lambda _future: self._wake())

    def ready(self) -> bool:
        return self._decided is not None or (self._thinking is not None and self._thinking.done())

    def answer(self) -> rules.Command | None:
        if self._decided is not None:
            (command, error), self._decided, self._asked = self._decided, None, None
        elif self.ready():
            future, self._thinking, self._asked = self._thinking, None, None
            error = future.exception()
            command = None if error is not None else future.result()
        else:
            return None
        if error is not None:
            raise DriverFailed(lambda: _("it stopped with an error: {error}", error=error), error)
        return command

    def stop_offers(self, person: int, round_: int) -> None:
        """`person` asked for no more trade offers from this player until round `round_` ends."""
        self.player.stop_offers(person, round_)

    def close(self) -> None:
        if self._workers is not None:
            self._workers.shutdown(wait=False, cancel_futures=True)
            self._workers = None


class ReplayDriver:
    """A seat whose decisions come from a log: each time it is asked, the log's next command of this seat.
    Several replay seats share one `LogCursor`, so the log is played back in its own order."""

    def __init__(self, seat: int, cursor: "LogCursor") -> None:
        self.seat, self.cursor = seat, cursor
        self._pending: rules.Command | None = None

    def ask(self, view: SeatView) -> None:
        if self._pending is None:
            self._pending = self.cursor.next_for(self.seat)

    def answer(self) -> rules.Command | None:
        command, self._pending = self._pending, None
        return command

    def close(self) -> None:
        pass


class LogCursor:
    """A played game's commands in order, handed out to the seats that made them."""

    def __init__(self, commands: Sequence[rules.Command]) -> None:
        self.commands = list(commands)
        self.position = 0

    @property
    def finished(self) -> bool:
        return self.position >= len(self.commands)

    def next_for(self, seat: int) -> rules.Command:
        """The log's next command, which must be `seat`'s or an any-time exchange (R13, R14: another player's,
        made while `seat` was deciding, and logged in that order)."""
        if self.finished:
            raise DriverFailed(lambda: _("the log has no more moves"))
        command = self.commands[self.position]
        if command.player != seat and not isinstance(command, ANY_TIME):
            raise DriverFailed(lambda: _("the log's next move is seat {logged}'s, not seat {asked}'s",
                                         logged=command.player + 1, asked=seat + 1))
        self.position += 1
        return command
