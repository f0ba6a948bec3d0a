"""An online table's game as the server's views show it on this computer (online/client_table.py's ClientTable
stands on it): the views that arrive from the seats' links, taken in order, become the session's state and log,
each move told to the observers; moves this computer did not see come as a jump.
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence

from pydantic import ValidationError

from ..i18n import _
from ..saves.format import PERSON
from ..table import Computer, PersonHere, RemotePerson, Seat, TableObserver
from ..table.hosting import SeatsHere
from .answer_words import resigned_words
from .client_records import AskedMoves, EarlierMoves, MissedMoves, ServedEntry
from .client_session import ClientSession
from .link import SeatLink
from ..protocol.messages import MovesSoFar, SeatCredentials, SeatViewMessage
from .turn_clock import TurnClock, clock_of

LOG = logging.getLogger("colosseum_desktop.online")


class ViewsFollowed(SeatsHere):
    """The seats' links, and the game their views show."""

    def __init__(self, server_url: str, seats: Sequence[SeatCredentials], observers: Iterable[TableObserver] = (),
                 pace_ms: Callable[[], float] = lambda: 0.0, wake: Callable[[], None] | None = None,
                 wake_after: Callable[[float], None] = lambda ms: None,
                 link: Callable[..., SeatLink] = SeatLink) -> None:
        """`seats`: the credentials of the seats played at this computer (one game's); `pace_ms`: the least time
        between two moves shown that were made elsewhere (read each time: a setting); `wake`: called from the
        links' threads when something arrived; `wake_after(ms)`: asks the window to look again in `ms`."""
        self.server_url = server_url
        self.game_id, self.links = self._linked(server_url, seats, link, wake)
        self.observers = list(observers)
        self.pace_ms, self.wake_after = pace_ms, wake_after
        self.session: ClientSession | None = None  # once the first view has come
        self.seats: list[Seat] = []
        self.version = -1  # the version of the state shown
        self._arrived: dict[int, SeatViewMessage] = {}  # views not shown yet, by version
        self._newest: SeatViewMessage | None = None  # the newest view (whose seats say who is connected)
        self._since_move_ms = float("inf")
        self._refusals: list[Callable[[], str]] = []
        self._taken_back_by: int | None = None  # who asked for the last take-back shown (the server says)
        self._fresh_from = 0  # the log from here on is every move up to the state shown (before: a jump between)
        self._clock: TurnClock | None = None  # the deadline of the view whose state is shown
        self._timed = False  # the game has a turn time (said by every view)
        self._waiting = False  # a lobby game waiting for players (said by every view; the server says when it starts)
        self._seated: SeatViewMessage | None = None  # a newer view of the waiting game's version: a seat was taken
        self._asked_moves = AskedMoves()  # the moves before the first view and each jump's, for the game log

    @staticmethod
    def _linked(server_url: str, seats: Sequence[SeatCredentials], link: Callable[..., SeatLink],
                wake: Callable[[], None] | None) -> tuple[str, dict[int, SeatLink]]:
        """(the game's id, a link for each seat by its number); ValueError for seats no table sits at."""
        if not seats:
            raise ValueError("an online table needs at least one seat played here")
        games = {credentials.game_id for credentials in seats}
        if len(games) != 1:
            raise ValueError(f"the seats belong to {len(games)} games; a table shows one")
        if len({credentials.seat for credentials in seats}) != len(seats):
            raise ValueError("a seat is named twice")
        return games.pop(), {credentials.seat: link(server_url, credentials.game_id, credentials.seat,
                                                    credentials.secret, wake=wake) for credentials in seats}

    def start(self) -> "ViewsFollowed":
        for seat_link in self.links.values():
            seat_link.start()
        return self

    # -- what the views show ------------------------------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """The first view has come: there is a game to show."""
        return self.session is not None

    def turn_clock(self) -> TurnClock | None:
        """Until when the person to decide in the state shown may take (a game with a turn time); None when the game
        has none, is over, or a computer decides (it plays at once)."""
        return self._clock

    def timed(self) -> bool:
        """The game has a turn time (its deadlines come and go as people and computers decide)."""
        return self._timed

    def waiting(self) -> bool:
        """A lobby game waiting for players: nobody decides, no clock runs, until every seat is taken."""
        return self._waiting

    def free_seats(self) -> int:
        """The person seats nobody has taken yet, as the newest view says."""
        seats = self._newest.seats if self._newest is not None else []
        return sum(1 for info in seats if info.kind == PERSON and not info.joined)

    def _show(self, view: SeatViewMessage) -> None:
        """`view`'s state is the one shown from now on: its clock too."""
        self._clock = clock_of(view)
        self._timed = view.turn_seconds is not None
        self._waiting = view.waiting

    def take_earlier(self) -> EarlierMoves | None:
        """The moves played before this table's first view (asked of the server when it came), once they have come:
        for the game log only (their states before are stand-ins: online/history.py). None until then, and after."""
        return self._asked_moves.take_earlier()

    def latest_missed(self) -> MissedMoves | None:
        """The moves of the newest jump (TableObserver.jumped), filled in when the server's answer comes."""
        return self._asked_moves.latest_missed()

    def take_missed_came(self) -> bool:
        """Whether the moves of a jump came since the last call (the log words that jump's moves now)."""
        return self._asked_moves.take_missed_came()

    def taken_back_by(self) -> int | None:
        """The seat that asked for the last take-back the observers were told of (its move may be another's)."""
        return self._taken_back_by

    # -- the views ---------------------------------------------------------------------------------------------
    def receive(self, dt_ms: float) -> bool:
        """Take in what the links brought: the server's answers, and the next move (a move made elsewhere once
        the pace has passed since the last one shown). True when the state shown changed."""
        self._since_move_ms += dt_ms
        for seat_link in self.links.values():
            for message in seat_link.take_views():
                self._arrive(message)
            for answer in seat_link.take_answers():
                self._answered(answer)
        if self._seated is not None and not self._arrived:
            self._seat_taken(self._seated)
            return True
        if not self._arrived:
            return False
        if self.session is None:
            self._open(self._arrived.pop(max(self._arrived)))
            self._arrived.clear()
            return True
        following = self._arrived.get(self.version + 1)
        if following is not None and following.taken_back is not None:
            del self._arrived[following.version]
            self._taken_back(following)
            return True
        if following is None or following.command is None:
            self._jump()
            return True
        if following.command.player not in self.people_here():
            waited = self._since_move_ms
            if waited < self.pace_ms():
                self.wake_after(self.pace_ms() - waited)
                return False
        del self._arrived[following.version]
        self._move(following)
        return True

    def hurry(self) -> None:
        """No more waiting for the pace: the moves that came are shown at once."""
        self._since_move_ms = float("inf")

    def _arrive(self, message: dict) -> None:
        try:
            view = SeatViewMessage.model_validate(message)
        except ValidationError as error:
            # A view this version cannot read (a newer server's): logged, and left out; the next view that can be
            # read brings the game on, as a jump.
            LOG.error("a view from the server could not be read: %s", error)
            return
        if view.game_id != self.game_id:
            return
        if self._newest is None or view.version >= self._newest.version:
            if self._newest is not None:  # a person who resigned since the view before (on whichever server process)
                self._tell_resigned(self._newest, view)
            self._newest = view
            seats = self._seats_of(view)
            here_before = self.people_here() if self.seats else set(self.links)  # (before the first view: ours)
            for seat, now in enumerate(seats):
                if seat in here_before and isinstance(now, Computer) and not view.seats[seat].resigned:
                    # its time ran out, and it was handed over (a resignation is said with its answer)
                    name = view.seats[seat].name
                    self._refusals.append(lambda name=name: _(
                        "{name}'s time ran out, and another player handed the seat to the server's computer player. "
                        "You can watch on.", name=name))
            self.seats = seats
        if view.version > self.version:
            self._arrived[view.version] = view
        elif self.session is not None and self._waiting and view.version == self.version:
            self._seated = view  # the same version, a seat's new name, or the game starting: shown as it is

    def _tell_resigned(self, before: SeatViewMessage, after: SeatViewMessage) -> None:
        resigned_before = {info.seat for info in before.seats if info.resigned}
        for info in after.seats:
            if info.resigned and info.seat not in resigned_before:
                self._refusals.append(resigned_words(info.name, info.seat in self.links))

    def _seats_of(self, view: SeatViewMessage) -> list[Seat]:
        seats: list[Seat] = []
        for info in view.seats:
            if info.kind != PERSON:
                seats.append(Computer(level=info.kind.partition(":")[2]))
            elif info.seat in self.links:
                seats.append(PersonHere())
            else:
                seats.append(RemotePerson(connected=info.connected, free=view.waiting and not info.joined))
        return seats

    def _open(self, view: SeatViewMessage) -> None:
        self.session = ClientSession(self, view.game_id, view.view.state)
        self.version = view.version
        self._show(view)
        if view.version:  # the moves before it, for the game log (the server's one read-only message)
            self._asked_moves.before(view.version)
            self._ask_moves(view.version)

    def _seat_taken(self, view: SeatViewMessage) -> None:
        """While the game waits for players nothing has been played: the waiting state is replaced by the newer view's
        (the names of those who took seats; the clock once the last seat was taken)."""
        self._seated = None
        self.session.state = view.view.state
        self._show(view)

    def _ask_moves(self, to: int) -> None:
        """Ask the server for the moves up to version `to` (every answer is the standing moves up to the version
        asked, the newest MAX_MOVES_SENT: one answer serves every stretch it reaches, whichever ask it answers)."""
        next(iter(self.links.values())).ask({"type": "moves", "to": to})

    def _moves_came(self, message: dict) -> None:
        try:
            found = MovesSoFar.model_validate(message)
        except ValidationError as error:
            LOG.error("the moves so far from the server could not be read: %s", error)
            return
        if found.game_id != self.game_id or self.session is None:
            return
        self._asked_moves.came(found, self.session.initial)

    def _move(self, view: SeatViewMessage) -> None:
        session = self.session
        entry = ServedEntry(command=view.command, events=tuple(view.events), state_before=session.state,
                            version=view.version)
        session.log.append(entry)
        session.state, self.version = view.view.state, view.version
        self._show(view)
        self._since_move_ms = 0.0
        for observer in self.observers:
            observer.moved(self, entry)

    def _taken_back(self, view: SeatViewMessage) -> None:
        """The server took back the last move: the log's last entry, when it is that move; else a jump."""
        log = self.session.log
        last = log[-1] if len(log) > self._fresh_from else None
        if not isinstance(last, ServedEntry) or last.version != view.taken_back:
            self._arrived[view.version] = view
            self._jump()
            return
        log.pop()
        self.session.state, self.version = view.view.state, view.version
        self._show(view)
        self._taken_back_by = view.taken_back_by
        for observer in self.observers:
            observer.taken_back(self, last)

    def _jump(self) -> None:
        """Moves were made that this computer never saw (it was not connected): the newest state, at once."""
        newest = self._arrived[max(self._arrived)]
        missed = newest.version - self.version
        self._asked_moves.jumped(self.version, newest.version)
        self._ask_moves(newest.version)  # for the game log: each move in its own line, once they come
        self._arrived.clear()
        self._fresh_from = len(self.session.log)
        self.session.state, self.version = newest.view.state, newest.version
        self._show(newest)
        self._since_move_ms = 0.0
        for observer in self.observers:
            observer.jumped(self, missed)

    def _answered(self, answer: dict) -> None:
        """An answer of the server's to something sent from here (ClientTable words it)."""
        raise NotImplementedError
