"""The online board's turn deadline and connection badge (issue 21), against a real server on 127.0.0.1: in a game
with a turn time the board says whose decision it is and until when, in this computer's time and the player's
language, and once the server's deadline has passed, that the time ran out; the badge and the deadline stay readable
above a dialog's dimming, beside its panel. Every deadline sentence fits its strip in six languages with the longest name."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pygame

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.i18n.conventions import format_datetime
from colosseum_desktop.online import api
from colosseum_desktop.online.turn_clock import TurnClock
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.online.board import OnlineBoardScene, OnlineProblem, badge_rect, on_top_places
from colosseum_desktop.scenes.online.deadline import STRIP_TEXT, deadline_words, strip_rect
from colosseum_desktop.scenes.online import board as online_board
from colosseum_desktop.sprites.text import largest_fitting_size

from .test_online_board import frames, window_context
from .turn_time import moved_on, run_out

TURN_SECONDS = 15  # time enough to open the board on a busy machine before it runs out


def pixels(canvas: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(canvas.subsurface(rect), "RGB")


def inside(rect: pygame.Rect) -> pygame.Rect:
    """Within the rounded corners of its right end (the badge and the strip are as wide as their words: the right
    180 pixels hold them; what lies outside is the board, dimmed or not)."""
    return pygame.Rect(rect.right - 180, rect.y + 4, 172, rect.height - 8)


def test_the_board_shows_the_turn_deadline_and_when_it_ran_out_above_a_dialog(server, database_url, canvas,
                                                                               monkeypatch):
    created = api.create_game(server.base_url, [{"name": "Aurelia", "kind": "person"},
                                                {"name": "Brutus", "kind": "person"},
                                                {"name": "Cassia", "kind": "computer:easy"}],
                              turn_seconds=TURN_SECONDS)
    secrets = {invite["seat"]: api.join(server.base_url, invite["code"])["secret"] for invite in created["invites"]}
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=created["game_id"], seat=seat,
                                                                  secret=secrets[seat]) for seat in (0, 1)])
    try:
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board")
        board = ctx.manager.top
        frames(ctx, canvas, lambda: board.person_decides(), what="a decision of a person here")
        clock = board.table.turn_clock()
        name = board.state.player(board.deciding).name
        assert clock is not None and clock.seat == board.deciding and clock.name == name
        now = datetime.now(timezone.utc)
        assert timedelta(0) < clock.deadline - now <= timedelta(seconds=TURN_SECONDS)
        when = format_datetime(clock.deadline.astimezone())
        assert deadline_words(clock, now) == f"{name} to play, until {when}"
        frames(ctx, canvas, lambda: True)
        strip = strip_rect(board.layout.log)
        assert len(set(pixels(canvas, strip))) > 10  # drawn: its frame, its clock face and its words

        # The server's clock runs out (moved on by the turn time, and this computer's with it): the board says so, in
        # the player's language.
        run_out(database_url, created["game_id"], TURN_SECONDS)
        later = moved_on(TURN_SECONDS)
        monkeypatch.setattr(online_board, "datetime", later)
        frames(ctx, canvas, lambda: board.clock_shown[1], what="the time running out")
        assert deadline_words(clock, later.now(timezone.utc)) == f"{name}'s time ran out at {when}"

        # A dialog over the board dims it, not the badge and the deadline above it (once the time ran out: nothing
        # changes them while they are compared).
        log_corner = pygame.Rect(board.layout.log.x + 4, board.layout.log.bottom - 40, 40, 30)  # beside the dialog
        badge = inside(badge_rect(board.layout.log))
        alone = pixels(canvas, badge), pixels(canvas, inside(strip)), pixels(canvas, log_corner)
        assert board.open_dialog("invest")
        frames(ctx, canvas, lambda: ctx.manager.top is not board, what="the invest dialog")
        frames(ctx, canvas, lambda: True)
        assert pixels(canvas, log_corner) != alone[2]  # the dialog dims the board...
        moved_badge, moved_strip = on_top_places(board.layout.log, canvas.get_size(), covered=True)
        dialog = ctx.manager.top.PANEL
        assert not dialog.colliderect(moved_badge) and not dialog.colliderect(moved_strip)  # ...beside its panel...
        assert (pixels(canvas, inside(moved_badge)), pixels(canvas, inside(moved_strip))) == alone[:2]  # ...not these
        ctx.manager.pop()
        frames(ctx, canvas, lambda: ctx.manager.top is board, what="the dialog closed")

        set_language("de")
        when = format_datetime(clock.deadline.astimezone())
        assert deadline_words(clock, later.now(timezone.utc)) == f"Die Zeit von {name} lief um {when} ab"
    finally:
        set_language("en")
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()


def test_every_deadline_sentence_fits_its_strip_in_every_language():
    pygame.init()
    log = pygame.Rect(856, 596, 738, 300)  # the narrowest game log (five players, scenes/board/layout_model.py)
    room = strip_rect(log).width - 36
    deadline = datetime(2026, 12, 24, 23, 45, tzinfo=timezone.utc)
    clock = TurnClock(seat=0, name="Maximilianus Aurelianus", deadline=deadline)
    banked = TurnClock(seat=0, name="Maximilianus Aurelianus", deadline=deadline, bank_seconds=300)  # issue 32
    try:
        for language in LANGUAGES:
            set_language(language)
            for now in (clock.deadline - timedelta(hours=1), clock.deadline + timedelta(hours=1)):
                words = deadline_words(clock, now)
                assert largest_fitting_size(words, STRIP_TEXT, room, bold=True) is not None, (language, words)
            for now in (banked.move_deadline - timedelta(hours=1), banked.move_deadline + timedelta(seconds=1)):
                words = deadline_words(banked, now)  # the bank to come; the bank's time running
                assert largest_fitting_size(words, STRIP_TEXT, room, bold=True) is not None, (language, words)
    finally:
        set_language("en")
