"""Raw HTTP for the accounts' tests: any method, path, headers and body bytes, however odd, over a socket to the
server on 127.0.0.1 (http.client sends what it is given); the answer's status and JSON."""
from __future__ import annotations

import http.client
import json
import secrets


def send(base_url: str, method: str, path: str, body: bytes | dict | None = None,
         headers: dict[str, str] | None = None) -> tuple[int, dict]:
    host, _, port = base_url.removeprefix("http://").rpartition(":")
    data = json.dumps(body).encode() if isinstance(body, dict) else body
    connection = http.client.HTTPConnection(host, int(port), timeout=30)
    try:
        connection.request(method, path, body=data, headers={"Content-Type": "application/json", **(headers or {})})
        answer = connection.getresponse()
        text = answer.read()
    finally:
        connection.close()
    return answer.status, json.loads(text)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_name(prefix: str) -> str:
    """A name no other test (nor another run on the same database) has taken."""
    return f"{prefix}-{secrets.token_hex(4)}"
