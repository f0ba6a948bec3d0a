"""Open in My online games brings the online board (scenes/online/board.py) for the seats played at this
computer, against a real server on 127.0.0.1: the route the list calls is the real one, not a stand-in."""
from __future__ import annotations

import time

import pygame

from colosseum_desktop.online import keyring, lobby_calls
from colosseum_desktop.online.link import LinkState
from colosseum_desktop.scenes.online.board import Connecting, OnlineBoardScene
from colosseum_desktop.scenes.online.games import OnlineGamesScene
from tests.scenes.ui_events import click_on, draw, make_ctx, show

WAIT_SECONDS = 30


def settle(ctx, done, seconds: float = WAIT_SECONDS):
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the screens did not finish in time"
        ctx.manager.update(16)
        ctx.manager.apply_pending()
        draw(ctx)
        time.sleep(0.01)


def test_open_brings_the_board_of_both_seats_played_here(server, tmp_path):
    pygame.init()
    pygame.display.set_mode((64, 36))
    ctx = make_ctx(tmp_path / "saves")
    ctx.settings.computer_delay_ms = 0
    hosted, held = lobby_calls.host(server.base_url, [("Aurelia", "person"), ("Brutus", "person"),
                                                      ("Cassia", "computer:easy")], [0, 1], "standard", None)
    keyring.keep(keyring.keyring_path(ctx.saves_dir), held, hosted)
    games = show(ctx, OnlineGamesScene(ctx))
    settle(ctx, lambda: games.errand is None and games.games)
    click_on(ctx, games.row_buttons[0].opener)
    assert isinstance(ctx.manager.top, Connecting)
    settle(ctx, lambda: isinstance(ctx.manager.top, OnlineBoardScene))
    board = ctx.manager.top
    assert board.seats == ["person", "person", "easy"]  # two people share this computer, the computer on the server
    links = list(board.table.links.values())
    ctx.manager.remove(board)
    ctx.manager.apply_pending()  # leaving the board stops its links: nothing goes on reconnecting after the test
    assert links and all(link.state is LinkState.CLOSED for link in links)
