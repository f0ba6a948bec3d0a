"""Who follows the table: typed observers told of each move, each take-back and each seat changing hands.

The autosave, the board's game log, animations and sound are observers. Each method has a default that does
nothing, so an observer names only what it follows. They are called on the thread that changed the game (for
the board: the drawing thread, which also submits the computers' moves). `table` is the Table that changed.
"""
from __future__ import annotations

from collections.abc import Callable

from ..i18n.lazy import LazyMessage
from ..saves.autosave import Autosaver
from ..session import LogEntry


class TableObserver:
    def moved(self, table, entry: LogEntry) -> None:
        """`entry` was just played (by a person, a dialog, a computer or a log)."""

    def taken_back(self, table, entry: LogEntry) -> None:
        """`entry`, the last action, was just taken back."""

    def jumped(self, table, moves: int) -> None:
        """The state jumped `moves` moves ahead without them being told (online: moves made while this computer
        was not connected; the server sends only the newest view)."""

    def driver_failed(self, table, seat: int, reason: Callable[[], str], gave_up: bool) -> None:
        """The driver of `seat` could not give a legal move (`reason` words why in the language of the
        moment); it is asked again, or when `gave_up` the seat now belongs to the people at this table."""

    def seat_handed_to_people(self, table, seat: int, reason: Callable[[], str]) -> None:
        """No driver plays `seat` any more (it failed, or its level does not exist): a person here plays it."""


class AutosaveObserver(TableObserver):
    """Autosaves the game after every move and every take-back, remembering why the last one failed."""

    def __init__(self, autosaver: Autosaver) -> None:
        self.autosaver = autosaver

    @property
    def problem(self) -> LazyMessage | None:
        """Why the last autosave failed (worded in the language of the moment); None after a success."""
        return self.autosaver.problem

    def moved(self, table, entry) -> None:
        self.autosaver.autosave(table.session)

    def taken_back(self, table, entry) -> None:
        self.autosaver.autosave(table.session)
