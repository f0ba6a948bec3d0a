"""What an online game's table on a player's computer (online/client_table.py) hands the board: the moves as this
computer saw them come, the server's questions to take back, the connection, the moves before the board opened or
made while it was not connected."""
from __future__ import annotations

from dataclasses import dataclass

from ..session import LogEntry
from ..table import ConsentRequest
from .history import earlier_entries
from .link import LinkState
from ..protocol.messages import MovesSoFar

# The links' states from the worst to the best: the board shows the worst of its seats' links.
WORST_FIRST = (LinkState.REFUSED, LinkState.CLOSED, LinkState.RECONNECTING, LinkState.CONNECTING,
               LinkState.CONNECTED)


@dataclass(frozen=True)
class ServedEntry(LogEntry):
    """A move as this computer saw it come, with the game's version it made (a take-back names that version)."""
    version: int


@dataclass(frozen=True)
class RemoteConsentRequest(ConsentRequest):
    """The server's question to a seat here: may `entry` be taken back, as `asked_by` asks (request `request`)?"""
    request: str
    asked_by: int
    seconds: int | None = None  # the server's time limit for the answer

    def answer_within(self) -> int | None:
        return self.seconds

    def asker(self) -> int | None:
        return self.asked_by


@dataclass(frozen=True)
class Connection:
    """What the board says of the connection: the worst link's state and the moves still to send."""
    state: LinkState
    waiting: int



@dataclass(frozen=True)
class EarlierMoves:
    """The moves played before the board opened, as the server sent them (the newest MAX_MOVES_SENT)."""
    entries: list[LogEntry]
    left_out: int  # older moves than those, not sent


@dataclass
class MissedMoves:
    """Moves made while this computer was not connected: the game went from version `since` to `to` at once (a jump
    of `count` versions). Their entries once the server sent them (asked at the jump), for the game log only (their
    states before are stand-ins: online/history.py); None until then, and if they never come (the log says how many
    were made instead)."""
    since: int
    to: int
    count: int
    entries: list[LogEntry] | None = None


class AskedMoves:
    """The moves a table asked the server for, for the game log only: those played before its first view, and those
    of each jump (moves made while this computer was not connected)."""

    def __init__(self) -> None:
        self._opened_at: int | None = None  # the version of the first view shown (the moves before it are asked for)
        self._earlier: EarlierMoves | None = None  # those moves, once come, until the board takes them
        self._earlier_wanted = False  # they were asked for and have not come
        self._missed: MissedMoves | None = None  # the newest jump's moves
        self._missing: list[MissedMoves] = []  # jumps whose moves were asked for and have not come
        self._missed_came = False  # some have come since the board last looked (take_missed_came)

    def before(self, version: int) -> None:
        """The moves up to `version`, the first view's, were asked for."""
        self._opened_at = version
        self._earlier_wanted = True

    def jumped(self, since: int, to: int) -> None:
        """The game went from version `since` to `to` at once; its moves were asked for."""
        self._missed = MissedMoves(since=since, to=to, count=to - since)
        self._missing.append(self._missed)

    def came(self, found: MovesSoFar, initial) -> None:
        """The server's answer: the standing moves up to a version (`initial`: the game's first state)."""
        if self._earlier_wanted:
            self._earlier_wanted = False
            moves = [move for move in found.moves if move.number <= self._opened_at]
            self._earlier = EarlierMoves(entries=earlier_entries(moves, initial), left_out=found.left_out)
        reach = max((move.number for move in found.moves), default=-1)  # the answer holds every move up to it
        for missed in [missed for missed in self._missing if missed.to <= reach]:
            if found.left_out and found.moves[0].number > missed.since + 1:
                continue  # some of its moves are older than those sent: the log keeps saying how many
            self._missing.remove(missed)
            missed.entries = earlier_entries([move for move in found.moves if missed.since < move.number <= missed.to],
                                             initial)
            self._missed_came = True

    def take_earlier(self) -> EarlierMoves | None:
        earlier, self._earlier = self._earlier, None
        return earlier

    def latest_missed(self) -> MissedMoves | None:
        return self._missed

    def take_missed_came(self) -> bool:
        came, self._missed_came = self._missed_came, False
        return came
