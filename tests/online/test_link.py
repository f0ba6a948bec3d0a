"""The client's network thread (online/link.py) against a real server: it reconnects by itself, keeps the moves
still to send while the server is away, and has them applied once (issue 21)."""
from __future__ import annotations

import time

from colosseum_desktop import rules
from colosseum_desktop.online.link import LinkState, SeatLink

from .conftest import seated_game
from .test_whole_game import server_save


def wait_until(condition, seconds: float = 15.0, what: str = "") -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"waited {seconds} s for {what}"
        time.sleep(0.02)


def test_the_link_reconnects_by_itself_and_sends_the_moves_kept_while_offline(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    wakes = []
    link = SeatLink(server.base_url, game_id, 0, secrets[0], wake=lambda: wakes.append(time.monotonic())).start()
    try:
        wait_until(lambda: link.state is LinkState.CONNECTED and link.view, what="the first view")
        assert wakes  # the window would have been woken
        server.kill()
        wait_until(lambda: link.state is LinkState.RECONNECTING, what="the link to notice the server gone")
        link.send(rules.BuySeasonTicket(player=0), version=link.view["version"])  # R6, decided while offline
        time.sleep(0.5)
        assert link.waiting() == 1 and link.state is LinkState.RECONNECTING
        server.start()
        wait_until(lambda: link.waiting() == 0, what="the kept move to be sent")
        answers = link.take_answers()
        assert [answer["type"] for answer in answers] == ["applied"]
        wait_until(lambda: link.view["version"] == answers[0]["version"], what="the view after the move")
        assert link.state is LinkState.CONNECTED and link.attempts >= 2
        link.send(rules.EndTurn(player=1), version=link.view["version"])  # another seat's name: refused
        wait_until(lambda: link.waiting() == 0, what="the refusal")
        assert [answer.get("reason") for answer in link.take_answers()] == ["not_your_seat"]
    finally:
        link.stop()
    assert link.state is LinkState.CLOSED
    save = server_save(database_url, game_id)
    assert [record.command for record in save.log] == [rules.BuySeasonTicket(player=0)]


def test_a_link_with_a_wrong_secret_stops_trying(server):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    link = SeatLink(server.base_url, game_id, 1, secrets[0]).start()
    try:
        wait_until(lambda: link.state is LinkState.REFUSED, what="the refusal")
        assert link.refusal["reason"] == "bad_credentials"
        attempts = link.attempts
        time.sleep(0.6)
        assert link.attempts == attempts  # it does not hammer the server with a secret that will not work
    finally:
        link.stop()
