"""The computer seats at the board: each thinks on a worker thread (the window stays responsive while a
strong player takes its time) and moves only once the pace delay has passed, so people can follow."""
from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor

from .. import rules


def make_computer(level: str, seed: int):
    """The bots package's player for a level; the random player when that level (or the package) is missing."""
    try:
        from ..bots import make_bot
        return make_bot(level, seed)
    except (ImportError, ValueError, KeyError):
        from ..bots.random_bot import RandomBot
        return RandomBot(seed)


class ComputerSeats:
    def __init__(self, seats: list[str], seed: int) -> None:
        self.players = {seat: make_computer(level, seed * 31 + seat)
                        for seat, level in enumerate(seats) if level != "person"}
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
        """The command of the computer `seat` once it has both decided and waited `delay_ms`; else None."""
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
        try:
            return future.result()
        except Exception:  # noqa: BLE001 - a computer player's bug must not stop the people's game
            return random.Random(len(state.players) + state.round).choice(rules.legal_commands(state))

    def close(self) -> None:
        if self._workers is not None:
            self._workers.shutdown(wait=False, cancel_futures=True)
            self._workers = None
