"""Two server processes on one PostgreSQL database: the players of one game connected to either (issue 21's
scaling path). Each process sends views only to its own connections; the other's moves reach them through
PostgreSQL's NOTIFY."""
from __future__ import annotations

import time

import pytest

from colosseum_desktop.server.process import ServerProcess
from colosseum_desktop.saves.loading import replay

from .conftest import seated_game
from .harness import SeatClient, is_over, play_in_threads
from .test_whole_game import server_save


@pytest.fixture
def second_server(server, database_url, tmp_path):
    if not database_url.startswith("postgresql"):
        pytest.skip("SQLite is one process's database: several servers share PostgreSQL only")
    process = ServerProcess(database_url, env={"XDG_DATA_HOME": str(tmp_path / "data"),
                                               "XDG_CONFIG_HOME": str(tmp_path / "config")})
    process.start()
    yield process
    process.stop()


def test_players_on_two_servers_of_one_database_play_a_game_together(server, second_server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy", "person"])
    deadline = time.monotonic() + 40
    clients = [SeatClient((server if seat % 2 == 0 else second_server).base_url, game_id, seat, secret, deadline)
               for seat, secret in secrets.items()]
    play_in_threads(clients, until=lambda view: view["version"] >= 80)
    assert all(client.view["version"] >= 80 or is_over(client.view) for client in clients)
    save = server_save(database_url, game_id)
    replay(save)
    applied = [command_id for client in clients for command_id in client.applied_ids]
    assert sum(1 for record in save.log if record.command.player in secrets) == len(applied)
