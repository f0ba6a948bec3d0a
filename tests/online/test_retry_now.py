"""Coming back after a server restart (issue 32): clients took 10-20 s to return, their pauses between attempts
doubling to 30 s, and nothing let a person try again at once. The pauses stay short for the first tries, and the
online board's not-connected strip has "Retry now (R)"."""
from __future__ import annotations

import socket

import pygame

from colosseum_desktop.online import link as link_module
from colosseum_desktop.online.link import (LONGEST_PAUSE, QUICK_ATTEMPTS, QUICK_PAUSE, LinkState, SeatLink,
                                           reconnect_pause)
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.i18n import LANGUAGES, _, set_language
from colosseum_desktop.online.client_records import Connection
from colosseum_desktop.scenes.online.board import (HAND_OVER_WORDS, RETRY_WORDS, OnlineBoardScene, OnlineProblem,
                                                   badge_rect, beside_badge, connection_words)
from colosseum_desktop.scenes.online.deadline import STRIP_TEXT, WORDS_LEFT, WORDS_RIGHT, chip_rect
from colosseum_desktop.sprites.text import largest_fitting_size

from .conftest import seated_game
from .test_link import wait_until
from .test_online_board import frames, window_context

LONG = 600.0  # a pause the tests never wait out: only "retry now" ends it


def test_the_first_pauses_are_short_then_they_grow_to_a_bound():
    schedule = [reconnect_pause(failures) for failures in range(1, 40)]
    quick = schedule[:QUICK_ATTEMPTS]
    assert quick[0] <= 0.5 and quick == sorted(quick) and max(quick) <= QUICK_PAUSE <= 2.0
    # A server back within the first ~20 s of trying is found within one short pause (with jitter, 1.25 times).
    assert 15.0 <= sum(quick) <= 25.0
    later = schedule[QUICK_ATTEMPTS:]
    assert later == sorted(later) and later[0] > QUICK_PAUSE and max(later) == LONGEST_PAUSE == later[-1]
    assert all(pause > 0 for pause in schedule)


def unused_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_retry_now_ends_the_pause_between_attempts(monkeypatch):
    monkeypatch.setattr(link_module, "reconnect_pause", lambda failures: LONG)
    link = SeatLink(f"http://127.0.0.1:{unused_port()}", "0123456789abcdef", 0, "s" * 20).start()
    try:
        wait_until(lambda: link.state is LinkState.RECONNECTING and link.attempts == 1, what="a first failure")
        link.retry_now()
        wait_until(lambda: link.attempts == 2, what="the attempt asked for")
        wait_until(lambda: link.state is LinkState.RECONNECTING, what="the second failure")
    finally:
        link.stop()


def test_the_board_offers_retry_now_while_reconnecting_and_r_reconnects(own_server, canvas, monkeypatch):
    game_id, secrets = seated_game(own_server.base_url, ["person", "person", "person"])
    ctx = window_context()
    ctx.routes.online_game(ctx, own_server.base_url, [SeatCredentials(game_id=game_id, seat=0, secret=secrets[0])])
    ctx.manager.apply_pending()
    try:
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board")
        board = ctx.manager.top
        assert board.retry_place() is None  # connected: nothing to retry
        seat_link = board.table.links[0]
        monkeypatch.setattr(link_module, "reconnect_pause", lambda failures: LONG)
        own_server.kill()
        frames(ctx, canvas, lambda: board.table.connection().state is LinkState.RECONNECTING, what="reconnecting")
        ctx.manager.update(20.0)
        ctx.manager.draw(canvas)  # the frame after the change
        place = board.retry_place()
        assert place is not None and board.layout.log.contains(place)  # beside the badge, over the log's top
        badge = canvas.subsurface(place).copy()
        assert pygame.transform.average_color(badge)[:3] != pygame.transform.average_color(
            canvas.subsurface(place.move(0, 60)))[:3]  # drawn: the chip, not the log's paper under it
        attempts = seat_link.attempts
        frames(ctx, canvas, lambda: seat_link.attempts == attempts, seconds=1.0, what="")  # waiting the long pause
        # A click on the chip tries at once (the server still down: it fails, and waits again).
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            ctx.manager.handle_event(pygame.event.Event(kind, pos=place.center, button=1))
        frames(ctx, canvas, lambda: seat_link.attempts > attempts, what="the attempt the click asked for")
        own_server.start()  # same port, same database
        frames(ctx, canvas, lambda: board.table.connection().state is LinkState.RECONNECTING, what="waiting again")
        ctx.manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0))
        frames(ctx, canvas, lambda: board.table.connection().state is LinkState.CONNECTED, what="back, after R")
        assert board.retry_place() is None
    finally:
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()


def test_the_board_buttons_fit_beside_the_badge_in_every_language():
    pygame.init()
    log = pygame.Rect(856, 596, 738, 300)  # the narrowest game log (five players, scenes/board/layout_model.py)
    room = badge_rect(log)
    try:
        for language in LANGUAGES:
            set_language(language)
            for words, connection in ((RETRY_WORDS, Connection(state=LinkState.RECONNECTING, waiting=12)),
                                      (HAND_OVER_WORDS, Connection(state=LinkState.CONNECTED, waiting=0))):
                chip, badge = beside_badge(room, connection, _(words)), chip_rect(room, connection_words(connection))
                assert largest_fitting_size(_(words), STRIP_TEXT, chip.width - WORDS_LEFT - WORDS_RIGHT,
                                            bold=True) is not None, (language, words)
                assert chip.right < badge.left and room.contains(chip), (language, words)
    finally:
        set_language("en")
