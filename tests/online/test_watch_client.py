"""The spectator's client (issue 32, spectators): a `WatchTable` follows a whole game live over a real WebSocket
(SQLite and PostgreSQL) through its `WatchLink`, which says watch instead of hello: every move reaches its observers
in order, nobody here decides anything, a move handed to it is refused here, and no frame the client was sent
holds a secret (the generator's state, the seed, the face-down token, a seat's secret). An unknown game and a
game watched by as many as the server lets are said, and the link stops trying."""
from __future__ import annotations

import json
import threading
import time

import pytest

from colosseum_desktop import rules
from colosseum_desktop.online.link import LinkState
from colosseum_desktop.server.spectators import MAX_SPECTATORS
from colosseum_desktop.online.watching import WatchLink, WatchTable
from colosseum_desktop.table import NotNow, TableObserver
from colosseum_desktop.table.views import public_state

from .conftest import seated_game
from .harness import SeatClient, play
from .test_hostile_clients import Raw
from .test_spectators import watch
from .test_whole_game import secrets_of_the_box, server_save

WAIT_SECONDS = 90


class RecordingLink(WatchLink):
    """A spectator's link that keeps every message it was sent, as it came."""
    frames: list[str] = []

    def _received(self, message: dict):
        type(self).frames.append(json.dumps(message))
        return super()._received(message)


class Moves(TableObserver):
    def __init__(self) -> None:
        self.versions: list[int] = []
        self.jumps = 0

    def moved(self, table, entry) -> None:
        self.versions.append(entry.version)

    def jumped(self, table, missed: int) -> None:
        self.jumps += 1


def follow(table: WatchTable, until, seconds: float = WAIT_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the spectator's table did not get there in time"
        table.receive(20.0)
        time.sleep(0.01)


def test_a_spectator_follows_a_whole_game_and_is_never_sent_a_secret(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "computer:easy"])
    RecordingLink.frames = []
    moves = Moves()
    table = WatchTable(server.base_url, game_id, observers=[moves], link=RecordingLink).start()
    person = SeatClient(server.base_url, game_id, 0, secrets[0], time.monotonic() + WAIT_SECONDS)
    player = threading.Thread(target=play, args=(person, lambda view: False), daemon=True)
    try:
        follow(table, lambda: table.ready)
        assert table.people_here() == set() and table.connection().state is LinkState.CONNECTED
        assert all(table.driven(seat) for seat in range(3))
        with pytest.raises(NotNow):
            table.submit(rules.legal_commands(table.state)[0])
        player.start()
        follow(table, lambda: rules.is_over(table.state))
        player.join(timeout=10)
    finally:
        table.close()

    save = server_save(database_url, game_id)
    assert rules.is_over(save.state)
    assert table.state == public_state(save.state)
    assert moves.versions == list(range(moves.versions[0], len(save.log) + 1)) and moves.jumps == 0  # live, in order
    assert RecordingLink.frames
    hidden = secrets_of_the_box(save) | set(secrets.values())
    for frame in RecordingLink.frames:
        message = json.loads(frame)
        assert message["type"] in ("view", "moves_so_far"), frame[:200]
        assert not any(value in frame for value in hidden), "a spectator was sent a secret"
        if message["type"] == "view":
            state = message["view"]["state"]
            assert message["seat"] is None and (state["rng"], state["seed"], state["face_down"]) == (0, 0, None)


def test_an_unknown_game_is_said_and_the_link_stops_trying(server):
    table = WatchTable(server.base_url, "0123456789abcdef").start()
    try:
        follow(table, lambda: table.refusal() is not None, seconds=20)
        assert table.refusal()() == "The server does not know this game"
        attempts = table.links[-1].attempts
        time.sleep(1.0)
        assert table.links[-1].attempts == attempts and not table.ready
    finally:
        table.close()


def test_a_game_watched_by_as_many_as_the_server_lets_is_said(server):
    game_id, _secrets = seated_game(server.base_url, ["person", "person", "person"])
    watching = []
    table = None
    try:
        for _ in range(MAX_SPECTATORS):
            watching.append(Raw(server.base_url))
            assert watch(watching[-1], game_id)["type"] == "view"
        table = WatchTable(server.base_url, game_id).start()
        follow(table, lambda: table.refusal() is not None, seconds=20)
        assert "as many spectators" in table.refusal()()
    finally:
        if table is not None:
            table.close()
        for raw in watching:
            raw.close()
