"""Resigning an online game, from the board's menu: the question first (who resigns, and what follows), then the
server is asked (server/resigning.py). Its computer player plays the seat on; the others are told who left; the
person who resigned watches on. Offered in the menu in place of "Save as…", which an online game does not have."""
from __future__ import annotations

from collections.abc import Callable

from ...i18n import N_, _
from ..confirm import ConfirmScene

RESIGN_NOTE = N_("The server's computer player takes the seat and plays on; the others are told that you left, and "
                 "your result is kept as resigned. You can watch the game on. This cannot be undone.")


def can_resign(table) -> bool:
    """An online table with a person here, in a game not over."""
    return hasattr(table, "resigner") and table.resigner() is not None


def resign_question(table, then: Callable[[], None]) -> ConfirmScene:
    """The question; Yes asks the server (for the seat `table.resigner()` names), then `then()` (the menu closes)."""
    seat = table.resigner()

    def resign() -> None:
        table.resign(seat)
        then()

    return ConfirmScene(lambda names: _("Resign for {name}?", name=names[0]), _(RESIGN_NOTE), _("Resign (Y)"),
                        resign, no_label=_("Keep playing (N)"), names=(table.state.players[seat].name,))
