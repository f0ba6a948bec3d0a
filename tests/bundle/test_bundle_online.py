"""The bundle plays online as a client: its window opens a game held by a real server behind Caddy's TLS, trusting
Caddy's authority through COLOSSEUM_EXTRA_CA_FILE, over wss:// (the frozen ssl and websockets at work)."""
from __future__ import annotations

import json
import os
import subprocess
import time

import pytest

from colosseum_desktop.server.process import ServerProcess
from colosseum_desktop.online.tls import EXTRA_CA_ENV
from tests.online.caddy import Caddy
from tests.online.conftest import seated_game

from .conftest import bundle_marks, clean_environment
from .xvfb import colours_in, screenshot, start_xvfb, wait_for_window

pytestmark = bundle_marks()
CONNECTED_SECONDS = 60


def upgrades(access_log) -> list[dict]:
    """The WebSocket connections to /play that the server accepted through Caddy (logged once closed; Caddy 2.6
    logs an upgraded connection's status as 0, its answer's headers with the server's Sec-WebSocket-Accept)."""
    if not access_log.is_file():
        return []
    entries = [json.loads(line) for line in access_log.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [entry for entry in entries if entry.get("request", {}).get("uri") == "/play"
            and "Sec-Websocket-Accept" in entry.get("resp_headers", {})]


def test_the_bundle_opens_an_online_game_through_caddy_over_tls(bundle, tmp_path, monkeypatch):
    server = ServerProcess(f"sqlite:///{tmp_path / 'server.sqlite3'}",
                           env={"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")})
    server.start()
    caddy = Caddy(tmp_path / "caddy", server.port)
    x_server = game = None
    try:
        caddy.start()
        monkeypatch.setenv(EXTRA_CA_ENV, str(caddy.root_certificate))
        game_id, secrets = seated_game(caddy.base_url, ["person", "computer:easy", "computer:easy"])
        x_server, display = start_xvfb()
        game = subprocess.Popen([str(bundle), "--lang", "en", "play-online", "--server", caddy.base_url, "--game",
                                 game_id, "--seat", "1", "--secrets-stdin"],
                                cwd=tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True,
                                env=clean_environment(tmp_path / "home", DISPLAY=display,
                                                      **{EXTRA_CA_ENV: str(caddy.root_certificate)}))
        game.stdin.write(secrets[0] + "\n")
        game.stdin.close()
        wait_for_window(display, game)
        deadline = time.monotonic() + CONNECTED_SECONDS
        # The board asks for the moves so far once connected; the hello's view comes first. Give it time, then
        # close the window's process: Caddy logs a WebSocket once it is closed.
        time.sleep(8)
        assert game.poll() is None, game.stdout.read()[-3000:]
        picture = screenshot(display, tmp_path / "online.png")
        assert len(colours_in(picture)) > 200
        game.terminate()
        game.wait(timeout=30)
        while not upgrades(caddy.access_log) and time.monotonic() < deadline:
            time.sleep(0.2)
        passed = upgrades(caddy.access_log)
        assert passed, caddy.access_log.read_text(encoding="utf-8")[-3000:] if caddy.access_log.is_file() else ""
        assert passed[0]["request"]["tls"]["version"] >= 0x0303  # TLS 1.2 or newer, between the bundle and Caddy
    finally:
        if game is not None and game.poll() is None:
            game.kill()
            game.wait()
        if x_server is not None:
            x_server.terminate()
            x_server.wait(timeout=10)
        caddy.stop()
        server.stop()
