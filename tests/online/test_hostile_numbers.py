"""A number no client should send is refused, and the connection stays (issue 32).

`{"type": "moves", "to": 2**63}` raised inside the server (OverflowError on SQLite, DataError on PostgreSQL) and
dropped the connection without a word. Every integer field of every message a client sends over the WebSocket is
tried here with huge, negative, fractional, true/false and quoted numbers, over a real socket: each is answered by a
refusal, the same connection then answers a good message, and the game is as it was. The HTTP requests' numbers too.
"""
from __future__ import annotations

import json

import pytest
from websockets.sync.client import connect

from colosseum_desktop.online import api
from colosseum_desktop.online.api import websocket_url
from colosseum_desktop.protocol.messages import MAX_COMMAND_NUMBER

from .conftest import seated_game

HOSTILE = [2 ** 63, -(2 ** 63), 2 ** 31, 10 ** 40, -1, 1.5, 2.0, True, False, "3", None, [1], {"n": 1}]

# Each message a client may send, with its integer fields named by their path; "@" stands for the hostile value.
MESSAGES = {
    "hello.seat": {"type": "hello", "game_id": "@game", "seat": "@", "secret": "@secret"},
    "command.version": {"type": "command", "id": "c1", "version": "@", "command": {"kind": "end_turn", "player": 0}},
    "command.player": {"type": "command", "id": "c2", "version": 0, "command": {"kind": "end_turn", "player": "@"}},
    "command.program": {"type": "command", "id": "c3", "version": 0,
                        "command": {"kind": "buy_program", "player": 0, "program": "@"}},
    "command.market": {"type": "command", "id": "c4", "version": 0,
                       "command": {"kind": "open_auction", "player": 0, "market": "@", "bid": 8}},
    "command.bid": {"type": "command", "id": "c5", "version": 0, "command": {"kind": "raise_bid", "player": 0,
                                                                             "bid": "@"}},
    "command.give_coins": {"type": "command", "id": "c6", "version": 0,
                           "command": {"kind": "propose_trade", "player": 0, "partner": 1, "give_coins": "@"}},
    "command.give": {"type": "command", "id": "c7", "version": 0,
                     "command": {"kind": "propose_trade", "player": 0, "partner": 1, "give": {"lion": "@"}}},
    "command.dice": {"type": "command", "id": "c8", "version": 0,
                     "command": {"kind": "move_noble", "player": 0, "noble": 0, "dice": ["@"]}},
    "command.steps": {"type": "command", "id": "c9", "version": 0,
                      "command": {"kind": "medal_move_noble", "player": 0, "noble": 0, "steps": "@"}},
    "command.medals": {"type": "command", "id": "c10", "version": 0,
                       "command": {"kind": "produce", "player": 0, "program": 0, "medals": "@"}},
    "hand_over.seat": {"type": "hand_over", "seat": "@"},
    "undo.version": {"type": "undo", "id": "u1", "version": "@"},
    "undo_answer.agreed": {"type": "undo_answer", "id": "u2", "request": "u1", "agreed": "@"},
    "moves.to": {"type": "moves", "to": "@"},
    "no_more_offers.computer": {"type": "no_more_offers", "computer": "@"},
}


def filled(template, value, game_id: str, secret: str):
    if isinstance(template, dict):
        return {key: filled(item, value, game_id, secret) for key, item in template.items()}
    if isinstance(template, list):
        return [filled(item, value, game_id, secret) for item in template]
    return {"@": value, "@game": game_id, "@secret": secret}.get(template, template) \
        if isinstance(template, str) else template


def answer_to(socket, text: str) -> dict:
    """The answer to `text` (a hello's answer is the seat's view; to anything else, views are skipped)."""
    socket.send(text)
    if json.loads(text).get("type") == "hello":
        return json.loads(socket.recv(timeout=10))
    while True:
        message = json.loads(socket.recv(timeout=10))
        if message["type"] != "view":  # another seat connecting sends a fresh view
            return message


@pytest.fixture(scope="module")
def hostile_game(server):
    return seated_game(server.base_url, ["person", "person", "person"])


@pytest.mark.parametrize("field", sorted(MESSAGES))
def test_every_number_a_client_sends_is_bounded(server, hostile_game, field):
    game_id, keys = hostile_game
    hello = json.dumps({"type": "hello", "game_id": game_id, "seat": 0, "secret": keys[0]})
    good = json.dumps({"type": "moves", "to": 0})
    with connect(websocket_url(server.base_url), open_timeout=5, close_timeout=1) as socket:
        if not field.startswith("hello."):
            assert answer_to(socket, hello)["type"] == "view"
        for value in HOSTILE:
            if field == "undo_answer.agreed" and isinstance(value, bool):
                continue  # a true answer to a request that is not open: refused as not asked, tried below
            message = json.dumps(filled(MESSAGES[field], value, game_id, keys[0]))
            answer = answer_to(socket, message)
            assert answer["type"] == "refused", (message, answer)
            if not field.startswith("command.") or field == "command.version" or not isinstance(value, int) \
                    or isinstance(value, bool) or abs(value) > MAX_COMMAND_NUMBER:
                assert answer["reason"] == "malformed", (message, answer)  # the rules never see it
            # (-1 in a command reaches the rules, which refuse it as they refuse any move not to be made)
            # ... and the same connection goes on answering.
            expected = "refused" if field.startswith("hello.") else "moves_so_far"
            assert answer_to(socket, good)["type"] == expected, message
        if field.startswith("hello."):
            assert answer_to(socket, hello)["type"] == "view"
    assert api.my_games(server.base_url, [{"game_id": game_id, "seat": 0, "secret": keys[0]}])[0]["version"] == 0


@pytest.mark.parametrize("path, body", [
    ("/api/games", {"seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "turn_seconds": 2 ** 63}),
    ("/api/games", {"seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "turn_seconds": True}),
    ("/api/games", {"seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "turn_seconds": "60"}),
    ("/api/my-games", {"seats": [{"game_id": "@game", "seat": 2 ** 63, "secret": "@secret"}]}),
    ("/api/my-games", {"seats": [{"game_id": "@game", "seat": 1.5, "secret": "@secret"}]}),
    ("/api/my-games", {"seats": [{"game_id": "@game", "seat": "0", "secret": "@secret"}]}),
    ("/api/games/@game/seats/99999999999999999999/invite", {"host_secret": "@host"}),
    ("/api/games/@game/seats/-1/invite", {"host_secret": "@host"}),
])
def test_numbers_in_http_requests_are_bounded(server, path, body):
    created = api.create_game(server.base_url, [{"name": name} for name in ("A", "B", "C")])
    joined = api.join(server.base_url, created["invites"][0]["code"])
    real = {"@game": created["game_id"], "@secret": joined["secret"], "@host": created["host_secret"]}
    for placeholder, value in real.items():
        path = path.replace(placeholder, value)
    body = json.loads(json.dumps(body).replace('"@game"', json.dumps(real["@game"]))
                      .replace('"@secret"', json.dumps(real["@secret"])).replace('"@host"', json.dumps(real["@host"])))
    with pytest.raises(api.ApiRefused) as refused:
        api.call(server.base_url, path, body)
    assert refused.value.status in (400, 404), refused.value.message  # never a server error
    assert refused.value.reason in ("malformed", "not_found")
