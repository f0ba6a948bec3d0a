"""Moves made while a board's computer was not connected (issue 21), against a real server on 127.0.0.1: its
network cut (tests/online/cable.py) while the game goes on at another computer, then restored; the board comes
back to the newest state at once, and its game log shows each move it missed, asked of the server (its read-only
`moves` message) and worded as a board that followed them words them, in the order played, before the moves that
follow, and again in another language. Until they come, one line says how many were made."""
from __future__ import annotations

from colosseum_desktop.bots import make_bot
from colosseum_desktop.i18n import set_language
from colosseum_desktop.online.link import LinkState
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.online.board import OnlineBoardScene, OnlineProblem

from .cable import Cable
from .conftest import seated_game
from .test_client_table import client, play_turns
from .test_online_board import frames, window_context
from .test_online_board_log import words

MISSED = 6  # at least this many moves made while the board is cut off


def test_the_moves_missed_while_disconnected_come_into_the_log_one_by_one(server, canvas):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    players = {0: make_bot("easy", 3), 1: make_bot("easy", 4)}
    headless = client(server.base_url, game_id, secrets, [0, 1])  # plays both people, connected all along
    cable = Cable(server.port)
    ctx = window_context()
    try:
        ctx.routes.online_game(ctx, cable.base_url, [SeatCredentials(game_id=game_id, seat=1, secret=secrets[1])])
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board", also=[headless])
        board = ctx.manager.top
        play_turns([headless], players, lambda: headless.ready and headless.version >= 4, seconds=60)
        frames(ctx, canvas, lambda: board.table.version == headless.version, what="the board following",
               also=[headless])
        cut_at = board.table.version

        cable.cut()
        frames(ctx, canvas, lambda: board.table.connection().state is LinkState.RECONNECTING, what="the cut noticed")
        play_turns([headless], players, lambda: headless.version >= cut_at + MISSED, seconds=60)
        frames(ctx, canvas, lambda: True)
        assert board.table.version == cut_at  # nothing came through the cut
        cable.mend()
        frames(ctx, canvas, lambda: board.table.version >= cut_at + MISSED, seconds=45, what="the board back")
        played = headless.session.log[:board.table.version]
        frames(ctx, canvas, lambda: [line.text for line in board.log_panel.lines][:len(words(played))]
               == words(played), what="each missed move in the log", also=[headless],
               where=lambda: str([line.text for line in board.log_panel.lines][-MISSED - 2:]))
        assert not any("not connected" in line.text for line in board.log_panel.lines)
        missed = board.table.latest_missed()
        assert missed is not None and missed.since == cut_at and missed.count >= MISSED  # they came as one jump

        # The moves after it follow them; the whole log in another language.
        play_turns([headless], players, lambda: headless.version >= board.table.version + 3, seconds=30)
        frames(ctx, canvas, lambda: board.table.version == headless.version, what="more moves", also=[headless])
        set_language("de")
        board.on_language_changed()
        played = headless.session.log[:board.table.version]
        assert [line.text for line in board.log_panel.lines][:len(words(played))] == words(played)
    finally:
        set_language("en")
        headless.close()
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()
        cable.close()
