"""Handing a command to the session from a screen: the one place a scene changes the game."""
from __future__ import annotations

from .. import rules
from ..i18n.refusals import refusal_text
from ..table import NotNow


class SubmitsCommands:
    """Mixed into the board and the dialogs. A refusal is shown with the rules' own reason, in the player's
    language, and changes nothing;
    an accepted command clears the last refusal and lets the scene follow the new state."""

    message: str | None = None

    def submit(self, command) -> bool:
        try:
            self.session.submit(command)
        except rules.IllegalCommand as refused:
            self.refused(refusal_text(refused.refusal))
            return False
        except NotNow as not_now:  # online: the last move is still on its way, say
            self.refused(not_now.words())
            return False
        self.message = None
        self.submitted()
        return True

    def refused(self, reason: str) -> None:
        raise NotImplementedError

    def submitted(self) -> None:
        raise NotImplementedError
