"""Caddy (Debian's package) in front of a test's server: HTTPS with its own internal authority, on loopback.

Everything Caddy keeps (its authority, the certificates it issues) lands in the test's temporary folder; it
listens on free high ports of 127.0.0.1 alone (HTTP/1.1 and 2: no HTTP/3 socket), its admin endpoint is off, it installs nothing into the system's trust store.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest

REQUIRED_ENV = "COLOSSEUM_REQUIRE_CADDY"  # set by .ci/run, which installs Caddy
START_SECONDS = 30.0


def caddy_program() -> str:
    found = shutil.which("caddy")
    if found is None:
        if os.environ.get(REQUIRED_ENV):
            pytest.fail(f"{REQUIRED_ENV} is set but caddy is not installed (apt-get install caddy)")
        pytest.skip(f"caddy is not installed (apt-get install caddy; .ci/run does, and sets {REQUIRED_ENV}=1)")
    return found


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def caddyfile(https_port: int, http_port: int, storage: Path, upstream_port: int, access_log: Path) -> str:
    return f"""{{
	admin off
	http_port {http_port}
	https_port {https_port}
	auto_https disable_redirects
	skip_install_trust
	servers {{
		protocols h1 h2
	}}
	storage file_system {{
		root {storage}
	}}
}}

https://127.0.0.1:{https_port} {{
	bind 127.0.0.1
	tls internal
	reverse_proxy 127.0.0.1:{upstream_port}
	log {{
		output file {access_log}
	}}
}}
"""


class Caddy:
    def __init__(self, folder: Path, upstream_port: int) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.https_port, self.http_port = free_port(), free_port()
        self.storage = folder / "storage"
        self.config = folder / "Caddyfile"
        self.access_log = folder / "access.log"  # a line per request, once answered (a WebSocket's once closed)
        self.config.write_text(caddyfile(self.https_port, self.http_port, self.storage, upstream_port,
                                         self.access_log), encoding="utf-8")
        self.log = folder / "caddy.log"
        self.process: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        return f"https://127.0.0.1:{self.https_port}"

    @property
    def root_certificate(self) -> Path:
        return self.storage / "pki" / "authorities" / "local" / "root.crt"

    def start(self) -> None:
        """Start it and wait until it answers TLS on its port with its authority made."""
        env = {"PATH": os.environ.get("PATH", ""), "HOME": str(self.folder),
               "XDG_CONFIG_HOME": str(self.folder / "config"), "XDG_DATA_HOME": str(self.folder / "data")}
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen([caddy_program(), "run", "--config", str(self.config), "--adapter",
                                             "caddyfile"], stdout=log, stderr=subprocess.STDOUT,
                                            stdin=subprocess.DEVNULL, env=env, start_new_session=True)
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"caddy stopped: {self.log.read_text(errors='replace')[-3000:]}")
            if self.root_certificate.is_file() and self._listening():
                return
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"caddy did not start in {START_SECONDS} s: {self.log.read_text(errors='replace')[-3000:]}")

    def _listening(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.https_port), timeout=1):
                return True
        except OSError:
            return False

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
