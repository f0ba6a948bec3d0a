"""A request's line and headers are read to a bound (serve.MAX_HEADER_BYTES): longer ones are refused and the
connection closed, without the server's memory growing by what was sent; a client that goes away in the middle
of its request leaves no traceback in the log. A real server process on 127.0.0.1, raw sockets."""
from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest

from colosseum_desktop.server.process import ServerProcess
from colosseum_desktop.server.serve import MAX_HEADER_BYTES

CHUNK = 64 * 1024
MOST_GROWTH_KB = 16 * 1024  # what the server may grow by while 64 MB are thrown at it (it grew 60 MB)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("bounds")
    process = ServerProcess(f"sqlite:///{folder / 'server.sqlite3'}", env={"XDG_DATA_HOME": str(folder / "data"),
                                                                            "XDG_CONFIG_HOME": str(folder / "cfg")})
    process.start()
    yield process
    process.stop()


def resident_kb(process: ServerProcess) -> int:
    status = Path(f"/proc/{process.process.pid}/status")
    if not status.exists():
        pytest.skip("no /proc to read the server's memory from")
    return int(next(line for line in status.read_text().splitlines() if line.startswith("VmRSS")).split()[1])


def throw(server: ServerProcess, head: bytes, filler: bytes, size: int, tail: bytes) -> tuple[int, bytes]:
    """Send `head`, then `size` bytes of `filler`, then `tail`, and read the answer: (bytes sent before the server
    closed the connection, or all of them; the answer's first bytes, b"" if none)."""
    sent = 0
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as connection:
        try:
            connection.sendall(head)
            while sent < size:  # never more than `size`: a fair head sent 64 KB long was refused when split
                piece = filler * max(1, min(CHUNK, size - sent) // len(filler))
                connection.sendall(piece)
                sent += len(piece)
            connection.sendall(tail)
        except (BrokenPipeError, ConnectionResetError):
            pass
        try:
            answer = connection.recv(64)
        except (ConnectionResetError, TimeoutError):
            answer = b""
    return sent, answer


OVER_LONG = [
    ("one header of 200 KB", b"X-Big: ", b"a", 200 * 1024, b"\r\n\r\n"),
    ("one header of 100 KB", b"X-Big: ", b"a", 100 * 1024, b"\r\n\r\n"),
    ("ten thousand small headers", b"", b"X-A: b\r\n", 10_000 * 8, b"\r\n"),
    ("a request line of 1 MB", b"", b"a", 1024 * 1024, b" HTTP/1.1\r\n\r\n"),
    ("a header line without its end, 64 MB", b"X-Big: ", b"a", 64 * 1024 * 1024, b""),
]


@pytest.mark.parametrize("name, start, filler, size, tail", OVER_LONG, ids=[case[0] for case in OVER_LONG])
def test_an_over_long_head_is_refused_without_the_server_growing(server, name, start, filler, size, tail):
    assert size > MAX_HEADER_BYTES
    before = resident_kb(server)
    request_line = b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n" if not name.startswith("a request line") \
        else b"GET /api/health?"
    sent, answer = throw(server, request_line + start, filler, size, tail)
    assert not answer.startswith(b"HTTP/1.1 200"), answer
    assert answer == b"" or answer.startswith((b"HTTP/1.1 400", b"HTTP/1.1 431")), answer
    assert resident_kb(server) - before < MOST_GROWTH_KB
    if size > 32 * 1024 * 1024:  # beyond what the sockets buffer on the way
        assert sent < size  # closed long before all of it came: nothing was read whole
    _, fine = throw(server, b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n", b"", 0,
                    b"\r\n")
    assert fine.startswith(b"HTTP/1.1 200"), fine  # and the server answers the next request as ever


def test_a_head_within_the_bound_is_answered(server):
    _, answer = throw(server, b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nX-Fair: ",
                      b"a", 4096, b"\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 200")


@pytest.mark.parametrize("path", ["/api/join", "/api/games", "/api/my-games"])
def test_a_client_gone_in_the_middle_of_its_request_leaves_one_line_not_a_traceback(server, path):
    logged = len(server.error_output())
    head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: 1000\r\n\r\n").encode()
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as connection:
        connection.sendall(head + b'{"code": "ABCD')  # and gone, 980 bytes short
    deadline = time.monotonic() + 30  # until the server has said something of it (a bound, not a timing)
    while "went away" not in server.error_output()[logged:] and "Traceback" not in server.error_output()[logged:]:
        assert time.monotonic() < deadline, "the server said nothing of the client gone"
        time.sleep(0.05)
    log = server.error_output()[logged:]
    assert "Traceback" not in log and "ClientDisconnect" not in log, log
    assert len([line for line in log.splitlines() if "went away" in line]) == 1
    _, fine = throw(server, b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n", b"", 0,
                    b"\r\n")
    assert fine.startswith(b"HTTP/1.1 200")
