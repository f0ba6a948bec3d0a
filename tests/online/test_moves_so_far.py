"""The server's one read-only message for a board opened mid-way (issue 21): `{"type": "moves", "to": N}` answers
the moves up to version N as the seats were shown them, commands and events only: nothing in it lets a client
predict a roll or a draw (checked against every generator state of the game, as the whole-game test checks every
view), it is bounded (the newest MAX_MOVES_SENT moves, far below what a client reads in one frame), and a request
that is not one is refused with its reason, changing nothing."""
from __future__ import annotations

import json
import time

from colosseum_desktop.online.link import SeatLink
from colosseum_desktop.server.games import Games
from colosseum_desktop.protocol.messages import MAX_MOVES_SENT, MovesSoFar
from colosseum_desktop.server.storage import open_database

from .conftest import seated_game
from .harness import SeatClient, is_over, play_in_threads, state_of
from .test_whole_game import secrets_of_the_box, server_save


def ask_moves(client: SeatClient, to) -> dict:
    client.connect()
    client.send_raw(json.dumps({"type": "moves", "to": to}))
    while True:
        message = client.receive(timeout=min(5, client.remaining()))
        assert message is not None, "no answer to the moves asked"
        if message["type"] in ("moves_so_far", "refused"):
            return message


def test_the_moves_so_far_carry_no_secret_of_the_box_and_are_bounded(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "person"])
    deadline = time.monotonic() + 60
    players = [SeatClient(server.base_url, game_id, seat, secret, deadline) for seat, secret in secrets.items()]
    play_in_threads(players, until=lambda view: view["version"] >= 60)
    asker = SeatClient(server.base_url, game_id, 2, secrets[2], deadline)
    try:
        midway = ask_moves(asker, 50)
        version = asker.view["version"]
        asker.close()
        play_in_threads(players)  # to the end
        assert all(is_over(client.view) for client in players)
        whole = ask_moves(asker, 10**6)  # more than there is: what there is
        refused = [ask_moves(asker, to) for to in (-1, "all")]
    finally:
        asker.close()

    save = server_save(database_url, game_id)
    found = MovesSoFar.model_validate(midway)
    assert [move.number for move in found.moves] == list(range(1, 51)) and found.left_out == 0 and version >= 50
    assert [(move.command, move.events) for move in found.moves] == [(r.command, r.events) for r in save.log[:50]]
    assert [move.number for move in MovesSoFar.model_validate(whole).moves] == list(range(1, len(save.log) + 1))
    assert all(answer["reason"] == "malformed" for answer in refused)

    hidden = secrets_of_the_box(save)
    for text in asker.received:
        assert not any(value in text for value in hidden), "the moves so far carry the generator's state or seed"
    # Bounded: the most moves it may carry, each as large as this game's largest, fit a client's frame.
    largest = max(len(json.dumps(move)) for move in whole["moves"])
    assert MAX_MOVES_SENT * largest < SeatLink.MAX_READ_BYTES
    engine = open_database(database_url)
    try:  # the bound itself: the newest moves up to the version asked
        left_out, newest = Games(engine).moves_so_far(game_id, 50, 10)
        assert (left_out, [number for number, _record in newest]) == (40, list(range(41, 51)))
    finally:
        engine.dispose()


def test_a_move_taken_back_is_not_among_the_moves_so_far(server):
    """A move taken back (netundo's undo on the server) no longer stands: the log of a board opened later leaves it
    out, as the game's state does; asked up to a version before the take-back, it is there."""
    from .test_undo import an_investment, ask_undo, play, table

    game_id, clients = table(server)
    first = clients[clients[0].view["to_play"]]
    invested = play(first, an_investment(state_of(first.view)))
    answered = ask_undo(first, "take-it-back")
    assert answered["type"] == "undo_outcome" and answered["outcome"] == "taken_back", answered
    now = first.wait_for(lambda view: view["version"] > invested["version"])["version"]
    try:
        before = MovesSoFar.model_validate(ask_moves(first, invested["version"]))
        after = MovesSoFar.model_validate(ask_moves(first, now))
    finally:
        for client in clients.values():
            client.close()
    assert [move.number for move in before.moves] == [invested["version"]]
    assert after.moves == [] and after.left_out == 0
