"""Watching an online game from this computer (issue 32): a spectator's link and table, the server's side being
server/spectators.py.

A `WatchLink` is a seat's link (link.py: its own thread, reconnecting by itself) that says `watch` instead of hello
and holds no seat and no secret; the server sends it the public view every player sees, and it may ask for the
moves so far, nothing else. A `WatchTable` is an online table (client_table.py) at which nobody here sits: its
views come from that one link, every seat is somebody elsewhere's, and a move handed to it is refused here
without a word to the server (the server would refuse it too: `watching`).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .. import rules
from ..i18n import _
from ..table import NotNow, TableObserver
from .client_table import ClientTable
from .link import LinkState, SeatLink
from ..protocol.messages import Reason, SeatCredentials

WATCHING = -1  # the spectator's link among a table's links, by seat: no seat has this number


class WatchLink(SeatLink):
    # Trying again would not mend these: no such game, no game id, as many spectators as the server lets watch.
    REFUSED_FOR_GOOD = (Reason.UNKNOWN_GAME, Reason.MALFORMED, Reason.TOO_MANY_SPECTATORS)

    def __init__(self, base_url: str, game_id: str, wake: Callable[[], None] | None = None) -> None:
        super().__init__(base_url, game_id, WATCHING, "", wake=wake)
        self._thread.name = f"seat-link-{game_id}-watching"

    def hello(self) -> dict:
        return {"type": "watch", "game_id": self.game_id}


class WatchTable(ClientTable):
    """The table of a game watched from here: the server's public views, nobody here deciding anything."""

    def __init__(self, server_url: str, game_id: str, observers: Iterable[TableObserver] = (),
                 pace_ms: Callable[[], float] = lambda: 0.0, wake: Callable[[], None] | None = None,
                 wake_after: Callable[[float], None] = lambda ms: None,
                 link: Callable[..., SeatLink] = WatchLink) -> None:
        self._watched = game_id
        super().__init__(server_url, (), observers, pace_ms, wake, wake_after, link)

    def _linked(self, server_url: str, seats: Sequence[SeatCredentials], link: Callable[..., SeatLink],
                wake: Callable[[], None] | None) -> tuple[str, dict[int, SeatLink]]:
        return self._watched, {WATCHING: link(server_url, self._watched, wake=wake)}

    def refusal(self) -> Callable[[], str] | None:
        """Why this game cannot be watched, in words; None while it can (or may yet)."""
        link = self.links[WATCHING]
        if link.state is not LinkState.REFUSED:
            return None
        reason = (link.refusal or {}).get("reason")
        if reason == Reason.TOO_MANY_SPECTATORS:
            return lambda: _("This game has as many spectators as its server lets watch it; try again later.")
        if reason is None:  # refused before any connection: no server's address
            return lambda: _("{address} is not a server's address.", address=self.server_url)
        return lambda: _("The server does not know this game")

    def submit(self, command: rules.Command) -> list:
        raise NotNow(lambda: _("You are watching this game: spectators make no moves"))
