"""The board's table for an online game (online/client_table.py) against a real server on 127.0.0.1 (issue 21):
two people at two computers and the server's computer player play a whole game through the interface the board
uses; a refused command leaves the state shown as it was; the connection lost and back mid-auction loses
nothing. Every wait has a deadline."""
from __future__ import annotations

import time

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.online.client_table import ClientTable
from colosseum_desktop.online.link import LinkState
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.table import NotNow, TableObserver

from .conftest import seated_game
from .test_whole_game import server_save

GAME_SECONDS = 240


class Followed(TableObserver):
    """What the board's observers would have been told."""

    def __init__(self) -> None:
        self.moves, self.jumps = [], []

    def moved(self, table, entry) -> None:
        self.moves.append(entry)

    def jumped(self, table, moves) -> None:
        self.jumps.append(moves)


def client(base_url: str, game_id: str, secrets: dict[int, str], seats, followed=None) -> ClientTable:
    credentials = [SeatCredentials(game_id=game_id, seat=seat, secret=secrets[seat]) for seat in seats]
    return ClientTable(base_url, credentials, observers=[followed] if followed else []).start()


def wait_until(condition, tables, seconds: float = 20.0, what: str = "") -> None:
    """Let the tables take in what arrives (as the window's loop does each frame) until `condition()`."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"waited {seconds} s for {what}"
        for table in tables:
            table.receive(20.0)
        time.sleep(0.01)


def play_turns(tables: list[ClientTable], players: dict[int, object], until, seconds: float) -> None:
    """Each table plays its people's decisions with a computer player reading only the table's view, as a
    person at that board would, until `until()` holds or the game ends."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the game did not go on"
        assert not all(table.ready and rules.is_over(table.state) for table in tables), "the game ended first"
        for table in tables:
            table.receive(20.0)
            if until():
                return
            if not table.ready or rules.is_over(table.state) or not table.person_here_decides():
                continue
            seat = table.deciding
            try:
                table.submit(players[seat].choose(table.view_for(seat).state))
            except NotNow:
                pass  # its last move is on its way: the next view comes
        time.sleep(0.005)


def test_two_people_at_two_computers_and_a_server_computer_play_a_whole_game(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "person"])
    followed = [Followed(), Followed()]
    tables = [client(server.base_url, game_id, secrets, [0], followed[0]),
              client(server.base_url, game_id, secrets, [2], followed[1])]
    try:
        wait_until(lambda: all(table.ready for table in tables), tables, what="the first views")
        assert [type(seat).__name__ for seat in tables[0].seats] == ["PersonHere", "Computer", "RemotePerson"]
        assert [type(seat).__name__ for seat in tables[1].seats] == ["RemotePerson", "Computer", "PersonHere"]
        assert tables[0].seats[1].level == "easy"
        players = {0: make_bot("easy", 10), 2: make_bot("easy", 12)}
        play_turns(tables, players, lambda: all(t.ready and rules.is_over(t.state) for t in tables), GAME_SECONDS)
        save = server_save(database_url, game_id)
        for table, seen in zip(tables, followed):
            # Every move reached the board's observers, in order, with the events the server's rules made
            # (the game log, the sounds and the animations work from them); nothing was predicted here.
            assert not seen.jumps
            assert [entry.command for entry in seen.moves] == [record.command for record in save.log]
            assert [entry.events for entry in seen.moves] == [record.events for record in save.log]
            assert table.session.log == seen.moves
            assert table.state == save.state.replace(rng=0, seed=0, face_down=None)
            assert table.state.rng == 0 and table.state.seed == 0
    finally:
        for table in tables:
            table.close()


def test_a_refused_command_leaves_the_state_shown_as_it_was(server):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    table = client(server.base_url, game_id, secrets, [0, 1])  # two people at one computer: hot seat online
    try:
        wait_until(lambda: table.ready, [table], what="the first view")
        state, version = table.state, table.version
        # R6: a first player buying a program they cannot afford, refused here at once with the rules' reason.
        with pytest.raises(rules.IllegalCommand):
            table.submit(rules.BuyProgram(player=0, program=30))
        with pytest.raises(NotNow):  # a seat played at another computer
            table.submit(rules.EndTurn(player=2))
        assert table.connection().waiting == 0
        # The server's own refusal (a command that skipped the check here): worded in the player's language,
        # and the state shown does not move.
        table.links[1].send(rules.EndTurn(player=1), version=version)  # R2: seat 2 does not decide now
        refusals = []
        wait_until(lambda: refusals.extend(table.take_refusals()) or refusals, [table], what="the refusal")
        from colosseum_desktop.i18n import set_language
        set_language("de")
        worded = refusals[0]()
        set_language("en")
        assert worded and worded != refusals[0]()
        assert table.state is state and table.version == version and table.session.log == []
    finally:
        table.close()


def test_the_connection_lost_and_back_mid_auction_loses_nothing(server, database_url):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    tables = [client(server.base_url, game_id, secrets, [0]), client(server.base_url, game_id, secrets, [1])]
    players = {0: make_bot("easy", 20), 1: make_bot("easy", 21)}
    try:
        wait_until(lambda: all(table.ready for table in tables), tables, what="the first views")

        def bid_due() -> bool:  # R7: the auctions, and the person at table 0 decides
            table = tables[0]
            return (table.ready and table.state.phase is Phase.AUCTION and table.person_here_decides()
                    and not table.awaiting_server())

        play_turns(tables, players, bid_due, GAME_SECONDS)
        table = tables[0]
        bid = players[0].choose(table.view_for(0).state)  # open an auction, raise or pass, decline
        state, version = table.state, table.version
        wait_until(lambda: tables[1].version == version, tables[1:], what="the other computer to see it")
        server.kill()
        wait_until(lambda: table.connection().state is LinkState.RECONNECTING, tables, what="the loss noticed")
        table.submit(bid)
        with pytest.raises(NotNow):  # one move at a time: the first is still to send
            table.submit(bid)
        assert table.connection().waiting == 1 and table.state is state
        server.start()
        wait_until(lambda: table.version > version and tables[1].version > version, tables, seconds=30,
                   what="the bid applied after the server came back")
        assert table.connection().waiting == 0 and table.connection().state is LinkState.CONNECTED
        # The bid is the first move after the version it was made on (the server's computer may have answered it
        # already, and this table taken that in too).
        assert next(entry.command for entry in table.session.log if entry.version > version) == bid
    finally:
        for table in tables:
            table.close()
    save = server_save(database_url, game_id)
    assert [record.command for record in save.log].count(bid) == 1
