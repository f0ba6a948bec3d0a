"""The end of an online game on the board (issue 21), against a real server on 127.0.0.1: when the server's view
says the game is over, the usual end screen comes (winners, each best event, records by round), and the game goes
into this computer's records once, marked online, even with two seats played here and the game opened again when
over; My online games lists it as finished."""
from __future__ import annotations

from datetime import datetime, timezone

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.online import lobby_calls
from colosseum_desktop.online.keyring import HeldSeat
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.rules.flow import LAST_ROUND
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.saves.records import read_history
from colosseum_desktop.scenes.end.scene import EndScene
from colosseum_desktop.scenes.online.board import OnlineBoardScene, OnlineProblem
from colosseum_desktop.scenes.online.end import OnlineEndScene, online_note
from colosseum_desktop.scenes.online.games import where_it_stands
from colosseum_desktop.table import NotNow

from .conftest import seated_game
from .test_client_table import client, play_turns
from .test_online_board import frames, window_context

NAMES = ["Aurelia", "Brutus", "Cassia"]


def near_the_end(state: rules.GameState) -> bool:
    return state.round == LAST_ROUND and state.phase in (Phase.PRODUCE, Phase.OVER)


def play_on_the_board(ctx, canvas, board, players) -> None:
    """The people here decide with computer players reading the board's view, until the board gives way."""
    def decided() -> bool:
        if ctx.manager.top is board and board.person_decides() and not board.table.awaiting_server() \
                and not board.animator.busy:
            seat = board.deciding
            try:
                board.table.submit(players[seat].choose(board.table.view_for(seat).state))
            except NotNow:
                pass
        return ctx.manager.top is not board
    frames(ctx, canvas, decided, seconds=120, what="the end of the game")


def test_the_end_of_an_online_game_shows_the_end_screen_and_records_it_once_as_online(server, canvas, tmp_path):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    players = {0: make_bot("easy", 1), 1: make_bot("easy", 2)}
    headless = client(server.base_url, game_id, secrets, [0, 1])
    try:  # most of the game without a window (fast), then the board for its end
        play_turns([headless], players, lambda: headless.ready and near_the_end(headless.state), seconds=120)
    finally:
        headless.close()
    ctx = window_context()
    ctx.records_path = tmp_path / "records.json"
    seats = [SeatCredentials(game_id=game_id, seat=seat, secret=secrets[seat]) for seat in (0, 1)]
    ctx.routes.online_game(ctx, server.base_url, seats)
    try:
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineBoardScene), what="the board")
        board = ctx.manager.top
        play_on_the_board(ctx, canvas, board, players)
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, OnlineEndScene), what="the end screen")
        end = ctx.manager.top
        state = end.session.state
        assert rules.is_over(state)
        assert end.seats == ["person", "person", "easy"]  # a person elsewhere or here is a person on the end screen
        # The server keeps the log: no missed gains until a copy is saved, which the replay's button does first.
        assert end.replay_button.text == "Save a copy (R)" and end.replay_button.enabled
        assert not end.review_button.enabled
        assert end.records_note.text == "" and "Save a copy (R)" in online_note()

        history = read_history(ctx.records_path)
        assert len(history.games) == 1
        recorded = history.games[0]
        assert recorded.game_id == game_id and recorded.online is True
        assert [seat.played_by for seat in recorded.seats] == ["person", "person", "computer:easy"]
        assert [seat.name for seat in recorded.seats] == NAMES
        assert [seat.record for seat in recorded.seats] == [p.record for p in state.players]
        assert {seat.seat for seat in recorded.seats if seat.winner} == set(rules.winners(state))
        assert [seat.hints for seat in recorded.seats] == [0, 0, None]  # counted here for the seats played here

        # Opened again once over (from My online games): the end screen again, the records unchanged.
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "elsewhere"))
        ctx.manager.apply_pending()
        ctx.routes.online_game(ctx, server.base_url, seats)
        frames(ctx, canvas, lambda: isinstance(ctx.manager.top, EndScene), what="the end screen, opened again")
        assert len(read_history(ctx.records_path).games) == 1

        # My online games says it is finished, naming the winners.
        held = tuple(HeldSeat(server=server.base_url, game_id=game_id, seat=seat, secret=secrets[seat],
                              name=NAMES[seat], kept_at=datetime.now(timezone.utc)) for seat in (0, 1))
        [listed] = lobby_calls.my_games(held)
        winners = ", ".join(NAMES[seat] for seat in rules.winners(state))
        assert listed.summary.finished and listed.to_play_here is None
        assert where_it_stands(listed) == f"Finished: {winners} won."
    finally:
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()
