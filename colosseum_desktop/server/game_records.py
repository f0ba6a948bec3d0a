"""What the server's games answer with, as values: a game as read (its state, seats, clock and last move), a game
made, a move applied, a take-back done or waiting for consent, a refusal; and the states kept parsed between
commands.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone


from .. import rules
from ..saves.format import LogRecord
from ..protocol.messages import Reason, RulesRefusal


class Refusal(Exception):
    """A request the server refuses: a `Reason`, an English sentence, and what the client needs to recover."""

    def __init__(self, reason: Reason, message: str, *, version: int | None = None,
                 refusal: rules.Refusal | None = None) -> None:
        super().__init__(message)
        self.reason, self.message, self.version, self.refusal = reason, message, version, refusal

    @property
    def rules_refusal(self) -> RulesRefusal | None:
        return None if self.refusal is None else RulesRefusal.of(self.refusal)


@dataclass(frozen=True)
class CreatedGame:
    game_id: str
    host_secret: str
    invites: dict[int, str]  # seat -> invite code, for every seat played by a person


@dataclass(frozen=True)
class GameRecord:
    """A game as stored, with its state read back."""

    game_id: str
    version: int
    state: rules.GameState
    kinds: tuple[str, ...]
    claimed: tuple[bool, ...]
    to_play: int | None
    turn_seconds: int | None
    turn_started_at: datetime
    last_events: tuple[rules.Event, ...]
    last_command: rules.Command | None = None
    taken_back: int | None = None  # the move the last change took back (then there is no last command)
    taken_back_by: int | None = None  # and the seat that asked for it (the move may be another's)
    waiting: bool = False  # a lobby game waiting for players: no move, no clock (waiting_games.py)
    bank_seconds: int | None = None  # what is left in the bank of the seat to play (time_banks.py); None: no banks

    @property
    def deadline(self) -> datetime | None:
        """When the seat to play runs out of time: its turn time and what is left in its bank, by the server's
        clock."""
        if self.turn_seconds is None or self.to_play is None:
            return None
        return self.turn_started_at + timedelta(seconds=self.turn_seconds + (self.bank_seconds or 0))


@dataclass(frozen=True)
class ConsentNeeded:
    """A take-back waits for `seat`'s agreement: the move it would take back, at the game's `version`."""
    seat: int
    version: int
    move: int
    record: LogRecord


@dataclass(frozen=True)
class TakenBack:
    version: int
    move: int
    repeated: bool  # the request id had been answered before: nothing was taken back now
    record: GameRecord | None = None  # the game after it (None when repeated)


@dataclass(frozen=True)
class Applied:
    version: int
    repeated: bool  # the command id had been applied before: nothing was applied now
    record: GameRecord | None = None  # the game after the move (None when repeated): what the seats are sent


# The statements every command runs, built once (building SQLAlchemy expressions costs more than running them).



def now() -> datetime:
    return datetime.now(timezone.utc)


class StateCache:
    """States already read, by (game, version): a version's state never changes, so a command for a game whose
    version is the one cached skips reading its JSON again. Small, and shared by the server's threads."""

    def __init__(self, size: int = 512) -> None:
        self._states: OrderedDict[str, tuple[int, rules.GameState]] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()

    def get(self, game_id: str, version: int, text: str) -> rules.GameState:
        with self._lock:
            found = self._states.get(game_id)
            if found is not None and found[0] == version:
                self._states.move_to_end(game_id)
                return found[1]
        state = rules.GameState.model_validate_json(text)
        self.put(game_id, version, state)
        return state

    def put(self, game_id: str, version: int, state: rules.GameState) -> None:
        with self._lock:
            self._states[game_id] = (version, state)
            self._states.move_to_end(game_id)
            while len(self._states) > self._size:
                self._states.popitem(last=False)
