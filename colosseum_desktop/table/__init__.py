"""The table: a game with its seats, who answers for each (drivers), who may take back (consent), who follows
(observers) and what each seat is shown (`view_for`). No pygame: a screen, a server and a headless game all
drive a `Table`.

Where a new kind of seat goes: a class in `seats.py`; a new way to answer for a seat (a network link, an
advisor): a class with `ask`/`answer`/`close` in `drivers.py` (it sees only a `SeatView`), set up in
`Table.__init__`; something that follows the game (a recorder, a notifier): a `TableObserver`.
"""
from .drivers import ANY_TIME, ComputerDriver, Driver, DriverFailed, LogCursor, ReplayDriver, computer_seed
from .hosting import HostedTable, NotNow
from .observers import AutosaveObserver, TableObserver
from .seats import (REMOTE_AWAY, REMOTE_FREE, Computer, PersonHere, RemotePerson, ReplaySeat, Seat, board_kind, is_person, saved_kinds,
                    seat_from_board_kind, seats_from_saved)
from .table import Table
from .undo import ConsentRequest, Outcome, UndoOffer, undo_offer
from .views import SeatView, public_state, view_for

__all__ = ["ANY_TIME", "REMOTE_AWAY", "REMOTE_FREE", "AutosaveObserver", "Computer", "ComputerDriver", "ConsentRequest", "Driver", "DriverFailed",
           "HostedTable", "LogCursor", "NotNow", "Outcome", "PersonHere", "RemotePerson", "ReplayDriver", "ReplaySeat", "Seat", "SeatView",
           "Table", "TableObserver", "UndoOffer", "board_kind", "computer_seed", "is_person", "public_state",
           "saved_kinds", "seat_from_board_kind", "seats_from_saved", "undo_offer", "view_for"]
