"""The server's HTTP calls, from a client's side: standard library only, every call with a timeout.

Each returns the answer's JSON, or raises `ApiRefused` with the server's reason, `BadAnswer` when what came back
is no answer at all (larger than MAX_ANSWER_BYTES, slower than ANSWER_SECONDS, not JSON: a server need not be
friendly), `OSError` when the server cannot be reached at all, or `addresses.NotAnAddress`
before anything is sent when `base_url` is no server's address.
"""
from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

from .addresses import server_address
from .tls import https_context

TIMEOUT_SECONDS = 10.0
MAX_ANSWER_BYTES = 256 * 1024  # a hundred games in "my games" take about 40 KB
ANSWER_SECONDS = 30.0  # the whole answer, however slowly it trickles in


class BadAnswer(ValueError):
    """What the server sent back is not an answer this client reads (the reason is for logs)."""


class ApiRefused(Exception):
    def __init__(self, status: int, reason: str, message: str) -> None:
        super().__init__(f"{status} {reason}: {message}")
        self.status, self.reason, self.message = status, reason, message


def call(base_url: str, path: str, body: dict | bytes | None = None, timeout: float = TIMEOUT_SECONDS) -> dict:
    """POST `body` (JSON) to `path`, or GET when there is none."""
    base_url = server_address(base_url)  # NotAnAddress before any connection or name lookup
    data = body if isinstance(body, bytes) or body is None else json.dumps(body).encode("utf-8")
    url = base_url.rstrip("/") + path
    request = urllib.request.Request(url, data=data,
                                     headers={"Content-Type": "application/json"},
                                     method="GET" if data is None else "POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout, context=https_context(url)) as answer:
            return read_json(answer)
    except urllib.error.HTTPError as error:
        try:
            refusal = read_json(error)
        except (BadAnswer, OSError):
            refusal = {}
        if not isinstance(refusal, dict):
            refusal = {}
        raise ApiRefused(error.code, str(refusal.get("reason", "unknown"))[:40],
                         str(refusal.get("message", error))[:400]) from None


def read_json(answer, limit: int = MAX_ANSWER_BYTES, seconds: float = ANSWER_SECONDS):
    """The answer's JSON, read in pieces: at most `limit` bytes, within `seconds` in all."""
    deadline, data = time.monotonic() + seconds, b""
    while chunk := answer.read1(min(64 * 1024, limit + 1 - len(data))):  # what has come, not a wait for all
        data += chunk
        if len(data) > limit:
            raise BadAnswer(f"an answer larger than {limit} bytes")
        if time.monotonic() > deadline:
            raise BadAnswer(f"an answer still coming after {seconds:.0f} s")
    try:
        return json.loads(data)
    except (ValueError, RecursionError) as error:
        raise BadAnswer(f"an answer that is not JSON ({error.__class__.__name__})") from None


def create_game(base_url: str, seats: list[dict], variant: str = "standard",
                turn_seconds: int | None = None, bank_seconds: int = 0) -> dict:
    """seats: [{"name": ..., "kind": "person" | "computer:<level>"}] -> game_id, host_secret, invites.
    `bank_seconds`: each seat's bank of extra time, with a turn time only (time_banks.py)."""
    body = {"seats": seats, "variant": variant, "turn_seconds": turn_seconds}
    return call(base_url, "/api/games", {**body, "bank_seconds": bank_seconds} if bank_seconds else body)


def join(base_url: str, code: str) -> dict:
    """Claim a seat -> game_id, seat, secret."""
    return call(base_url, "/api/join", {"code": code})


def my_games(base_url: str, seats: list[dict]) -> list[dict]:
    """seats: [{"game_id", "seat", "secret"}] -> where each of those games stands."""
    return call(base_url, "/api/my-games", {"seats": seats})["games"]


def websocket_url(base_url: str) -> str:
    """The server's WebSocket address (NotAnAddress when `base_url` is no server's address)."""
    scheme, _, rest = server_address(base_url).partition("://")
    return ("wss" if scheme == "https" else "ws") + "://" + rest + "/play"
