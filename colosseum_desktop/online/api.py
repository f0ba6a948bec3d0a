"""The server's HTTP calls, from a client's side: standard library only, every call with a timeout.

Each returns the answer's JSON, or raises `ApiRefused` with the server's reason (or `OSError` when the server
cannot be reached at all).
"""
from __future__ import annotations

import json
import urllib.error
import urllib.request

TIMEOUT_SECONDS = 10.0


class ApiRefused(Exception):
    def __init__(self, status: int, reason: str, message: str) -> None:
        super().__init__(f"{status} {reason}: {message}")
        self.status, self.reason, self.message = status, reason, message


def call(base_url: str, path: str, body: dict | bytes | None = None, timeout: float = TIMEOUT_SECONDS) -> dict:
    """POST `body` (JSON) to `path`, or GET when there is none."""
    data = body if isinstance(body, bytes) or body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(base_url.rstrip("/") + path, data=data,
                                     headers={"Content-Type": "application/json"},
                                     method="GET" if data is None else "POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return json.loads(answer.read())
    except urllib.error.HTTPError as error:
        try:
            refusal = json.loads(error.read())
        except ValueError:
            refusal = {}
        raise ApiRefused(error.code, refusal.get("reason", "unknown"), refusal.get("message", str(error))) from None


def create_game(base_url: str, seats: list[dict], variant: str = "standard",
                turn_seconds: int | None = None) -> dict:
    """seats: [{"name": ..., "kind": "person" | "computer:<level>"}] -> game_id, host_secret, invites."""
    return call(base_url, "/api/games", {"seats": seats, "variant": variant, "turn_seconds": turn_seconds})


def join(base_url: str, code: str) -> dict:
    """Claim a seat -> game_id, seat, secret."""
    return call(base_url, "/api/join", {"code": code})


def my_games(base_url: str, seats: list[dict]) -> list[dict]:
    """seats: [{"game_id", "seat", "secret"}] -> where each of those games stands."""
    return call(base_url, "/api/my-games", {"seats": seats})["games"]


def websocket_url(base_url: str) -> str:
    scheme, _, rest = base_url.rstrip("/").partition("://")
    return ("wss" if scheme == "https" else "ws") + "://" + rest + "/play"
