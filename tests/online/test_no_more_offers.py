""""No more offers this round" reaches the server's computer players (issue 21): a person at an online board who
answers a computer's offer so has the online table tell the server (`{"type": "no_more_offers", "computer": c}`,
sent before the refusal on the same connection), and the server's computer player of that seat makes no more
offers to that person this round. Played over a real socket against the server running in this process (so that
its computer player can be one that would offer again at once without it), on SQLite and PostgreSQL."""
from __future__ import annotations

import socket
import threading
import time

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.online import api, server as server_module
from colosseum_desktop.online.protocol import MAX_FRAME_BYTES
from colosseum_desktop.online.server import Server, ServerConfig
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


@pytest.fixture
def server_here(database_url, monkeypatch, tmp_path):
    """The server in this process, under uvicorn on a socket of 127.0.0.1, its computers pestering."""
    import uvicorn

    monkeypatch.setattr(server_module, "make_bot", PesteringComputer)
    app = Server(ServerConfig(database_url=database_url)).app()
    listening = socket.create_server(("127.0.0.1", 0))
    port = listening.getsockname()[1]
    running = uvicorn.Server(uvicorn.Config(app, ws_max_size=MAX_FRAME_BYTES, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=running.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the server did not start"
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(10)


class Offers(TableObserver):
    def __init__(self) -> None:
        self.made: list[tuple[int, int, int]] = []  # (round, trader, partner) of every offer seen

    def moved(self, table, entry) -> None:
        self.made += [(entry.state_before.round, e.trader, e.partner) for e in entry.events
                      if e.kind == "trade_proposed"]


def test_no_more_offers_reaches_the_servers_computer_player(server_here):
    created = api.create_game(server_here, [{"name": "Aurelia", "kind": "person"},
                                            {"name": "Brutus", "kind": "computer:easy"},
                                            {"name": "Cassia", "kind": "computer:easy"}])
    secret = api.join(server_here, created["invites"][0]["code"])["secret"]
    offers = Offers()
    table = client(server_here, created["game_id"], {0: secret}, [0], offers)
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
                    table.submit(rules.RefuseTrade(player=0))
                    stopped_in, stopped_from = state.round, offer.trader
                else:
                    table.submit(person.choose(table.view_for(0).state))
            except NotNow:
                pass
            version = table.version
            wait_until(lambda: table.version > version, [table], what="the move back")
        assert offers.made.count((stopped_in, stopped_from, 0)) == 1, "it offered again after no more offers"
        other = 3 - stopped_from  # the other computer, not asked: it offered twice that round
        assert offers.made.count((stopped_in, other, 0)) in (0, 2), offers.made  # 0: it had no coin to offer
    finally:
        table.close()
