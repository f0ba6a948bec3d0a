"""Chat at the table (issue 32): a seat's line, or quick phrase by id, is stored with the game, sent to every seat
and spectator of the game, and the newest lines are sent again to a connection that comes (back); a hostile client's
lines (too long, control characters, wrong types, a flood beyond the rate, a spectator's) are refused with a reason
and store nothing. A real server on 127.0.0.1, real WebSockets, SQLite and PostgreSQL."""
from __future__ import annotations

import json

from sqlalchemy import select

from colosseum_desktop.server.chat import LINES_PER_WINDOW, LINES_REPLAYED
from colosseum_desktop.protocol.messages import MAX_CHAT_CHARACTERS
from colosseum_desktop.server.storage import chat_lines, open_database

from .conftest import seated_game
from .test_hostile_clients import Raw
from .test_spectators import watch
from .test_two_servers import second_server  # noqa: F401 - the fixture, used by name


def stored(database_url: str, game_id: str) -> list[tuple]:
    engine = open_database(database_url)
    try:
        with engine.connect() as connection:
            return [tuple(row) for row in connection.execute(
                select(chat_lines.c.number, chat_lines.c.seat, chat_lines.c.text, chat_lines.c.phrase)
                .where(chat_lines.c.game_id == game_id).order_by(chat_lines.c.number))]
    finally:
        engine.dispose()


def say(raw: Raw, say_id: str, **fields) -> dict:
    return raw.ask(json.dumps({"type": "chat", "id": say_id, **fields}))


def next_chat(raw: Raw) -> dict:
    message = raw.next()
    assert message["type"] == "chat_lines", message
    return message


def test_a_line_reaches_every_seat_and_spectator_is_stored_and_replayed(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    seat0, seat1, spectator = Raw(server.base_url), Raw(server.base_url), Raw(server.base_url)
    try:
        seat0.hello(game_id, 0, secrets[0])
        seat1.hello(game_id, 1, secrets[1])
        watch(spectator, game_id)
        answer = say(seat0, "c1", text="Salve! <b>&amp;</b> ünïcode 🎲")
        assert answer["id"] == "c1" and [(line["number"], line["seat"], line["text"]) for line in answer["lines"]] \
            == [(1, 0, "Salve! <b>&amp;</b> ünïcode 🎲")]
        for other in (seat1, spectator):  # the others are told, without the sender's id
            told = next_chat(other)
            assert told["id"] is None and told["lines"] == answer["lines"]
        phrase = say(seat1, "c2", phrase="good_game")
        assert [(line["number"], line["seat"], line["text"], line["phrase"]) for line in phrase["lines"]] \
            == [(2, 1, None, "good_game")]
        assert next_chat(seat0)["lines"] == phrase["lines"] == next_chat(spectator)["lines"]
        again = say(seat0, "c1", text="Salve! <b>&amp;</b> ünïcode 🎲")  # sent again after a lost answer: said once
        assert again["lines"] == answer["lines"]
        assert stored(database_url, game_id) == [(1, 0, "Salve! <b>&amp;</b> ünïcode 🎲", None),
                                                 (2, 1, None, "good_game")]
    finally:
        for raw in (seat0, seat1, spectator):
            raw.close()
    back, late_spectator = Raw(server.base_url), Raw(server.base_url)
    try:  # coming back, or watching later: the view, then the lines said so far
        assert back.hello(game_id, 1, secrets[1])["type"] == "view"
        assert [line["number"] for line in next_chat(back)["lines"]] == [1, 2]
        assert watch(late_spectator, game_id)["type"] == "view"
        assert [line["number"] for line in next_chat(late_spectator)["lines"]] == [1, 2]
    finally:
        back.close()
        late_spectator.close()


def test_only_the_newest_lines_are_replayed(server):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    for seat in range(3):  # each seat in its own window of the rate
        raw = Raw(server.base_url)
        try:
            raw.hello(game_id, seat, secrets[seat])
            if seat:  # the lines said before come first
                assert len(next_chat(raw)["lines"]) == seat * LINES_PER_WINDOW
            for index in range(LINES_PER_WINDOW):
                assert say(raw, f"s{seat}-{index}", text=f"line {seat}.{index}")["id"] == f"s{seat}-{index}"
        finally:
            raw.close()
    said = 3 * LINES_PER_WINDOW
    assert said > 10
    replayed = 10 if LINES_REPLAYED > said else LINES_REPLAYED  # (the whole replay checked when it is smaller)
    raw = Raw(server.base_url)
    try:
        raw.hello(game_id, 0, secrets[0])
        numbers = [line["number"] for line in next_chat(raw)["lines"]]
        assert numbers == list(range(max(1, said - LINES_REPLAYED + 1), said + 1))
        assert len(numbers) >= replayed
    finally:
        raw.close()


def test_hostile_chat_is_refused_with_a_reason_and_stores_nothing(own_server, database_url):
    game_id, secrets = seated_game(own_server.base_url, ["person", "person", "person"])
    seat0, seat1, spectator = Raw(own_server.base_url), Raw(own_server.base_url), Raw(own_server.base_url)
    try:
        seat0.hello(game_id, 0, secrets[0])
        seat1.hello(game_id, 1, secrets[1])
        watch(spectator, game_id)

        def refused(answer: dict, reason: str) -> None:
            assert answer["type"] == "refused" and answer["reason"] == reason and answer["message"], answer

        refused(say(seat0, "big", text="x" * 9000), "too_large")  # huge: refused before it is read
        refused(say(seat0, "long", text="x" * (MAX_CHAT_CHARACTERS + 1)), "malformed")
        for text in ("\x1b[2J wiped", "line\nbreak", "nul\x00", "\u202eesrever", "para\u2029graph", "bell\x07",
                     "   ", ""):
            refused(say(seat0, "ctl", text=text), "malformed")
        wrong = [{"text": 5}, {"text": ["a"]}, {"text": None}, {}, {"phrase": "win_now"}, {"phrase": 1},
                 {"text": "hi", "phrase": "thanks"}, {"text": "hi", "seat": 1}, {"text": "hi", "number": 1}]
        for fields in wrong:
            refused(say(seat0, "wrong", **fields), "malformed")
        refused(seat0.ask(json.dumps({"type": "chat", "text": "no id"})), "malformed")
        refused(seat0.ask(json.dumps({"type": "chat", "id": "../x", "text": "bad id"})), "malformed")
        refused(say(spectator, "watcher", text="I only watch"), "watching")
        assert stored(database_url, game_id) == []

        # A flood: the seat's window allows so many lines, the next is refused; another seat still speaks.
        for index in range(LINES_PER_WINDOW):
            assert say(seat0, f"f{index}", text=f"flood {index}")["type"] == "chat_lines"
            next_chat(seat1)
        flood = say(seat0, "f-over", text="one too many")
        refused(flood, "rate_limited")
        assert "chat lines" in flood["message"] and flood["id"] == "f-over"  # the chat's own limit, not the socket's
        assert say(seat1, "other", phrase="deal")["type"] == "chat_lines"
        assert next_chat(seat0)["lines"][0]["phrase"] == "deal"
        assert [row[1] for row in stored(database_url, game_id)] == [0] * LINES_PER_WINDOW + [1]
        assert say(seat0, "f-over", text="still here?")["reason"] == "rate_limited"  # the connection stays open
    finally:
        for raw in (seat0, seat1, spectator):
            raw.close()


def test_a_line_said_on_one_server_reaches_the_table_on_another(server, second_server):  # noqa: F811
    """Two server processes on one PostgreSQL database: the line reaches the connections of the other process."""
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    here, there, watching = Raw(server.base_url), Raw(second_server.base_url), Raw(second_server.base_url)
    try:
        here.hello(game_id, 0, secrets[0])
        there.hello(game_id, 1, secrets[1])
        watch(watching, game_id)
        said = say(here, "x1", text="Salve from the first server")
        for other in (there, watching):
            assert next_chat(other)["lines"] == said["lines"]
        answer = say(there, "x2", phrase="thanks")
        assert next_chat(here)["lines"] == answer["lines"]
    finally:
        for raw in (here, there, watching):
            raw.close()
