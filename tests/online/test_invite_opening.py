"""A `colosseum:` link (an invite page's button, through the desktop entry's `colosseum %u`) opens the game on
Online -> Join with the link's server and code filled in, over the title and the list of online games; pressing
Join claims the seat on that server. A link that is not one of ours is refused with a sentence, never a traceback,
and opens nothing (issue 31)."""
from __future__ import annotations

import pytest

from colosseum_desktop import cli
from colosseum_desktop.online import api
from colosseum_desktop.protocol.invite_links import BadLink, colosseum_link, read_colosseum_link
from colosseum_desktop.scenes.online.invite_opening import open_invite
from colosseum_desktop.scenes.online.games import OnlineGamesScene
from colosseum_desktop.scenes.online.join import OnlineJoinScene
from colosseum_desktop.scenes.title.scene import TitleScene
from tests.scenes.ui_events import click_on

from .test_lobby_screens import canvas_ready, client, settle  # noqa: F401 (a fixture)

CODE = "ABCD-EFGH-JKMN"


@pytest.mark.parametrize("address", ["http://127.0.0.1:8765", "https://games.example.org:443", "http://[::1]:9000",
                                    "http://192.168.1.20:8765"])
def test_a_link_gives_back_its_server_and_code(address):
    assert read_colosseum_link(colosseum_link(address, CODE)) == (address, CODE)
    written_by_hand = colosseum_link(address, CODE.lower()).replace("colosseum:", "COLOSSEUM:")
    assert read_colosseum_link(written_by_hand) == (address, CODE)


HOSTILE = [
    "colosseum://join/ABCD-EFGH-JKMN?server=http%3A%2F%2Fexample.org%0A%1B%5B31m",  # control characters
    "colosseum://join/ABCD-EFGH-JKMN\x1b[2J?server=example.org",
    "colosseum://join/" + "A" * 5000 + "?server=example.org",  # huge
    "colosseum://join/ABCD-EFGH-JKMN?server=" + "a" * 400 + ".org",
    "https://example.org/join/ABCD-EFGH-JKMN",  # not our scheme
    "colosseum:join",
    "colosseum://host/ABCD-EFGH-JKMN?server=example.org",  # not a join
    "colosseum://join/ABCD-EFGH?server=example.org",  # not a code
    "colosseum://join/ABCD-EFGH-JKMN/more?server=example.org",
    "colosseum://join/ABCD-EFGH-JKMN",  # no server
    "colosseum://join/ABCD-EFGH-JKMN?server=a.org&server=b.org",
    "colosseum://join/ABCD-EFGH-JKMN?server=example.org&secret=x",
    "colosseum://join/ABCD-EFGH-JKMN?server=file%3A%2F%2F%2Fetc%2Fpasswd",  # wrong server scheme
    "colosseum://join/ABCD-EFGH-JKMN?server=http%3A%2F%2Fuser%3Apw%40example.org",
    "colosseum://join/ABCD-EFGH-JKMN?server=http%3A%2F%2Fexample.org%2Fpath",
    "colosseum://join/ABCD-EFGH-JKMN?server=exa%20mple.org",
    "colosseum://join/ABCD-EFGH-JKMN?server=example.org%3A99999",
    "colosseum://join/ABCD-EFGH-JKMN?server=example.org#fragment",
    "colosseum://join/ABCD-EFGH-JKMN?server=%E2%80%AEexample.org",
]


@pytest.mark.parametrize("link", HOSTILE)
def test_a_malformed_or_hostile_link_is_refused_with_a_sentence(link):
    with pytest.raises(BadLink) as refused:
        read_colosseum_link(link)
    assert str(refused.value).endswith(".")


@pytest.mark.parametrize("link", [link for link in HOSTILE if link.startswith("colosseum:")][:8])
def test_the_command_line_refuses_it_in_one_line_and_opens_nothing(link, capsys, monkeypatch):
    opened = []
    monkeypatch.setattr("colosseum_desktop.app.launch", lambda **given: opened.append(given))
    assert cli.main(["--lang", "en", link]) == 2
    said = capsys.readouterr()
    assert said.err.startswith("This link was not opened: ") and said.err.count("\n") == 1
    assert "Traceback" not in said.err and "\x1b" not in said.err and not opened


def test_the_command_line_opens_the_game_on_join_with_the_link(capsys, monkeypatch, tmp_path):
    opened = []
    monkeypatch.setattr("colosseum_desktop.app.launch", lambda **given: opened.append(given) or 0)
    link = colosseum_link("http://games.example.org:8765", CODE)
    assert cli.main(["--saves-dir", str(tmp_path), link]) == 0
    assert opened == [{"saves_dir": str(tmp_path), "language": None, "invite": ("http://games.example.org:8765",
                                                                                  CODE)}]
    assert cli.main(["simulate", link]) == 2 and "opens the game alone" in capsys.readouterr().err


def test_the_link_opens_join_filled_in_and_join_claims_the_seat(server, tmp_path, canvas_ready):  # noqa: F811
    created = api.create_game(server.base_url, [{"name": "Aurelia", "kind": "person"},
                                                {"name": "Brutus", "kind": "person"},
                                                {"name": "Cassia", "kind": "computer:easy"}])
    code = next(invite["code"] for invite in created["invites"] if invite["seat"] == 1)
    server_address, code_read = read_colosseum_link(colosseum_link(server.base_url, code.lower()))
    ctx = client(tmp_path / "saves", [])
    ctx.manager.push(open_invite(ctx, server_address, code_read))
    ctx.manager.apply_pending()
    title, games, join = ctx.manager.stack
    assert isinstance(title, TitleScene) and isinstance(games, OnlineGamesScene) and isinstance(join, OnlineJoinScene)
    assert join.code.text == code and join.server == server.base_url
    click_on(ctx, join.join_button)
    settle(ctx, lambda: ctx.manager.top is games)
    assert "You joined as Brutus." in games.message.text
    assert ctx.settings.online_server == server.base_url
