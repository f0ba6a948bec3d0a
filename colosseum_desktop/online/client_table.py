"""An online game's table on a player's computer: the board's usual table (`table.HostedTable`), its game held
by the server.

The state is the newest view the server sent; it changes only when a view arrives (the client never predicts a
roll or a draw: it does not know the generator). A person's command is checked here first, on the view's state, so
the rules' reason shows at once; a legal one goes to the link of its seat (`SeatLink`, one per seat played at
this computer: several people may share one screen), with the version it was decided on. The views, taken in
order, become the session's log: each move reaches the observers (the game log, sounds, animations) as at a
table held here, the moves of other computers at the settings' pace. Moves made while this computer was not
connected come as one jump to the newest state; the server is then asked for them, and the log shows each once they
come (`latest_missed`). The window's loop never waits: the links run on their own threads and wake it.

    table = ClientTable(server_url, credentials, wake=wake, wake_after=wake_after).start()
    table.receive(dt_ms)   # takes in the next move that arrived (True when one did)
    table.submit(command)  # refused at once (IllegalCommand, NotNow) or sent; the state waits for the server

Taking back is asked of the server (`ask_take_back`), which takes the move back at once or asks the person who
must agree on their own screen: a question for a seat here comes out of `take_questions()` (the board asks it as
at one screen) and its answer goes back through `answer_consent`; a question that lapsed comes out of
`take_withdrawn()`. What the server said of requests sent from here is worded with its refusals.
"""
from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Iterable, Sequence

from pydantic import ValidationError

from .. import rules
from ..i18n import _
from ..session import LogEntry
from ..table import (Computer, ConsentRequest, NotNow, Outcome, SeatView, TableObserver, UndoOffer, undo_offer,
                     view_for)
from .answer_words import (handed_over_words, move_refused_words, undo_outcome_words, undo_refused_words,
                           undo_waiting_words)
from .client_chat import ChatRoom
from .client_records import WORST_FIRST, Connection, RemoteConsentRequest, ServedEntry
from .client_views import ViewsFollowed
from .link import LinkState, SeatLink
from .lobby_calls import refusal_words
from ..protocol.messages import Reason, SeatCredentials, UndoOutcome, UndoQuestion, UndoWaiting

LOG = logging.getLogger("colosseum_desktop.online")


def waiting_words() -> str:
    return _("The game waits for players: it starts once every seat is taken")


class ClientTable(ViewsFollowed):
    held_here = False  # the server holds the game: it is not saved on this computer

    def __init__(self, server_url: str, seats: Sequence[SeatCredentials], observers: Iterable[TableObserver] = (),
                 pace_ms: Callable[[], float] = lambda: 0.0, wake: Callable[[], None] | None = None,
                 wake_after: Callable[[float], None] = lambda ms: None,
                 link: Callable[..., SeatLink] = SeatLink) -> None:
        """As ViewsFollowed; commands and requests to take back are sent from here."""
        super().__init__(server_url, seats, observers, pace_ms, wake, wake_after, link)
        self._sent_at: int | None = None  # the version a command was sent on, until the game moves past it
        self._sent: rules.Command | None = None  # and that command
        self._questions: list[RemoteConsentRequest] = []  # questions to seats here, not yet asked on the board
        self._withdrawn: list[str] = []  # requests whose question lapsed
        self._undo_ids: set[str] = set()  # the ids of requests to take back and answers sent from here
        self.chat = ChatRoom()  # the table's chat (client_chat.py)

    # -- what is at the table ---------------------------------------------------------------------------------
    def driven(self, seat: int | None) -> bool:
        """Whether somebody elsewhere (a person at another computer, the server's computer player) decides; while
        the game waits for players, nobody here does (the board offers no decision until it starts)."""
        return seat is not None and (seat not in self.people_here() or self.waiting())

    def view_for(self, seat: int | None) -> SeatView:
        return view_for(self.state, seat)  # the state is a view's already: nothing more is hidden

    def connection(self) -> Connection:
        states = {seat_link.state for seat_link in self.links.values()}
        return Connection(state=next(state for state in WORST_FIRST if state in states),
                          waiting=sum(seat_link.waiting() for seat_link in self.links.values()))

    def not_a_server(self) -> bool:
        """Something answers at the server's address, but not as a Colosseum server (a seat's last attempt said)."""
        return any(seat_link.last_failure == "not_a_server" for seat_link in self.links.values())

    def awaiting_server(self) -> bool:
        """A move sent from here has not been answered yet (or its view has not come): the next waits for it."""
        return self._sent_at == self.version or any(link.waiting() for link in self.links.values())

    def refusal(self) -> Callable[[], str] | None:
        """Why the server refused a seat's credentials (the board cannot play that seat), in words; or None."""
        for seat, seat_link in sorted(self.links.items()):
            if seat_link.state is LinkState.REFUSED:
                reason = (seat_link.refusal or {}).get("reason")
                if reason == Reason.UNKNOWN_GAME:
                    return lambda: _("The server does not know this game")
                if reason == Reason.WITHDRAWN:
                    return lambda: _("The host withdrew this game before it started")
                return lambda seat=seat: _("The server did not accept this computer's key for seat {seat}",
                                           seat=seat + 1)
        return None

    def take_refusals(self) -> list[Callable[[], str]]:
        """The server's refusals of commands sent from here since the last call, each worded on demand."""
        refusals, self._refusals = self._refusals, []
        return refusals

    # -- followers --------------------------------------------------------------------------------------------
    def watch(self, observer: TableObserver) -> None:
        self.observers.append(observer)


    # -- changing the game ------------------------------------------------------------------------------------
    def submit(self, command: rules.Command) -> list:
        """Check `command` on the state shown and send it. Raises IllegalCommand (the rules' reason) or NotNow
        (a move already on its way, a newer state not shown yet, a seat played elsewhere); nothing changes here
        until the server's view comes. Returns no events: they come with the view."""
        seat_link = self.links.get(command.player)
        if seat_link is None or command.player not in self.people_here():
            raise NotNow(lambda: _("That seat is played at another computer"))
        if self.awaiting_server():
            raise NotNow(lambda: _("Your last move is still on its way to the server"))
        if self.waiting():
            raise NotNow(waiting_words)
        if self._arrived:
            raise NotNow(lambda: _("The game has moved on: look again, then decide"))
        refusal = rules.refusal_for(self.state, command)
        if refusal is not None:
            raise rules.IllegalCommand(refusal)
        seat_link.send(command, version=self.version)
        self._sent_at, self._sent = self.version, command
        return []

    def on_its_way(self) -> rules.Command | None:
        """The command sent from here that the state shown does not hold yet (a dialog shows it as sent)."""
        return self._sent if self._sent_at == self.version else None

    def tick(self, dt_ms: float) -> bool:
        """Nothing is driven here: the server plays its computers and the others play at their computers."""
        return False

    def due_in_ms(self) -> float | None:
        return None

    def stop_offers(self, computer: int, person: int) -> None:
        """`person` (played here) answered the server's computer at `computer` with "no more offers this round":
        told to the server on the person's link, before anything sent after it (the refusal that goes with it)."""
        seat_link = self.links.get(person)
        if seat_link is not None and isinstance(self.seats[computer], Computer):
            seat_link.ask({"type": "no_more_offers", "computer": computer})

    def close(self) -> None:
        for seat_link in self.links.values():
            seat_link.stop(timeout=0.2)

    def hand_over(self, seat: int, level: str) -> None:
        """Ask the server to give `seat`, a person elsewhere whose time ran out, to its computer player of `level`
        (the server's clock decides; its answer is said later, take_refusals)."""
        here = sorted(self.people_here())
        if not here:
            raise NotNow(lambda: _("Nobody at this computer plays a seat of this game now"))
        self.links[here[0]].ask({"type": "hand_over", "seat": seat, "level": level})

    def say(self, text: str | None = None, phrase: str | None = None) -> None:
        """Say `text`, or the quick phrase `phrase`, at the table, in the name of the person here deciding, else the
        first person here (the line shows once the server sends it back)."""
        here = self.people_here()
        if not here:
            raise NotNow(lambda: _("Nobody at this computer plays a seat of this game now"))
        message = self.chat.message(text, phrase)
        if message is not None:
            self.links[self.deciding if self.deciding in here else min(here)].ask(message)

    def resigner(self) -> int | None:
        """The seat a resignation from here is for: the person here deciding, else the first person here; None when
        nobody here plays a seat, or the game is over."""
        here = self.people_here()
        if not here or self.session is None or rules.is_over(self.state):
            return None
        return self.deciding if self.deciding in here else min(here)

    def resign(self, seat: int) -> None:
        """Ask the server to give `seat` (a person's here) to its computer player for good: the views bring the
        seat's new kind, and say it resigned (client_views: said then, here as on every other computer); a refusal is
        said later (take_refusals)."""
        if seat not in self.people_here():
            raise NotNow(lambda: _("Nobody at this computer plays a seat of this game now"))
        self.links[seat].ask({"type": "resign", "id": uuid.uuid4().hex})

    def retry_now(self) -> None:
        """The person asked to try the server again now: every link waiting between attempts tries at once."""
        for seat_link in self.links.values():
            if seat_link.state is LinkState.RECONNECTING:
                seat_link.retry_now()

    # -- taking back: asked of the server, which asks whoever must agree on their own screen --------------------
    def undo_offer(self) -> UndoOffer | None:
        """The table's rule on the moves seen here; None when this computer did not see the last move come (the
        server decides anyway, when asked)."""
        if self.session is None or len(self.session.log) <= self._fresh_from:
            return None
        return undo_offer(self.session, self.seats)

    def take_back(self, offer: UndoOffer) -> Outcome:
        """Asks the server: the move goes when its view comes."""
        self.ask_take_back()
        return Outcome.NOTHING

    def ask_take_back(self) -> None:
        """Ask the server to take back the last move, in the name of the person here it concerns: who made it,
        else the person here deciding, else the first person here. NotNow while a move is on its way or a newer
        state is still to be shown; the server's answer is said later (take_refusals)."""
        here = self.people_here()
        if not here:
            raise NotNow(lambda: _("Nobody at this computer plays a seat of this game now"))
        if self.awaiting_server():
            raise NotNow(lambda: _("Your last move is still on its way to the server"))
        if self.waiting():
            raise NotNow(waiting_words)
        if self._arrived:
            raise NotNow(lambda: _("The game has moved on: look again, then decide"))
        last = self._newest.command if self._newest is not None else None
        asker = (last.player if last is not None and last.player in here
                 else self.deciding if self.deciding in here else min(here))
        self._undo_ids.add(self.links[asker].send_undo(self.version))

    def consent_request(self, offer: UndoOffer) -> ConsentRequest:
        return ConsentRequest(seat=offer.seat, entry=offer.entry)

    def answer_consent(self, request: ConsentRequest, agreed: bool) -> Outcome:
        """Send a person here's answer to a question the server put (from take_questions): the outcome comes with
        the server's views."""
        if not isinstance(request, RemoteConsentRequest) or request.seat not in self.links:
            raise ValueError("only a question the server put to a seat here is answered from here")
        self._undo_ids.add(self.links[request.seat].send_undo_answer(request.request, agreed))
        return Outcome.NOTHING

    def take_questions(self) -> list[RemoteConsentRequest]:
        """The questions the server put to seats here since the last call (the board asks each)."""
        questions, self._questions = self._questions, []
        return questions

    def take_withdrawn(self) -> list[str]:
        """The requests whose question lapsed since the last call (taken off the screen if still open)."""
        withdrawn, self._withdrawn = self._withdrawn, []
        return withdrawn

    # -- the server's answers (worded in online/answer_words.py) ---------------------------------------------------
    def _answered(self, answer: dict) -> None:
        kind = answer["type"]
        try:
            if kind == "chat_lines":
                self.chat.heard(answer, set(self.links))
            elif (chat_refusal := self.chat.refused(answer)) is not None:
                self._refusals.append(chat_refusal)
            elif kind == "refused" and answer.get("id") in self._undo_ids:
                self._refusals.append(undo_refused_words(answer, self._name))
            elif kind == "refused" and answer.get("id") is None:  # a hand-over's answer
                words = refusal_words(str(answer.get("reason"))[:40], 409)
                self._refusals.append(lambda: str(words))
            elif kind == "refused":
                self._refusals.append(move_refused_words(answer))
                self._sent_at = None
            elif kind == "handed_over":
                self._refusals.append(handed_over_words(self._name(int(answer.get("seat", -1)))))
            elif kind == "undo_question":
                self._asked(UndoQuestion.model_validate(answer))
            elif kind == "undo_waiting":
                self._refusals.append(undo_waiting_words(self._name(UndoWaiting.model_validate(answer).seat)))
            elif kind == "undo_outcome":
                self._undo_outcome(UndoOutcome.model_validate(answer))
            elif kind == "moves_so_far":
                self._moves_came(answer)
        except ValidationError as error:  # a newer server's message: logged and left out, as an unreadable view
            LOG.error("an answer from the server could not be read: %s", error)

    def _name(self, seat: int | None) -> str:
        players = self.state.players
        return players[seat].name if seat is not None and 0 <= seat < len(players) else "?"

    def _asked(self, question: UndoQuestion) -> None:
        if question.seat not in self.people_here():
            return
        log = self.session.log if self.session is not None else []
        seen = log[-1] if len(log) > self._fresh_from else None
        if isinstance(seen, ServedEntry) and seen.version == question.move:
            entry: LogEntry = seen
        else:  # a move this computer did not see come: told from the state shown
            entry = LogEntry(command=question.command, events=tuple(question.events), state_before=self.state)
        self._questions.append(RemoteConsentRequest(seat=question.seat, entry=entry, request=question.request,
                                                    asked_by=question.asked_by, seconds=question.seconds))

    def _undo_outcome(self, outcome: UndoOutcome) -> None:
        self._withdrawn.append(outcome.request)  # a question still open on this screen (answered on another) goes
        if outcome.id is None:  # else the answer to a request or an answer from here: the views say the rest
            self._refusals.append(undo_outcome_words(outcome, self._name(outcome.seat)))
