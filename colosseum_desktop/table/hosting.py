"""What a screen needs of the table it hosts, as a Protocol: the `Table` of a game held here satisfies it, and so
does an online game's client table (`online/client_table.py`), whose game is held by a server and whose state
changes only when the server's view of it arrives. The board, its dialogs and the pause menu use nothing else.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from .. import rules
from .observers import TableObserver
from .seats import PersonHere, Seat
from .undo import ConsentRequest, Outcome, UndoOffer
from .views import SeatView

ObserverType = TypeVar("ObserverType", bound=TableObserver)


class NotNow(Exception):
    """The table cannot take a person's command at this moment, though the rules would (online: their last move
    is still on its way to the server). `words()` say why, in the language of the moment. Nothing changed."""

    def __init__(self, words: Callable[[], str]) -> None:
        super().__init__(words())
        self.words = words


class SeatsHere:
    """What every table answers alike from its `session` and `seats`: the state, who decides, the people here."""

    @property
    def state(self) -> rules.GameState:
        return self.session.state

    @property
    def deciding(self) -> int | None:
        return rules.current_player(self.state)

    def people_here(self) -> set[int]:
        return {seat for seat, kind in enumerate(self.seats) if isinstance(kind, PersonHere)}

    def person_here_decides(self) -> bool:
        return self.deciding in self.people_here()

    def unwatch(self, observer: TableObserver) -> None:
        self.observers.remove(observer)

    def observer_of(self, kind: type[ObserverType]) -> ObserverType | None:
        """The table's observer of this kind (its autosave), if it has one."""
        return next((observer for observer in self.observers if isinstance(observer, kind)), None)


class HostedTable(Protocol):
    held_here: bool  # the game is held (and saved) here; False for an online game, which its server keeps
    seats: list[Seat]
    observers: list[TableObserver]

    @property
    def session(self): ...  # state, log, seed, submit(command): what the dialogs read and submit to

    @property
    def state(self) -> rules.GameState: ...

    @property
    def deciding(self) -> int | None: ...

    def driven(self, seat: int | None) -> bool: ...
    def people_here(self) -> set[int]: ...
    def person_here_decides(self) -> bool: ...
    def view_for(self, seat: int | None) -> SeatView: ...
    def watch(self, observer: TableObserver) -> None: ...
    def unwatch(self, observer: TableObserver) -> None: ...
    def observer_of(self, kind: type) -> TableObserver | None: ...
    def submit(self, command: rules.Command) -> list: ...
    def receive(self, dt_ms: float) -> bool: ...
    def tick(self, dt_ms: float) -> bool: ...
    def due_in_ms(self) -> float | None: ...
    def hurry(self) -> None: ...
    def stop_offers(self, computer: int, person: int) -> None: ...
    def close(self) -> None: ...
    def undo_offer(self) -> UndoOffer | None: ...
    def take_back(self, offer: UndoOffer) -> Outcome: ...
    def consent_request(self, offer: UndoOffer) -> ConsentRequest: ...
    def answer_consent(self, request: ConsentRequest, agreed: bool) -> Outcome: ...
