"""Handing an overdue seat to the computer from the board (issue 32): the board's deadline strip said another
person's time ran out, but only My online games offered "Hand to the computer"; and the person handed over was
refused as a stranger ("did not accept this computer's key"). Two boards at a real server, a five-second turn."""
from __future__ import annotations

import time

import pygame

from colosseum_desktop.online import api
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.online.board import OnlineBoardScene, OnlineProblem
from colosseum_desktop.scenes.online import board as online_board

from .test_online_board import window_context
from .turn_time import moved_on, run_out

NAMES = ["Aurelia", "Brutus", "Cassia"]


def test_the_other_board_hands_an_overdue_seat_to_the_computer_and_its_person_is_told(server, database_url, canvas,
                                                                                      monkeypatch):
    created = api.create_game(server.base_url, [{"name": name} for name in NAMES], turn_seconds=5)
    secrets = {joined["seat"]: joined["secret"] for joined in
               (api.join(server.base_url, invite["code"]) for invite in created["invites"])}
    windows = {}
    for seat in (0, 1, 2):
        ctx = window_context()
        ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=created["game_id"], seat=seat,
                                                                      secret=secrets[seat])])
        ctx.manager.apply_pending()
        windows[seat] = ctx

    def frames(until, what: str, seconds: float = 20.0) -> None:
        deadline = time.monotonic() + seconds
        while not until():
            assert time.monotonic() < deadline, f"waited {seconds} s for {what}"
            for ctx in windows.values():
                ctx.manager.update(20.0)
                ctx.manager.apply_pending()
                ctx.manager.draw(canvas)
            time.sleep(0.005)

    try:
        frames(lambda: all(isinstance(ctx.manager.top, OnlineBoardScene) for ctx in windows.values()), "the boards")
        boards = {seat: ctx.manager.top for seat, ctx in windows.items()}
        late = boards[0].table.deciding
        watcher = boards[(late + 1) % 3]
        assert watcher.hand_over_place() is None  # time left: nothing to hand over
        run_out(database_url, created["game_id"], seconds=5)  # the server's clock moved on by the turn time...
        monkeypatch.setattr(online_board, "datetime", moved_on(5))  # ...and the boards' with it
        frames(lambda: watcher.hand_over_place() is not None, "the time to run out")
        watcher_ctx = next(ctx for ctx in windows.values() if ctx.manager.top is watcher)
        watcher_ctx.manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0))
        frames(lambda: watcher.seats[late] == "strong", "the seat handed to the computer")
        assert watcher.message == f"{NAMES[late]}'s seat is played by the computer from now on."
        # The person handed over is told why, and watches on (their board stays connected, their seat the computer's).
        frames(lambda: boards[late].seats[late] == "strong" and boards[late].message, "the late person told")
        assert boards[late].message.startswith(f"{NAMES[late]}'s time ran out, and another player handed the "
                                               "seat to the server's computer player"), boards[late].message
        assert boards[late].table.refusal() is None
    finally:
        for ctx in windows.values():
            ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
            ctx.manager.apply_pending()


def test_a_person_handed_over_opens_the_game_again_and_is_told_why(server, database_url, canvas):
    """Their secret no longer decides but still opens the game: no "did not accept this computer's key"."""
    created = api.create_game(server.base_url, [{"name": name} for name in NAMES], turn_seconds=5)
    secrets = {joined["seat"]: joined["secret"] for joined in
               (api.join(server.base_url, invite["code"]) for invite in created["invites"])}
    game_id = created["game_id"]
    from .test_hand_over import ask
    from .harness import SeatClient
    late = api.my_games(server.base_url, [{"game_id": game_id, "seat": 0, "secret": secrets[0]}])[0]["to_play"]
    other = (late + 1) % 3
    client = SeatClient(server.base_url, game_id, other, secrets[other], time.monotonic() + 30)
    client.connect()
    run_out(database_url, game_id, seconds=5)  # as if the server's clock had moved on by the turn time
    assert ask(client, {"type": "hand_over", "seat": late})["type"] == "handed_over"
    client.close()
    ctx = window_context()
    ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=game_id, seat=late, secret=secrets[late])])
    ctx.manager.apply_pending()
    try:
        deadline = time.monotonic() + 20
        while not (isinstance(ctx.manager.top, OnlineBoardScene) and ctx.manager.top.message):
            assert time.monotonic() < deadline, ctx.manager.top.note() if hasattr(ctx.manager.top, "note") else "?"
            ctx.manager.update(20.0)
            ctx.manager.apply_pending()
            ctx.manager.draw(canvas)
            time.sleep(0.005)
        assert ctx.manager.top.message.startswith(f"{NAMES[late]}'s time ran out")
    finally:
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()
