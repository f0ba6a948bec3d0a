"""The server's computer players: a task per game that plays its computer seats (their moves worked out on a
worker, applied like a person's), and their trade offers stopped when a person asks.
"""
from __future__ import annotations

import asyncio
import logging


from ..bots import make_bot
from ..saves.format import PERSON
from ..table import computer_seed, view_for
from .games import GameRecord, Games, Refusal
from ..protocol.messages import Reason
from .workers import Workers
from .hub import Hub

LOG = logging.getLogger("colosseum_desktop.online")  # the server's log, as server.py's


class ComputerPlayers:
    """Plays the computer seats of the games on this server: one task per game while a computer is to decide,
    each move through the same transaction as a person's."""

    FAILURES_BEFORE_GIVING_UP = 2

    def __init__(self, games: Games, hub: Hub, workers: Workers) -> None:
        self.games, self.hub, self.workers = games, hub, workers
        self.tasks: dict[str, asyncio.Task] = {}
        self.woken: set[str] = set()
        self.players: dict[tuple[str, int], object] = {}
        self.failures: dict[str, int] = {}

    def wake(self, game_id: str, record: GameRecord | None = None) -> None:
        """Look whether a computer is to decide in the game (`record`: the game as it is now, if known)."""
        if record is not None and game_id not in self.tasks and (
                record.to_play is None or record.kinds[record.to_play] == PERSON):
            return  # a person's decision: nothing to do until that person moves
        self.woken.add(game_id)
        if game_id not in self.tasks:
            self.tasks[game_id] = asyncio.create_task(self._play(game_id))

    async def _play(self, game_id: str) -> None:
        try:
            while game_id in self.woken:
                self.woken.discard(game_id)
                record = await self.workers.read(self.games.read, game_id)
                while record is not None:
                    record = await self._move(record)
        except Exception:  # noqa: BLE001 - logged; the game waits for the next wake (a restart or a person's move)
            LOG.exception("computer players of game %s stopped", game_id)
        finally:
            del self.tasks[game_id]

    async def _move(self, record: GameRecord) -> GameRecord | None:
        """One computer move if one is to decide: the game after it (or as it is now, to look again); None when
        it is a person's decision (or the game is over, or its computer player has failed too often)."""
        game_id, seat = record.game_id, record.to_play
        if seat is None or record.kinds[seat] == PERSON:
            if seat is None:
                for key in [key for key in self.players if key[0] == game_id]:
                    del self.players[key]
            return None
        if self.failures.get(game_id, 0) >= self.FAILURES_BEFORE_GIVING_UP:
            return None
        player = self.players.get((game_id, seat))
        if player is None:
            level = record.kinds[seat].partition(":")[2]  # one of bots.LEVELS: checked when the game was created
            player = self.players[(game_id, seat)] = make_bot(level, computer_seed(record.state.seed, seat))
            # The people's wishes for no more offers, kept in the database (a wish stored while this read runs is
            # told to the player by stop_offers: it is in `players` already).
            try:
                wishes = await self.workers.read(self.games.offers_stopped, game_id, seat)
            except Exception:
                del self.players[(game_id, seat)]  # made again, and told them, at the next wake
                raise
            for person, round_ in wishes.items():
                player.stop_offers(person, round_)
        view = view_for(record.state, seat)  # it decides from what the seat sees, as a person would
        try:
            command = await self.workers.think(player.choose, view.state)
            applied = await self.workers.write(self.games.apply, game_id, seat, None, f"computer-{record.version}",
                                               record.version, command)
        except Exception as error:  # noqa: BLE001 - a failing computer player is reported, never hidden
            if not (isinstance(error, Refusal) and error.reason == Reason.STALE_VERSION):
                self._failed(game_id, seat, error)  # (stale: a person's any-time exchange came first)
            return await self.workers.read(self.games.read, game_id)
        self.failures.pop(game_id, None)
        if applied.record is None:  # its move was stored before a restart: look at the game as it is
            return await self.workers.read(self.games.read, game_id)
        await self.hub.publish(game_id, applied.record)
        return applied.record

    def stop_offers(self, game_id: str, computer: int, person: int, round_: int) -> None:
        """`person` wants no more offers from the computer player of seat `computer` in round `round_` (the wish is
        kept in the database already: a player made later reads it there). The player's own memory of the offers
        it made is this process's only; the person's connection reaches the process that plays the computer's move
        after their refusal, which the same connection sends."""
        player = self.players.get((game_id, computer))
        if player is not None:
            player.stop_offers(person, round_)

    def _failed(self, game_id: str, seat: int, error: Exception) -> None:
        self.failures[game_id] = self.failures.get(game_id, 0) + 1
        LOG.error("the computer player of seat %d in game %s failed: %s", seat, game_id, error)

    async def stop(self) -> None:
        for task in list(self.tasks.values()):
            task.cancel()
        await asyncio.gather(*self.tasks.values(), return_exceptions=True)
