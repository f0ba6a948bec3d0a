"""A hostile client is refused, with a reason, and changes nothing (issue 21).

Out of turn, illegal, in another seat's name, with a forged or another seat's secret, from a stale version,
oversized, flooding, malformed: each answered by a JSON refusal saying why, and the game stays as it was.
"""
from __future__ import annotations

import json
import secrets
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from colosseum_desktop import rules
from colosseum_desktop.online import api
from colosseum_desktop.online.api import websocket_url

from .conftest import seated_game
from .test_whole_game import server_save


def command_text(command: rules.Command, version: int, command_id: str = "h1") -> str:
    return json.dumps({"type": "command", "id": command_id, "version": version,
                       "command": command.model_dump(mode="json")})


class Raw:
    """A bare WebSocket: what a hostile program would hold."""

    def __init__(self, base_url: str) -> None:
        self._context = connect(websocket_url(base_url), open_timeout=5, close_timeout=1, max_size=2 ** 20)
        self.socket = self._context.__enter__()

    def hello(self, game_id: str, seat: int, secret: str) -> dict:
        self.socket.send(json.dumps({"type": "hello", "game_id": game_id, "seat": seat, "secret": secret}))
        return json.loads(self.socket.recv(timeout=5))  # the seat's view, or the refusal

    def ask(self, text: str | bytes) -> dict:
        self.socket.send(text)
        return self.next()

    def next(self) -> dict:
        while True:
            message = json.loads(self.socket.recv(timeout=5))
            if message["type"] != "view":  # another seat connecting or leaving sends everyone a fresh view
                return message

    def closed_code(self) -> int:
        """The code the server closed the connection with (waits for it)."""
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(500):
                self.socket.recv(timeout=5)
        return closed.value.rcvd.code

    def close(self) -> None:
        self._context.__exit__(None, None, None)


def snapshot(database_url: str, game_id: str):
    save = server_save(database_url, game_id)
    return save.state, save.log


def test_hostile_clients_are_refused_with_reasons_and_change_nothing(own_server, database_url):
    base = own_server.base_url
    game_id, keys = seated_game(base, ["person", "person", "person"])
    seat0 = Raw(base)
    assert seat0.hello(game_id, 0, keys[0])["type"] == "view"
    assert seat0.ask(command_text(rules.BuySeasonTicket(player=0), 0, "ok-1"))["type"] == "applied"  # a real move
    before = snapshot(database_url, game_id)
    version = len(before[1])
    seat1 = Raw(base)
    seat1.hello(game_id, 1, keys[1])

    def refused(answer: dict, reason: str, why: str | None = None) -> dict:
        assert answer["type"] == "refused" and answer["reason"] == reason, answer
        assert answer["message"]  # a sentence saying why
        if why is not None:
            assert answer["refusal"]["why"] == why, answer
        return answer

    # Out of turn (R6: seat 0 is investing), in another seat's name, illegal by the rules, from a stale version.
    refused(seat1.ask(command_text(rules.EndTurn(player=1), version)), "illegal", "not_your_decision")
    refused(seat1.ask(command_text(rules.EndTurn(player=0), version)), "not_your_seat")
    refused(seat0.ask(command_text(rules.OpenAuction(player=0, market=0, bid=8), version)), "illegal", "wrong_phase")
    refused(seat0.ask(command_text(rules.BuySeasonTicket(player=0), version)), "illegal")  # R6: one investment
    assert refused(seat0.ask(command_text(rules.EndTurn(player=0), version - 1, "h2")),
                   "stale_version")["version"] == version
    refused(seat0.ask(command_text(rules.EndTurn(player=0), version + 7, "h3")), "stale_version")
    # Malformed: not JSON, not UTF-8, an unknown message, an unknown command, a field too many, a bad value.
    refused(seat0.ask("{"), "malformed")
    refused(seat0.ask(b"\xff\xfe\x00garbage"), "malformed")
    refused(seat0.ask(json.dumps({"type": "take_the_bag"})), "malformed")
    refused(seat0.ask(json.dumps({"type": "command", "id": "h4", "version": version,
                                  "command": {"kind": "win_now", "player": 0}})), "malformed")
    refused(seat0.ask(json.dumps({"type": "command", "id": "h5", "version": version, "state": {"coins": 999},
                                  "command": {"kind": "end_turn", "player": 0}})), "malformed")
    refused(seat0.ask(json.dumps({"type": "command", "id": "../../x", "version": version,
                                  "command": {"kind": "end_turn", "player": 0}})), "malformed")
    refused(seat0.ask(json.dumps({"type": "hello", "game_id": game_id, "seat": 0, "secret": keys[0]})), "malformed")
    # Oversized: refused with a reason up to the framework's frame limit, and the connection closed beyond it.
    refused(seat0.ask(json.dumps({"type": "command", "pad": "x" * 9000})), "too_large")
    seat0.socket.send("x" * 200_000)
    assert seat0.closed_code() == 1009  # "message too big"
    seat0.close()

    # Forged secrets, another seat's secret, a game that does not exist: refused and the connection closed.
    for game, seat, secret in ((game_id, 0, secrets.token_urlsafe(32)), (game_id, 1, keys[0]),
                               ("0123456789abcdef", 0, keys[0])):
        stranger = Raw(base)
        refused(stranger.hello(game, seat, secret), "bad_credentials")
        assert stranger.closed_code() == 1008
        stranger.close()
    early = Raw(base)
    refused(early.ask(command_text(rules.EndTurn(player=0), version)), "hello_first")
    early.close()

    # Flooding (with messages that cost the server no database work, so that they come faster than the limit):
    # past the burst they are refused as too fast, and a connection that goes on being refused is closed.
    answers = []
    for index in range(150):
        try:
            seat1.socket.send(json.dumps({"type": "command", "id": f"f{index}", "version": -1}))
        except ConnectionClosed:
            break
    with pytest.raises(ConnectionClosed) as closed:
        for _ in range(200):
            answers.append(json.loads(seat1.socket.recv(timeout=5)))
    assert closed.value.rcvd.code == 1008
    reasons = {answer.get("reason") for answer in answers if answer["type"] == "refused"}
    assert reasons == {"malformed", "rate_limited"}
    assert not any(answer["type"] == "applied" for answer in answers)
    seat1.close()

    # HTTP: a body too large, a malformed one, guessing invite codes until the address is told to wait.
    with pytest.raises(api.ApiRefused) as large:
        api.call(base, "/api/join", b'{"code": "' + b"A" * 20_000 + b'"}')
    assert (large.value.status, large.value.reason) == (413, "too_large")
    with pytest.raises(api.ApiRefused) as bad:
        api.call(base, "/api/games", {"seats": [{"name": "x"}], "rng": 5})
    assert (bad.value.status, bad.value.reason) == (400, "malformed")
    statuses = []
    for _ in range(40):
        with pytest.raises(api.ApiRefused) as guess:
            api.join(base, "ABCD-EFGH-JKLM")
        statuses.append((guess.value.status, guess.value.reason))
    assert statuses[0] == (404, "bad_invite") and statuses[-1] == (429, "rate_limited")
    # Once told to wait, the address is refused before its guess is even tried: a right code too.
    spare = api.create_game(base, [{"name": n} for n in ("A", "B", "C")])["invites"][0]["code"]
    with pytest.raises(api.ApiRefused) as waiting:
        api.join(base, spare)
    assert waiting.value.reason == "rate_limited"

    time.sleep(0.2)
    assert snapshot(database_url, game_id) == before  # nothing changed: same state, same moves


def test_a_game_with_an_unknown_computer_level_is_refused(server):
    with pytest.raises(api.ApiRefused) as refused:
        api.create_game(server.base_url, [{"name": "A", "kind": "person"}, {"name": "B", "kind": "computer:godlike"},
                                          {"name": "C", "kind": "computer"}])
    assert (refused.value.status, refused.value.reason) == (400, "malformed")
    assert "godlike" in refused.value.message
