"""A board opened on an online game mid-way shows the moves already played in its game log (issue 21), asked of
the server once (its read-only `moves` message), worded as a board that followed the game from the start words
them, and again in another language; the moves made after it opened follow them."""
from __future__ import annotations

from colosseum_desktop.bots import make_bot
from colosseum_desktop.game_log import sentences
from colosseum_desktop.i18n import set_language
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.online.board import OnlineBoardScene, OnlineProblem

from .conftest import seated_game
from .test_client_table import client, play_turns
from .test_online_board import frames, window_context


def words(entries) -> list[str]:
    return [line.text for entry in entries for line in sentences(entry.events, entry.state_before)]


def test_a_board_opened_mid_way_shows_the_moves_already_played(server, canvas):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    players = {0: make_bot("easy", 1), 1: make_bot("easy", 2)}
    headless = client(server.base_url, game_id, secrets, [0, 1])  # follows the game from its first move
    ctx = window_context()
    try:
        play_turns([headless], players, lambda: headless.ready and headless.version >= 30, seconds=60)
        ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=game_id, seat=1, secret=secrets[1])])
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board")
        board = ctx.manager.top
        opened_at = board.table.version
        # The headless table follows too (the server's computer may have moved since it last looked).
        frames(ctx, canvas, lambda: headless.version >= opened_at and
               len(board.log_panel.lines) >= len(words(headless.session.log[:opened_at])),
               what="the moves so far in the log", also=[headless])
        before = headless.session.log[:opened_at]
        assert len(before) == opened_at >= 30
        shown = [line.text for line in board.log_panel.lines]
        assert shown[:len(words(before))] == words(before)
        assert shown[0].startswith("Aurelia ")  # the game's first move: Aurelia's investment (round 1)

        # Moves made after the board opened come after them.
        play_turns([headless], players, lambda: headless.version >= opened_at + 5, seconds=30)
        frames(ctx, canvas, lambda: board.table.version >= opened_at + 5, what="more moves", also=[headless])
        set_language("de")
        board.on_language_changed()
        played = headless.session.log[:board.table.version]
        assert [line.text for line in board.log_panel.lines][:len(words(played))] == words(played)
        assert "Brutus ist am Zug" in words(played)  # in German now
    finally:
        set_language("en")
        headless.close()
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()
