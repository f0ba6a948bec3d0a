"""The server killed mid-game and started again; a client dropped mid-command (issue 21)."""
from __future__ import annotations

import json
import threading
import time

from colosseum_desktop import rules
from colosseum_desktop.saves.loading import replay

from .conftest import seated_game
from .harness import SeatClient, play, state_of
from .test_whole_game import server_save


def test_server_killed_mid_game_and_restarted_loses_nothing(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy", "person"])
    deadline = time.monotonic() + 45
    clients = [SeatClient(server.base_url, game_id, seat, secret, deadline) for seat, secret in secrets.items()]
    errors: list[BaseException] = []
    killed_at: list[int] = []
    restarted = threading.Event()

    def keep_playing(client: SeatClient) -> None:
        try:
            # Until 30 moves after the restart: the game must go on from where it stood.
            play(client, until=lambda view: restarted.is_set() and view["version"] >= killed_at[0] + 30)
        except BaseException as error:  # noqa: BLE001 - handed to the test
            errors.append(error)

    threads = [threading.Thread(target=keep_playing, args=(client,), daemon=True) for client in clients]
    for thread in threads:
        thread.start()
    while not any(c.view and c.view["version"] >= 40 for c in clients):
        assert time.monotonic() < deadline and not errors, errors
        time.sleep(0.01)
    server.kill()  # SIGKILL: no clean-up, mid-move as likely as not
    before = server_save(database_url, game_id)
    killed_at.append(len(before.log))
    time.sleep(0.3)  # the clients find the server gone and keep trying
    server.start()  # same port, same database
    restarted.set()
    for thread in threads:
        thread.join(timeout=max(0.0, deadline - time.monotonic()) + 5)
    assert not errors, errors
    assert not any(thread.is_alive() for thread in threads)

    after = server_save(database_url, game_id)
    assert after.log[:len(before.log)] == before.log  # every move stored before the kill is still there
    assert len(after.log) >= len(before.log) + 30  # and the game went on, computer seat included
    replay(after)  # every move legal and as recorded: the desktop game opens it
    assert all(client.reconnections >= 1 for client in clients)
    applied = [command_id for client in clients for command_id in client.applied_ids]
    assert len(applied) == len(set(applied))
    people_moves = sum(1 for record in after.log if record.command.player in secrets)
    assert people_moves == len(applied), "a command answered 'applied' is missing, or one was applied twice"


def test_a_command_resent_after_a_dropped_connection_is_applied_once(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    client = SeatClient(server.base_url, game_id, 0, secrets[0], time.monotonic() + 20)
    client.connect()
    version = client.view["version"]
    command = rules.BuySeasonTicket(player=0)
    # Sent, and the connection dropped before the answer is read.
    client.send_raw(json.dumps({"type": "command", "id": "ticket-1", "version": version,
                                "command": command.model_dump(mode="json")}))
    client.reconnect()
    answer = client.send_command(command, version=version, command_id="ticket-1")
    # Applied by whichever of the two connections' messages came first, once: the answer is the same.
    assert (answer["type"], answer["id"], answer["version"]) == ("applied", "ticket-1", version + 1)
    again = client.send_command(command, version=version, command_id="ticket-1")  # and once more
    assert again["repeated"] and again["version"] == version + 1
    view = client.wait_for(lambda v: v["version"] == version + 1)
    assert state_of(view).players[0].tickets == 1  # one ticket bought, not two or three
    client.close()
    save = server_save(database_url, game_id)
    assert [record.command for record in save.log] == [command]
