"""The server's worker pools: a command never waits behind reads (a crowd of connections saying hello at once
fills the reading threads) nor behind computers thinking. Reads are held on purpose here; the command must be
applied while they are held, so the test fails (times out) if it were queued behind them."""
from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass

from colosseum_desktop.bots import make_bot
from colosseum_desktop.protocol.messages import Applied, CreateGame, Play
from colosseum_desktop.server.server import Server, ServerConfig
from colosseum_desktop.server.workers import PoolSizes, Workers
from colosseum_desktop.table import view_for

HELD_LONGER_THAN_ANY_WAIT = 30.0
WAIT = 5.0


def test_a_write_runs_while_every_reading_and_thinking_thread_is_busy():
    async def run() -> str:
        workers = Workers(PoolSizes(reads=2, writes=1, thinking=1))
        release = threading.Event()
        held = [asyncio.create_task(workers.read(release.wait, HELD_LONGER_THAN_ANY_WAIT)) for _ in range(5)]
        held.append(asyncio.create_task(workers.think(release.wait, HELD_LONGER_THAN_ANY_WAIT)))
        try:
            await asyncio.sleep(0.05)
            return await asyncio.wait_for(workers.write(lambda: "written"), WAIT)
        finally:
            release.set()
            await asyncio.gather(*held)

    assert asyncio.run(run()) == "written"


@dataclass
class SeatHere:
    """What the server's command handling reads of a connection."""
    game_id: str
    seat: int
    secret: str


def test_the_servers_command_is_applied_while_its_reads_are_held(tmp_path):
    server = Server(ServerConfig(database_url=f"sqlite:///{tmp_path / 'server.sqlite3'}"))
    created = server.games.create(CreateGame.model_validate(
        {"seats": [{"name": name, "kind": "person"} for name in ("Aurelia", "Brutus", "Cassia")]}))
    record = server.games.read(created.game_id)
    seat = record.to_play
    secret = server.games.join(created.invites[seat])[2]
    command = make_bot("easy", seat).choose(view_for(record.state, seat).state)

    async def run():
        release = threading.Event()
        held = [asyncio.create_task(server.workers.read(release.wait, HELD_LONGER_THAN_ANY_WAIT))
                for _ in range(PoolSizes().reads * 3)]
        try:
            await asyncio.sleep(0.05)
            return await asyncio.wait_for(server.command(SeatHere(created.game_id, seat, secret),
                                                         Play(id="c1", version=0, command=command)), WAIT)
        finally:
            release.set()
            await asyncio.gather(*held)

    try:
        answer = asyncio.run(run())
    finally:
        server.engine.dispose()
    assert answer == Applied(id="c1", version=1)
    assert server.games.read(created.game_id).version == 1
