"""Title -> Online, played through the screens against a real server on 127.0.0.1: host a game (one seat here, one
invited, one computer), join it from a second client folder with the code, list each client's games with whose
turn it is, and open one (the board's route called with the seats' credentials). Every wait is bounded."""
from __future__ import annotations

import dataclasses
import json
import time
from datetime import datetime, timezone

import pygame
import pytest

from colosseum_desktop.online import keyring, lobby_calls
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.scenes.online.games import OnlineGamesScene, game_status, where_it_stands
from colosseum_desktop.scenes.confirm import ConfirmScene
from colosseum_desktop.scenes.online.host import PLAYED_BY, OnlineHostScene
from colosseum_desktop.scenes.online.invites import OnlineInvitesScene
from colosseum_desktop.scenes.online.join import OnlineJoinScene
from colosseum_desktop.scenes.route_table import route_table
from colosseum_desktop.scenes.title.scene import TitleScene
from tests.scenes.ui_events import click_on, draw, make_ctx, send, show, typed

from .turn_time import run_out

WAIT_SECONDS = 30


def client(folder, opened: list):
    """A client's context over its own folder, its online board replaced by a recorder of what it was asked."""
    ctx = make_ctx(folder)
    ctx._routes = dataclasses.replace(route_table(), online_game=lambda ctx, server, seats: opened.append(
        (server, list(seats))))
    return ctx


def settle(ctx, done, seconds: float = WAIT_SECONDS):
    """Run frames (as the app's loop would) until `done()` or the deadline; the window never blocked meanwhile."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the screens did not finish in time"
        ctx.manager.update(16)
        ctx.manager.apply_pending()
        draw(ctx)
        time.sleep(0.02)


def idle(scene) -> bool:
    return scene.errand is None


@pytest.fixture
def canvas_ready():
    pygame.init()
    pygame.display.set_mode((64, 36))


def test_host_join_list_and_open_through_the_screens(server, tmp_path, canvas_ready):
    opened_a, opened_b = [], []
    host_ctx, guest_ctx = client(tmp_path / "a" / "saves", opened_a), client(tmp_path / "b" / "saves", opened_b)

    # The host: Title -> Online, the server's address typed, Host a game.
    title = show(host_ctx, TitleScene(host_ctx))
    click_on(host_ctx, title.buttons["Online"])
    games = host_ctx.manager.top
    assert isinstance(games, OnlineGamesScene)
    settle(host_ctx, lambda: idle(games))
    assert games.games == [] and "No online games yet" in games.message.text
    click_on(host_ctx, games.server)
    send(host_ctx, typed(server.base_url.removeprefix("http://")))
    click_on(host_ctx, games.host_button)
    host = host_ctx.manager.top
    assert isinstance(host, OnlineHostScene)
    assert host_ctx.settings.online_server == server.base_url  # remembered
    host.players.select(0)  # three players
    kinds = [kind for _label, kind in PLAYED_BY]
    host.rows[0].kind.select(kinds.index("here"))
    host.rows[1].kind.select(kinds.index("invited"))
    host.rows[2].kind.select(kinds.index("computer:easy"))
    host.turn_time.select(1)  # two minutes per decision
    click_on(host_ctx, host.create_button)
    settle(host_ctx, lambda: isinstance(host_ctx.manager.top, OnlineInvitesScene))
    invites = host_ctx.manager.top
    assert [(i.seat, i.name) for i in invites.hosted.invites] == [(1, "Brutus")]
    code = invites.hosted.invites[0].code
    kept = keyring.read_keyring(keyring.keyring_path(host_ctx.saves_dir))
    assert [(s.seat, s.name) for s in kept.seats] == [(0, "Aurelia")] and kept.problem is None
    assert kept.hosted[0].game_id == invites.hosted.game_id and kept.hosted[0].invites[0].code == code
    click_on(host_ctx, invites.open_button)
    assert opened_a == [(server.base_url, [kept.seats[0].credentials()])]

    # The guest, in another folder: Online -> Join with a code (the link, which names the server).
    guest_games = show(guest_ctx, OnlineGamesScene(guest_ctx))
    settle(guest_ctx, lambda: idle(guest_games))
    click_on(guest_ctx, guest_games.join_button)
    join = guest_ctx.manager.top
    assert isinstance(join, OnlineJoinScene)
    click_on(guest_ctx, join.code)
    send(guest_ctx, typed(f"{server.base_url}/join/{code.lower()}"))
    click_on(guest_ctx, join.join_button)
    settle(guest_ctx, lambda: guest_ctx.manager.top is guest_games)  # back on the list it was opened from
    listed = guest_games
    assert "You joined as Brutus." in listed.message.text
    assert guest_ctx.settings.online_server == server.base_url
    settle(guest_ctx, lambda: idle(listed) and listed.games)
    (game,) = listed.games
    guest_held = keyring.read_keyring(keyring.keyring_path(guest_ctx.saves_dir)).seats
    assert [(s.game_id, s.seat, s.name) for s in guest_held] == [(invites.hosted.game_id, 1, "Brutus")]
    assert game.summary.names == ["Aurelia", "Brutus", "Cassia"] and game.summary.to_play == 0
    assert "Aurelia to play, until" in game_status(game)

    # The host's list says it is Aurelia's turn, here; Open gives the board Aurelia's credentials.
    click_on(host_ctx, host_ctx.manager.top.done_button)
    settle(host_ctx, lambda: isinstance(host_ctx.manager.top, OnlineGamesScene) and idle(host_ctx.manager.top)
           and host_ctx.manager.top.games)
    host_list = host_ctx.manager.top
    assert host_list is games and host_ctx.manager.stack == [title, games]  # one list, asked again on its return
    (hosted_game,) = host_list.games
    assert hosted_game.to_play_here.name == "Aurelia"
    assert "Your turn: Aurelia, until " in where_it_stands(hosted_game)  # and one's own deadline (issue 32)
    assert game_status(hosted_game).endswith(f" · 127.0.0.1:{server.port}")  # which server
    buttons = host_list.row_buttons[0]
    assert buttons.hand_over is None  # nobody is out of time
    click_on(host_ctx, buttons.invites)  # hosted here: its invites can be shown again
    assert isinstance(host_ctx.manager.top, OnlineInvitesScene)
    assert host_ctx.manager.top.hosted.invites[0].code == code
    click_on(host_ctx, host_ctx.manager.top.done_button)
    settle(host_ctx, lambda: host_ctx.manager.top is games and idle(games))
    click_on(host_ctx, games.row_buttons[0].opener)
    assert opened_a[-1] == (server.base_url, [SeatCredentials(game_id=hosted_game.game_id, seat=0,
                                                               secret=kept.seats[0].secret)])

    # The guest's Join with the same code again: refused by the server, said, nothing kept twice.
    click_on(guest_ctx, listed.join_button)
    again = guest_ctx.manager.top
    click_on(guest_ctx, again.code)
    send(guest_ctx, typed(code))
    click_on(guest_ctx, again.join_button)
    settle(guest_ctx, lambda: idle(again))
    assert "no such invite code" in again.error.text
    assert len(keyring.read_keyring(keyring.keyring_path(guest_ctx.saves_dir)).seats) == 1


def test_a_server_that_cannot_be_reached_is_said_and_the_window_goes_on(tmp_path, canvas_ready):
    ctx = client(tmp_path / "saves", [])
    keyring.keep(keyring.keyring_path(ctx.saves_dir), (keyring.HeldSeat(
        server="http://127.0.0.1:9", game_id="a" * 16, seat=0, secret="s" * 43, name="Aurelia",
        kept_at=keyring.now()),))
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: idle(games))
    (game,) = games.games
    assert game_status(game) == ("Could not reach the server (Connection refused). Check the address, and that the "
                                 "server is running. · 127.0.0.1:9")
    try:  # the system's reason in the player's words too, not in English inside another language's sentence
        for language in set(LANGUAGES) - {"en"}:
            set_language(language)
            assert "refused" not in game_status(game) and game_status(game).endswith(" · 127.0.0.1:9"), language
    finally:
        set_language("en")
    assert games.row_buttons[0].opener.enabled  # opened, the board keeps trying to connect by itself
    click_on(ctx, games.server)
    send(ctx, typed("ftp://example.org/x"))
    click_on(ctx, games.host_button)
    assert ctx.manager.top is games and "is not a server's address" in games.message.text


def test_an_address_is_read_as_players_type_it():
    from colosseum_desktop.online.lobby_calls import LobbyProblem, read_invite, server_url

    assert server_url(" 192.168.1.20 ") == "http://192.168.1.20:8765"
    assert server_url("HTTPS://Example.org:443/") == "https://example.org:443"
    assert server_url("[::1]:9000") == "http://[::1]:9000"
    for wrong in ("", "file:///etc/passwd", "http://user:pw@host", "host/path", "http://host:99999", "http://"):
        with pytest.raises(LobbyProblem):
            server_url(wrong)
    assert read_invite("http://h:1/join/abcd-efgh ", "") == ("http://h:1", "ABCD-EFGH")
    assert read_invite("abcd-efgh", "http://h:2") == ("http://h:2", "ABCD-EFGH")


def test_the_keyring_file_holds_the_secrets_and_the_settings_do_not(server, tmp_path, canvas_ready):
    """Secrets only in the keyring: never in the settings file."""
    ctx = client(tmp_path / "saves", [])
    ctx.settings_path = tmp_path / "settings.json"
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: idle(games))
    click_on(ctx, games.server)
    send(ctx, typed(server.base_url))
    click_on(ctx, games.host_button)
    host = ctx.manager.top
    click_on(ctx, host.create_button)
    settle(ctx, lambda: isinstance(ctx.manager.top, OnlineInvitesScene))
    kept = keyring.read_keyring(keyring.keyring_path(ctx.saves_dir))
    settings = json.loads((tmp_path / "settings.json").read_text())
    assert settings["online_server"] == server.base_url
    secrets = [s.secret for s in kept.seats] + [h.host_secret for h in kept.hosted]
    assert secrets and not any(secret in json.dumps(settings) for secret in secrets)


def test_a_seat_out_of_time_is_handed_to_the_computer_from_my_online_games(server, database_url, tmp_path,
                                                                           canvas_ready):
    """Aurelia (elsewhere) lets her five seconds run out; Brutus's client offers the button, and the server's
    computer player takes her seat; before the deadline there is no button."""
    ctx = client(tmp_path / "saves", [])
    hosted, held = lobby_calls.host(server.base_url, [("Aurelia", "person"), ("Brutus", "person"),
                                                      ("Cassia", "computer:easy")], [1], "standard", 5)
    keyring.keep(keyring.keyring_path(ctx.saves_dir), held, hosted)
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: idle(games) and games.games)
    (game,) = games.games
    assert games.row_buttons[0].hand_over is None and "Aurelia to play, until" in game_status(game)
    run_out(database_url, hosted.game_id, seconds=5)  # as if the server's clock had moved on by the turn time
    click_on(ctx, games.refresh_button)
    settle(ctx, lambda: idle(games))
    assert "Aurelia's time ran out at" in game_status(games.games[0])
    hand_over = games.row_buttons[0].hand_over
    assert hand_over is not None and hand_over.text == "Hand to the computer"
    click_on(ctx, hand_over)
    settle(ctx, lambda: idle(games) and games.games[0].summary.kinds[0] != "person")
    assert games.games[0].summary.kinds[0] == "computer:strong"
    assert games.message.text == "Aurelia's seat is played by the computer from now on."


def test_the_host_gives_a_seat_a_new_code_and_the_old_one_and_its_seat_stop_working(server, tmp_path, canvas_ready):
    ctx = client(tmp_path / "saves", [])
    path = keyring.keyring_path(ctx.saves_dir)
    hosted, held = lobby_calls.host(server.base_url, [("Aurelia", "person"), ("Brutus", "person"),
                                                      ("Cassia", "person")], [0], "standard", None)
    keyring.keep(path, held, hosted)
    old = hosted.invites[0].code
    brutus = lobby_calls.join(server.base_url, old)  # Brutus took his seat with it (or someone else did)
    invites = show(ctx, OnlineInvitesScene(ctx, hosted, held))
    click_on(ctx, invites.new_code_buttons[0])  # asked first: Brutus would be shut out
    question = ctx.manager.top
    assert isinstance(question, ConfirmScene) and question.heading == "A new code for Brutus?"
    assert "shut out" in question.note
    send(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0))  # No: nothing changes
    settle(ctx, lambda: ctx.manager.top is invites and invites.errand is None)
    assert invites.hosted.invites[0].code == old and lobby_calls.summaries(server.base_url, [brutus.credentials()])
    click_on(ctx, invites.new_code_buttons[0])
    send(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_y, mod=0))  # Yes
    settle(ctx, lambda: ctx.manager.top is invites and invites.errand is None)
    assert invites.message.text.startswith("A new code for Brutus: the old code no longer works")
    renewed = invites.hosted.invites[0].code
    assert renewed != old and keyring.read_keyring(path).hosted[0].invites[0].code == renewed
    assert invites.hosted.invites[1] == hosted.invites[1]  # Cassia's untouched
    assert lobby_calls.summaries(server.base_url, [brutus.credentials()]) == []  # his secret no longer speaks
    with pytest.raises(lobby_calls.LobbyProblem):
        lobby_calls.join(server.base_url, old)
    assert lobby_calls.join(server.base_url, renewed).seat == 1


def test_handing_over_on_a_server_that_cannot_be_reached_says_why_in_the_players_words():
    from colosseum_desktop.online.lobby_calls import LobbyProblem, hand_over

    held = keyring.HeldSeat(server="http://127.0.0.1:9", game_id="a" * 16, seat=0, secret="s" * 43, name="Aurelia",
                            kept_at=keyring.now())
    with pytest.raises(LobbyProblem) as problem:
        hand_over(held.server, held, 1, "strong")
    try:
        assert "(Connection refused)" in str(problem.value)  # the reason, not the error's class name
        set_language("de")
        assert "Error" not in str(problem.value) and "refused" not in str(problem.value)
    finally:
        set_language("en")


def test_a_row_shows_ones_own_deadline_too():
    """Issue 32: the list said until when another person may take, but never one's own deadline."""
    from colosseum_desktop.i18n.conventions import format_datetime
    from colosseum_desktop.online.lobby_calls import GameSummary, OnlineGame

    names = ["Aurelia", "Brutus", "Cassia"]
    held = keyring.HeldSeat(server="http://127.0.0.1:8765", game_id="a" * 16, seat=0, secret="s" * 43,
                            name="Aurelia", kept_at=keyring.now())
    for deadline, words in ((datetime(2999, 1, 1, 12, tzinfo=timezone.utc), "Your turn: Aurelia, until {when}"),
                            (datetime(2001, 1, 1, 12, tzinfo=timezone.utc),
                             "Your turn: Aurelia; your time ran out at {when}")):
        summary = GameSummary(game_id="a" * 16, seat=0, names=names, kinds=["person"] * 3, round=1, phase="invest",
                              to_play=0, deadline=deadline)
        game = OnlineGame(held.server, held.game_id, (held,), summary)
        when = format_datetime(deadline.astimezone())
        assert where_it_stands(game).endswith(words.format(when=when)), where_it_stands(game)
