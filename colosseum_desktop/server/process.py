"""A server in a child process (`colosseum serve`), started and stopped from Python: what the tests and the
benchmark run against, over real sockets, exactly as a person would start it."""
from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

ADDRESS = re.compile(r"http://\S+:(\d+)")


class ServerProcess:
    def __init__(self, database_url: str, port: int = 0, host: str = "127.0.0.1",
                 env: dict[str, str] | None = None, options: tuple[str, ...] = ()) -> None:
        self.database_url, self.port, self.host = database_url, port, host
        self.env = env
        self.options = options  # more of `colosseum serve`'s options (--undo-answer-seconds 2)
        self.process: subprocess.Popen | None = None
        self.announced = ""
        self.errors = tempfile.NamedTemporaryFile(prefix="colosseum-serve-", suffix=".log", delete=False)

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self, timeout: float = 30.0) -> str:
        """Start it and wait for the address it prints (the port it chose, when asked for port 0)."""
        # The database's address in the environment, as a host is told to give one with a password: not in the
        # command line, which every user of the computer reads (ps).
        command = [sys.executable, "-m", "colosseum_desktop", "--lang", "en", "serve", "--host", self.host,
                   "--port", str(self.port), *self.options]
        env = {**os.environ, "COLOSSEUM_DATABASE_URL": self.database_url, **(self.env or {})}
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self.errors, stdin=subprocess.DEVNULL,
                                        text=True, env=env, start_new_session=True)
        lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line) for line in self.process.stdout], daemon=True).start()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = lines.get(timeout=0.2)
            except queue.Empty:
                if self.process.poll() is not None:
                    break
                continue
            found = ADDRESS.search(line)
            if found:
                self.announced = line  # the line it printed when ready (the tests read the database's address in it)
                self.port = int(found.group(1))
                return self.base_url
        self.kill()
        raise RuntimeError(f"the server did not start: {self.error_output()[-2000:]}")

    def error_output(self) -> str:
        with open(self.errors.name, encoding="utf-8", errors="replace") as read:
            return read.read()

    def kill(self) -> None:
        """SIGKILL: no clean-up at all, as when the machine loses power or the process is killed."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()

    def pid(self) -> int | None:
        return None if self.process is None else self.process.pid
