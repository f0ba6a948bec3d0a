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
import urllib.parse
import urllib.request

from ..protocol.addresses import server_address
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


def call(base_url: str, path: str, body: dict | bytes | None = None, timeout: float = TIMEOUT_SECONDS,
         token: str | None = None) -> dict:
    """POST `body` (JSON) to `path`, or GET when there is none; `token`: a player's session, in the Authorization
    header (never in the address, which logs keep)."""
    data = body if isinstance(body, bytes) or body is None else json.dumps(body).encode("utf-8")
    return _asked(base_url, path, data, timeout, read_json, token)


def download(base_url: str, path: str, limit: int, timeout: float = TIMEOUT_SECONDS) -> bytes:
    """GET `path`: the answer's bytes as they came (at most `limit`; a file, not an answer to read as JSON here)."""
    return _asked(base_url, path, None, timeout, lambda answer: read_bounded(answer, limit))


def _asked(base_url: str, path: str, data: bytes | None, timeout: float, read, token: str | None = None):
    """Send the request (POST `data`, or GET when None); `read(answer)` of a success, ApiRefused for a refusal."""
    base_url = server_address(base_url)  # NotAnAddress before any connection or name lookup
    url = base_url.rstrip("/") + path
    headers = {"Content-Type": "application/json"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=data, headers=headers, method="GET" if data is None else "POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout, context=https_context(url)) as answer:
            return read(answer)
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
    data = read_bounded(answer, limit, seconds)
    try:
        return json.loads(data)
    except (ValueError, RecursionError) as error:
        raise BadAnswer(f"an answer that is not JSON ({error.__class__.__name__})") from None


def read_bounded(answer, limit: int, seconds: float = ANSWER_SECONDS) -> bytes:
    """The answer's bytes, read in pieces: at most `limit`, within `seconds` in all (BadAnswer beyond either)."""
    deadline, data = time.monotonic() + seconds, b""
    while chunk := answer.read1(min(64 * 1024, limit + 1 - len(data))):  # what has come, not a wait for all
        data += chunk
        if len(data) > limit:
            raise BadAnswer(f"an answer larger than {limit} bytes")
        if time.monotonic() > deadline:
            raise BadAnswer(f"an answer still coming after {seconds:.0f} s")
    return data


def create_game(base_url: str, seats: list[dict], variant: str = "standard",
                turn_seconds: int | None = None, rated: bool = False, token: str | None = None,
                open_: bool = False, bank_seconds: int = 0) -> dict:
    """seats: [{"name": ..., "kind": "person" | "computer:<level>"}] -> game_id, host_secret, invites. A rated game
    is hosted by a player logged in (`token`); "rated" is sent only then (a server before accounts knows no such
    field). `open_`: published in the server's lobby (said only then: a server without a lobby still hosts the
    other games). `bank_seconds`: each seat's bank of extra time, with a turn time only (time_banks.py)."""
    body = {"seats": seats, "variant": variant, "turn_seconds": turn_seconds, **({"rated": True} if rated else {}),
            **({"open": True} if open_ else {}), **({"bank_seconds": bank_seconds} if bank_seconds else {})}
    return call(base_url, "/api/games", body, token=token)


def join(base_url: str, code: str, token: str | None = None) -> dict:
    """Claim a seat -> game_id, seat, secret; with a player's session `token`, the seat is theirs."""
    return call(base_url, "/api/join", {"code": code}, token=token)


def register(base_url: str, name: str, password: str) -> dict:
    """A new player on the server, logged in -> name, token."""
    return call(base_url, "/api/accounts", {"name": name, "password": password})


def log_in(base_url: str, name: str, password: str) -> dict:
    """-> name, token (a new session)."""
    return call(base_url, "/api/login", {"name": name, "password": password})


def log_out(base_url: str, token: str) -> dict:
    return call(base_url, "/api/logout", b"{}", token=token)


def player_page(base_url: str, name: str) -> dict:
    """A player's rating and games."""
    return call(base_url, "/api/players/" + urllib.parse.quote(name, safe=""))


def level_ratings(base_url: str) -> dict:
    """The computer levels' published ratings."""
    return call(base_url, "/api/ratings/levels")


def my_games(base_url: str, seats: list[dict]) -> list[dict]:
    """seats: [{"game_id", "seat", "secret"}] -> where each of those games stands."""
    return call(base_url, "/api/my-games", {"seats": seats})["games"]


def websocket_url(base_url: str) -> str:
    """The server's WebSocket address (NotAnAddress when `base_url` is no server's address)."""
    scheme, _, rest = server_address(base_url).partition("://")
    return ("wss" if scheme == "https" else "ws") + "://" + rest + "/play"
