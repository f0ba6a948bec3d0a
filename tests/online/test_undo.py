"""Taking back online (issue 21): one's own move at once, another person's only with their agreement asked on
their own connection; refusals, lapsed requests and hostile requests change nothing; the server's save replays.
Over real sockets, on SQLite and PostgreSQL."""
from __future__ import annotations

import json
import time

import pytest
from sqlalchemy import select

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.server.storage import moves, open_database, takebacks
from colosseum_desktop.saves.loading import replay
from colosseum_desktop.session import Session
from colosseum_desktop.table import view_for

from .conftest import seated_game
from .harness import Deadline, SeatClient, state_of
from .test_whole_game import secrets_of_the_box, server_save

CHANCE = {"dice_rolled", "market_refilled", "roll_off"}


class UndoClient(SeatClient):
    """A seat's client that also finds the messages that came while it waited for something else (a view)."""

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self.looked_at = 0  # messages in `received` already looked at by next_message

    def next_message(self, wanted, timeout: float = 5.0) -> dict:
        """The first message not looked at yet that satisfies `wanted`, received if need be."""
        until = time.monotonic() + timeout
        while True:
            while self.looked_at < len(self.received):
                message = json.loads(self.received[self.looked_at])
                self.looked_at += 1
                if wanted(message):
                    return message
            if time.monotonic() >= until:
                raise Deadline(f"seat {self.seat}: no such message in {timeout} s")
            self.receive(timeout=min(0.5, until - time.monotonic()))


def next_message(client: UndoClient, wanted, timeout: float = 5.0) -> dict:
    return client.next_message(wanted, timeout)


def of_type(kind: str, **fields):
    return lambda message: message["type"] == kind and all(message.get(k) == v for k, v in fields.items())


def ask_undo(client: UndoClient, request_id: str, version: int | None = None) -> dict:
    """Send a request to take back (as of the client's view); the server's direct answer to it."""
    version = client.view["version"] if version is None else version
    client.send_raw(json.dumps({"type": "undo", "id": request_id, "version": version}))
    return next_message(client, lambda m: m["type"] != "view" and m.get("id") == request_id)


def answer(client: UndoClient, request_id: str, agreed: bool, answer_id: str = "a1") -> dict:
    client.send_raw(json.dumps({"type": "undo_answer", "id": answer_id, "request": request_id, "agreed": agreed}))
    return next_message(client, lambda m: m["type"] != "view" and m.get("id") == answer_id)


def an_investment(state: rules.GameState) -> rules.Command:
    """A legal investment for the seat to play (a move that reveals no chance), not its end of turn."""
    return next(command for command in rules.legal_commands(state) if command.kind.startswith(("buy_", "expand")))


def play(client: SeatClient, command: rules.Command) -> dict:
    answered = client.send_command(command, version=client.view["version"])
    assert answered["type"] == "applied", answered
    return client.wait_for(lambda view: view["version"] >= answered["version"])


def table(server, kinds=("person", "person", "person")) -> tuple[str, dict[int, UndoClient]]:
    """A game with every person seat connected: (game id, seat -> its client), each holding the newest view."""
    game_id, secrets = seated_game(server.base_url, list(kinds))
    clients = {seat: UndoClient(server.base_url, game_id, seat, secret, time.monotonic() + 60)
               for seat, secret in secrets.items()}
    for client in clients.values():
        client.connect()
    for client in clients.values():
        client.wait_for(lambda view: all(info["connected"] for info in view["seats"]))
    return game_id, clients


def turn_passed(server, invest_first: bool = False):
    """A game whose first person (after an investment, if asked) ended their turn: (game id, clients, the first
    person's client, the next person's), every client holding the view after it."""
    game_id, clients = table(server)
    first = clients[clients[0].view["to_play"]]
    if invest_first:
        play(first, an_investment(state_of(first.view)))
    ended = play(first, rules.EndTurn(player=first.seat))
    for client in clients.values():
        client.wait_for(lambda view: view["version"] == ended["version"])
    return game_id, clients, first, clients[ended["to_play"]]


def asked(first: UndoClient, second: UndoClient, request_id: str) -> dict:
    """`first` asks to take back their end of turn; the question `second` is asked."""
    assert ask_undo(first, request_id) == {"type": "undo_waiting", "id": request_id, "seat": second.seat}
    return next_message(second, of_type("undo_question", request=request_id))


def stored_moves(database_url: str, game_id: str) -> list[tuple[int, int | None]]:
    """(number, taken back at) of every stored move: the server's record, nothing deleted."""
    engine = open_database(database_url)
    try:
        with engine.connect() as connection:
            return [tuple(row) for row in connection.execute(
                select(moves.c.number, moves.c.taken_back_at).where(moves.c.game_id == game_id)
                .order_by(moves.c.number))]
    finally:
        engine.dispose()


def replays(database_url: str, game_id: str):
    """The server's save of the game, played again from its deal (ReplayMismatch if not exactly)."""
    save = server_save(database_url, game_id)
    replay(save)
    return save


def close_all(clients: dict[int, UndoClient]) -> None:
    for client in clients.values():
        client.close()


def test_own_move_of_the_turn_is_taken_back_at_once(server, database_url):
    game_id, clients = table(server)
    first = clients[clients[0].view["to_play"]]
    start = first.view
    play(first, an_investment(state_of(start)))
    taken = ask_undo(first, "u1")
    assert taken["type"] == "undo_outcome" and taken["outcome"] == "taken_back", taken
    assert taken["version"] == 2
    for client in clients.values():
        view = client.wait_for(lambda view: view["version"] == 2)
        assert view["taken_back"] == 1 and view["command"] is None
        assert state_of(view) == state_of(start)  # as before the move
    save = replays(database_url, game_id)
    assert save.log == () and save.state == server_save(database_url, game_id).state
    # Played again differently: the save holds only the moves that stand; the server's record keeps all three.
    play(first, rules.EndTurn(player=first.seat))
    assert [record.command.kind for record in replays(database_url, game_id).log] == ["end_turn"]
    assert stored_moves(database_url, game_id) == [(1, 2), (3, None)]
    # The same request sent again (a reconnection) is answered as before: nothing more is taken back.
    again = ask_undo(first, "u1", version=1)
    assert again["outcome"] == "taken_back" and again["repeated"] and again["version"] == 2
    assert stored_moves(database_url, game_id) == [(1, 2), (3, None)]
    close_all(clients)


def test_a_move_that_passed_the_turn_is_taken_back_when_the_next_person_agrees(server, database_url):
    game_id, clients, first, second = turn_passed(server, invest_first=True)
    save = server_save(database_url, game_id)
    before_end = Session.replay(save.options, save.seed, [save.log[0].command]).state  # after the investment
    question = asked(first, second, "ask-1")
    assert (question["asked_by"], question["seat"]) == (first.seat, second.seat)
    assert question["command"]["kind"] == "end_turn" and question["move"] == 2
    nobody = [client for seat, client in clients.items() if seat not in (first.seat, second.seat)][0]
    assert not any('"undo_question"' in text for text in nobody.received)  # only the asked person is asked
    agreed = answer(second, "ask-1", agreed=True)
    assert agreed["outcome"] == "taken_back" and agreed["version"] == 3
    told = next_message(first, of_type("undo_outcome", request="ask-1"))
    assert told["outcome"] == "taken_back" and told["seat"] == second.seat
    for client in clients.values():
        view = client.wait_for(lambda view: view["version"] == 3)
        assert view["to_play"] == first.seat and state_of(view) == view_for(before_end, client.seat).state
    assert len(replays(database_url, game_id).log) == 1
    assert stored_moves(database_url, game_id) == [(1, None), (2, 3)]
    # Nothing any of them was sent lets them predict a roll or a draw.
    secrets = secrets_of_the_box(server_save(database_url, game_id))
    assert not any(secret in text for client in clients.values() for text in client.received for secret in secrets)
    close_all(clients)


def test_another_persons_move_is_theirs_to_give_back(server, database_url):
    game_id, clients = table(server)
    first = clients[clients[0].view["to_play"]]
    play(first, an_investment(state_of(first.view)))
    other = clients[(first.seat + 1) % 3]
    other.wait_for(lambda view: view["version"] == 1)
    waiting = ask_undo(other, "theirs")  # first's own move of their turn, asked by another: first is asked
    assert waiting["type"] == "undo_waiting" and waiting["seat"] == first.seat
    question = next_message(first, of_type("undo_question"))
    assert question["asked_by"] == other.seat
    assert answer(first, "theirs", agreed=True)["outcome"] == "taken_back"
    assert replays(database_url, game_id).log == ()
    close_all(clients)


def test_a_refusal_changes_nothing(server, database_url):
    game_id, clients, first, second = turn_passed(server, invest_first=True)
    before = server_save(database_url, game_id)
    asked(first, second, "ask-2")
    refused = answer(second, "ask-2", agreed=False)
    assert refused["outcome"] == "refused" and refused["id"] == "a1"
    told = next_message(first, of_type("undo_outcome", request="ask-2"))
    assert told["outcome"] == "refused" and told["seat"] == second.seat
    after = server_save(database_url, game_id)
    assert (after.state, after.log) == (before.state, before.log)
    assert stored_moves(database_url, game_id) == [(1, None), (2, None)]
    # The answered request is closed: agreeing now takes nothing back.
    assert answer(second, "ask-2", agreed=True, answer_id="a2")["reason"] == "not_asked"
    assert server_save(database_url, game_id).state == before.state
    close_all(clients)


def test_a_request_lapses_when_the_game_moves_on(server, database_url):
    game_id, clients, first, second = turn_passed(server)
    asked(first, second, "ask-3")
    play(second, an_investment(state_of(second.view)))  # instead of answering, the asked person plays on
    for client in (first, second):
        lapsed = next_message(client, of_type("undo_outcome", request="ask-3"))
        assert (lapsed["outcome"], lapsed["why"]) == ("lapsed", "moved_on")
    assert answer(second, "ask-3", agreed=True)["reason"] == "not_asked"
    assert len(replays(database_url, game_id).log) == 2
    close_all(clients)


def test_a_request_lapses_when_the_asked_person_leaves_and_waits_for_nobody_absent(server, database_url):
    game_id, clients, first, second = turn_passed(server)
    asked(first, second, "ask-4")
    second.close()
    lapsed = next_message(first, of_type("undo_outcome", request="ask-4"))
    assert (lapsed["outcome"], lapsed["why"], lapsed["seat"]) == ("lapsed", "left", second.seat)
    absent = ask_undo(first, "ask-5")
    assert (absent["reason"], absent["seat"]) == ("not_connected", second.seat)
    # Back again, they are asked anew; the asker leaving lets it lapse too.
    second.connect()
    first.wait_for(lambda view: view["seats"][second.seat]["connected"])
    asked(first, second, "ask-6")
    first.close()
    lapsed = next_message(second, of_type("undo_outcome", request="ask-6"))
    assert (lapsed["outcome"], lapsed["why"], lapsed["seat"]) == ("lapsed", "left", first.seat)
    assert answer(second, "ask-6", agreed=True)["reason"] == "not_asked"
    assert len(replays(database_url, game_id).log) == 1
    close_all(clients)


def test_hostile_requests_are_refused_and_change_nothing(server, database_url):
    game_id, clients, first, second = turn_passed(server)
    third = clients[3 - first.seat - second.seat]
    before = server_save(database_url, game_id)
    assert ask_undo(first, "stale", version=0)["reason"] == "stale_version"
    assert ask_undo(first, "ahead", version=7)["reason"] == "stale_version"
    assert ask_undo(first, "ask-8")["type"] == "undo_waiting"
    assert ask_undo(third, "meanwhile")["reason"] == "undo_waiting"  # one request at a time
    next_message(second, of_type("undo_question"))
    # Only the asked seat answers: not a third person, not the asker, not for another request id.
    assert answer(third, "ask-8", agreed=True)["reason"] == "not_asked"
    assert answer(first, "ask-8", agreed=True)["reason"] == "not_asked"
    assert answer(second, "ask-other", agreed=True)["reason"] == "not_asked"
    for malformed in ({"type": "undo_answer", "id": "m1", "request": "ask-8", "agreed": "yes please"},
                      {"type": "undo", "id": "m2"}, {"type": "undo", "id": "m3", "version": -1},
                      {"type": "undo_answer", "id": "m4", "request": "ask-8", "agreed": True, "seat": 2}):
        second.send_raw(json.dumps(malformed))
        refusal = next_message(second, of_type("refused"))
        assert refusal["reason"] == "malformed", refusal
    after = server_save(database_url, game_id)
    assert (after.state, after.log) == (before.state, before.log)
    # The request is still open for its person, who refuses it.
    assert answer(second, "ask-8", agreed=False)["outcome"] == "refused"
    assert stored_moves(database_url, game_id) == [(1, None)]
    close_all(clients)


def test_chance_and_computers_moves_are_never_offered(server, database_url):
    game_id, clients = table(server)
    bots = {seat: make_bot("random", seat) for seat in clients}
    # Played by the people (with a computer's choices) until a move reveals chance: a bid won refills the
    # market from the bag, an end of trading rolls the dice.
    view = clients[0].view
    for _move in range(200):
        if any(event["kind"] in CHANCE for event in view["events"]):
            break
        mover = clients[view["to_play"]]
        mover.wait_for(lambda v: v["version"] == view["version"])
        view = play(mover, bots[mover.seat].choose(state_of(mover.view)))
    else:
        pytest.fail("no move revealed chance in 200 moves")
    asker = clients[view["command"]["player"]]
    asker.wait_for(lambda v: v["version"] == view["version"])
    refused = ask_undo(asker, "after-chance")
    assert refused["reason"] == "nothing_to_take_back", refused
    assert stored_moves(database_url, game_id)[-1] == (view["version"], None)
    close_all(clients)

    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "computer:easy"])
    person = UndoClient(server.base_url, game_id, 0, secrets[0], time.monotonic() + 60)
    person.connect()
    mine = make_bot("random", 0)
    for _move in range(50):  # until the computers have moved and wait for the person
        view = person.wait_for(lambda v: v["to_play"] == 0 and v["command"] is not None
                               or v["version"] == 0 and v["to_play"] == 0)
        if view["command"] is not None and view["command"]["player"] != 0:
            break
        play(person, mine.choose(state_of(view)))
    assert ask_undo(person, "computer")["reason"] == "nothing_to_take_back"
    assert all(taken is None for _number, taken in stored_moves(database_url, game_id))
    person.close()


def test_every_screen_of_the_asked_seat_is_asked_and_told_when_one_answers(server, database_url):
    game_id, clients, first, second = turn_passed(server)
    elsewhere = UndoClient(server.base_url, game_id, second.seat, second.secret, time.monotonic() + 30)
    elsewhere.connect()  # the same person on a second computer
    asked(first, second, "ask-9")
    next_message(elsewhere, of_type("undo_question", request="ask-9"))
    late = UndoClient(server.base_url, game_id, second.seat, second.secret, time.monotonic() + 30)
    late.connect()  # a screen opened while the question is open is asked too
    next_message(late, of_type("undo_question", request="ask-9"))
    assert answer(second, "ask-9", agreed=True)["outcome"] == "taken_back"
    for other in (elsewhere, late):  # their question goes: answered elsewhere
        told = next_message(other, of_type("undo_outcome", request="ask-9"))
        assert told["outcome"] == "taken_back" and told["id"] is None
    assert not any('"undo_outcome"' in text and '"id":null' in text for text in second.received)
    assert replays(database_url, game_id).log == ()
    for client in (elsewhere, late):
        client.close()
    close_all(clients)
