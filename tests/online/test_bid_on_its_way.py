"""The bid window while a bid is on its way to the server (issue 32): it showed 9, the lowest bid of the state still
shown, while the person's bid of 10 waited to be sent. Now it keeps the bid sent in its box, takes no second answer,
and says the bid is on its way; once the server's view comes it follows the game as before. Against a real server on
127.0.0.1, the bid held back by a pulled cable (R7)."""
from __future__ import annotations

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.online.link import LinkState
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.scenes.widgets import Button

from .cable import Cable
from .conftest import seated_game
from .test_client_table import GAME_SECONDS, client, play_turns, wait_until
from .test_online_board import window_context


def test_the_bid_window_shows_the_bid_on_its_way_not_the_state_before(server, canvas):
    game_id, secrets = seated_game(server.base_url, ["person", "person", "computer:easy"])
    cable = Cable(server.port)
    here = client(cable.base_url, game_id, secrets, [0])
    tables = [here, client(server.base_url, game_id, secrets, [1])]
    try:
        wait_until(lambda: all(table.ready for table in tables), tables, what="the first views")

        def bid_due() -> bool:  # R7: the auctions, and the person here decides, with more than one bid possible
            return (here.ready and here.state.phase is Phase.AUCTION and here.person_here_decides()
                    and not here.awaiting_server() and (bids := rules.bid_range(here.state)) is not None
                    and bids[0] < bids[1])

        play_turns(tables, {0: make_bot("easy", 30), 1: make_bot("easy", 31)}, bid_due, GAME_SECONDS)
        low, high = rules.bid_range(here.state)
        assert low < high
        version = here.version
        dialog = BidDialog(window_context(), here.session, here.deciding, people={0})
        cable.cut()
        wait_until(lambda: here.connection().state is LinkState.RECONNECTING, [here], what="the cable pulled")

        dialog.amount.set_value(low + 1)
        dialog.bid()
        assert dialog.amount.value == low + 1  # not the lowest bid of the state still shown
        assert dialog.message == f"Your bid of {low + 1} is on its way to the server…", dialog.message
        assert not any(widget.enabled for widget in dialog.widgets.widgets if isinstance(widget, Button)
                       and widget.text != "Hint H")
        dialog.update(20.0)
        assert dialog.amount.value == low + 1 and here.state.phase is Phase.AUCTION and here.version == version

        cable.mend()
        wait_until(lambda: here.version > version, tables, seconds=30, what="the bid applied")
        dialog.update(20.0)  # the dialog follows the view that came: closed, or open for the next decision
        assert dialog.closed or dialog.message is None
        bid = next(entry.command for entry in here.session.log if entry.version == version + 1)
        assert bid.player == 0 and bid.bid == low + 1
    finally:
        for table in tables:
            table.close()
        cable.close()
