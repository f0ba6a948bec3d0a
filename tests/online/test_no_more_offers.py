""""No more offers this round" reaches the server's computer players (issue 21): a person at an online board who
answers a computer's offer so has the online table tell the server (`{"type": "no_more_offers", "computer": c}`,
sent before the refusal on the same connection), and the server's computer player of that seat makes no more
offers to that person this round, even when the server was restarted in between (the wish is kept in its
database). Played over a real socket against the server running in this process (so that
its computer player can be one that would offer again at once without it), on SQLite and PostgreSQL."""
from __future__ import annotations

import socket
import threading
import time

import pytest
from sqlalchemy import select

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.online import api
from colosseum_desktop.server import computer_seats as server_module  # where the computer players are made
from colosseum_desktop.online.link import LinkState
from colosseum_desktop.protocol.messages import MAX_FRAME_BYTES
from colosseum_desktop.server.server import Server, ServerConfig
from colosseum_desktop.server.storage import offers_stopped, open_database
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.table import NotNow, TableObserver

from .test_client_table import client, wait_until


class PesteringComputer:
    """A computer player that offers seat 0 a coin for nothing, twice in each of its trade turns, unless told no
    more offers this round; otherwise the easy player."""

    def __init__(self, level: str, seed: int) -> None:
        self.inner = make_bot("easy", seed)
        self.stopped: dict[int, int] = {}
        self.offered: dict[int, int] = {}  # round -> offers made to seat 0

    def stop_offers(self, partner: int, round_: int) -> None:
        self.stopped[partner] = round_
        self.inner.stop_offers(partner, round_)

    def choose(self, state: rules.GameState):
        step = state.step
        me = rules.current_player(state)
        if state.phase is Phase.TRADE and step.offer is None and step.trader == me \
                and self.stopped.get(0) != state.round and self.offered.get(state.round, 0) < 2:
            offer = rules.ProposeTrade(player=me, partner=0, give_coins=1)
            if rules.is_legal(state, offer):
                self.offered[state.round] = self.offered.get(state.round, 0) + 1
                return offer
        return self.inner.choose(state)


class ServerHere:
    """The server in this process, under uvicorn on a socket of 127.0.0.1, its computers pestering; stopped and
    started again on the same port and database as a restarted server (its computer players made anew)."""

    def __init__(self, database_url: str) -> None:
        self.database_url, self.port = database_url, 0
        self.running = self.thread = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        import uvicorn

        app = Server(ServerConfig(database_url=self.database_url)).app()
        listening = socket.create_server(("127.0.0.1", self.port))
        self.port = listening.getsockname()[1]
        self.running = uvicorn.Server(uvicorn.Config(app, ws_max_size=MAX_FRAME_BYTES, log_level="warning",
                                                     lifespan="on"))
        self.thread = threading.Thread(target=self.running.run, kwargs={"sockets": [listening]}, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.running.started:
            assert time.monotonic() < deadline and self.thread.is_alive(), "the server did not start"
            time.sleep(0.02)

    def stop(self) -> None:
        self.running.should_exit = True
        self.thread.join(10)
        assert not self.thread.is_alive(), "the server did not stop"


@pytest.fixture
def server_here(database_url, monkeypatch):
    monkeypatch.setattr(server_module, "make_bot", PesteringComputer)
    here = ServerHere(database_url)
    here.start()
    yield here
    here.stop()


class Offers(TableObserver):
    def __init__(self) -> None:
        self.made: list[tuple[int, int, int]] = []  # (round, trader, partner) of every offer seen

    def moved(self, table, entry) -> None:
        self.made += [(entry.state_before.round, e.trader, e.partner) for e in entry.events
                      if e.kind == "trade_proposed"]


def play_until_no_more_offers(server_here, restart_before_refusing: bool):
    """A game of a person here and two pestering computers, played until the round after the person first
    answered an offer with "No more offers this round" (the server restarted between the wish and the refusal, if
    asked): the offers made, the round and the computer told."""
    url = server_here.url
    created = api.create_game(url, [{"name": "Aurelia", "kind": "person"},
                                            {"name": "Brutus", "kind": "computer:easy"},
                                            {"name": "Cassia", "kind": "computer:easy"}])
    secret = api.join(url, created["invites"][0]["code"])["secret"]
    offers = Offers()
    table = client(url, created["game_id"], {0: secret}, [0], offers)
    person = make_bot("easy", 5)
    stopped_in = stopped_from = None
    try:
        deadline = time.monotonic() + 60
        while stopped_in is None or table.state.round == stopped_in:
            assert time.monotonic() < deadline, "the game did not go on"
            wait_until(lambda: table.ready and (table.person_here_decides() or rules.is_over(table.state))
                       and not table.awaiting_server(), [table], what="the person's decision")
            state = table.state
            offer = state.step.offer if state.phase is Phase.TRADE else None
            try:
                if offer is not None and offer.partner == 0 and stopped_in is None:
                    # What the trade window's "No more offers this round" does: the wish first, then the refusal.
                    table.stop_offers(offer.trader, 0)
                    if restart_before_refusing:  # its computer players made anew: the wish must be kept
                        wait_until(lambda: kept_wishes(server_here.database_url, created["game_id"]), [table],
                                   what="the wish stored")
                        server_here.stop()
                        server_here.start()
                        wait_until(lambda: table.connection().state is LinkState.CONNECTED, [table], seconds=60,
                                   what="the table reconnected")
                    table.submit(rules.RefuseTrade(player=0))
                    stopped_in, stopped_from = state.round, offer.trader
                else:
                    table.submit(person.choose(table.view_for(0).state))
            except NotNow:
                pass
            version = table.version
            wait_until(lambda: table.version > version, [table], what="the move back")
        return offers.made, stopped_in, stopped_from
    finally:
        table.close()


def kept_wishes(database_url: str, game_id: str) -> list[tuple]:
    engine = open_database(database_url)
    try:
        with engine.connect() as connection:
            return connection.execute(select(offers_stopped.c.computer, offers_stopped.c.person,
                                             offers_stopped.c.round)
                                      .where(offers_stopped.c.game_id == game_id)).all()
    finally:
        engine.dispose()


def test_no_more_offers_reaches_the_servers_computer_player(server_here):
    made, stopped_in, stopped_from = play_until_no_more_offers(server_here, restart_before_refusing=False)
    assert made.count((stopped_in, stopped_from, 0)) == 1, "it offered again after no more offers"
    other = 3 - stopped_from  # the other computer, not asked: it offered twice that round, as many as its coins let it
    assert made.count((stopped_in, other, 0)) in (0, 1, 2), made  # 0 or 1: it had no coin, or one, to offer


def test_no_more_offers_is_kept_over_a_restart_of_the_server(server_here):
    made, stopped_in, stopped_from = play_until_no_more_offers(server_here, restart_before_refusing=True)
    # The computer player made after the restart has offered nothing yet: without the wish kept it would offer
    # again in its trade turn that goes on after the refusal.
    assert made.count((stopped_in, stopped_from, 0)) == 1, "it offered again after no more offers and a restart"
