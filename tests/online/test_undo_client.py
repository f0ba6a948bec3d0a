"""A client table follows take-backs (issue 21): a move it saw come is taken back from its log (the observers'
taken_back, with that move); one it never saw (opened after it) comes as a jump, and its Undo offers nothing
until it has seen a move again."""
from __future__ import annotations

import time

from colosseum_desktop import rules
from colosseum_desktop.table import TableObserver

from .conftest import seated_game
from .test_client_table import client, wait_until
from .test_undo import UndoClient, an_investment, ask_undo


class Followed(TableObserver):
    def __init__(self) -> None:
        self.heard: list[tuple] = []

    def moved(self, table, entry) -> None:
        self.heard.append(("moved", entry.command))

    def taken_back(self, table, entry) -> None:
        self.heard.append(("taken_back", entry.command))

    def jumped(self, table, moves) -> None:
        self.heard.append(("jumped", moves))


def test_a_take_back_seen_and_one_not_seen(server):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
    followed, late = Followed(), Followed()
    tables = [client(server.base_url, game_id, secrets, [0, 1, 2], followed)]
    try:
        table = tables[0]
        wait_until(lambda: table.ready, tables, what="the first view")
        first = table.deciding
        start = table.state
        investment = an_investment(start)
        table.submit(investment)
        wait_until(lambda: table.version == 1, tables, what="the move")
        offer = table.undo_offer()
        assert offer is not None and offer.seat == first and not offer.needs_consent  # the table's rule, here
        table.ask_take_back()
        wait_until(lambda: table.version == 2, tables, what="the take-back")
        assert followed.heard == [("moved", investment), ("taken_back", investment)]
        assert table.state == start and table.session.log == [] and table.undo_offer() is None

        table.submit(investment)
        wait_until(lambda: table.version == 3, tables, what="the move again")
        # A table opened now never saw that move: its Undo offers nothing, and the take-back comes as a jump.
        tables.append(client(server.base_url, game_id, secrets, [(first + 1) % 3], late))
        wait_until(lambda: tables[1].ready, tables, what="the late table")
        assert tables[1].undo_offer() is None
        asker = UndoClient(server.base_url, game_id, first, secrets[first], time.monotonic() + 20)
        asker.connect()
        assert ask_undo(asker, "from-elsewhere")["outcome"] == "taken_back"
        asker.close()
        wait_until(lambda: all(t.version == 4 for t in tables), tables, what="the take-back everywhere")
        assert late.heard == [("jumped", 1)] and tables[1].state == tables[0].view_for(None).state
        assert tables[1].undo_offer() is None
        # Once it has seen a move come, its Undo reads it.
        tables[0].submit(rules.EndTurn(player=first))
        wait_until(lambda: all(t.version == 5 for t in tables), tables, what="the end of the turn")
        assert tables[1].undo_offer().entry.command == rules.EndTurn(player=first)
    finally:
        for table in tables:
            table.close()
