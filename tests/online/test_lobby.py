"""The lobby (issue 32): a host publishes a game as open, GET /api/lobby lists it with public facts only, anyone
takes a free seat without a code (answered with the seat's secret as a join by code is), two players racing for
the last seat cannot both win, the game waits for players (no move, no clock) until its seats are full, and the
host may withdraw it before it starts. A real server on 127.0.0.1 over SQLite and PostgreSQL, real sockets."""
from __future__ import annotations

import json
import threading
import time
from datetime import datetime, timedelta, timezone

import pytest

from colosseum_desktop import rules
from colosseum_desktop.online import api

from .harness import SeatClient
from .test_hostile_clients import Raw, command_text
from .test_ratings import players
from .test_whole_game import server_save


def open_game(base_url: str, kinds: list[str], host_seats=(0,), turn_seconds: int | None = 120,
              variant: str = "standard", rated: bool = False) -> tuple[dict, dict[int, str]]:
    """An open game; the host claims `host_seats` by code as the Host screen does: (created, {seat: secret}). A rated
    one is hosted by a player logged in (test_ratings.py)."""
    names = ["Aurelia", "Seat 2", "Seat 3", "Seat 4", "Seat 5"]
    token = players(base_url, 1)[0][1] if rated else None
    created = api.call(base_url, "/api/games", {
        "seats": [{"name": names[index], "kind": kind} for index, kind in enumerate(kinds)],
        "variant": variant, "turn_seconds": turn_seconds, "open": True, "rated": rated}, token=token)
    held = {}
    for invite in created["invites"]:
        if invite["seat"] in host_seats:
            held[invite["seat"]] = api.join(base_url, invite["code"])["secret"]
    return created, held


def lobby(base_url: str, page: int = 0) -> dict:
    return api.call(base_url, f"/api/lobby?page={page}")


def listed(base_url: str, game_id: str) -> dict | None:
    page = 0
    while True:
        found = lobby(base_url, page)
        for game in found["games"]:
            if game["game_id"] == game_id:
                return game
        if not found["more"]:
            return None
        page += 1


def take(base_url: str, game_id: str, seat: int, name: str) -> dict:
    return api.call(base_url, f"/api/lobby/{game_id}/seats/{seat}", {"name": name})


def refusal(call, *args) -> tuple[int, str]:
    with pytest.raises(api.ApiRefused) as refused:
        call(*args)
    return refused.value.status, refused.value.reason


def test_an_open_game_is_listed_newest_first_with_public_facts_only(server):
    older, _ = open_game(server.base_url, ["person", "person", "computer:easy"], turn_seconds=300)
    newer, _ = open_game(server.base_url, ["person", "person", "person", "person"], turn_seconds=None,
                         variant="competitive", rated=True)
    page = lobby(server.base_url)
    ids = [game["game_id"] for game in page["games"]]
    assert ids.index(newer["game_id"]) < ids.index(older["game_id"])
    shown = listed(server.base_url, older["game_id"])
    assert (shown["free"], shown["turn_seconds"], shown["variant"], shown["rated"]) == (1, 300, "standard", False)
    assert [(seat["seat"], seat["kind"], seat["free"]) for seat in shown["seats"]] == [
        (0, "person", False), (1, "person", True), (2, "computer:easy", False)]
    assert shown["seats"][0]["name"] == "Aurelia"
    assert datetime.fromisoformat(shown["published_at"]).tzinfo is not None  # the server's clock, with its offset
    other = listed(server.base_url, newer["game_id"])
    assert (other["free"], other["turn_seconds"], other["variant"], other["rated"]) == (3, None, "competitive", True)
    text = json.dumps(page)
    for created in (older, newer):
        assert created["host_secret"] not in text
        assert not any(invite["code"] in text for invite in created["invites"])
    assert "digest" not in text and "secret" not in text


def test_a_game_created_without_open_is_not_listed(server):
    created = api.create_game(server.base_url, [{"name": n, "kind": "person"} for n in ("A", "B", "C")])
    assert listed(server.base_url, created["game_id"]) is None


def test_a_seat_taken_from_the_lobby_plays_and_the_game_waits_for_players_without_a_clock(server, database_url):
    created, held = open_game(server.base_url, ["person", "person", "person"], turn_seconds=60)
    game_id = created["game_id"]
    host = SeatClient(server.base_url, game_id, 0, held[0], time.monotonic() + 60)
    try:
        host.connect()
        assert host.view["waiting"] is True and host.view["deadline"] is None
        state = rules.GameState.model_validate(host.view["view"]["state"])
        seat = rules.current_player(state)
        taken = take(server.base_url, game_id, 1, "Brutus")
        assert (taken["game_id"], taken["seat"], taken["started"]) == (game_id, 1, False)
        assert set(taken) >= {"game_id", "seat", "secret"}
        assert listed(server.base_url, game_id)["free"] == 1
        view = host.wait_for(lambda view: view["view"]["state"]["players"][1]["name"] == "Brutus")
        assert view["waiting"] is True and view["deadline"] is None
        assert [(info["seat"], info["joined"]) for info in view["seats"]] == [(0, True), (1, True), (2, False)]
        # A move before the seats are full is refused, and changes nothing.
        if seat in (0, 1):
            secret = held[0] if seat == 0 else taken["secret"]
            raw = Raw(server.base_url)
            try:
                raw.hello(game_id, seat, secret)
                answer = raw.ask(command_text(rules.legal_commands(state)[0], 0))
                assert (answer["type"], answer["reason"]) == ("refused", "waiting_for_players")
            finally:
                raw.close()
        time.sleep(1.1)  # a clock started with the game's creation would show it now
        before_start = datetime.now(timezone.utc)
        last = take(server.base_url, game_id, 2, "Cassia")
        assert last["started"] is True
        view = host.wait_for(lambda view: view["waiting"] is False)
        deadline = datetime.fromisoformat(view["deadline"])
        assert deadline >= before_start + timedelta(seconds=60) - timedelta(seconds=0.5)
        assert [player["name"] for player in view["view"]["state"]["players"]] == ["Aurelia", "Brutus", "Cassia"]
        assert listed(server.base_url, game_id) is None
        for seat_number, secret in ((1, taken["secret"]), (2, last["secret"])):  # the secrets answered work
            raw = Raw(server.base_url)
            try:
                assert raw.hello(game_id, seat_number, secret)["type"] == "view"
            finally:
                raw.close()
        mover = {0: held[0], 1: taken["secret"], 2: last["secret"]}[seat]
        player = SeatClient(server.base_url, game_id, seat, mover, time.monotonic() + 30)
        try:
            player.connect()
            answer = player.send_command(rules.legal_commands(state)[0], 0)
            assert answer["type"] == "applied", answer
        finally:
            player.close()
    finally:
        host.close()
    save = server_save(database_url, game_id)
    assert save.options.names == ("Aurelia", "Brutus", "Cassia") and len(save.log) >= 1


def test_computers_do_not_move_before_the_seats_are_full(server, database_url):
    created, _ = open_game(server.base_url, ["computer:easy", "computer:easy", "person"], host_seats=())
    game_id = created["game_id"]
    time.sleep(1.0)  # a computer to decide would have played in this time
    assert len(server_save(database_url, game_id).log) == 0
    taken = take(server.base_url, game_id, 2, "Decimus")
    assert taken["started"] is True
    state = server_save(database_url, game_id).state
    if rules.current_player(state) != 2:  # a computer is first: it plays now
        deadline = time.monotonic() + 30
        while not server_save(database_url, game_id).log:
            assert time.monotonic() < deadline, "the computers did not start once the seats were full"
            time.sleep(0.1)


def test_two_players_racing_for_the_last_seat_one_wins(server, database_url):
    created, _ = open_game(server.base_url, ["person", "person", "person"], host_seats=(0, 1))
    game_id = created["game_id"]
    answers: list[tuple[str, object]] = []
    start = threading.Barrier(4)

    def racer(name: str) -> None:
        start.wait(timeout=10)
        try:
            answers.append(("taken", {**take(server.base_url, game_id, 2, name), "name": name}))
        except api.ApiRefused as refused:
            answers.append(("refused", (refused.status, refused.reason)))

    threads = [threading.Thread(target=racer, args=(name,), daemon=True)
               for name in ("Racer A", "Racer B", "Racer C", "Racer D")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert not any(thread.is_alive() for thread in threads)
    won = [answer for kind, answer in answers if kind == "taken"]
    lost = [answer for kind, answer in answers if kind == "refused"]
    assert len(won) == 1 and len(lost) == 3
    assert all(status == 409 and reason in ("seat_taken", "not_open") for status, reason in lost)
    save = server_save(database_url, game_id)
    assert save.options.names[2] == save.state.players[2].name == won[0]["name"]
    raw = Raw(server.base_url)
    try:
        assert raw.hello(game_id, 2, won[0]["secret"])["type"] == "view"
    finally:
        raw.close()


def test_the_host_withdraws_an_open_game_before_it_starts(server):
    created, held = open_game(server.base_url, ["person", "person", "person"])
    game_id = created["game_id"]
    seated = Raw(server.base_url)
    try:
        assert seated.hello(game_id, 0, held[0])["waiting"] is True
        assert refusal(api.call, server.base_url, f"/api/lobby/{game_id}/withdraw",
                       {"host_secret": "x" * 43}) == (403, "not_the_host")
        assert listed(server.base_url, game_id) is not None  # a wrong secret changed nothing
        answer = api.call(server.base_url, f"/api/lobby/{game_id}/withdraw", {"host_secret": created["host_secret"]})
        assert answer == {"game_id": game_id, "withdrawn": True}
        told = seated.next()
        assert (told["type"], told["reason"]) == ("refused", "withdrawn")
        assert seated.closed_code() == 1000
    finally:
        seated.close()
    assert listed(server.base_url, game_id) is None
    assert refusal(take, server.base_url, game_id, 1, "Late") == (404, "unknown_game")


def test_a_started_game_can_no_longer_be_withdrawn_nor_its_seats_taken(server):
    created, _ = open_game(server.base_url, ["person", "person", "person"], host_seats=(0, 1))
    game_id = created["game_id"]
    assert take(server.base_url, game_id, 2, "Egnatia")["started"] is True
    assert refusal(take, server.base_url, game_id, 2, "Other") == (409, "not_open")
    assert refusal(api.call, server.base_url, f"/api/lobby/{game_id}/withdraw",
                   {"host_secret": created["host_secret"]}) == (409, "not_open")


def test_the_last_seat_claimed_by_code_starts_an_open_game_too(server):
    created, held = open_game(server.base_url, ["person", "person", "person"], host_seats=(0, 1))
    game_id = created["game_id"]
    host = SeatClient(server.base_url, game_id, 0, held[0], time.monotonic() + 30)
    try:
        host.connect()
        assert host.view["waiting"] is True
        code = next(invite["code"] for invite in created["invites"] if invite["seat"] == 2)
        api.join(server.base_url, code)
        view = host.wait_for(lambda view: view["waiting"] is False)
        assert view["turn_seconds"] == 120 and view["deadline"] is not None
    finally:
        host.close()
    assert listed(server.base_url, game_id) is None


def test_a_taken_name_and_a_computer_seat_are_refused(server):
    created, _ = open_game(server.base_url, ["person", "person", "computer:easy", "person"])
    game_id = created["game_id"]
    assert refusal(take, server.base_url, game_id, 1, "Aurelia") == (409, "name_in_use")
    assert refusal(take, server.base_url, game_id, 2, "Robot") == (409, "seat_taken")
    assert refusal(take, server.base_url, game_id, 0, "Usurper") == (409, "seat_taken")  # the host's own
    assert listed(server.base_url, game_id)["free"] == 2


def test_a_seat_taken_through_another_server_process_reaches_the_seats_connected_here(server, database_url,
                                                                                      tmp_path):
    """Two server processes on one PostgreSQL database: the host waits on the first, the last seat is taken
    through the second; the host's board learns the game started (a notice, the version unchanged)."""
    if not database_url.startswith("postgresql"):
        pytest.skip("SQLite is one process's database: several servers share PostgreSQL only")
    from colosseum_desktop.server.process import ServerProcess

    other = ServerProcess(database_url, env={"XDG_DATA_HOME": str(tmp_path / "data"),
                                             "XDG_CONFIG_HOME": str(tmp_path / "config")})
    other.start()
    try:
        created, held = open_game(server.base_url, ["person", "person", "person"], host_seats=(0,))
        game_id = created["game_id"]
        host = SeatClient(server.base_url, game_id, 0, held[0], time.monotonic() + 30)
        try:
            host.connect()
            assert host.view["waiting"] is True
            take(other.base_url, game_id, 1, "Brutus II")
            view = host.wait_for(lambda view: view["view"]["state"]["players"][1]["name"] == "Brutus II")
            assert view["waiting"] is True
            assert take(other.base_url, game_id, 2, "Cassia II")["started"] is True
            view = host.wait_for(lambda view: view["waiting"] is False)
            assert view["deadline"] is not None
        finally:
            host.close()
    finally:
        other.stop()
