"""The server's worker threads, in three pools so that one kind of work never waits behind another.

The event loop only moves messages; the database and the computers' thinking run on threads. They were one pool
of 16, and a crowd of connections arriving together (every client coming back after a restart, or a load run's
start) filled it with reads: each hello reads the seat and then the game, so a command arriving then waited behind
hundreds of reads (350 ms in the queue, measured), and sixteen threads working Python code at once also starved the
event loop of the interpreter's lock. Now commands and other changes have their own threads (on SQLite one writes
at a time anyway), reads theirs, and the computers' thinking its own, each pool about as large as what the machine
can do at once.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from anyio import CapacityLimiter, to_thread


@dataclass(frozen=True)
class PoolSizes:
    reads: int = 4  # a connection's hello, views to send, the moves so far, lists of games
    writes: int = 4  # transactions that change a game: commands, take-backs, hand-overs, new games, joins
    thinking: int = 2  # the server's computer players deciding (no database)

    @property
    def connections(self) -> int:
        """The database connections the pools use at once (thinking uses none)."""
        return self.reads + self.writes


class Workers:
    def __init__(self, sizes: PoolSizes) -> None:
        self._reads = CapacityLimiter(sizes.reads)
        self._writes = CapacityLimiter(sizes.writes)
        self._thinking = CapacityLimiter(sizes.thinking)

    async def read(self, function: Callable[..., Any], *args: Any) -> Any:
        return await to_thread.run_sync(function, *args, limiter=self._reads)

    async def write(self, function: Callable[..., Any], *args: Any) -> Any:
        return await to_thread.run_sync(function, *args, limiter=self._writes)

    async def think(self, function: Callable[..., Any], *args: Any) -> Any:
        return await to_thread.run_sync(function, *args, limiter=self._thinking)
