"""The game as an online table on this computer knows it (online/client_table.py), read by the board's dialogs."""
from __future__ import annotations

from typing import Protocol

from .. import rules
from ..session import HintUse, LogEntry, Session


class Sender(Protocol):
    """The table that sends a session's commands (online/client_table.py's ClientTable)."""

    def submit(self, command: rules.Command) -> list: ...

    def on_its_way(self) -> rules.Command | None: ...


class ClientSession:
    """The game as this computer knows it: the newest view's state and the moves seen since this board opened.
    What the dialogs read (`state`, `log`) and submit to (`submit`: the table sends it; nothing changes here)."""

    def __init__(self, table: Sender, game_id: str, state: rules.GameState) -> None:
        self._table = table
        self.game_id = game_id
        self.initial = state
        self.state = state
        self.log: list[LogEntry] = []
        self.branched_from = None
        self.hints = HintUse.none_given(len(state.players))  # counted on this computer only, as its board shows
        self.guide_step = None  # an online game is never the guided first game

    @property
    def seed(self) -> int:
        return self.state.seed  # blanked in every view: the server keeps it

    @property
    def options(self) -> rules.GameOptions:
        return self.state.options

    def submit(self, command: rules.Command) -> list:
        return self._table.submit(command)

    def on_its_way(self) -> rules.Command | None:
        return self._table.on_its_way()

    # The table's undo rule (table/undo.py) reads these: a session held here's own, on the moves seen here.
    can_undo = Session.can_undo
    can_take_back_own = Session.can_take_back_own
