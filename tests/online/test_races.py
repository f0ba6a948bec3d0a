"""Two commands racing at one version: exactly one is applied, the other told to refresh (issue 21)."""
from __future__ import annotations

import threading
import time

from colosseum_desktop import rules

from .conftest import seated_game
from .harness import SeatClient, state_of
from .test_whole_game import server_save


def race(first: SeatClient, second: SeatClient, commands, version: int) -> list[dict]:
    """Both clients send at the same moment, from the same version; their answers."""
    start = threading.Barrier(2, timeout=10)
    answers: list[dict | None] = [None, None]

    def send(index: int, client: SeatClient) -> None:
        start.wait()
        answers[index] = client.send_command(commands[index], version=version)

    threads = [threading.Thread(target=send, args=(i, c), daemon=True) for i, c in enumerate((first, second))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=20)
    assert all(answers), "a racing command got no answer"
    return answers


def test_two_racing_bids_one_applied_the_other_told_to_refresh(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    deadline = time.monotonic() + 30
    # Two clients for every seat: the same person on two devices (or two people sharing one seat's code).
    pairs = {seat: (SeatClient(server.base_url, game_id, seat, secret, deadline),
                    SeatClient(server.base_url, game_id, seat, secret, deadline)) for seat, secret in secrets.items()}
    for pair in pairs.values():
        for client in pair:
            client.connect()
    watcher = pairs[0][0]
    for seat in (0, 1, 2):  # R6: everyone ends the invest phase without investing
        view = watcher.wait_for(lambda v: v["to_play"] == seat)
        assert pairs[seat][0].send_command(rules.EndTurn(player=seat), version=view["version"])["type"] == "applied"

    races = 0
    while races < 6:
        view = watcher.wait_for(lambda v: v["view"]["state"]["step"]["phase"] == "auction"
                                and v["version"] >= 3 + races)
        state, seat, version = state_of(view), view["to_play"], view["version"]
        low, high = rules.bid_range(state)
        if state.step.auction is None:  # R7: the active player opens on one market or another
            commands = (rules.OpenAuction(player=seat, market=0, bid=low),
                        rules.OpenAuction(player=seat, market=1, bid=low + 1))
        else:  # R7: a raise against another raise
            commands = (rules.RaiseBid(player=seat, bid=low), rules.RaiseBid(player=seat, bid=min(high, low + 2)))
        answers = race(*pairs[seat], commands, version)
        kinds = sorted(answer["type"] for answer in answers)
        assert kinds == ["applied", "refused"], answers
        refused = next(a for a in answers if a["type"] == "refused")
        applied = next(a for a in answers if a["type"] == "applied")
        assert refused["reason"] == "stale_version" and refused["version"] == version + 1 == applied["version"]
        won = commands[answers.index(applied)]
        save = server_save(database_url, game_id)
        assert len(save.log) == version + 1 and save.log[-1].command == won  # the winner's bid, once
        races += 1
        if state_of(watcher.wait_for(lambda v: v["version"] >= version + 1)).phase != "auction":
            break
    assert races >= 3
    for pair in pairs.values():
        for client in pair:
            client.close()
