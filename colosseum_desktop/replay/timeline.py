"""A finished or unfinished game as a timeline: the position after each of its moves, found again on demand.

A save holds where the game started (a new deal of its options and seed, or the stored start of a game carried
over from older rules), every move with the events it caused, and the position reached. The timeline keeps the
moves and one position in every `checkpoint_every` (a checkpoint); the position after move n is the nearest
checkpoint at or before n played on to n with the rules (pure: a few moves, well under a millisecond each), or
the position last asked for when that is nearer, so stepping forward costs one move.

Move 0 is the start; move n is the position after the n-th move. Each move's round and phase are kept for every
move (two small values each), so jumps to a round or a phase never play anything to find where they go.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .. import rules
from ..saves.format import LogRecord
from ..rules.state import GameState, Phase

DEFAULT_CHECKPOINT_EVERY = 8


@dataclass(frozen=True)
class Place:
    """Where a moment lies in the game."""

    round: int
    phase: Phase


@dataclass(frozen=True)
class PhaseStart:
    """A phase of a round as it began in this game: the first moment it shows, and its place."""

    move: int
    place: Place


class Timeline:
    """The positions of one game's moves. `states` gives the position after every move, the start first
    (len(records) + 1 of them): they are read once, and only the checkpoints are kept."""

    def __init__(self, records: Sequence[LogRecord], states, *, checkpoint_every: int = DEFAULT_CHECKPOINT_EVERY):
        if checkpoint_every < 1:
            raise ValueError("keep a checkpoint at least every move")
        self.records = tuple(records)
        self.checkpoint_every = checkpoint_every
        checkpoints: list[GameState] = []
        places: list[Place] = []
        for move, state in enumerate(states):
            if move % checkpoint_every == 0:
                checkpoints.append(state)
            places.append(Place(state.round, state.phase))
            last = state
        if len(places) != len(self.records) + 1:
            raise ValueError(f"{len(self.records)} moves need {len(self.records) + 1} positions, not {len(places)}")
        self._checkpoints = tuple(checkpoints)
        self.places = tuple(places)
        self.final = last
        self._last_asked: tuple[int, GameState] = (0, checkpoints[0])

    @property
    def length(self) -> int:
        """How many moves the timeline shows (its last moment's number)."""
        return len(self.records)

    @property
    def start(self) -> GameState:
        return self._checkpoints[0]

    def state_at(self, move: int) -> GameState:
        """The position after `move` moves (0: the start)."""
        if not 0 <= move <= self.length:
            raise IndexError(f"move {move} is not in this game (0-{self.length})")
        if move == self.length:
            return self.final
        base = move - move % self.checkpoint_every
        reached, state = base, self._checkpoints[base // self.checkpoint_every]
        asked, asked_state = self._last_asked
        if base <= asked <= move:  # stepping forward: one move from the last position asked for
            reached, state = asked, asked_state
        for record in self.records[reached:move]:
            state, _events = rules.apply(state, record.command)
        self._last_asked = (move, state)
        return state

    def record(self, move: int) -> LogRecord:
        """The move that led to moment `move` (1 to length): its command and the events it caused."""
        if not 1 <= move <= self.length:
            raise IndexError(f"moment {move} was not reached by a move (1-{self.length})")
        return self.records[move - 1]

    # -- rounds and phases --------------------------------------------------------------------------
    def place(self, move: int) -> Place:
        return self.places[move]

    def phase_start(self, move: int) -> int:
        """The first moment of the phase that moment `move` is in."""
        place = self.places[move]
        while move > 0 and self.places[move - 1] == place:
            move -= 1
        return move

    def next_phase(self, move: int) -> int:
        """The first moment of the next phase (the last moment if there is none)."""
        place = self.places[move]
        while move < self.length and self.places[move] == place:
            move += 1
        return move

    def previous_phase(self, move: int) -> int:
        """The start of this phase, or of the one before when `move` is already its start (as a player's
        "previous track")."""
        start = self.phase_start(move)
        return start if start < move or start == 0 else self.phase_start(start - 1)

    def round_start(self, round_number: int) -> int | None:
        """The first moment of round `round_number`, or None if the game never reached it."""
        for move, place in enumerate(self.places):
            if place.round == round_number:
                return move
        return None

    def phases(self) -> list[PhaseStart]:
        """Every phase of every round as this game went through it, in order."""
        return [PhaseStart(move, place) for move, place in enumerate(self.places)
                if move == 0 or self.places[move - 1] != place]

    def rounds(self) -> list[int]:
        return sorted({place.round for place in self.places})

    @property
    def kept_positions(self) -> int:
        """How many positions the timeline holds: its checkpoints, the final one and the one last asked for."""
        return len(self._checkpoints) + 2
