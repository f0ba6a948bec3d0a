"""The client's TLS: the system's certificate authorities, and one more named by the player.

A server behind a proxy with a certificate of a private authority (Caddy's `tls internal`, a club's own CA) is
trusted by naming that authority's certificate in COLOSSEUM_EXTRA_CA_FILE: it is added to the system's, which stay
trusted. (OpenSSL's SSL_CERT_FILE works too, but replaces the system's list instead of adding to it.) A file that
cannot be read as certificates is logged with its path and raised, so the connection fails and says why, never
falling back to the system's list alone.
"""
from __future__ import annotations

import logging
import os
import ssl

EXTRA_CA_ENV = "COLOSSEUM_EXTRA_CA_FILE"

log = logging.getLogger(__name__)


def client_context() -> ssl.SSLContext:
    """A context verifying the server's certificate and name against the system's authorities and the extra one."""
    context = ssl.create_default_context()
    extra = os.environ.get(EXTRA_CA_ENV)
    if extra:
        try:
            context.load_verify_locations(cafile=extra)
        except (OSError, ssl.SSLError) as error:  # ssl.SSLError is an OSError; named for the reader
            log.warning("%s=%s cannot be read as certificates: %s", EXTRA_CA_ENV, extra, error)
            raise
    return context


def https_context(url: str) -> ssl.SSLContext | None:
    """For an https:// address, the client's context; None for http://."""
    return client_context() if url.lower().startswith("https://") else None


def websocket_options(url: str) -> dict:
    """connect()'s TLS option for a wss:// address (websockets refuses an ssl option for ws://)."""
    return {"ssl": client_context()} if url.lower().startswith("wss://") else {}
