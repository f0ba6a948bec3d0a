"""Online -> Account, through the screens against a real server on 127.0.0.1: register, the rating and the levels'
shown, a code joined then taking its seat as that player, log out; a wrong password said in the player's language;
the password drawn as dots and kept in no file, the session's token only in the seats file. Every wait is bounded."""
from __future__ import annotations

import pygame
import pytest

from colosseum_desktop.i18n import set_language
from colosseum_desktop.online import api, keyring
from colosseum_desktop.scenes.online.account import OnlineAccountScene
from colosseum_desktop.scenes.online.games import OnlineGamesScene
from colosseum_desktop.scenes.online.join import OnlineJoinScene
from tests.scenes.ui_events import click_on, send, show, typed

from .accounts_calls import new_name
from .test_lobby_screens import client, idle, settle

PASSWORD = "a password of the screen"


@pytest.fixture
def canvas_ready():
    pygame.init()
    pygame.display.set_mode((64, 36))


def account_screen(ctx, server) -> OnlineAccountScene:
    """Online -> (the server's address typed) -> Account."""
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: idle(games))
    click_on(ctx, games.server)
    send(ctx, typed(server.base_url.removeprefix("http://")))
    click_on(ctx, games.account_button)
    account = ctx.manager.top
    assert isinstance(account, OnlineAccountScene) and account.server == server.base_url
    return account


def log_in_with(ctx, account: OnlineAccountScene, name: str, password: str, button) -> None:
    click_on(ctx, account.name)
    send(ctx, typed(name))
    click_on(ctx, account.password)
    send(ctx, typed(password))
    click_on(ctx, button())
    settle(ctx, lambda: idle(account))


def files_text(where) -> str:
    """Every file's text below a folder (or one file's)."""
    paths = [where] if where.is_file() else [path for path in where.rglob("*") if path.is_file()]
    return "".join(path.read_text(encoding="utf-8", errors="replace") for path in paths)


def test_register_see_the_rating_join_as_that_player_and_log_out(server, tmp_path, canvas_ready):
    set_language("en")
    ctx = client(tmp_path / "saves", [])
    account = account_screen(ctx, server)
    name = new_name("Screen")
    log_in_with(ctx, account, name, PASSWORD, lambda: account.register_button)
    assert account.session is not None and account.session.name == name and account.error.text == ""
    settle(ctx, lambda: idle(account) and account.standing is not None)
    lines = account.standing_lines()
    assert lines[0] == "Your rating: 0 (after 0 rated games)."
    assert lines[1] == "The computer levels: expert 40, strong 33, easy 9, random -34."
    assert account.password.text == ""  # not kept in the screen either
    assert account.password.look().text == ""
    kept = keyring.read_keyring(keyring.keyring_path(ctx.saves_dir))
    assert kept.session_on(server.base_url).name == name
    assert PASSWORD not in files_text(tmp_path)  # in no file
    token = kept.session_on(server.base_url).token
    assert [path for path in tmp_path.rglob("*") if path.is_file() and token in files_text(path)] == \
        [keyring.keyring_path(ctx.saves_dir)]  # in the seats file only (not the settings)

    # Back on the list, a code of a rated game joined from here takes its seat as this player.
    host = api.register(server.base_url, new_name("Host"), PASSWORD)
    created = api.create_game(server.base_url, [{"name": n, "kind": "person"} for n in ("Ann", "Bo", "Cy")],
                              rated=True, token=host["token"])
    click_on(ctx, account.back_button)
    games = ctx.manager.top
    click_on(ctx, games.join_button)
    join = ctx.manager.top
    assert isinstance(join, OnlineJoinScene)
    click_on(ctx, join.code)
    send(ctx, typed(created["invites"][1]["code"]))
    click_on(ctx, join.join_button)
    settle(ctx, lambda: ctx.manager.top is games)
    [game] = api.player_page(server.base_url, name)["games"]
    assert (game["game_id"], game["seat"], game["rated"]) == (created["game_id"], 1, True)

    # Log out: forgotten here, ended on the server.
    settle(ctx, lambda: idle(games))  # the list asked its servers again
    click_on(ctx, games.account_button)
    account = ctx.manager.top
    settle(ctx, lambda: idle(account))
    token = account.session.token
    click_on(ctx, account.log_out_button)
    settle(ctx, lambda: idle(account))
    assert account.session is None
    assert keyring.read_keyring(keyring.keyring_path(ctx.saves_dir)).session_on(server.base_url) is None
    with pytest.raises(api.ApiRefused) as refused:
        api.call(server.base_url, "/api/logout", b"{}", token=token)
    assert refused.value.reason == "login_needed"


def test_a_wrong_password_is_said_in_the_players_language_and_the_password_is_drawn_as_dots(server, tmp_path,
                                                                                         canvas_ready):
    name = new_name("Wrong")
    api.register(server.base_url, name, PASSWORD)
    set_language("de")
    try:
        ctx = client(tmp_path / "saves", [])
        account = account_screen(ctx, server)
        click_on(ctx, account.password)
        send(ctx, typed("secret!"))
        assert account.password.look().text == "\u2022" * 7 and account.password.text == "secret!"
        account.password.set_text("")
        log_in_with(ctx, account, name, PASSWORD + "?", lambda: account.log_in_button)
        assert account.log_in_button.text == "Anmelden"
        assert account.session is None
        assert account.error.text == "Auf diesem Server hat kein Spieler diesen Namen mit diesem Passwort."
        assert keyring.read_keyring(keyring.keyring_path(ctx.saves_dir)).sessions == ()
    finally:
        set_language("en")
