"""Spectators (issue 32): a connection that says watch instead of hello is sent the game's public view after every
change, holds no seat, never receives a secret of the box (the generator's state, the seed, the face-down token),
and is refused everything but asking for the moves so far. A real server on 127.0.0.1, real WebSockets."""
from __future__ import annotations

import json
import threading
import time

from colosseum_desktop import rules
from colosseum_desktop.server.spectators import MAX_SPECTATORS
from colosseum_desktop.table.views import public_state

from .conftest import seated_game
from .harness import SeatClient, play
from .test_hostile_clients import Raw, command_text, snapshot
from .test_whole_game import secrets_of_the_box, server_save


def watch(raw: Raw, game_id: str) -> dict:
    raw.socket.send(json.dumps({"type": "watch", "game_id": game_id}))
    return json.loads(raw.socket.recv(timeout=5))


def test_a_spectator_watches_a_whole_game_live_and_is_never_sent_a_secret(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "computer:easy"])
    spectator = Raw(server.base_url)
    received = []
    try:
        first = watch(spectator, game_id)
        assert (first["type"], first["seat"], first["version"]) == ("view", None, 0)
        received.append(json.dumps(first))
        person = SeatClient(server.base_url, game_id, 0, secrets[0], time.monotonic() + 60)
        player = threading.Thread(target=play, args=(person, lambda view: False), daemon=True)
        player.start()
        deadline = time.monotonic() + 70
        while time.monotonic() < deadline:
            text = spectator.socket.recv(timeout=max(0.1, deadline - time.monotonic()))
            received.append(text)
            message = json.loads(text)
            if message["type"] == "view" and message["view"]["state"]["step"]["phase"] == "over":
                break
        player.join(timeout=10)
        assert not player.is_alive()
        last = spectator.ask(json.dumps({"type": "moves", "to": message["version"]}))  # public: allowed
    finally:
        spectator.close()

    save = server_save(database_url, game_id)
    assert rules.is_over(save.state)
    views = [json.loads(text) for text in received]
    assert {view["type"] for view in views} == {"view"} and {view["seat"] for view in views} == {None}
    versions = [view["version"] for view in views]
    assert versions == sorted(versions) and versions[-1] == len(save.log)
    assert set(range(len(save.log) + 1)) <= set(versions)  # live: every move's view, none left out
    assert rules.GameState.model_validate(views[-1]["view"]["state"]) == public_state(save.state)
    hidden = secrets_of_the_box(save)
    for text in received:
        assert not any(value in text for value in hidden), "a spectator was sent the generator's state or seed"
    for view in views:
        state = view["view"]["state"]
        assert (state["rng"], state["seed"], state["face_down"]) == (0, 0, None)
    assert last["type"] == "moves_so_far" and len(last["moves"]) == len(save.log)


def test_a_spectator_is_refused_everything_but_watching_and_changes_nothing(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    spectator = Raw(server.base_url)
    try:
        view = watch(spectator, game_id)
        state = rules.GameState.model_validate(server_save(database_url, game_id).state)
        before = snapshot(database_url, game_id)
        seat = rules.current_player(state)
        hostile = [command_text(rules.legal_commands(state)[0], view["version"]),
                   json.dumps({"type": "undo", "id": "u1", "version": 0}),
                   json.dumps({"type": "undo_answer", "id": "a1", "request": "u1", "agreed": True}),
                   json.dumps({"type": "hand_over", "seat": seat, "level": "easy"}),
                   json.dumps({"type": "no_more_offers", "computer": 1})]
        for text in hostile:
            answer = spectator.ask(text)
            assert (answer["type"], answer["reason"]) == ("refused", "watching"), (text, answer)
        assert spectator.ask(json.dumps({"type": "hello", "game_id": game_id, "seat": 0, "secret": secrets[0]})) \
            ["message"] == "This connection has said hello already."
        assert snapshot(database_url, game_id) == before
    finally:
        spectator.close()


def test_unknown_and_malformed_games_are_refused_to_a_spectator(server):
    unknown = Raw(server.base_url)
    try:
        assert watch(unknown, "0123456789abcdef")["reason"] == "unknown_game"
        assert unknown.closed_code() == 1008
    finally:
        unknown.close()
    for game_id in ["../../etc/passwd", "0123456789ABCDEF", "é" * 16, "a" * 5000]:
        hostile = Raw(server.base_url)
        try:
            answer = watch(hostile, game_id)
            assert (answer["type"], answer["reason"]) == ("refused", "malformed"), game_id[:20]
        finally:
            hostile.close()


def test_a_game_is_watched_by_at_most_so_many(server):
    game_id, _secrets = seated_game(server.base_url, ["person", "person", "person"])
    watching = []
    try:
        for _ in range(MAX_SPECTATORS):
            watching.append(Raw(server.base_url))
            assert watch(watching[-1], game_id)["type"] == "view"
        one_more = Raw(server.base_url)
        watching.append(one_more)
        assert watch(one_more, game_id)["reason"] == "too_many_spectators"
        assert one_more.closed_code() == 1008
    finally:
        for raw in watching:
            raw.close()
