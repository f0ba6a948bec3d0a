"""Online -> Host a game, logged in (Online -> Account): the host's own seat is theirs and the game may be rated
(issue 32); a rated game with two seats played here is refused before anything is asked of the server; without a
log-in the choice says how to get one. Against a real server on 127.0.0.1, every wait bounded."""
from __future__ import annotations

from datetime import datetime, timezone

from colosseum_desktop.i18n import set_language
from colosseum_desktop.online import api, keyring
from colosseum_desktop.scenes.online.games import OnlineGamesScene
from colosseum_desktop.scenes.online.host import HERE, PLAYED_BY, OnlineHostScene
from colosseum_desktop.scenes.online.invites import OnlineInvitesScene
from tests.scenes.ui_events import click_on, send, show, typed

from .accounts_calls import new_name
from .test_account_screen import PASSWORD, canvas_ready  # noqa: F401 (a fixture)
from .test_lobby_screens import client, idle, settle


def host_screen(ctx, server) -> OnlineHostScene:
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: idle(games))
    click_on(ctx, games.server)
    send(ctx, typed(server.base_url.removeprefix("http://")))
    click_on(ctx, games.host_button)
    host = ctx.manager.top
    assert isinstance(host, OnlineHostScene)
    return host


def logged_in(ctx, server) -> str:
    """A player registered on the server and kept as logged in here, as the Account screen keeps them: the name."""
    name = new_name("Host")
    made = api.register(server.base_url, name, PASSWORD)
    session = keyring.HeldSession(server=server.base_url, name=name, token=made["token"],
                                  kept_at=datetime.now(timezone.utc))
    assert keyring.keep_session(keyring.keyring_path(ctx.saves_dir), server.base_url, session) is None
    return name


def test_a_player_logged_in_hosts_a_rated_game_and_takes_its_first_seat_as_theirs(server, tmp_path, canvas_ready):
    set_language("en")
    ctx = client(tmp_path / "saves", [])
    name = logged_in(ctx, server)
    host = host_screen(ctx, server)
    assert host.rated.enabled and host.rated.options == ["Not rated", "Rated: ratings change at the end"]
    host.rated.index = 1
    click_on(ctx, host.create_button)
    settle(ctx, lambda: isinstance(ctx.manager.top, OnlineInvitesScene))
    page = api.player_page(server.base_url, name)
    assert [(game["seat"], game["rated"]) for game in page["games"]] == [(0, True)]


def test_a_rated_game_is_hosted_with_one_seat_here_and_unrated_the_seat_is_still_the_players(server, tmp_path,
                                                                                            canvas_ready):
    set_language("en")
    ctx = client(tmp_path / "saves", [])
    name = logged_in(ctx, server)
    host = host_screen(ctx, server)
    host.rated.index = 1
    host.rows[1].kind.index = [kind for _label, kind in PLAYED_BY].index(HERE)  # two people at this computer
    click_on(ctx, host.create_button)
    assert host.errand is None and host.error.text == "In a rated game you play one seat here: invite the other players."
    assert api.player_page(server.base_url, name)["games"] == []  # nothing was asked of the server
    host.rated.index = 0  # not rated: both seats here, the first the host's
    click_on(ctx, host.create_button)
    settle(ctx, lambda: isinstance(ctx.manager.top, OnlineInvitesScene))
    page = api.player_page(server.base_url, name)
    assert [(game["seat"], game["rated"]) for game in page["games"]] == [(0, False)]


def test_without_a_log_in_the_choice_says_how_to_host_a_rated_game(server, tmp_path, canvas_ready):
    set_language("en")
    ctx = client(tmp_path / "saves", [])
    host = host_screen(ctx, server)
    assert not host.rated.enabled and not host.rated_game
    assert host.rated.options == ["Not rated: log in to rate a game"]
