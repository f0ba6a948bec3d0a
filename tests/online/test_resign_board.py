"""Resigning from the online board's menu (issue 32), headless against a real server on 127.0.0.1, SQLite and
PostgreSQL: the menu offers "Resign…" for an online game (in place of "Save as…"), asks first (No has the focus),
and Yes has the server give the seat to its computer player; the other computer is told who left, in its own
words, the board of the person who resigned says so (not that their time ran out) and plays no seat any more."""
from __future__ import annotations

import pygame

from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.confirm import ConfirmScene
from colosseum_desktop.scenes.online.board import OnlineBoardScene, OnlineProblem
from colosseum_desktop.scenes.board.pause import PauseScene

from .conftest import seated_game
from .test_chat_board import click, key
from .test_client_table import client
from .test_online_board import frames, window_context


def test_a_person_resigns_from_the_menu_and_the_other_computer_is_told(server, canvas):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=game_id, seat=0, secret=secrets[0])])
    other = client(server.base_url, game_id, secrets, [1])
    try:
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board", also=[other])
        board = ctx.manager.top
        frames(ctx, canvas, lambda: other.ready, what="the other computer", also=[other])
        key(ctx, pygame.K_ESCAPE)
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, PauseScene), what="the menu", also=[other])
        menu = ctx.manager.top
        resign = next(button for button in menu.menu.widgets if getattr(button, "text", "") == "Resign…")
        assert not any(getattr(button, "text", "") == "Save as…" for button in menu.menu.widgets)
        click(ctx, resign.rect.center)
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, ConfirmScene), what="the question", also=[other])
        question = ctx.manager.top
        assert question.heading == "Resign for Aurelia?" and "cannot be undone" in question.note
        key(ctx, pygame.K_n)  # No: nothing happens
        frames(ctx, canvas, lambda: ctx.manager.top is menu, what="back to the menu", also=[other])
        assert board.table.people_here() == {0}
        click(ctx, resign.rect.center)
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, ConfirmScene), what="the question", also=[other])
        key(ctx, pygame.K_y)
        frames(ctx, canvas, lambda: ctx.manager.top is board and board.table.people_here() == set(),
               what="the seat given to the computer", also=[other])
        told = []
        frames(ctx, canvas, lambda: told.extend(words() for words in other.take_refusals()) or told,
               what="the other computer told", also=[other])
        assert told == ["Aurelia resigned and left the game: the server's computer player plays on for them."]
        frames(ctx, canvas, lambda: board.message, what="the board's own words", also=[other])
        assert board.message == "Aurelia resigned: the server's computer player plays the seat on. You can watch on."
        assert other.seats[0].kind == "computer" and other._newest.seats[0].resigned
        key(ctx, pygame.K_ESCAPE)  # the menu of a board that plays no seat: nothing to resign
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, PauseScene), what="the menu", also=[other])
        assert not any(getattr(button, "text", "") == "Resign…" for button in ctx.manager.top.menu.widgets)
    finally:
        other.close()
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()
