"""The online board of a lobby game (issue 32), against a real server on 127.0.0.1: while the game waits for players
the board says so where the turn's deadline goes, with the seats still free, offers no decision and runs no clock;
when someone takes the last seat from the lobby, the board names them (the panel and the arena's label) and shows
the first decision's deadline."""
from __future__ import annotations

from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.online.board import OnlineBoardScene
from colosseum_desktop.sprites import text_record

from .test_lobby import open_game, take
from .test_online_board import frames, window_context


def drawn_texts(ctx, canvas) -> list[text_record.DrawnText]:
    """One frame drawn from scratch (the layer painted again where anything changed), its texts recorded."""
    with text_record.recording() as recorded:
        ctx.manager.draw(canvas)
    return recorded.texts


def test_the_board_waits_for_players_then_names_the_taker_and_starts_the_clock(server, canvas):
    created, held = open_game(server.base_url, ["person", "person", "person"], host_seats=(0, 1), turn_seconds=300)
    game_id = created["game_id"]
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=game_id, seat=seat, secret=held[seat])
                                                  for seat in (0, 1)])
    board = None
    try:
        with text_record.recording() as recorded:  # every frame until the waiting view shows, as the window draws them
            frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board")
            board = ctx.manager.top
            frames(ctx, canvas, lambda: board.table.waiting() and board.table.free_seats() == 1, what="the waiting view")
            ctx.manager.draw(canvas)
        texts = [drawn.text for drawn in recorded.texts]
        assert "Waiting for players: 1 seat free" in texts
        assert "free seat, waiting for a player" in texts  # the free seat's panel, not "online, not connected"
        assert not any("to play, until" in words for words in texts)  # no clock runs
        assert board.table.driven(board.deciding) and board.buttons == []  # no decision offered, though a seat
        # here is first to decide
        assert board.table.turn_clock() is None

        take(server.base_url, game_id, 2, "Quintus")
        with text_record.recording() as recorded:  # the frames that follow the change, as the window draws them
            frames(ctx, canvas, lambda: not board.table.waiting(), what="the game starting")
            ctx.manager.update(20.0)
            ctx.manager.draw(canvas)
        squares = [layout.square_rect(square) for square in board.state.player(2).arena]
        arena = squares[0].unionall(squares)
        texts = recorded.texts
        words = [drawn.text for drawn in drawn_texts(ctx, canvas)]
        assert board.state.player(2).name == "Quintus"
        assert any(drawn.text == "Quintus" and drawn.ink.colliderect(arena.inflate(40, 40)) for drawn in texts), (
            "the arena's label still names the seat as the host had it")
        assert not any(words_.startswith(("Waiting for players", "free seat")) for words_ in words)
        clock = board.table.turn_clock()
        assert clock is not None and clock.seat == board.deciding
        assert board.table.driven(board.deciding) == (board.deciding not in board.table.people_here())
        assert bool(board.buttons) == (board.deciding in board.table.people_here())
    finally:
        if board is not None:
            board.table.close()
        elif hasattr(ctx.manager.top, "table"):
            ctx.manager.top.table.close()
