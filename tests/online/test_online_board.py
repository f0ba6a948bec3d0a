"""The usual board driven by an online game's table, headless (SDL's dummy video), against a real server on
127.0.0.1 (issue 21): `online_game` opens a connecting screen and then the board; a person's buttons send their
moves, the other computer's and the server's computer's moves come into the board's log; a refusal shows the
rules' reason and moves nothing; the connection's state is drawn."""
from __future__ import annotations

import time
from types import SimpleNamespace

import pygame

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.base import SceneManager
from colosseum_desktop.scenes.board.pause import PauseScene
from colosseum_desktop.scenes.online.board import (Connecting, OnlineBoardScene, OnlineProblem, badge_rect,
                                                   connection_words)
from colosseum_desktop.scenes.route_table import route_table
from colosseum_desktop.settings import Settings

from .conftest import seated_game
from .test_client_table import client

MOVES = 40  # the board's person plays this many moves (a few phases, the auctions among them)


def window_context() -> SimpleNamespace:
    settings = Settings(computer_delay_ms=0, animation_speed=1.0, sound_volume=0.0, auto_dialogs=False)
    return SimpleNamespace(manager=SceneManager(), settings=settings, saves_dir=None, quit=lambda: None,
                           routes=route_table())


def frames(ctx, canvas, until, seconds: float = 20.0, what: str = "", also=(), where=lambda: "") -> None:
    """The window's loop, bounded: update, apply, draw, until `until()` holds."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, f"waited {seconds} s for {what} ({where()})"
        ctx.manager.update(20.0)
        ctx.manager.apply_pending()
        ctx.manager.draw(canvas)
        for table in also:
            table.receive(20.0)
        time.sleep(0.005)


def test_the_board_plays_an_online_game_through_its_table(server, canvas):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=game_id, seat=0, secret=secrets[0])])
    ctx.manager.apply_pending()
    assert isinstance(ctx.manager.top, Connecting)
    other = client(server.base_url, game_id, secrets, [1])  # the person at the other computer
    try:
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board")
        board = ctx.manager.top
        frames(ctx, canvas, lambda: board.seats[1] == "remote", what="the other computer connected", also=[other])
        assert board.seats == ["person", "remote", "easy"]
        assert connection_words(board.table.connection()) == "Connected to the server"
        before = canvas.subsurface(badge_rect(board.layout.log)).copy()
        assert pygame.transform.average_color(before)[:3] != (0, 0, 0)  # the badge is drawn

        # A refused gesture: the rules' reason at once, nothing sent, nothing moved.
        state = board.state
        if board.person_decides():
            board.submit(rules.BuyProgram(player=0, program=30))
            assert board.message and board.state is state and not board.table.awaiting_server()

        player, partner = make_bot("easy", 3), make_bot("easy", 4)
        played = 0
        while played < MOVES and not rules.is_over(board.state):
            def somebody_here_decides() -> bool:
                if other.ready and other.person_here_decides() and not other.awaiting_server():
                    other.submit(partner.choose(other.view_for(1).state))
                return (board.person_decides() and not board.table.awaiting_server() and not board.animator.busy
                        and ctx.manager.top is board) or rules.is_over(board.state)

            frames(ctx, canvas, somebody_here_decides, what="the person's turn", also=[other])
            if rules.is_over(board.state):
                break
            command = player.choose(board.table.view_for(0).state)
            button = board.button_for(command)
            if button is not None:
                ctx.manager.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
                ctx.manager.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
            else:
                assert board.submit(command), board.message
            version = board.table.version
            frames(ctx, canvas, lambda: board.table.version > version or board.message,
                   what="the move back from the server", also=[other],
                   where=lambda: (command, board.table.version, board.table.connection(), other.version,
                                  ctx.manager.stack, board.animator.busy))
            assert board.table.version > version, (command, board.message)
            played += 1
        log = board.table.session.log
        assert played == MOVES or rules.is_over(board.state)
        # The game is the server's: the pause menu's Save as says so and writes nothing.
        pause = PauseScene(ctx, board.table)
        pause.ask_name()
        assert "kept by its server" in pause.message.text and pause.widgets is pause.menu
        assert pause.heading == "Menu: the game goes on"  # not "Paused": the others play on (issue 32)
        if not rules.is_over(board.state):
            pause.ask_quit()
            assert "list of online games" in pause.note and "Continue" not in pause.note  # Continue: held here
        assert {entry.command.player for entry in log} == {0, 1, 2}  # everyone's moves reached this board
        assert board.log_panel.view().shown  # and its game log
    finally:
        other.close()
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()  # the board leaves: its links stop


def test_a_seat_the_server_refuses_is_said_and_nothing_crashes(server, canvas):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=game_id, seat=0, secret=secrets[1])])
    ctx.manager.apply_pending()
    connecting = ctx.manager.top
    frames(ctx, canvas, lambda: "did not accept" in connecting.note(), what="the refusal said")
    assert isinstance(ctx.manager.top, Connecting)
    ctx.routes.online_game(ctx, server.base_url, [])  # no seat at all
    ctx.manager.apply_pending()
    assert isinstance(ctx.manager.top, OnlineProblem)
    connecting.give_up()


def test_a_person_coming_or_leaving_is_shown_at_once_on_the_other_board(server, canvas):
    """Issue 32: "online, not connected" went stale until something else repainted the board (a person connecting
    or leaving comes in a view of the same version, which changes no state). The window's loop draws only when a
    frame is asked for: the update that takes the change in must ask for one."""
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=game_id, seat=0, secret=secrets[0])])
    ctx.manager.apply_pending()
    frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board")
    board = ctx.manager.top
    other = None

    def shown_when_it_comes(seat: int, kind: str) -> None:
        deadline = time.monotonic() + 20
        while True:
            assert time.monotonic() < deadline, f"seat {seat} never became {kind}"
            ctx.manager.update(20.0)
            if other is not None:
                other.receive(20.0)
            if board.seats[seat] == kind:
                assert board.wants_redraw(), kind  # the update that took it in asks for the frame that shows it
                ctx.manager.draw(canvas)
                return
            if board.wants_redraw():
                ctx.manager.draw(canvas)
            time.sleep(0.01)

    try:
        shown_when_it_comes(1, "remote_away")
        other = client(server.base_url, game_id, secrets, [1])
        shown_when_it_comes(1, "remote")
        other.close()
        shown_when_it_comes(1, "remote_away")
    finally:
        if other is not None:
            other.close()
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()
