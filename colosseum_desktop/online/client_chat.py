"""The table's chat as this computer holds it (ClientTable.chat): the lines the server sent, each once (several seats
played here each receive every line, and a reconnection is sent the newest again), the people muted here, and what
is said from here.

Muting is this computer's own: a muted seat's lines are kept but not shown (unmuted, they show again), and they do
not count as unread. A line is sent once (SeatLink.ask): one lost with a dropped connection is not sent again, since
the person sees it did not appear. What the server sends is read as any message is (a line of a newer server that
cannot be read is logged and left out); the words are shown escaped by the panel (scenes/online/chat.py).
"""
from __future__ import annotations

import logging
import uuid
from collections.abc import Callable

from pydantic import ValidationError

from ..i18n import _
from ..i18n.lazy import acts_instead_of_showing
from .lobby_calls import refusal_words
from ..protocol.messages import CHAT_PHRASES, MAX_CHAT_CHARACTERS, ChatLine, ChatLines

LOG = logging.getLogger("colosseum_desktop.online")
LINES_KEPT = 200  # the newest, on this computer (the server keeps them all)


def said_words(text: str) -> str | None:
    """What a person typed as it is sent: spaces at either end and anything that would act instead of show
    dropped, at most MAX_CHAT_CHARACTERS; None when nothing is left to say."""
    kept = "".join(char for char in text if not acts_instead_of_showing(char)).strip()[:MAX_CHAT_CHARACTERS]
    return kept or None


class ChatRoom:
    def __init__(self) -> None:
        self.lines: dict[int, ChatLine] = {}  # by number, in the order they were said
        self.muted: set[int] = set()
        self.unread = 0  # lines of others, not muted, that came since the panel was last looked at
        self.sent_ids: set[str] = set()
        self.changed = False  # a line came or a seat was muted since the panel last drew (it sets this back)

    # -- what comes -------------------------------------------------------------------------------------------
    def heard(self, message: dict, seats_here: set[int]) -> None:
        """Take in a `chat_lines` message: new lines kept (by number), counted unread unless said here or muted."""
        try:
            lines = ChatLines.model_validate(message).lines
        except ValidationError as error:
            LOG.error("chat lines from the server could not be read: %s", error)
            return
        for line in lines:
            if line.number in self.lines:
                continue
            self.lines[line.number] = line
            self.changed = True
            if line.seat not in seats_here and line.seat not in self.muted:
                self.unread += 1
        if len(self.lines) > LINES_KEPT:
            self.lines = dict(sorted(self.lines.items())[-LINES_KEPT:])

    def shown(self) -> list[ChatLine]:
        """The lines to show, oldest first: the muted seats' left out."""
        return [line for _number, line in sorted(self.lines.items()) if line.seat not in self.muted]

    def looked_at(self) -> None:
        self.unread = 0

    def toggle_mute(self, seat: int) -> None:
        self.muted ^= {seat}
        self.changed = True

    # -- what is said from here -----------------------------------------------------------------------------------
    def message(self, text: str | None = None, phrase: str | None = None) -> dict | None:
        """The message that says `text` (cleaned: said_words) or the quick phrase `phrase`; None: nothing to say."""
        if phrase is not None:
            if phrase not in CHAT_PHRASES:
                raise ValueError(f"no quick phrase {phrase!r}")
            fields = {"phrase": phrase}
        else:
            words = said_words(text or "")
            if words is None:
                return None
            fields = {"text": words}
        say_id = uuid.uuid4().hex
        self.sent_ids.add(say_id)
        return {"type": "chat", "id": say_id, **fields}

    def refused(self, answer: dict) -> Callable[[], str] | None:
        """The words for the server's refusal of a line sent from here; None when `answer` is not about one."""
        if answer.get("type") != "refused" or answer.get("id") not in self.sent_ids:
            return None
        reason = str(answer.get("reason"))[:40]
        if reason == "rate_limited":
            return lambda: _("Your chat line was not sent: too many lines at once. Wait a moment.")
        words = refusal_words(reason, 409)
        return lambda: _("Your chat line was not sent: {reason}", reason=str(words))
