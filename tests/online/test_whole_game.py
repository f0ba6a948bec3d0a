"""Three people at three clients and a computer seat play a whole game on a real server (issue 21)."""
from __future__ import annotations

import json
import time
from collections import Counter

from colosseum_desktop.server.games import Games
from colosseum_desktop.server.storage import open_database
from colosseum_desktop.saves.loading import replay
from colosseum_desktop.session import Session

from .conftest import seated_game
from .harness import SeatClient, is_over, play_in_threads


def server_save(database_url: str, game_id: str):
    engine = open_database(database_url)
    try:
        return Games(engine).save_file(game_id)
    finally:
        engine.dispose()


def secrets_of_the_box(save) -> set[str]:
    """Every value of the generator the game went through, and its seed: what would let a client predict."""
    session = Session.new(save.options, save.seed)
    values = {save.seed, session.state.rng}
    for record in save.log:
        session.submit(record.command)
        values.add(session.state.rng)
    return {str(value) for value in values if value > 10**6}  # 64-bit values; no count or coin comes near


def test_three_clients_and_a_computer_play_a_whole_game(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "person", "person"])
    deadline = time.monotonic() + 40
    clients = [SeatClient(server.base_url, game_id, seat, secret, deadline) for seat, secret in secrets.items()]
    play_in_threads(clients)

    assert all(is_over(client.view) for client in clients)
    save = server_save(database_url, game_id)
    session = replay(save)  # the server's record is a save the desktop game opens: every move legal, as recorded
    assert session.state.phase == "over"
    assert {record.command.player for record in save.log} == {0, 1, 2, 3}  # the computer played on the server
    applied = [command_id for client in clients for command_id in client.applied_ids]
    assert len(applied) == len(set(applied))
    people_moves = sum(1 for record in save.log if record.command.player in secrets)
    assert people_moves == len(applied)  # each command a client was told was applied is in the game, once

    # Nothing a client received lets it predict a roll or a draw: no generator state, no seed, no face-down token.
    hidden = secrets_of_the_box(save)
    kinds = Counter()
    for client in clients:
        for text in client.received:
            message = json.loads(text)
            kinds[message["type"]] += 1
            assert not any(value in text for value in hidden), "a message carries the generator's state or seed"
            if message["type"] == "view":
                state = message["view"]["state"]
                assert (state["rng"], state["seed"], state["face_down"]) == (0, 0, None)
    assert kinds["view"] > 100 and kinds["applied"] == len(applied)
