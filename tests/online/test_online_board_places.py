"""Where the online board's connection badge and turn deadline go (issue 21), against a real server on 127.0.0.1:
in rows the game log keeps free under its title, so that they cover neither the title (long while the log is
scrolled back) nor the end of the topmost line shown, in six languages and in every window shape's arrangement;
and drawn as wide as their words, a badge or strip that narrows leaves none of its wider self in the window (the
board presents only the places a frame changed)."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pygame

from colosseum_desktop.game_log import LogLine
from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.online import api
from colosseum_desktop.online.client_records import Connection
from colosseum_desktop.online.turn_clock import TurnClock
from colosseum_desktop.online.link import LinkState
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.online.board import OnlineBoardScene, OnlineProblem, connection_words, on_top_places
from colosseum_desktop.scenes.board import moving_picture as board_moving_picture
from colosseum_desktop.scenes.online.deadline import deadline_words
from colosseum_desktop.scenes.online.chat import chip_words
from colosseum_desktop.sprites.log_panel import TITLE_HEIGHT, draw_log
from colosseum_desktop.sprites.text_record import recording
from colosseum_desktop.viewport import ARRANGEMENTS

from .test_online_board import frames, window_context

LONG_LINE = ("Aurelia bids twelve coins for the second market's lot, more than Brutus and Cassia offered before her,"
             " and takes it")
LONG_CLOCK_NAME, SHORT_CLOCK_NAME = "Maximilianus Aurelianus", "Ida"


def open_timed_board(server, canvas):
    created = api.create_game(server.base_url, [{"name": "Aurelia", "kind": "person"},
                                                {"name": "Brutus", "kind": "person"},
                                                {"name": "Cassia", "kind": "computer:easy"},
                                                {"name": "Decimus", "kind": "computer:easy"}],
                              turn_seconds=24 * 3600)
    secrets = {invite["seat"]: api.join(server.base_url, invite["code"])["secret"] for invite in created["invites"]}
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=created["game_id"], seat=seat,
                                                                  secret=secrets[seat]) for seat in (0, 1)])
    frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board")
    board = ctx.manager.top
    frames(ctx, canvas, lambda: board.table.turn_clock() is not None, what="a person's turn with its deadline")
    return ctx, board


def close(ctx) -> None:
    ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
    ctx.manager.apply_pending()


def test_the_badge_and_the_deadline_cover_no_text_of_the_log(server, canvas):
    ctx, board = open_timed_board(server, canvas)
    try:
        board.log_panel.add([LogLine(LONG_LINE, seat % 4) for seat in range(40)])
        board.log_panel.scroll_by(3)  # the title says how far back: its longest form
        for size in ARRANGEMENTS:
            shaped = pygame.Surface(size)
            frames(ctx, shaped, lambda: True)
            frames(ctx, shaped, lambda: True)
            log = board.layout.log
            badge, strip = on_top_places(log, size, covered=False)
            assert board.log_panel.view().scroll == 3
            for language in LANGUAGES:
                set_language(language)
                board.on_language_changed()
                ours = {connection_words(board.table.connection()),
                        deadline_words(board.table.turn_clock(), datetime.now(timezone.utc)),
                        chip_words(board.table.chat, False)}
                layer = pygame.Surface(size)
                with recording() as drawn:  # the log as the picture draws it (its part), and what goes over it
                    draw_log(layer, log, board.view().log)
                    board.draw_on_top(layer)
                texts = [t for t in drawn.texts if t.whole not in ours]
                shown_rows = [t for t in texts if log.collidepoint(t.ink.topleft)]
                assert any(t.ink.top < log.y + TITLE_HEIGHT for t in shown_rows)  # the title was recorded...
                assert len(shown_rows) >= 8, (size, language, len(shown_rows))  # ...and the lines
                for place, name in ((badge, "badge"), (strip, "deadline"), (board.chat_places().chip, "chat's chip")):
                    covered = [t.whole for t in shown_rows if t.ink.colliderect(place)]
                    assert not covered, f"{size} {language}: the {name} covers {covered}"
    finally:
        set_language("en")
        close(ctx)


def presented(ctx, canvas: pygame.Surface, window: pygame.Surface) -> None:
    """One frame drawn and presented as app.py does: only the changed places copied to the window."""
    ctx.manager.update(20.0)
    ctx.manager.apply_pending()
    areas = ctx.manager.draw(canvas)
    for area in ([canvas.get_rect()] if areas is None else areas):
        area = area.clip(canvas.get_rect())
        window.blit(canvas, area, area)


def test_a_badge_or_deadline_that_narrows_leaves_nothing_behind(server, canvas, monkeypatch):
    ctx, board = open_timed_board(server, canvas)
    try:
        deadline = datetime.now(timezone.utc) + timedelta(hours=5)
        shown = {"clock": TurnClock(seat=0, name=LONG_CLOCK_NAME, deadline=deadline),
                 "connection": Connection(LinkState.RECONNECTING, 3)}
        monkeypatch.setattr(board.table, "turn_clock", lambda: shown["clock"])
        monkeypatch.setattr(board.table, "connection", lambda: shown["connection"])
        window = canvas.copy()
        for _ in range(5):  # the board alone, drawn frame after frame on one canvas
            presented(ctx, canvas, window)
        shown["clock"] = TurnClock(seat=0, name=SHORT_CLOCK_NAME, deadline=deadline)
        shown["connection"] = Connection(LinkState.CONNECTED, 0)
        for _ in range(3):
            presented(ctx, canvas, window)
        assert ctx.manager.visible() == [board]
        whole = pygame.Surface(canvas.get_size())
        board.picture.full_frame(whole, board.state, board.view())
        board.draw_on_top(whole)
        for place in on_top_places(board.layout.log, canvas.get_size(), covered=False):
            assert (pygame.image.tobytes(window.subsurface(place), "RGB")
                    == pygame.image.tobytes(whole.subsurface(place), "RGB")), f"stale pixels in {place}"
    finally:
        close(ctx)


def test_a_hint_over_the_log_hides_whole_lines_only(server, canvas, monkeypatch):
    """The hint's panel lies over whole rows of the log (sprites/hint.py), counted from where the online board's
    lines begin, below the rows kept free: no line half hidden under it."""
    ctx, board = open_timed_board(server, canvas)
    try:
        board.log_panel.add([LogLine(f"Line {number}: Aurelia buys a season ticket", number % 4)
                             for number in range(40)])
        monkeypatch.setattr(board.hints, "words", lambda: "Pass: market 5's lot brings you nothing worth paying for")
        places = []
        draw_panel = board_moving_picture.hint.draw_panel
        monkeypatch.setattr(board_moving_picture.hint, "draw_panel",
                            lambda canvas, words, over, *rest: places.append(over) or draw_panel(canvas, words, over,
                                                                                                 *rest))
        for size in ARRANGEMENTS:
            shaped = pygame.Surface(size)
            frames(ctx, shaped, lambda: True)
            log, view = board.layout.log, board.view()
            assert view.log.room_above and view.hint_words
            with recording() as drawn:
                draw_log(shaped, log, view.log)
                lines = [t for t in drawn.texts if t.whole.startswith("Line ")]
                board.picture.state, board.picture.view = board.state, view
                board.picture.paint_moving_parts(shaped)
            panel = places[-1]
            assert panel.colliderect(log) and lines
            still_seen = [t for t in drawn.texts if any(t is line for line in lines)]
            half_hidden = [t.whole for t in still_seen if t.ink.colliderect(panel)]
            assert not half_hidden, f"{size}: the hint's panel {panel} half hides {half_hidden}"
            assert len(still_seen) < len(lines)  # it hides some lines wholly
    finally:
        close(ctx)
