"""A request to take back that another person must agree to lapses when that person has not answered within the
server's time limit (issue 21; `colosseum serve --undo-answer-seconds`, five minutes by default): both are told
why, in their language, the question goes off the asked person's screen, nothing is taken back, and the game is
free for another request. Over real sockets, a server on 127.0.0.1 given a 2-second limit, SQLite and PostgreSQL."""
from __future__ import annotations

import pytest

from colosseum_desktop import rules
from colosseum_desktop.i18n import set_language
from colosseum_desktop.server.process import ServerProcess

from .conftest import seated_game
from .test_client_table import client, wait_until
from .test_undo import answer, ask_undo, asked, close_all, next_message, of_type, replays, stored_moves, turn_passed

LIMIT = 2  # seconds


@pytest.fixture
def quick_server(database_url, tmp_path):
    process = ServerProcess(database_url, env={"XDG_DATA_HOME": str(tmp_path / "data"),
                                               "XDG_CONFIG_HOME": str(tmp_path / "config")},
                            options=("--undo-answer-seconds", str(LIMIT)))
    process.start()
    yield process
    print("server's log:", process.error_output()[-3000:])
    process.stop()


def test_an_unanswered_request_lapses_at_the_time_limit_and_both_are_told(quick_server, database_url):
    game_id, clients, first, second = turn_passed(quick_server)
    asked(first, second, "unanswered")
    for client in (first, second):  # the asked person says nothing
        lapsed = next_message(client, of_type("undo_outcome", request="unanswered"), timeout=LIMIT + 10)
        assert (lapsed["outcome"], lapsed["why"], lapsed["seconds"]) == ("lapsed", "timed_out", LIMIT)
    assert answer(second, "unanswered", agreed=True)["reason"] == "not_asked"  # too late: nothing taken back
    assert len(replays(database_url, game_id).log) == 1
    assert stored_moves(database_url, game_id) == [(1, None)]
    # The game is free for another request, and an answer in time is taken.
    asked(first, second, "again")
    assert answer(second, "again", agreed=True, answer_id="a2")["outcome"] == "taken_back"
    assert replays(database_url, game_id).log == ()
    close_all(clients)


def test_both_boards_say_why_in_their_language_and_the_question_goes(quick_server):
    game_id, secrets = seated_game(quick_server.base_url, ["person", "person", "person"])
    tables = [client(quick_server.base_url, game_id, secrets, [seat]) for seat in (0, 1, 2)]
    try:
        wait_until(lambda: all(table.ready for table in tables), tables, what="the first views")
        first = tables[0].deciding
        asker, asked_table = tables[first], tables[(first + 1) % 3]
        asker.submit(rules.EndTurn(player=first))
        wait_until(lambda: all(table.version == 1 for table in tables), tables, what="the end of the turn")
        asker.ask_take_back()  # it passed the decision: the next person must agree
        questions = []
        wait_until(lambda: questions.extend(asked_table.take_questions()) or questions, tables,
                   what="the question on the asked board")
        assert questions[0].answer_within() == LIMIT  # the board says how long they have (board_undo.py)
        said: dict[int, list] = {}
        told = (asker, asked_table)

        def lapse_said(table) -> bool:
            said.setdefault(id(table), []).extend(table.take_refusals())  # (the asker's "asked, waiting" first)
            return any("lapsed" in refusal() for refusal in said[id(table)])
        wait_until(lambda: all([lapse_said(table) for table in told]), tables, seconds=LIMIT + 10,
                   what="both told it lapsed")
        assert asked_table.take_withdrawn()  # the question goes off the asked person's screen
        for language, words in (("en", "it was not answered within 2 seconds"), ("de", "2 Sekunden"),
                                ("fr", "2 secondes"), ("ro", "2 secunde")):
            set_language(language)
            for table in told:
                worded = [refusal() for refusal in said[id(table)]]
                assert any(words in sentence for sentence in worded), (language, worded)
        assert all(table.version == 1 for table in tables)  # nothing taken back
    finally:
        set_language("en")
        for table in tables:
            table.close()
