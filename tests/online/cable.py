"""A network cable a test can pull out: a TCP forwarder on 127.0.0.1 between a client and the server. `cut()` closes
every connection through it and refuses new ones until `mend()` (the client's link sees its connection drop and
tries again with backoff, as when a home's network goes away); `close()` ends it and its threads."""
from __future__ import annotations

import socket
import threading

POLL_SECONDS = 0.1  # how often the threads look whether they should stop


class Cable:
    def __init__(self, server_port: int) -> None:
        self.server_port = server_port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(POLL_SECONDS)
        self.port = self._listener.getsockname()[1]
        self._cut = threading.Event()
        self._closing = threading.Event()
        self._lock = threading.Lock()
        self._open: list[socket.socket] = []
        self._threads = [threading.Thread(target=self._accept, name="cable-accept", daemon=True)]
        self._threads[0].start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def cut(self) -> None:
        self._cut.set()
        with self._lock:
            ends, self._open = self._open, []
        for end in ends:
            _close(end)

    def mend(self) -> None:
        self._cut.clear()

    def close(self) -> None:
        self._closing.set()
        self.cut()
        for thread in self._threads:
            thread.join(timeout=2)
        self._listener.close()

    def _accept(self) -> None:
        while not self._closing.is_set():
            try:
                client, _ = self._listener.accept()
            except TimeoutError:
                continue
            if self._cut.is_set():
                _close(client)
                continue
            try:
                server = socket.create_connection(("127.0.0.1", self.server_port), timeout=5)
            except OSError:
                _close(client)
                continue
            with self._lock:
                self._open += [client, server]
            for source, sink in ((client, server), (server, client)):
                thread = threading.Thread(target=self._pump, args=(source, sink), name="cable-pump", daemon=True)
                self._threads.append(thread)
                thread.start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        source.settimeout(POLL_SECONDS)
        while not self._closing.is_set():
            try:
                data = source.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                break
            if not data:
                break
            try:
                sink.sendall(data)
            except OSError:
                break
        _close(source)
        _close(sink)


def _close(end: socket.socket) -> None:
    try:
        end.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    end.close()
