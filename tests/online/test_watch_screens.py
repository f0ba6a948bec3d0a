"""Watching and saving a copy through the screens (issue 32, spectators), headless, against a real server on 127.0.0.1:
Online -> Watch a game with the game's id or link opens the spectator's board, which follows the moves made at
the players' computers, offers no control that sends anything (no decision's buttons, no Undo, Leave for Menu),
says it is watching, and leaves with Esc; a finished game watched ends on the end screen without a record here,
where Save a copy (R) keeps the server's save in the saves folder and opens its replay, then Missed gains; My
online games offers Save a copy on a finished game's row. Every wait is bounded."""
from __future__ import annotations

import threading
import time

import pygame
import pytest

from colosseum_desktop.online import keyring
from colosseum_desktop.online.keyring import HeldSeat, now
from colosseum_desktop import cli
from colosseum_desktop.online.watch_links import read_watch_link, watch_link
from colosseum_desktop.saves import SUFFIX, load_game
from colosseum_desktop.saves.records import read_history
from colosseum_desktop.scenes.end.review import MissedGainsScene
from colosseum_desktop.scenes.online.board import Connecting
from colosseum_desktop.scenes.online.games import OnlineGamesScene
from colosseum_desktop.scenes.online.watch import WatchBoardScene, WatchEndScene, open_watch_link
from colosseum_desktop.scenes.online.watch_entry import WatchEntryScene
from colosseum_desktop.scenes.replay.scene import ReplayScene
from colosseum_desktop.scenes.title.scene import TitleScene
from colosseum_desktop.sprites.theme import PALETTE
from colosseum_desktop.table.views import public_state

from .conftest import seated_game
from .harness import SeatClient, play
from .test_lobby_screens import canvas_ready, client, idle, settle  # noqa: F401 - a fixture
from .test_whole_game import server_save
from tests.scenes.ui_events import click_on, draw, key, send, show, typed

MOVES_WATCHED = 12


@pytest.fixture
def window(tmp_path, canvas_ready):
    ctx = client(tmp_path / "saves", [])
    ctx.settings.computer_delay_ms = 0
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: idle(games))
    return ctx, games


def watch_through_the_screens(ctx, games, text: str) -> None:
    click_on(ctx, games.watch_button)
    entry = ctx.manager.top
    assert isinstance(entry, WatchEntryScene)
    click_on(ctx, entry.game)
    send(ctx, typed(text))
    click_on(ctx, entry.watch_button)


def finished_game(server) -> tuple[str, dict[int, str]]:
    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "computer:easy"])
    play(SeatClient(server.base_url, game_id, 0, secrets[0], time.monotonic() + 90), until=lambda view: False)
    return game_id, secrets


def test_a_game_watched_from_its_id_follows_the_moves_and_offers_nothing_to_send(server, database_url, window):
    ctx, games = window
    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "computer:easy"])
    click_on(ctx, games.server)
    send(ctx, typed(server.base_url.removeprefix("http://")))
    watch_through_the_screens(ctx, games, game_id.upper())
    assert isinstance(ctx.manager.top, Connecting)
    settle(ctx, lambda: isinstance(ctx.manager.top, WatchBoardScene))
    board = ctx.manager.top
    assert ctx.manager.stack[-2] is games  # leaving leads back to the list

    person = SeatClient(server.base_url, game_id, 0, secrets[0], time.monotonic() + 60)
    player = threading.Thread(target=play, args=(person, lambda view: view["version"] >= MOVES_WATCHED), daemon=True)
    player.start()
    seen_buttons = []

    def watched_enough() -> bool:
        board.hurry()  # Space: no waiting for the animations
        seen_buttons.append(len(board.buttons))
        return board.table.version >= MOVES_WATCHED

    settle(ctx, watched_enough)
    player.join(timeout=20)
    time.sleep(1.0)  # the server's computers play on to the person's turn, at once
    final = server_save(database_url, game_id)
    settle(ctx, lambda: watched_enough() and board.table.version == len(final.log))
    assert board.state == public_state(final.state)  # live: the game as the server holds it, its secrets blanked
    assert board.table.people_here() == set() and set(seen_buttons) == {0}  # nobody here decides: no decision's button
    assert board.banner_buttons["menu"].text == "Leave Esc" and not board.banner_buttons["undo"].enabled

    send(ctx, key(pygame.K_z, pygame.KMOD_CTRL))  # Undo: nothing is sent, it says why
    assert board.message == "You are watching this game: spectators make no moves"
    assert board.table.links[-1].waiting() == 0
    band = draw(ctx).subsurface(board.watching_place())
    assert any(band.get_at((x, band.get_height() // 2))[:3] == PALETTE["terracotta_dark"] for x in range(4))
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.top is games


def test_a_finished_game_watched_ends_unrecorded_and_a_copy_opens_in_the_replay(server, database_url, window):
    ctx, games = window
    ctx.keep_records = True  # as the program's window does
    game_id, _secrets = finished_game(server)
    watch_through_the_screens(ctx, games, watch_link(server.base_url, game_id))
    settle(ctx, lambda: isinstance(ctx.manager.top, WatchEndScene))
    end = ctx.manager.top
    assert read_history(ctx.records_path).games == ()  # watched, not played: nothing in this computer's records
    assert end.replay_button.text == "Save a copy (R)" and not end.review_button.enabled

    send(ctx, key(pygame.K_r))
    settle(ctx, lambda: isinstance(ctx.manager.top, ReplayScene))
    path = ctx.saves_dir / f"online-{game_id}{SUFFIX}"
    assert load_game(path).session.state == server_save(database_url, game_id).state
    assert ctx.manager.top.game.path == path and ctx.manager.top.game.complete
    send(ctx, key(pygame.K_ESCAPE))
    settle(ctx, lambda: ctx.manager.top is end)
    assert end.replay_button.text == "Replay (R)" and end.review_button.enabled
    send(ctx, key(pygame.K_m))
    assert isinstance(ctx.manager.top, MissedGainsScene)


def test_a_finished_games_row_saves_a_copy_and_opens_its_replay(server, database_url, window):
    ctx, games = window
    game_id, secrets = finished_game(server)
    keyring.keep(keyring.keyring_path(ctx.saves_dir), (HeldSeat(server=server.base_url, game_id=game_id, seat=0,
                                                                 secret=secrets[0], name="Aurelia", kept_at=now()),))
    games.refresh()
    settle(ctx, lambda: idle(games) and games.games)
    (buttons,) = games.row_buttons
    assert buttons.copy is not None and buttons.hand_over is None
    click_on(ctx, buttons.copy)
    settle(ctx, lambda: isinstance(ctx.manager.top, ReplayScene))
    assert ctx.manager.top.game.timeline.state_at(ctx.manager.top.game.timeline.length) == \
        server_save(database_url, game_id).state
    assert games.message.text == f"A copy is kept in the saves folder as online-{game_id}{SUFFIX}."


@pytest.mark.parametrize("text, said", [
    ("not an id", "16 characters"),
    ("colosseum://watch/0123456789abcdef?server=http://a%20b", "not a server's address"),
    ("colosseum://watch/0123456789abcdef", "name its server once"),
    ("colosseum://join/ABCD-EFGH-JKMN?server=http://127.0.0.1:8765", "16 characters"),
])
def test_what_is_no_game_to_watch_is_said_and_nothing_opens(window, text, said):
    ctx, games = window
    games.server.set_text("127.0.0.1:9")
    watch_through_the_screens(ctx, games, text)
    entry = ctx.manager.top
    assert isinstance(entry, WatchEntryScene) and said in entry.error.text


def test_an_id_alone_without_a_server_is_said(window):
    ctx, games = window
    watch_through_the_screens(ctx, games, "0123456789abcdef")
    assert "needs the server's address" in ctx.manager.top.error.text


def test_the_command_line_opens_a_watch_link_and_refuses_a_broken_one(capsys, monkeypatch, tmp_path):
    opened = []
    monkeypatch.setattr("colosseum_desktop.app.launch", lambda **given: opened.append(given) or 0)
    link = watch_link("http://games.example.org:8765", "0123456789abcdef")
    assert cli.main(["--saves-dir", str(tmp_path), link]) == 0
    assert opened == [{"saves_dir": str(tmp_path), "language": None,
                       "watch": ("http://games.example.org:8765", "0123456789abcdef")}]
    for broken in ["colosseum://watch/0123456789abcdef", "colosseum://watch/../../etc?server=http://a.org",
                   "colosseum://watch/0123456789abcdef?server=http://a.org&server=http://b.org",
                   "colosseum://watch/0123456789abcdef?server=file:///etc/passwd"]:
        assert cli.main(["--lang", "en", broken]) == 2
        said = capsys.readouterr().err
        assert said.startswith("This link was not opened: ") and said.count("\n") == 1, broken
    assert len(opened) == 1


def test_a_watch_link_opens_the_game_over_the_title_and_the_list(server, tmp_path, canvas_ready):  # noqa: F811
    game_id, _secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    ctx = client(tmp_path / "saves", [])
    ctx.manager.push(open_watch_link(ctx, *read_watch_link(watch_link(server.base_url, game_id))))
    ctx.manager.apply_pending()
    title, games, connecting = ctx.manager.stack
    assert isinstance(title, TitleScene) and isinstance(games, OnlineGamesScene) and isinstance(connecting, Connecting)
    settle(ctx, lambda: isinstance(ctx.manager.top, WatchBoardScene))
    click_on(ctx, ctx.manager.top.banner_buttons["menu"])  # Leave
    assert ctx.manager.top is games


def test_an_unknown_game_is_said_on_the_connecting_screen(server, window):
    ctx, games = window
    ctx.routes.watch_game(ctx, server.base_url, "0123456789abcdef")
    ctx.manager.apply_pending()
    connecting = ctx.manager.top
    settle(ctx, lambda: connecting.note() == "The server does not know this game")
    click_on(ctx, connecting.back)
    assert ctx.manager.top is games


def test_the_invites_screen_copies_the_link_to_watch_the_game(tmp_path, canvas_ready, monkeypatch):  # noqa: F811
    from colosseum_desktop.scenes.online import invites as online_invites

    copied = []
    monkeypatch.setattr(online_invites, "copy_to_clipboard", lambda text: copied.append(text) or True)
    ctx = client(tmp_path / "saves", [])
    hosted = keyring.HostedGame(server="http://games.example.org:8765", game_id="0123456789abcdef",
                                host_secret="s" * 43, invites=(), kept_at=now())
    invites = show(ctx, online_invites.OnlineInvitesScene(ctx, hosted, ()))
    click_on(ctx, invites.watch_link_button)
    assert [read_watch_link(text) for text in copied] == [("http://games.example.org:8765", "0123456789abcdef")]
    assert invites.message.text == f"Copied: {copied[0]}"
