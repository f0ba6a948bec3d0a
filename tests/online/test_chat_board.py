"""The table's chat on the online board (issue 32), headless against a real server on 127.0.0.1, SQLite and
PostgreSQL: T opens the chat over the game log (never over the board), what is typed is sent with Enter and reaches
the other computer, a quick phrase comes in the reader's language, a muted seat's lines are hidden on this computer
only, and what a hostile server sends is shown escaped. Drawn with its texts recorded (sprites/text_record.py)."""
from __future__ import annotations

import pygame

from colosseum_desktop.i18n import set_language
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.online.board import OnlineBoardScene, OnlineProblem
from colosseum_desktop.scenes.online.chat import wrapped
from colosseum_desktop.sprites.text_record import recording

from .conftest import seated_game
from .test_client_table import client
from .test_online_board import frames, window_context


def key(ctx, code: int, typed: str = "") -> None:
    ctx.manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=typed, scancode=0))
    if typed:
        ctx.manager.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=typed))


def click(ctx, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        ctx.manager.handle_event(pygame.event.Event(kind, pos=pos, button=1))


def drawn_texts(ctx, canvas) -> list[str]:
    ctx.manager.top.invalidate()
    with recording() as recorded:
        ctx.manager.draw(canvas)
    return [text.text for text in recorded.texts]


def test_people_chat_across_computers_on_the_board(server, canvas):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=game_id, seat=0, secret=secrets[0])])
    other = client(server.base_url, game_id, secrets, [1])  # Brutus, at another computer
    try:
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board", also=[other])
        board = ctx.manager.top
        frames(ctx, canvas, lambda: other.ready, what="the other computer", also=[other])
        assert "Chat (T)" in drawn_texts(ctx, canvas)
        state_before = board.state

        key(ctx, pygame.K_t, "t")  # opens the chat; its letter is not typed
        assert board.chat.is_open and board.chat.text_field.text == ""
        places = board.chat_places()
        assert board.layout.log.contains(places.panel)  # over the game log, not the board
        for char in "Ave, Brutus! ½ <b>":
            key(ctx, 0, char)
        key(ctx, pygame.K_SPACE)  # a board key while typing: no hurry, no move; the space came as TEXTINPUT
        key(ctx, pygame.K_RETURN)
        assert board.chat.text_field.text == ""
        frames(ctx, canvas, lambda: [line.text for line in other.chat.shown()] == ["Ave, Brutus! ½ <b>"],
               what="the line at the other computer", also=[other])
        assert other.chat.unread == 1 and board.table.chat.unread == 0  # one's own line is read
        assert board.state is state_before

        other.say(phrase="deal")
        frames(ctx, canvas, lambda: len(board.table.chat.shown()) == 2, what="Brutus's phrase", also=[other])
        texts = drawn_texts(ctx, canvas)
        assert "Aurelia: Ave, Brutus! ½ <b>" in texts and "Brutus: Deal?" in texts
        set_language("de")
        try:
            assert "Brutus: Abgemacht?" in drawn_texts(ctx, canvas)  # the phrase in the reader's own language
        finally:
            set_language("en")

        # Muting Brutus on this computer: his lines are hidden (and come back unmuted); the server still sends them.
        seat, place = next((seat, rect) for seat, rect in board.chat_places().mutes if seat == 1)
        click(ctx, place.center)
        assert 1 in board.table.chat.muted
        other.say(text="Are you there?")
        frames(ctx, canvas, lambda: len(board.table.chat.lines) == 3, what="Brutus's second line", also=[other])
        assert not any(text.startswith("Brutus:") for text in drawn_texts(ctx, canvas))
        key(ctx, pygame.K_ESCAPE)  # closes the chat; the muted line counts as nothing new
        assert not board.chat.is_open and board.table.chat.unread == 0
        assert "Chat (T)" in drawn_texts(ctx, canvas)
        key(ctx, pygame.K_t, "t")
        click(ctx, next(rect for seat, rect in board.chat_places().mutes if seat == 1).center)
        assert "Brutus: Are you there?" in drawn_texts(ctx, canvas)

        # A quick phrase from its chip: the other computer words it in its own language.
        phrase, rect = next((phrase, rect) for phrase, rect in board.chat_places().phrases if phrase == "good_game")
        click(ctx, rect.center)
        frames(ctx, canvas, lambda: other.chat.shown()[-1].phrase == "good_game", what="the phrase", also=[other])
    finally:
        other.close()
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()


def test_what_a_hostile_server_sends_is_shown_escaped_and_wrapped(server, canvas):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=game_id, seat=0, secret=secrets[0])])
    try:
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board")
        board = ctx.manager.top
        hostile = {"type": "chat_lines", "lines": [
            {"number": 1, "seat": 1, "text": "\x1b[2J\u202egone\u2028next\x00", "said_at": "2026-12-02T16:00:00Z"},
            {"number": 2, "seat": 7, "text": "W" * 90, "said_at": "2026-12-02T16:00:01Z"},
            {"number": 3, "seat": 1, "phrase": "bribe_offered", "said_at": "2026-12-02T16:00:02Z"},
            {"number": 4, "seat": 1, "text": 5, "said_at": "x"}]}  # unreadable: the whole message is left out
        board.table.chat.heard(hostile, {0})
        assert board.table.chat.lines == {}
        hostile["lines"].pop()
        board.table.chat.heard(hostile, {0})
        board.table.chat.heard(hostile, {0})  # sent again (a reconnection): each line once
        assert sorted(board.table.chat.lines) == [1, 2, 3] and board.table.chat.unread == 3
        key(ctx, pygame.K_t, "t")
        texts = drawn_texts(ctx, canvas)
        assert "Brutus: \\x1b[2J\\u202egone\\u2028next\\x00" in texts
        assert "Brutus: bribe_offered" in texts  # a phrase this computer does not know: its id, as it came
        rows = wrapped("?: " + "W" * 90, 18, board.chat_places().lines.width)
        assert len(rows) > 1 and all(row in texts for row in rows)  # one long word, broken to the panel's width
        assert not any("\x1b" in text or "\u202e" in text for text in texts)
    finally:
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()
