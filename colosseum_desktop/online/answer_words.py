"""What the server's answers to an online table on this computer (online/client_table.py) say, in words: a move or a
request to take back refused, a take-back's outcome, a seat handed to the computer. Each is worded on demand (the
board shows it in the language chosen then)."""
from __future__ import annotations

from collections.abc import Callable

from ..i18n import _
from ..i18n.durations import time_limit_words
from ..i18n.refusals import refusal_text
from ..rules.refusals import refusal as rules_refusal
from ..protocol.messages import Reason, UndoOutcome

Words = Callable[[], str]


def move_refused_words(answer: dict) -> Words:
    """Why the server refused a move sent from here."""
    reason, found = answer.get("reason"), answer.get("refusal")
    if reason == Reason.ILLEGAL and found is not None:
        try:
            refused = rules_refusal(found["why"], found.get("values", {}))
        except (ValueError, KeyError, TypeError):
            refused = None
        if refused is not None:
            return lambda: refusal_text(refused)
    if reason == Reason.STALE_VERSION:
        return lambda: _("The game moved on before your move reached the server; nothing was "
                         "played. Look again, then decide.")
    message = answer.get("message", "")
    return lambda: _("The server refused the move ({reason}): {message}", reason=reason, message=message)


def undo_refused_words(answer: dict, name_of: Callable[[int | None], str]) -> Words:
    """Why the server refused a request to take back, or an answer to one, sent from here (`name_of`: a seat's
    player's name)."""
    reason = answer.get("reason")
    if reason == Reason.NOTHING_TO_TAKE_BACK:
        return lambda: _("Nothing to take back: undo stops at dice, bag draws and computer players' decisions")
    if reason == Reason.UNDO_WAITING:
        return lambda: _("Another request to take back waits for its answer")
    if reason == Reason.NOT_CONNECTED:
        name = name_of(answer.get("seat"))
        return lambda: _("{name} is not connected: the move can be taken back only when they agree", name=name)
    if reason == Reason.NOT_ASKED:
        return lambda: _("That request to take back is no longer open: nothing was taken back")
    if reason == Reason.STALE_VERSION:
        return lambda: _("The game moved on before the request reached the server: nothing was taken back")
    return move_refused_words(answer)


def undo_outcome_words(outcome: UndoOutcome, name: str) -> Words:
    """How a request to take back asked of `name` (their seat) ended."""
    if outcome.outcome == "taken_back":
        return lambda: _("{name} agreed: the move is taken back", name=name)
    if outcome.outcome == "refused":
        return lambda: _("{name} did not agree: nothing was taken back", name=name)
    if outcome.why == "left":
        return lambda: _("The request to take back lapsed: {name} left the game", name=name)
    if outcome.why == "timed_out":
        return lambda: unanswered_words(outcome.seconds)
    return lambda: _("The request to take back lapsed: the game moved on")


def handed_over_words(name: str) -> Words:
    return lambda: _("{name}'s seat is played by the computer from now on.", name=name)


def undo_waiting_words(name: str) -> Words:
    return lambda: _("{name} is asked on their screen whether to take the move back; waiting for their answer",
                     name=name)


def unanswered_words(seconds: int | None) -> str:
    """Why a request to take back lapsed when the person asked did not answer within the server's time limit."""
    if seconds is None:  # a server that did not say its limit
        return _("The request to take back lapsed: it was not answered in time")
    return _("The request to take back lapsed: it was not answered within {time}", time=time_limit_words(seconds))


def resigned_words(name: str, here: bool) -> Words:
    """Who resigned, said to the person who did (`here`: a seat played at this computer) and to the others."""
    if here:
        return lambda: _("{name} resigned: the server's computer player plays the seat on. You can watch on.",
                         name=name)
    return lambda: _("{name} resigned and left the game: the server's computer player plays on for them.", name=name)
