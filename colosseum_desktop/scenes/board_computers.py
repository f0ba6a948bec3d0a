"""The computer seats at the board: each thinks on a worker thread (the window stays responsive while a
strong player takes its time) and moves only once the pace delay has passed, so people can follow.

A computer player that fails (raises while deciding, or chooses a move the rules refuse) is never replaced
by a random move: the failure is logged here (logger "colosseum_desktop.computer_players") and raised as
`ComputerFailed` for the board to say in the game log. It is asked once more, as a failure can depend on what
the player remembers of its turn (the offers it made); after a second failure in a row it gives up the seat.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from .. import rules
from ..bots import make_bot
from ..game_log import LogLine
from ..i18n import _
from ..i18n.refusals import refusal_text

LOG = logging.getLogger("colosseum_desktop.computer_players")
TRIES = 2  # failures in a row before a seat is given up


class ComputerFailed(Exception):
    """A computer seat failed to give a legal move; `gave_up`: it has failed TRIES times in a row and no longer
    plays the seat."""

    def __init__(self, seat: int, level: str, reason: str, gave_up: bool) -> None:
        super().__init__(f"seat {seat} ({level}): {reason}")
        self.seat, self.level, self.reason, self.gave_up = seat, level, reason, gave_up


def make_computer(level: str, seed: int):
    """The bots package's player for a level; ValueError (naming the levels there are) for an unknown one."""
    return make_bot(level, seed)


class ComputerSeats:
    def __init__(self, seats: list[str], seed: int) -> None:
        self.players = {}
        self.levels = {}
        # seat -> why no computer can play it (an unknown level), worded in the language of the moment
        self.unplayable: dict[int, Callable[[], str]] = {}
        for seat, level in enumerate(seats):
            if level == "person":
                continue
            try:
                self.players[seat] = make_computer(level, seed * 31 + seat)
            except ValueError as error:
                LOG.error("seat %d: no computer player: %s", seat, error)
                self.unplayable[seat] = lambda level=level, seat=seat: _(
                    "No computer player of level “{level}” for seat {seat}", level=level, seat=seat + 1)
                continue
            self.levels[seat] = level
        self.failures: dict[int, int] = {}  # seat -> failures in a row
        self.waited_ms = 0.0
        self._workers: ThreadPoolExecutor | None = None
        self._thinking: tuple[rules.GameState, Future] | None = None

    def __contains__(self, seat) -> bool:
        return seat in self.players

    def hurry(self) -> None:
        """Space: no more waiting for the pace (the thinking itself still has to finish)."""
        self.waited_ms = float("inf")

    def rest(self) -> None:
        """A person decides now: the next computer turn starts its pace afresh."""
        self.waited_ms = 0.0

    def move(self, state: rules.GameState, seat: int, dt_ms: float, delay_ms: float):
        """The command of the computer `seat` once it has both decided and waited `delay_ms`; else None.
        Raises ComputerFailed when the player raised instead of deciding."""
        self.waited_ms += dt_ms
        if self._thinking is None or self._thinking[0] is not state:
            if self._workers is None:
                self._workers = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-player")
            self._thinking = (state, self._workers.submit(self.players[seat].choose, state))
        future = self._thinking[1]
        if self.waited_ms < delay_ms or not future.done():
            return None
        self.waited_ms = 0.0
        self._thinking = None
        error = future.exception()
        if error is not None:
            self._failed(seat, _("it stopped with an error: {error}", error=error), error)
        return future.result()

    def refused(self, seat: int, command, refused: rules.IllegalCommand) -> None:
        """The rules refused the seat's move: report it, with the rule's reason in the player's language (raises
        ComputerFailed)."""
        self._failed(seat, _("the rules refused its move {move}: {reason}", move=command.kind.replace("_", " "),
                             reason=refusal_text(refused.refusal)))

    def succeeded(self, seat: int) -> None:
        self.failures.pop(seat, None)

    def _failed(self, seat: int, reason: str, error: BaseException | None = None) -> None:
        count = self.failures.get(seat, 0) + 1
        self.failures[seat] = count
        level = self.levels[seat]
        gave_up = count >= TRIES
        LOG.error("computer player %s at seat %d failed (%d in a row): %s%s", level, seat, count, reason,
                  "; the seat goes to the people at the table" if gave_up else "; asking it once more",
                  exc_info=error)
        if gave_up:
            del self.players[seat]
            self.failures.pop(seat)
        raise ComputerFailed(seat, level, reason, gave_up)

    def stop_offers(self, computer: int, person: int, round_: int) -> None:
        """The person asked `computer` for no more trade offers until round `round_` ends."""
        if computer in self.players:
            self.players[computer].stop_offers(person, round_)

    def close(self) -> None:
        if self._workers is not None:
            self._workers.shutdown(wait=False, cancel_futures=True)
            self._workers = None


class BoardComputerTurns:
    """Mixed into the board scene: a computer player's command goes to the session like a person's, and a
    computer player that fails is said in the log and, failing twice, hands its seat to the people."""

    def _computer_turn(self, dt_ms: float) -> None:
        seat = self.deciding
        try:
            command = self.computers.move(self.state, seat, dt_ms, self.settings.computer_delay_ms)
            if command is not None:
                self._computer_submits(seat, command)
        except ComputerFailed as failure:
            self._computer_failed(failure)

    def _computer_submits(self, seat: int, command) -> None:
        try:
            self.session.submit(command)
        except rules.IllegalCommand as reason:
            self.computers.refused(seat, command, reason)  # raises ComputerFailed: never a quiet random move
        self.computers.succeeded(seat)
        self._catch_up()

    def _computer_failed(self, failure: ComputerFailed) -> None:
        """Say in the game log what went wrong with a computer player (it is logged in full already). After a
        second failure in a row the seat goes to the people at the table rather than to a random player: a
        "strong" seat quietly playing at random would spoil the game without anyone knowing why."""
        name = self.state.player(failure.seat).name
        if not failure.gave_up:
            self.log_panel.add_worded(lambda: [LogLine(_("{name}'s computer player failed ({reason}); it tries again",
                                                         name=name, reason=failure.reason), failure.seat)])
            self.invalidate()
            return
        self._hand_to_person(failure.seat, lambda: _("{name}'s computer player failed twice ({reason})", name=name,
                                                     reason=failure.reason))

    def _hand_to_person(self, seat: int, reason: Callable[[], str]) -> None:
        """`reason` words why, in the language of the moment: the log's line is worded again when it changes."""
        self.seats[seat] = "person"
        self.log_panel.add_worded(lambda: [LogLine(_("{reason}: a person plays this seat now, on this board",
                                                     reason=reason()), seat)])
        self.show_message(_("{reason}. Play {name}'s moves yourselves.", reason=reason(),
                            name=self.state.player(seat).name))
        self._rebuild_buttons()
