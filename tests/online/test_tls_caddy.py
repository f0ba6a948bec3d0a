"""A server behind real TLS: Caddy with `tls internal` on loopback in front of `colosseum serve`, the client trusting
Caddy's authority through COLOSSEUM_EXTRA_CA_FILE, a game played over https:// and wss://, and the reconnection
through the proxy when the server behind it is killed and started again (issue 31). Skipped without Caddy, unless
COLOSSEUM_REQUIRE_CADDY=1 (.ci/run)."""
from __future__ import annotations

import os
import ssl
import subprocess
import urllib.error
from pathlib import Path

import pytest

from colosseum_desktop import rules
from colosseum_desktop.online import api
from colosseum_desktop.online.link import LinkState, SeatLink
from colosseum_desktop.online.tls import EXTRA_CA_ENV, websocket_options

from .caddy import Caddy, caddy_program
from .conftest import seated_game
from .test_link import wait_until
from .test_whole_game import server_save

DOCUMENTED = Path(__file__).resolve().parents[2] / "docs" / "deploy" / "Caddyfile"


@pytest.fixture
def caddy(own_server, tmp_path):
    proxy = Caddy(tmp_path / "caddy", own_server.port)
    proxy.start()
    yield proxy
    print("caddy's log:", proxy.log.read_text(errors="replace")[-3000:])
    proxy.stop()


def test_an_unreadable_authority_file_fails_the_call_instead_of_being_ignored(monkeypatch, tmp_path):
    monkeypatch.setenv(EXTRA_CA_ENV, str(tmp_path / "no-such.crt"))
    with pytest.raises(FileNotFoundError):  # before any connection: no server needed
        api.create_game("https://127.0.0.1:9", [{"name": "Aurelia", "kind": "person"}] * 3)
    with pytest.raises(FileNotFoundError):
        websocket_options("wss://127.0.0.1:9/play")
    assert websocket_options("ws://127.0.0.1:9/play") == {}  # websockets refuses an ssl option for ws://


def test_a_game_is_played_through_caddy_and_the_client_comes_back_after_the_server_restarts(
        caddy, own_server, database_url, monkeypatch):
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    monkeypatch.delenv(EXTRA_CA_ENV, raising=False)
    with pytest.raises(urllib.error.URLError) as refused:  # Caddy's own authority: trusted only when named
        api.create_game(caddy.base_url, [{"name": "Aurelia", "kind": "person"}] * 3)
    assert isinstance(refused.value.reason, ssl.SSLCertVerificationError)
    monkeypatch.setenv(EXTRA_CA_ENV, str(caddy.root_certificate))
    game_id, secrets = seated_game(caddy.base_url, ["person", "person", "person"])  # https://: create, join
    link = SeatLink(caddy.base_url, game_id, 0, secrets[0]).start()
    try:
        assert link.url.startswith("wss://127.0.0.1:")
        wait_until(lambda: link.state is LinkState.CONNECTED and link.view, what="the first view over wss://")
        link.send(rules.BuySeasonTicket(player=0), version=link.view["version"])  # R6
        wait_until(lambda: link.waiting() == 0, what="the ticket's answer")
        answers = link.take_answers()
        assert [answer["type"] for answer in answers] == ["applied"]
        wait_until(lambda: link.view["version"] == answers[0]["version"], what="the view after the ticket")

        own_server.kill()  # Caddy stays; the server behind it is gone
        wait_until(lambda: link.state is LinkState.RECONNECTING, what="the link to notice the server gone")
        link.send(rules.EndTurn(player=0), version=link.view["version"])  # decided while the server is away
        assert link.waiting() == 1
        own_server.start()  # the same port, the same database
        wait_until(lambda: link.waiting() == 0, seconds=40, what="the kept move to be sent through the proxy")
        assert [answer["type"] for answer in link.take_answers()] == ["applied"]
        assert link.state is LinkState.CONNECTED and link.attempts >= 2
        games = api.my_games(caddy.base_url, [{"game_id": game_id, "seat": 0, "secret": secrets[0]}])
        assert [game["game_id"] for game in games] == [game_id]
    finally:
        link.stop()
    save = server_save(database_url, game_id)
    assert [record.command for record in save.log] == [rules.BuySeasonTicket(player=0), rules.EndTurn(player=0)]


def test_the_documented_caddyfile_is_valid(tmp_path):
    checked = subprocess.run([caddy_program(), "validate", "--config", str(DOCUMENTED), "--adapter", "caddyfile"],
                             capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
                             env={"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path),
                                  "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")})
    assert checked.returncode == 0 and "Valid configuration" in checked.stdout + checked.stderr, checked.stderr
    assert "reverse_proxy 127.0.0.1:8765" in DOCUMENTED.read_text(encoding="utf-8")  # the unit's address
