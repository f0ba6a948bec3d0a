"""Taking back on the board (Ctrl+Z or the Undo button): the table decides what may be taken back; the board
asks a person here for their consent when the action is theirs to give back (table/undo.py), or, online, when the
server puts that question to a seat played here (scenes/online/board.py)."""
from __future__ import annotations

from ...i18n import _
from ...i18n.durations import time_limit_words
from ...table import Outcome, Table
from .observers import action_words
from ..confirm import ConfirmScene


class BoardUndo:
    """The board's Undo: lit when the deciding person may take back their own action; otherwise it names the
    person whose action it is and waits for their OK on this screen."""

    def __init__(self, table: Table, manager, say, put_down, follow) -> None:
        """`say(text)`: a message on the board; `put_down()`: the board puts down what it holds before asking;
        `follow()`: the board follows the state once something was taken back."""
        self.table, self.manager, self.say, self.put_down, self.follow = table, manager, say, put_down, follow

    def lit(self) -> bool:
        offer = self.table.undo_offer()
        return offer is not None and not offer.needs_consent and offer.seat in self.table.people_here()

    def undo(self) -> None:
        offer = self.table.undo_offer()
        if offer is None:
            self.say(_("Nothing to take back: undo stops at dice, bag draws and computer players' decisions"))
        elif not offer.needs_consent:
            self.table.take_back(offer)
            self.follow()
        else:
            self.ask(self.table.consent_request(offer))

    def ask(self, request) -> ConfirmScene:
        """Another person's action is theirs to give back: name them and wait for their OK (online, also the
        person whose decision it would take away: their answer goes to the server, a No as well). The question."""
        name = self.table.state.player(request.seat).name
        maker = self.table.state.player(request.entry.command.player).name
        if request.entry.command.player == request.seat:
            note = _("Undo would take back {name}'s last action: {action}. It is {name}'s decision: {name}, do you "
                     "agree?", name=name, action=action_words(request.entry))
        else:
            note = _("Undo would take back {maker}'s last action: {action}, which handed the decision to {name}. "
                     "It is {name}'s decision: {name}, do you agree?", maker=maker, name=name,
                     action=action_words(request.entry))
        asker = request.asker()
        if asker is not None and asker != request.seat:
            note = _("{asker} asks to take a move back.", asker=self.table.state.player(asker).name) + " " + note
        limit = request.answer_within()
        if limit is not None:
            note += " " + _("Without an answer within {time}, the request lapses.", time=time_limit_words(limit))
        self.put_down()
        question = ConfirmScene(lambda names: _("Take back {name}'s move?", name=names[0]), note,
                                _("Yes, {name} agrees (Y)", name=name), lambda: self.agreed(request),
                                on_no=lambda: self.table.answer_consent(request, agreed=False), names=[maker])
        self.manager().push(question)
        return question

    def agreed(self, request) -> None:
        if self.table.answer_consent(request, agreed=True) is Outcome.MOVED_ON:
            self.say(_("The game has moved on since: nothing was taken back"))
        self.follow()

