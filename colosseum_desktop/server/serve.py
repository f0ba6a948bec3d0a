"""`colosseum serve`: the server under uvicorn, on an address it prints once it is ready."""
from __future__ import annotations

import socket
import sys

from ..i18n import _
from ..protocol import DEFAULT_HOST, DEFAULT_PORT, UNDO_ANSWER_SECONDS
from ..protocol.messages import MAX_FRAME_BYTES
from .server import Server, ServerConfig
from .start_faults import StartFault, opened
from .database_address import shown_url
from .storage import default_database_url
from .timeouts import Timeouts

MAX_HEADER_BYTES = 16 * 1024  # a request's line and headers; the client's are a few hundred bytes



def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, database: str | None = None,
          announce=print, undo_answer_seconds: int = UNDO_ANSWER_SECONDS, timeouts: Timeouts = Timeouts()) -> int:
    import uvicorn

    url = database or default_database_url()
    try:  # every fault of the start is one line saying what to do, never a traceback
        server, listening = opened(url, host, port, lambda: Server(ServerConfig(
            database_url=url, undo_answer_seconds=undo_answer_seconds,
            hello_seconds=timeouts.handshake_seconds)))  # the schema is brought up to date first
    except StartFault as fault:
        print(_("colosseum serve: {problem}", problem=fault), file=sys.stderr)
        return 2
    family = listening.family
    bound_host, bound_port = listening.getsockname()[:2]
    # No per-message compression: a view is a few kilobytes, and deflating each seat's copy cost the server a
    # tenth of its time under load (benchmarks/bench_online.py, profiled).
    config = uvicorn.Config(server.app(), ws_max_size=MAX_FRAME_BYTES, **timeouts.uvicorn_settings(),
                            ws_per_message_deflate=False,
                            log_level="warning", lifespan="on",
                            h11_max_incomplete_event_size=MAX_HEADER_BYTES,  # timeouts' protocol is h11's
                            timeout_graceful_shutdown=5)
    shown_host = f"[{bound_host}]" if family == socket.AF_INET6 else bound_host
    announce(f"http://{shown_host}:{bound_port}", shown_url(url))
    sys.stdout.flush()
    uvicorn.Server(config).run(sockets=[listening])
    return 0
