"""Resigning (issue 32, at the table): a person resigns their seat; the server's computer player plays it on at
once, every other connection (seats and spectators) is told who left, the seat's result is kept as resigned (the
database, every view), and the person watches on with their secret, deciding nothing. A hostile or repeated resign
is refused with a reason and changes nothing. A real server on 127.0.0.1, real WebSockets, SQLite and PostgreSQL."""
from __future__ import annotations

import json

from sqlalchemy import select, update

from colosseum_desktop.server.resigning import RESIGNED_LEVEL
from colosseum_desktop.server.storage import games, open_database, resignations, seats

from .conftest import seated_game
from .test_hostile_clients import Raw, snapshot
from .test_spectators import watch
from .test_two_servers import second_server  # noqa: F401 - the fixture, used by name

COMPUTER = f"computer:{RESIGNED_LEVEL}"


def seat_rows(database_url: str, game_id: str) -> list[tuple]:
    engine = open_database(database_url)
    try:
        with engine.connect() as connection:
            resigned = set(connection.execute(select(resignations.c.seat).where(
                resignations.c.game_id == game_id)).scalars())
            return [(row.kind, row.seat in resigned) for row in connection.execute(
                select(seats.c.seat, seats.c.kind).where(seats.c.game_id == game_id).order_by(seats.c.seat))]
    finally:
        engine.dispose()


def until(raw: Raw, predicate) -> dict:
    """The next message (views too) that `predicate` holds for."""
    for _ in range(200):
        message = json.loads(raw.socket.recv(timeout=10))
        if predicate(message):
            return message
    raise AssertionError("no such message came")


def test_a_person_resigns_the_computer_plays_on_and_everyone_is_told(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    first, second, spectator = Raw(server.base_url), Raw(server.base_url), Raw(server.base_url)
    try:
        view = first.hello(game_id, 0, secrets[0])
        assert view["to_play"] == 0 and not any(seat["resigned"] for seat in view["seats"])
        second.hello(game_id, 1, secrets[1])
        watch(spectator, game_id)
        answer = first.ask(json.dumps({"type": "resign", "id": "r1"}))
        assert answer == {"type": "resigned", "seat": 0, "kind": COMPUTER, "id": "r1"}
        for other in (second, spectator):  # the others are told who left
            assert until(other, lambda m: m["type"] == "resigned") == {"type": "resigned", "seat": 0,
                                                                       "kind": COMPUTER, "id": None}
        # Seat 0's decision is the computer's now: it plays at once, on the server, and every view says resigned.
        moved = until(second, lambda m: m["type"] == "view" and m["version"] >= 1)
        assert moved["seats"][0]["kind"] == COMPUTER and moved["seats"][0]["resigned"]
        assert [seat["resigned"] for seat in moved["seats"]] == [True, False, False]
        assert until(spectator, lambda m: m["type"] == "view" and m["version"] >= 1)["seats"][0]["resigned"]
        assert seat_rows(database_url, game_id) == [(COMPUTER, True), ("person", False), ("person", False)]
        # The person who resigned decides nothing any more, and may not resign twice; their secret still opens the
        # game to watch on.
        again = first.ask(json.dumps({"type": "resign", "id": "r2"}))
        assert (again["type"], again["reason"], again["id"]) == ("refused", "bad_credentials", "r2")
        late = first.ask(json.dumps({"type": "command", "id": "c1", "version": moved["version"],
                                     "command": {"kind": "end_turn", "player": 0}}))
        assert late["reason"] == "bad_credentials"
    finally:
        for raw in (first, second, spectator):
            raw.close()
    back = Raw(server.base_url)
    try:
        view = back.hello(game_id, 0, secrets[0])
        assert view["type"] == "view" and view["seats"][0]["resigned"]
    finally:
        back.close()


def test_hostile_or_late_resigns_are_refused_and_change_nothing(own_server, database_url):
    game_id, secrets = seated_game(own_server.base_url, ["person", "person", "computer:easy"])
    seat1, spectator = Raw(own_server.base_url), Raw(own_server.base_url)
    try:
        seat1.hello(game_id, 1, secrets[1])
        watch(spectator, game_id)
        before = snapshot(database_url, game_id), seat_rows(database_url, game_id)
        hostile = [{"type": "resign"}, {"type": "resign", "id": 5}, {"type": "resign", "id": "../x"},
                   {"type": "resign", "id": "r", "seat": 0}, {"type": "resign", "id": "r", "level": "easy"},
                   {"type": "resign", "id": ["r"]}]
        for message in hostile:  # no id, a wrong one, another seat's, a level of its choosing: malformed
            answer = seat1.ask(json.dumps(message))
            assert (answer["type"], answer["reason"]) == ("refused", "malformed"), (message, answer)
        answer = spectator.ask(json.dumps({"type": "resign", "id": "w1"}))
        assert (answer["reason"], answer["id"]) == ("watching", "w1")
        flood = [seat1.ask(json.dumps({"type": "resign", "id": f"f{n}", "pad": n})) for n in range(40)]
        assert {answer["reason"] for answer in flood} <= {"malformed", "rate_limited"}
        assert (snapshot(database_url, game_id), seat_rows(database_url, game_id)) == before

        # A game that is over has nothing left to resign (marked over in the database: a whole game takes long).
        engine = open_database(database_url)
        try:
            with engine.begin() as connection:
                connection.execute(update(games).where(games.c.id == game_id).values(finished=True))
        finally:
            engine.dispose()
        late = Raw(own_server.base_url)
        try:
            late.hello(game_id, 0, secrets[0])
            answer = late.ask(json.dumps({"type": "resign", "id": "over"}))
            assert (answer["reason"], answer["id"]) == ("illegal", "over") and "over" in answer["message"]
        finally:
            late.close()
        assert seat_rows(database_url, game_id) == before[1]
    finally:
        seat1.close()
        spectator.close()


def test_a_resignation_on_one_server_reaches_the_table_on_another(server, second_server):  # noqa: F811
    """Two server processes on one PostgreSQL database: the other process's seats see the seat resigned."""
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    here, there = Raw(server.base_url), Raw(second_server.base_url)
    try:
        here.hello(game_id, 0, secrets[0])
        there.hello(game_id, 1, secrets[1])
        assert here.ask(json.dumps({"type": "resign", "id": "r1"}))["type"] == "resigned"
        view = until(there, lambda m: m["type"] == "view" and m["seats"][0]["resigned"])
        assert view["seats"][0]["kind"] == COMPUTER
    finally:
        here.close()
        there.close()
