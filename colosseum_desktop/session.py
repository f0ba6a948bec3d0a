"""The game being played: its state, the log of (command, events), undo, and a hook for autosaves.

The only place that calls `rules.apply` on behalf of people at the table.
"""
from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass

from . import rules

# Events that reveal chance (dice, bag draws, roll-offs): undo never goes back across them.
CHANCE_EVENTS = frozenset({"dice_rolled", "market_refilled", "roll_off"})


GAME_ID_HEX_DIGITS = 16


def new_game_id() -> str:
    """A fresh random game identity: 16 hex digits, safe in file names, never derived from the game."""
    return secrets.token_hex(GAME_ID_HEX_DIGITS // 2)


@dataclass(frozen=True)
class BranchPoint:
    """Where a game that is a line of play of its own left the game it came from: that game's id and the number
    of moves it had then (a game played on from a replay, or continued twice: saves/lines.py)."""

    game_id: str
    move: int


@dataclass(frozen=True)
class HintUse:
    """Whether the game allows hints (chosen when it is set up), and how many each seat was given: the first
    press of H for a decision counts one. `counted_from_start` is False for a game saved before hints were
    counted (schema 6 and older): its counts start where it was opened."""

    allowed: bool
    given: tuple[int, ...]
    counted_from_start: bool = True

    @classmethod
    def none_given(cls, players: int, allowed: bool = True, counted_from_start: bool = True) -> "HintUse":
        return cls(allowed, (0,) * players, counted_from_start)

    def one_more(self, seat: int) -> "HintUse":
        return HintUse(self.allowed, tuple(n + (s == seat) for s, n in enumerate(self.given)),
                       self.counted_from_start)


@dataclass(frozen=True)
class LogEntry:
    command: rules.Command
    events: tuple
    state_before: rules.GameState


class Session:
    def __init__(self, state: rules.GameState, on_change: Callable[["Session"], None] | None = None,
                 game_id: str | None = None, branched_from: BranchPoint | None = None,
                 hints: HintUse | None = None, guide_step: int | None = None) -> None:
        self.initial = state
        self.state = state
        self.log: list[LogEntry] = []
        self.on_change = on_change
        # Which game this is, for its saves: kept across save and load, not part of the rules' state.
        self.game_id = game_id or new_game_id()
        self.branched_from = branched_from  # None: the game was dealt anew, not branched off another
        self.hints = hints or HintUse.none_given(len(state.players))  # kept in its saves, not the rules' state
        self.guide_step = guide_step  # the guided first game's step (colosseum_desktop/guide); None: not guided

    @classmethod
    def new(cls, options: rules.GameOptions, seed: int, **kwargs) -> "Session":
        return cls(rules.new_game(options, seed), **kwargs)

    @property
    def options(self) -> rules.GameOptions:
        return self.state.options

    @property
    def seed(self) -> int:
        return self.state.seed

    def submit(self, command) -> list:
        """Apply a command; on refusal the IllegalCommand propagates and nothing changes."""
        new_state, events = rules.apply(self.state, command)
        self.log.append(LogEntry(command=command, events=tuple(events), state_before=self.state))
        self.state = new_state
        if self.on_change is not None:
            self.on_change(self)
        return events

    def on_its_way(self) -> rules.Command | None:
        """The command submitted and not yet in the state: never here, where it is applied at once (online, the one
        sent to the server and not yet come back in a view: ClientSession)."""
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        """The last action can be taken back by the one who made it, unless it revealed chance."""
        if not self.log:
            return False
        last = self.log[-1]
        if seat is not None and last.command.player != seat:
            return False
        return not any(e.kind in CHANCE_EVENTS for e in last.events)

    def can_take_back_own(self, seat: int) -> bool:
        """Whether `seat` may take back the last action on their own: it is theirs, made in their current turn
        (they decided then and still decide now, in the same phase of the same round), and it revealed no
        chance. Anything else changes another person's situation and needs that person's agreement."""
        if not self.can_undo(seat) or rules.current_player(self.state) != seat:
            return False
        before = self.log[-1].state_before
        return (rules.current_player(before) == seat and before.round == self.state.round
                and before.phase == self.state.phase)

    def undo(self, seat: int | None = None) -> rules.Command:
        if not self.can_undo(seat):
            raise rules.IllegalCommand(rules.Why.NOTHING_TO_UNDO)
        entry = self.log.pop()
        self.state = entry.state_before
        if self.on_change is not None:
            self.on_change(self)
        return entry.command

    @classmethod
    def replay(cls, options: rules.GameOptions, seed: int, commands, **kwargs) -> "Session":
        """Play the commands again from the start; raises IllegalCommand if one no longer applies."""
        session = cls.new(options, seed, game_id=kwargs.get("game_id"), branched_from=kwargs.get("branched_from"),
                          hints=kwargs.get("hints"), guide_step=kwargs.get("guide_step"))
        for command in commands:
            session.submit(command)
        session.on_change = kwargs.get("on_change")
        return session
