"""Online -> Lobby, played through the screens against a real server on 127.0.0.1 (issue 32): a host chooses "Open
to everyone in the lobby", a second client's Lobby lists the game by itself (no click: it polls) with its free
seats, rules and time per move, Take a seat keeps the seat's secret and opens the board with it; the online board
says "waiting for players" until the last seat is taken, then shows the turn's deadline. Every wait is bounded."""
from __future__ import annotations

import time

import pytest

from colosseum_desktop.online import keyring
from colosseum_desktop.online.client_table import ClientTable
from colosseum_desktop.online.lobby_seats import LobbyPage, OpenGame
from colosseum_desktop.scenes.online import lobby as online_lobby
from colosseum_desktop.scenes.online.games import OnlineGamesScene
from colosseum_desktop.scenes.online.host import PLAYED_BY, WHO_JOINS, OnlineHostScene
from colosseum_desktop.scenes.online.invites import OnlineInvitesScene
from colosseum_desktop.scenes.online.lobby import OnlineLobbyScene, rules_words
from colosseum_desktop.scenes.online.waiting import waiting_words
from tests.scenes.ui_events import click_on, draw, send, show, typed

from .test_lobby import take
from .test_lobby_screens import canvas_ready, client, idle, settle  # noqa: F401 - canvas_ready: a fixture


def online_games_on(ctx, server) -> OnlineGamesScene:
    """Title -> Online, the server's address typed."""
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: idle(games))
    click_on(ctx, games.server)
    send(ctx, typed(server.base_url))
    return games


def host_open_game(ctx, server) -> OnlineInvitesScene:
    """Through Online -> Host a game: three players, Aurelia here, two invited, open to everyone in the lobby."""
    click_on(ctx, online_games_on(ctx, server).host_button)
    host = ctx.manager.top
    assert isinstance(host, OnlineHostScene)
    host.players.select(0)
    kinds = [kind for _label, kind in PLAYED_BY]
    host.rows[0].kind.select(kinds.index("here"))
    host.rows[1].kind.select(kinds.index("invited"))
    host.rows[2].kind.select(kinds.index("invited"))
    host.turn_time.select(1)  # two minutes per decision
    host.who_joins.select([is_open for _label, is_open in WHO_JOINS].index(True))
    click_on(ctx, host.create_button)
    settle(ctx, lambda: isinstance(ctx.manager.top, OnlineInvitesScene))
    return ctx.manager.top


def test_a_game_opened_by_a_host_is_taken_from_another_clients_lobby(server, tmp_path, canvas_ready, monkeypatch):
    monkeypatch.setattr(online_lobby, "POLL_MS", 300)
    opened_a, opened_b = [], []
    host_ctx, guest_ctx = client(tmp_path / "a" / "saves", opened_a), client(tmp_path / "b" / "saves", opened_b)
    click_on(guest_ctx, online_games_on(guest_ctx, server).lobby_button)
    lobby = guest_ctx.manager.top
    assert isinstance(lobby, OnlineLobbyScene)
    settle(guest_ctx, lambda: idle(lobby) and lobby.page is not None)
    seen_before = {game.game_id for game in lobby.games}

    invites = host_open_game(host_ctx, server)
    game_id = invites.hosted.game_id
    assert "listed in the server's lobby" in invites._message

    # The guest's lobby lists it by itself: no click, it asks again every POLL_MS.
    settle(guest_ctx, lambda: any(game.game_id == game_id for game in lobby.games))
    assert game_id not in seen_before
    row = next(index for index, game in enumerate(lobby.games) if game.game_id == game_id)
    game = lobby.games[row]
    assert rules_words(game) == "2 of 3 seats free · Standard auctions · 2 minutes per decision · Not rated"
    assert [seat.free for seat in game.seats] == [False, True, True]
    draw(guest_ctx)  # the rows are drawn (names, free seats) without an error

    click_on(guest_ctx, lobby.name)
    send(guest_ctx, typed("Quintus"))
    lobby.first = row
    lobby._build()
    click_on(guest_ctx, lobby.take_buttons[0])
    settle(guest_ctx, lambda: opened_b)
    (server_url, seats), = opened_b
    kept = keyring.read_keyring(keyring.keyring_path(guest_ctx.saves_dir)).seats
    assert [(held.game_id, held.seat, held.name) for held in kept] == [(game_id, 1, "Quintus")]
    assert (server_url, seats) == (server.base_url, [kept[0].credentials()])
    assert "You took a seat as Quintus." in lobby.message.text

    # The board's table: waiting for players (one seat free), no clock; then the last seat is taken elsewhere.
    table = ClientTable(server.base_url, seats).start()
    try:
        deadline = time.monotonic() + 30
        while not table.ready:
            assert time.monotonic() < deadline, "no view came"
            table.receive(16)
            time.sleep(0.02)
        assert table.waiting() and table.turn_clock() is None
        assert waiting_words(table) == "Waiting for players: 1 seat free"
        assert [player.name for player in table.state.players][:2] == ["Aurelia", "Quintus"]
        take(server.base_url, game_id, 2, "Sabina")
        while table.waiting():
            assert time.monotonic() < deadline, "the game did not start for the board"
            table.receive(16)
            time.sleep(0.02)
        assert waiting_words(table) is None and table.turn_clock() is not None
        assert [player.name for player in table.state.players] == ["Aurelia", "Quintus", "Sabina"]
    finally:
        table.close()

    # Back on the lobby, the started game is no longer listed (it asked again by itself).
    settle(guest_ctx, lambda: idle(lobby) and game_id not in {game.game_id for game in lobby.games})


def test_the_lobby_asks_for_a_name_first_and_says_a_seat_taken_first(server, tmp_path, canvas_ready):
    ctx = client(tmp_path / "saves", [])
    lobby = show(ctx, OnlineLobbyScene(ctx, server.base_url))
    settle(ctx, lambda: idle(lobby))
    game = OpenGame.model_validate({
        "game_id": "0" * 16, "published_at": "2026-12-02T12:00:00+00:00", "variant": "standard",
        "turn_seconds": None, "free": 1, "seats": [{"seat": 0, "kind": "person", "name": "A", "free": False},
                                                   {"seat": 1, "kind": "person", "name": "B", "free": True},
                                                   {"seat": 2, "kind": "computer:easy", "name": "C", "free": False}]})
    lobby.listed(LobbyPage(games=[game]))
    lobby._build()
    lobby.name.set_text("")
    click_on(ctx, lobby.take_buttons[0])
    assert "Type your name first" in lobby.message.text and lobby.errand is None
    lobby.name.set_text("Quintus")
    click_on(ctx, lobby.take_buttons[0])  # a game the server does not know (taken and gone, say)
    settle(ctx, lambda: idle(lobby))
    assert lobby.message.text == "The server knows no such game."
    assert keyring.read_keyring(keyring.keyring_path(ctx.saves_dir)).seats == ()


@pytest.mark.parametrize("answer", [
    {"games": [{"game_id": "x"}]},
    {"games": [{"game_id": "0" * 16, "published_at": "2026-12-02T12:00:00", "variant": "standard", "free": 1,
                "seats": []}]},
    {"games": "many"},
])
def test_a_lobby_answer_out_of_bounds_is_refused_with_the_reason(answer, monkeypatch):
    from colosseum_desktop.online import api, lobby_seats
    from colosseum_desktop.online.lobby_calls import LobbyProblem

    monkeypatch.setattr(api, "call", lambda *args, **kwargs: answer)
    with pytest.raises(LobbyProblem, match="not what it should be"):
        lobby_seats.open_games("http://127.0.0.1:9")
