"""Taking back on the board (Ctrl+Z or the Undo button), at a table shared by several people.

The deciding person takes back their own actions of this turn at once; another person's last action is
theirs to give back, so Undo names them and waits for their OK. Dice, bag draws and computer players'
decisions are never taken back (the session refuses).
"""
from __future__ import annotations

from ..game_log import LogLine, semicolon_joined, sentences
from ..i18n import _
from ..i18n.command_names import command_name
from .confirm import ConfirmScene


class BoardUndo:
    """Mixed into the board scene: it reads the session, the seats and the log panel."""

    def undo_offer(self) -> tuple[str, int] | None:
        """What Undo may do now: ("own", seat) when the deciding person takes back their own last action of
        this turn; ("ask", seat) when the last action is another person's (or an earlier turn's), taken back
        only with that person's OK; None when nothing may be (dice, a bag draw, a computer's decision)."""
        log = self.session.log
        if not log:
            return None
        last = log[-1].command.player
        if self.seats[last] != "person" or not self.session.can_undo(last):
            return None
        return ("own", last) if self.session.can_take_back_own(last) else ("ask", last)

    def can_undo(self) -> bool:
        """Whether Undo is lit: the deciding person has done something this turn that they may take back."""
        offer = self.undo_offer()
        return offer is not None and offer[0] == "own"

    def undo(self) -> None:
        offer = self.undo_offer()
        if offer is None:
            self.show_message(_("Nothing to take back: undo stops at dice, bag draws and computer players' decisions"))
        elif offer[0] == "own":
            self._take_back(offer[1])
        else:
            self._ask_to_take_back(offer[1])

    def _take_back(self, seat: int) -> None:
        entry = self.session.log[-1]
        name = entry.state_before.player(seat).name
        self.session.undo(seat)
        # Worded again from the same entry when the language changes, like the game's own lines.
        self.log_panel.add_worded(lambda: [LogLine(_("{name} takes back: {action}", name=name,
                                                     action=action_words(entry)), seat)])
        self._catch_up(animate=False)

    def _ask_to_take_back(self, seat: int) -> None:
        """Another person's action is theirs to give back: name them and wait for their OK."""
        entry = self.session.log[-1]
        name = self.state.player(seat).name
        note = _("Undo would take back {name}'s last action: {action}. It is {name}'s decision: {name}, do you agree?",
                 name=name, action=action_words(entry))
        self.put_back()
        self.manager.push(ConfirmScene(lambda names: _("Take back {name}'s move?", name=names[0]), note,
                                       _("Yes, {name} agrees (Y)", name=name),
                                       lambda: self._agreed(seat, entry), names=[name]))

    def _agreed(self, seat: int, entry) -> None:
        if not self.session.log or self.session.log[-1] is not entry:
            self.show_message(_("The game has moved on since: nothing was taken back"))
            return
        self._take_back(seat)


def action_words(entry) -> str:
    """An action in the game log's words ("Marcus ends their turn"), to say what undo would take back: the
    actor's own lines (not what followed, such as the next player's turn beginning)."""
    player = entry.command.player
    return semicolon_joined(line.text for line in sentences(entry.events, entry.state_before)
                            if line.seat == player) or str(command_name(entry.command.kind))
