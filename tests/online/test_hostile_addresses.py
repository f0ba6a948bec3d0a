"""A server's address, typed on the Online screen, stored in the seats file or given on the command line, is
checked in one place (online.addresses.server_address) before any connection or name lookup: a name in another
script is IDNA-encoded; controls, bidirectional controls, NUL, spaces, huge names, broken IPv6 literals, ports out
of range, a user name and schemes other than http/https/ws/wss are refused with a sentence. No test here connects
anywhere but 127.0.0.1, and none looks a name up (every name is refused or only normalised)."""
from __future__ import annotations

import json
import socket

import pytest

from colosseum_desktop.online import keyring, lobby_calls
from colosseum_desktop.protocol.addresses import NotAnAddress, server_address
from colosseum_desktop.online.link import LinkState, SeatLink
from colosseum_desktop.scenes.online.games import OnlineGamesScene, game_status
from colosseum_desktop.scenes.online.host import OnlineHostScene
from colosseum_desktop.scenes.online.join import OnlineJoinScene
from tests.online.test_lobby_screens import canvas_ready, client, idle, settle  # noqa: F401 - fixture
from tests.scenes.ui_events import click_on, send, show, typed

NORMALISED = [
    ("例え.jp", "http://xn--r8jz45g.jp:8765"),
    ("🦁.example", "http://xn--0s9h.example:8765"),
    ("https://Bücher.Example:443/", "https://xn--bcher-kva.example:443"),
    ("ws://127.0.0.1:9000", "http://127.0.0.1:9000"),
    ("wss://[::1]", "https://[::1]:8765"),
    ("[::1]:9000", "http://[::1]:9000"),
    (" 192.168.1.20 ", "http://192.168.1.20:8765"),
]

HOSTILE = [
    "a b.example", "a\tb.example", "ex\x00ample.org", "example.org\x00:80", "\x1b[31mred.example",
    "\u202eelpmaxe.org", "exa\u200bmple.org", "evil\u2066.example", "line\u2028sep.example",
    "x" * 5000, "a." * 200 + "org", ("l" * 64) + ".example",
    "[::1", "http://[::1", "[::1]]:80", "[zz::1]:80", "http://[::1:80", "[1:2:3:4:5:6:7:8:9]",
    "999.1.1.1", "1.2.3", "127.0.0.1:0", "example.org:65536", "example.org:99999", "example.org:-1",
    "example.org:http", "example.org:",
    "user@example.org", "http://user:password@example.org", "http://@example.org",
    "ftp://example.org", "file:///etc/passwd", "javascript:alert(1)", "gopher://example.org", "data:,x",
    "example.org/path", "example.org?x=1", "example.org#top", "http://example.org/join/../x",
    "exa!mple.org", "-leading.example", "a..b.example", "",
]


@pytest.mark.parametrize("typed_text, expected", NORMALISED)
def test_an_address_in_another_script_or_form_is_normalised(typed_text, expected):
    assert server_address(typed_text) == expected
    assert server_address(expected) == expected  # the normalised form is its own


@pytest.mark.parametrize("text", HOSTILE, ids=lambda text: repr(text[:24]))
def test_a_hostile_address_is_refused_with_a_sentence(text):
    with pytest.raises(NotAnAddress) as refused:
        server_address(text)
    sentence = str(refused.value)
    assert sentence.endswith(".") and len(sentence) < 400
    assert sentence.isprintable()  # controls and bidirectional controls shown escaped, never acted on


# The field keeps at most 120 characters (a longer paste is cut there): the long ones are the function's to refuse.
@pytest.mark.parametrize("text", [t for t in HOSTILE if 0 < len(t) <= 120] + [t for t, _ in NORMALISED[:3]],
                         ids=lambda text: repr(text[:24]))
@pytest.mark.parametrize("button", ["host_button", "join_button"])
def test_typed_on_the_online_screen_host_and_join_refuse_or_normalise(text, button, tmp_path, canvas_ready,
                                                                      monkeypatch):
    def no_lookup(*args, **kwargs):
        raise AssertionError(f"a name was looked up: {args[:1]}")

    monkeypatch.setattr(socket, "getaddrinfo", no_lookup)
    ctx = client(tmp_path / "saves", [])
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: idle(games))
    games.server.set_text(text)
    click_on(ctx, getattr(games, button))
    top = ctx.manager.top
    if text in dict(NORMALISED):
        assert isinstance(top, (OnlineHostScene, OnlineJoinScene))
        assert ctx.settings.online_server == dict(NORMALISED)[text]  # what every call will use, in ASCII
    else:
        assert top is games and "is not a server's address" in games.message.text
        assert ctx.settings.online_server != text


BROKEN_SERVERS = ["http://ex\x00ample.org:1", "http://\u202eelpmaxe.org:1", "http://[::1:1", "http://[::1",
                  "http://exa mple.org:1"]


def seats_file_naming(tmp_path, server: str):
    """A seats file, written by hand, whose one seat names `server` (the file itself well formed)."""
    ctx = client(tmp_path / "saves", [])
    keyring.keep(keyring.keyring_path(ctx.saves_dir), (keyring.HeldSeat(
        server="http://127.0.0.1:9", game_id="a" * 16, seat=0, secret="s" * 43, name="Aurelia",
        kept_at=keyring.now()),))
    path = keyring.keyring_path(ctx.saves_dir)
    data = json.loads(path.read_text())
    data["seats"][0]["server"] = server
    path.write_text(json.dumps(data))
    return ctx, path


@pytest.mark.parametrize("stored", BROKEN_SERVERS, ids=repr)
def test_a_seats_file_naming_a_broken_server_is_said_on_the_online_screen(stored, tmp_path, canvas_ready,
                                                                           monkeypatch):
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: pytest.fail("a name was looked up"))
    ctx, path = seats_file_naming(tmp_path, stored)
    before = path.read_bytes()
    if keyring.read_keyring(path).problem is not None:  # the file's own check refused it: said, and left alone
        return
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: idle(games))
    (game,) = games.games
    assert "is not a server's address" in game_status(game)
    assert path.read_bytes() == before


@pytest.mark.parametrize("stored", BROKEN_SERVERS, ids=repr)
def test_a_broken_server_in_the_seats_file_is_refused_by_every_call_before_connecting(stored, tmp_path,
                                                                                      monkeypatch):
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: pytest.fail("a name was looked up"))
    seat = keyring.HeldSeat.model_construct(server=stored, game_id="a" * 16, seat=0, secret="s" * 43,
                                            name="Aurelia", kept_at=keyring.now())
    (game,) = lobby_calls.my_games((seat,))  # the title's turn watch and the Online list ask this way
    assert "is not a server's address" in str(game.problem)
    with pytest.raises(lobby_calls.LobbyProblem):
        lobby_calls.join(stored, "ABCD-EFGH")
    link = SeatLink(stored, "a" * 16, 0, "s" * 43).start()  # an opened board: refused, no connection tried
    link._thread.join(5)
    assert link.state is LinkState.REFUSED and link.attempts == 0
