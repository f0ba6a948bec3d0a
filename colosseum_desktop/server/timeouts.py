"""How long the server waits for a connection before closing it: a server on `--host 0.0.0.0` meets clients that
open a socket and say nothing, or send a header line a second for ever, and each holds a socket and memory.

- the handshake: a request's headers (an HTTP call's, or the WebSocket upgrade's) must have arrived within
  `handshake_seconds` of the connection opening or of the previous answer; and a WebSocket's hello within as long
  (ServerConfig.hello_seconds). uvicorn has no such bound (its keep-alive timer starts only after a first answer),
  so its HTTP protocol is wrapped here;
- an idle HTTP connection after an answer: uvicorn's keep-alive timeout;
- a WebSocket whose other end is gone without closing: a ping every `ping_seconds`, closed when one is not answered
  within as long (a player who is only thinking answers pings: their window does it by itself).
"""
from __future__ import annotations

import asyncio
from dataclasses import dataclass

from uvicorn.protocols.http.h11_impl import H11Protocol

from ..protocol import HANDSHAKE_SECONDS, PING_SECONDS


@dataclass(frozen=True)
class Timeouts:
    handshake_seconds: float = HANDSHAKE_SECONDS
    keep_alive_seconds: int = 5  # uvicorn's own
    ping_seconds: float = PING_SECONDS

    def uvicorn_settings(self) -> dict:
        """uvicorn.Config's keyword arguments for these timeouts."""
        # h11's protocol, not httptools' (uvicorn's choice where installed), whose parser has no bound on a request's
        # headers (64 MB were read whole): h11 refuses them past h11_max_incomplete_event_size (serve.py).
        return {"http": handshake_bounded(H11Protocol, self.handshake_seconds),
                "timeout_keep_alive": self.keep_alive_seconds,
                "ws_ping_interval": self.ping_seconds, "ws_ping_timeout": self.ping_seconds}


def handshake_bounded(protocol: type[asyncio.Protocol], seconds: float) -> type[asyncio.Protocol]:
    """uvicorn's HTTP `protocol` (h11's or httptools'), closing a connection whose next request's headers have not
    all come `seconds` after it opened or after its last answer. Both make a new request cycle once a request's
    headers are complete, and hand the transport to the WebSocket protocol on an upgrade: either ends the wait."""

    class HandshakeBounded(protocol):  # type: ignore[misc, valid-type]
        def connection_made(self, transport) -> None:
            super().connection_made(transport)
            self._wait_for_request()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self._wait_for_request()

        def _wait_for_request(self) -> None:
            asyncio.get_running_loop().call_later(seconds, self._close_if_still_waiting, self.cycle)

        def _close_if_still_waiting(self, cycle_before) -> None:
            transport = self.transport
            if self.cycle is cycle_before and transport.get_protocol() is self and not transport.is_closing():
                transport.close()

    return HandshakeBounded
