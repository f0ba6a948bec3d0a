"""The table: the game being played, who sits at each seat, who answers for them, who may take back, and
who follows. Screens host seats (turn a person's input into commands, ask a person's consent, draw a view);
they never decide who plays.

    table = Table(session, seats, observers=[AutosaveObserver(autosaver)])
    table.tick(dt_ms)                      # lets the deciding seat's driver answer (computer, log, link)
    table.submit(command)                  # a person's command: refused with IllegalCommand, nothing changed
    table.view_for(seat)                   # what that seat is shown: never the generator or the face-down token
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence

from .. import rules
from ..i18n import _
from ..i18n.refusals import refusal_text
from ..session import LogEntry, Session
from .hosting import SeatsHere
from .drivers import TRIES, ComputerDriver, Driver, DriverFailed, LogCursor, ReplayDriver, computer_seed
from .observers import TableObserver
from .seats import Computer, PersonHere, ReplaySeat, Seat
from .undo import ConsentRequest, Outcome, UndoOffer, undo_offer
from .views import SeatView, view_for

LOG = logging.getLogger("colosseum_desktop.computer_players")
MAX_MOVES = 20_000  # a safety net for `play_until`: a whole game takes a few hundred


class Table(SeatsHere):
    held_here = True  # the game is held at this table (saved from here); an online client table's is not

    def __init__(self, session: Session, seats: Sequence[Seat], observers: Iterable[TableObserver] = (),
                 pace_ms: Callable[[], float] = lambda: 0.0, threaded: bool = False,
                 wake: Callable[[], None] | None = None, log: Sequence[rules.Command] = ()) -> None:
        """`pace_ms`: how long a driver's answer waits before it is played, so people can follow (read each
        time: a setting); `threaded`: computers think on a worker thread (a screen) or inside `tick`
        (headless); `wake`: called from any thread when a driver's answer is ready; `log`: the commands the
        replay seats play back, in order."""
        self.session = session
        # A hook the session came with (an autosaver its maker set, in the saves' own tests and tools) keeps
        # running, before the observers, and is the session's again once the table is released.
        self._session_hook = session.on_change
        players = len(session.state.players)
        self.seats: list[Seat] = list(seats) + [PersonHere()] * (players - len(seats))
        self.observers = list(observers)
        self.pace_ms = pace_ms
        self.wake = wake or (lambda: None)
        self.drivers: dict[int, Driver] = {}
        self.failures: dict[int, int] = {}  # seat -> its driver's failures in a row
        self.waited_ms = 0.0
        self._views: tuple[rules.GameState | None, dict[int | None, SeatView]] = (None, {})
        self.handovers: list[tuple[int, Callable[[], str]]] = []  # seats no driver plays any more, and why
        self._seen = len(session.log)
        self._last_seen_entry: LogEntry | None = session.log[-1] if session.log else None
        session.on_change = self._session_changed
        cursor = LogCursor(log)
        unplayable = []
        for seat, kind in enumerate(self.seats):
            if isinstance(kind, Computer):
                try:
                    self.drivers[seat] = ComputerDriver(kind.level, computer_seed(session.seed, seat), threaded,
                                                        self.wake)
                except ValueError as error:
                    LOG.error("seat %d: no computer player: %s", seat, error)
                    unplayable.append((seat, kind.level))
            elif isinstance(kind, ReplaySeat):
                self.drivers[seat] = ReplayDriver(seat, cursor)
        for seat, level in unplayable:
            self.hand_to_people(seat, lambda level=level, seat=seat: _(
                "No computer player of level “{level}” for seat {seat}", level=level, seat=seat + 1))

    # -- what is at the table (the state, who decides, the people here: SeatsHere) -------------------
    def driven(self, seat: int | None) -> bool:
        """Whether a driver (not a person at a screen) answers for `seat`."""
        return seat in self.drivers

    def view_for(self, seat: int | None) -> SeatView:
        """What `seat` is shown now: one view per state and seat, so a driver asked again on it knows it is the
        same question."""
        state = self.state
        if self._views[0] is not state:
            self._views = (state, {})
        views = self._views[1]
        if seat not in views:
            views[seat] = view_for(state, seat)
        return views[seat]

    def watch(self, observer: TableObserver) -> None:
        """Follow the table from now on, told first of the seats already handed to the people (a screen that
        opens on a table whose computer level did not exist says so in its log)."""
        self.observers.append(observer)
        for seat, reason in self.handovers:
            observer.seat_handed_to_people(self, seat, reason)

    # -- changing the game ----------------------------------------------------------------------------
    def submit(self, command: rules.Command) -> list:
        """Play a command; on refusal the IllegalCommand propagates and nothing changes."""
        return self.session.submit(command)

    def receive(self, dt_ms: float) -> bool:
        """Take in a move made elsewhere; True when one was. The game is held here: nothing comes from elsewhere
        (an online game's client table takes the server's views in here)."""
        return False

    def tick(self, dt_ms: float) -> bool:
        """Let the deciding seat's driver answer once its pace has passed; True when a move was played. A
        driver that fails is reported to the observers, asked once more, and after TRIES failures in a row its
        seat goes to the people at this table: it never quietly plays at random."""
        seat = self.deciding
        driver = self.drivers.get(seat)
        if driver is None:
            self.waited_ms = 0.0  # a person decides: the next driven turn starts its pace afresh
            return False
        self.waited_ms += dt_ms
        return self._let_answer(seat, driver)

    def _let_answer(self, seat: int, driver: Driver) -> bool:
        """`tick` once the deciding seat's driver is known."""
        try:
            driver.ask(self.view_for(seat))
            if self.waited_ms < self.pace_ms():
                return False
            command = driver.answer()
            if command is None:
                return False
            self.waited_ms = 0.0
            try:
                self.session.submit(command)
            except rules.IllegalCommand as refused:
                refusal = refused.refusal  # the `as` name is gone once the except ends; the words are made later
                raise DriverFailed(lambda: _("the rules refused its move {move}: {reason}",
                                             move=command.kind.replace("_", " "),
                                             reason=refusal_text(refusal))) from refused
        except DriverFailed as failure:
            self._driver_failed(seat, failure)
            return False
        self.failures.pop(seat, None)
        return True

    def due_in_ms(self) -> float | None:
        """How long until a ready answer is played (its pace still running); None when none is waiting."""
        driver = self.drivers.get(self.deciding)
        if not isinstance(driver, ComputerDriver) or not driver.ready():
            return None
        return max(0.0, self.pace_ms() - self.waited_ms)

    def hurry(self) -> None:
        """No more waiting for the pace (the thinking itself still has to finish)."""
        self.waited_ms = float("inf")

    def play_until(self, until: Callable[[rules.GameState], bool] | None = None,
                   after_move: Callable[[rules.GameState, rules.GameState], None] | None = None) -> int:
        """Let the drivers play (headless, no pace) until `until(state)` holds, the game ends, or a person's
        decision is due; `after_move(before, after)` sees each move. Returns the moves played."""
        played = 0
        session, drivers = self.session, self.drivers
        for _move in range(MAX_MOVES):
            state = session.state
            if rules.is_over(state) or (until is not None and until(state)):
                break
            seat = rules.current_player(state)
            driver = drivers.get(seat)
            if driver is None:
                break  # a person decides, or its driver gave up the seat
            if self._let_answer(seat, driver):  # `tick(0.0)` with the deciding seat's driver already known
                played += 1
                if after_move is not None:
                    after_move(state, session.state)
        return played

    def hand_to_people(self, seat: int, reason: Callable[[], str]) -> None:
        """`reason` words why, in the language of the moment: a screen's log says it again when it changes."""
        driver = self.drivers.pop(seat, None)
        if driver is not None:
            driver.close()
        self.seats[seat] = PersonHere()
        self.failures.pop(seat, None)
        self.handovers.append((seat, reason))
        for observer in self.observers:
            observer.seat_handed_to_people(self, seat, reason)

    def stop_offers(self, computer: int, person: int) -> None:
        """`person` answered `computer`'s offer with "no more offers this round"."""
        driver = self.drivers.get(computer)
        if isinstance(driver, ComputerDriver):
            driver.stop_offers(person, self.state.round)

    def close(self) -> None:
        """Stop the drivers' thinking (the screen hosting the table is closing)."""
        for driver in self.drivers.values():
            driver.close()

    def release(self) -> None:
        """Done with this table: its drivers stop and the session no longer tells it of changes, so the
        session can be seated at another table."""
        self.close()
        self.session.on_change = self._session_hook

    # -- taking back ----------------------------------------------------------------------------------
    def undo_offer(self) -> UndoOffer | None:
        return undo_offer(self.session, self.seats)

    def take_back(self, offer: UndoOffer) -> Outcome:
        """Take back the deciding person's own action (an offer that needs no consent)."""
        if offer.needs_consent:
            raise ValueError("another person's action is taken back only through consent()")
        return self._take_back(offer.entry)

    def consent_request(self, offer: UndoOffer) -> ConsentRequest:
        """The question to put to the seat whose action it is (whatever drives it answers: `answer_consent`)."""
        return ConsentRequest(seat=offer.seat, entry=offer.entry)

    def answer_consent(self, request: ConsentRequest, agreed: bool) -> Outcome:
        if not agreed:
            return Outcome.REFUSED
        return self._take_back(request.entry)

    def _take_back(self, entry: LogEntry) -> Outcome:
        if not self.session.log or self.session.log[-1] is not entry:
            return Outcome.MOVED_ON
        self.session.undo(entry.command.player)
        return Outcome.TAKEN_BACK

    # -- following the session ------------------------------------------------------------------------
    def _session_changed(self, session: Session) -> None:
        """The session's hook: every change, from a screen, a dialog or a driver, reaches the observers."""
        if self._session_hook is not None:
            self._session_hook(session)
        log = session.log
        if len(log) < self._seen:
            entry = self._last_seen_entry
            self._seen = len(log)
            for observer in self.observers:
                observer.taken_back(self, entry)
        for entry in log[self._seen:]:
            self._seen += 1
            for observer in self.observers:
                observer.moved(self, entry)
        self._last_seen_entry = log[-1] if log else None

    def _driver_failed(self, seat: int, failure: DriverFailed) -> None:
        count = self.failures.get(seat, 0) + 1
        self.failures[seat] = count
        gave_up = count >= TRIES
        LOG.error("the driver of seat %d failed (%d in a row): %s%s", seat, count, failure,
                  "; the seat goes to the people at the table" if gave_up else "; asking it once more",
                  exc_info=failure.cause)
        for observer in self.observers:
            observer.driver_failed(self, seat, failure.reason_words, gave_up)
        if gave_up:
            name, computer = self.state.player(seat).name, isinstance(self.seats[seat], Computer)
            self.hand_to_people(seat, lambda: (
                _("{name}'s computer player failed twice ({reason})", name=name, reason=failure.reason_words())
                if computer else
                _("{name}'s moves could not be played back ({reason})", name=name, reason=failure.reason_words())))
