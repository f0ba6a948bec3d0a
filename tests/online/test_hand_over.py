"""A seat whose time for a decision ran out is handed to a computer player by another person (issue 21)."""
from __future__ import annotations

import json
import time

import pytest

from colosseum_desktop.online import api

from .harness import SeatClient
from .turn_time import run_out
from .test_whole_game import server_save


def ask(client: SeatClient, message: dict) -> dict:
    """Send `message`; the answer (views that come meanwhile are taken in)."""
    client.send_raw(json.dumps(message))
    while True:
        answer = client.receive(timeout=min(5.0, client.remaining()))
        if answer is not None and answer["type"] in ("handed_over", "refused"):
            return answer


def test_an_overdue_seat_is_handed_to_a_computer_by_another_person(server, database_url):
    names = ["Aurelia", "Brutus", "Cassia"]
    created = api.create_game(server.base_url, [{"name": name} for name in names], turn_seconds=5)
    joined = {j["seat"]: j["secret"] for j in (api.join(server.base_url, i["code"]) for i in created["invites"])}
    game_id = created["game_id"]
    other = SeatClient(server.base_url, game_id, 1, joined[1], time.monotonic() + 30)
    other.connect()
    view = other.view
    assert view["to_play"] == 0 and view["turn_seconds"] == 5
    early = ask(other, {"type": "hand_over", "seat": 0})
    assert early.get("reason") == "not_overdue", early  # seat 0 still has time
    mine = ask(other, {"type": "hand_over", "seat": 1})
    assert mine.get("reason") == "not_overdue", mine  # not one's own seat
    run_out(database_url, game_id, seconds=5)  # as if the server's clock had moved on by the turn time
    handed = ask(other, {"type": "hand_over", "seat": 0, "level": "easy"})
    assert handed == {"type": "handed_over", "seat": 0, "kind": "computer:easy"}
    # The computer plays seat 0's decision at once, on the server.
    after = other.wait_for(lambda v: v["version"] >= 1 and v["to_play"] != 0)
    assert after["seats"][0]["kind"] == "computer:easy"
    assert server_save(database_url, game_id).log[0].command.player == 0
    # The seat's old secret no longer decides for it, but lets its person watch on (issue 32: they were refused as
    # a stranger, and told the wrong reason).
    handed_person = SeatClient(server.base_url, game_id, 0, joined[0], time.monotonic() + 10)
    handed_person.connect()
    assert handed_person.view["seats"][0]["kind"] == "computer:easy"
    refused = ask(handed_person, {"type": "command", "id": "late-1", "version": handed_person.view["version"],
                                  "command": {"kind": "end_turn", "player": 0}})
    assert refused.get("reason") == "bad_credentials", refused
    handed_person.close()
    other.close()
