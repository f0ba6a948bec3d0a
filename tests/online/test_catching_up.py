"""Moves another server process committed together (its notices came faster than this process read the game)
are each sent to the seats connected here, rebuilt from the stored moves: none reaches them as a jump. In one
process, on the server's own Games and Hub; the notices' path over PostgreSQL is test_two_servers.py's."""
from __future__ import annotations

import asyncio
import json

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.server.games import Games
from colosseum_desktop.protocol.messages import CreateGame
from colosseum_desktop.server.server import Hub
from colosseum_desktop.server.storage import open_database, upgrade
from colosseum_desktop.server.workers import PoolSizes, Workers
from colosseum_desktop.table import view_for


class CollectingClient:
    def __init__(self, game_id: str, seat: int) -> None:
        self.game_id, self.seat, self.texts = game_id, seat, []

    def send_text(self, text: str) -> None:
        self.texts.append(text)

    def send(self, message) -> None:
        self.texts.append(message.model_dump_json())


def test_moves_committed_elsewhere_together_are_each_sent(tmp_path):
    engine = open_database(f"sqlite:///{tmp_path / 'server.sqlite3'}")
    upgrade(engine)
    games = Games(engine)
    game_id = games.create(CreateGame.model_validate(
        {"seats": [{"name": name, "kind": "computer:easy"} for name in ("Aurelia", "Brutus", "Cassia")]})).game_id
    bots = [make_bot("easy", seat) for seat in range(3)]

    async def run() -> tuple[CollectingClient, list]:
        hub = Hub(games, Workers(PoolSizes()))
        watcher = CollectingClient(game_id, 1)
        hub.add(watcher)
        await hub.publish(game_id)  # version 0, as when it said hello
        applied, record = [], games.read(game_id)
        for _ in range(7):  # what another process applies meanwhile, its notices not yet read here
            seat = record.to_play
            command = bots[seat].choose(view_for(record.state, seat).state)
            record = games.apply(game_id, seat, None, f"c{record.version}", record.version, command).record
            applied.append(record)
        await hub.publish(game_id)  # the first notice read: the game is 7 moves on
        await hub.publish(game_id)  # the others: nothing more to send
        return watcher, applied

    watcher, applied = asyncio.run(run())
    engine.dispose()
    sent = [json.loads(text) for text in watcher.texts]
    assert [message["version"] for message in sent] == list(range(8))
    for message, record in zip(sent[1:], applied):
        assert (message["view"]["state"], message["events"], message["command"], message["to_play"]) == \
            (json.loads(view_for(record.state, 1).state.model_dump_json()),
             [json.loads(event.model_dump_json()) for event in record.last_events],
             json.loads(record.last_command.model_dump_json()), rules.current_player(record.state))
