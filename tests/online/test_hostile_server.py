"""A server need not be friendly: whatever it answers the Online screens' calls (huge, not JSON, nested without
end, of the wrong shape, an error with a body of nonsense, an answer trickling in), the call is refused with a
reason in the player's words, nothing is kept, and nothing crashes. A fake server on 127.0.0.1 answers."""
from __future__ import annotations

import contextlib
import http.server
import threading
import time

import pytest

from colosseum_desktop.online import api, lobby_calls
from colosseum_desktop.online.keyring import HeldSeat, now
from colosseum_desktop.online.lobby_calls import LobbyProblem

GAME = "0123456789abcdef"


class Hostile(http.server.BaseHTTPRequestHandler):
    status, body, pause = 200, b"{}", 0.0

    def do_POST(self):  # noqa: N802 - http.server's name
        self.rfile.read(int(self.headers.get("content-length", 0)))
        self.send_response(type(self).status)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        if type(self).pause:
            for byte in type(self).body:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
                time.sleep(type(self).pause)
        else:
            self.wfile.write(type(self).body)

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serving(handler: type[http.server.BaseHTTPRequestHandler]):
    """A fake server on 127.0.0.1 answering with `handler`, on a thread; its address."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def hostile():
    with serving(Hostile) as address:
        yield address


def answering(status: int, body: bytes, pause: float = 0.0) -> None:
    Hostile.status, Hostile.body, Hostile.pause = status, body, pause


ANSWERS = {
    "huge": (200, b'{"game_id": "' + b"a" * (api.MAX_ANSWER_BYTES + 10) + b'"}', "could not be read"),
    "not JSON": (200, b"<html>hello</html>", "could not be read"),
    "nested without end": (200, b"[" * 100_000 + b"]" * 100_000, "could not be read"),
    "a list": (200, b"[1, 2, 3]", "not what it should be"),
    "a field missing": (200, b'{"game_id": "0123456789abcdef", "seat": 1}', "not what it should be"),
    "a seat out of range": (200, b'{"game_id": "0123456789abcdef", "seat": 9, "secret": "' + b"s" * 40 + b'"}',
                            "not what it should be"),
    "a secret of control characters": (200, b'{"game_id": "0123456789abcdef", "seat": 1, "secret": "'
                                       + b"\\u001b" * 20 + b'"}', "not what it should be"),
    "a number beyond any": (200, b'{"game_id": "0123456789abcdef", "seat": 1' + b"0" * 5000 + b"}",
                            "could not be read"),
    "an error of nonsense": (500, b"\x00\xff garbage", "The server refused (unknown, status 500)"),
    "an error as a list": (403, b'["bad_invite"]', "The server refused (unknown, status 403)"),
}


@pytest.mark.parametrize("answer", ANSWERS)
def test_join_refuses_every_bad_answer_with_a_reason(hostile, answer):
    status, body, said = ANSWERS[answer]
    answering(status, body)
    with pytest.raises(LobbyProblem) as refused:
        lobby_calls.join(hostile, "ABCD-EFGH-JKMN")
    assert said in str(refused.value)


def test_my_games_of_the_wrong_shape_is_said_on_each_game_and_nothing_crashes(hostile):
    answering(200, b'{"games": [{"game_id": "0123456789abcdef", "seat": 0, "names": ["A"], "kinds": []}]}')
    seat = HeldSeat(server=hostile, game_id=GAME, seat=0, secret="s" * 40, name="Aurelia", kept_at=now())
    (game,) = lobby_calls.my_games((seat,))
    assert game.summary is None and "not what it should be" in str(game.problem)


def test_an_answer_trickling_in_is_cut_off(hostile, monkeypatch):
    monkeypatch.setattr(api, "ANSWER_SECONDS", 0.3)
    monkeypatch.setattr(api.read_json, "__defaults__", (api.MAX_ANSWER_BYTES, 0.3))
    answering(200, b'{"game_id": "0123456789abcdef", "seat": 1, "secret": "' + b"s" * 40 + b'"}', pause=0.05)
    started = time.monotonic()
    with pytest.raises(LobbyProblem) as refused:
        lobby_calls.join(hostile, "ABCD-EFGH-JKMN")
    assert "could not be read" in str(refused.value) and time.monotonic() - started < 2


def test_a_refusal_the_server_names_is_said_in_the_players_words(hostile):
    answering(404, b'{"type": "refused", "reason": "bad_invite", "message": "no"}')
    with pytest.raises(LobbyProblem) as refused:
        lobby_calls.join(hostile, "ABCD-EFGH-JKMN")
    assert "no such invite code" in str(refused.value)
