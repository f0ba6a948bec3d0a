"""One seat's link to the server, on a thread of its own: the window's loop never waits on the network.

The loop hands commands to `send` (and requests to take back and answers to them to `send_undo` and
`send_undo_answer`) and reads `view` (the seat's newest view), `state` (connected, reconnecting, offline) and
`take_answers()` between frames; the thread connects, says hello, sends one message at a time (a command with the
version it was decided on, each with an id of its own), and, when the connection drops, reconnects by itself with
growing pauses (`reconnect_pause`; `retry_now` cuts the pause short) and sends an unanswered message again under its
same id, so the server applies it at most once. `wake` (if given) is called from the thread whenever something
arrived, so a waiting window can be woken at once.
"""
from __future__ import annotations

import contextlib
import json
import random
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from .. import rules
from ..protocol.addresses import NotAnAddress
from .api import websocket_url
from ..protocol.messages import MAX_FRAME_BYTES
from .tls import websocket_options


class LinkState(StrEnum):
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"  # the connection dropped; trying again, commands kept to send
    REFUSED = "refused"  # the server refused this seat's credentials: trying again would not help
    CLOSED = "closed"


# The messages answered by the id of the one sent (the server's answers), and those it sends unasked.
ANSWERS = ("applied", "refused", "undo_waiting", "undo_outcome")
UNASKED = ("undo_question", "undo_outcome", "chat_lines")  # a question put to this seat; what became of a request;
# what was said at the table (who resigned, the views say: online/client_views.py)


@dataclass(frozen=True)
class Outgoing:
    """A message to send (`fields`, the protocol's, but its id), sent again under the same id until answered."""
    command_id: str
    fields: dict

    def text(self) -> str:
        return json.dumps({**self.fields, "id": self.command_id})


FIRST_PAUSE = 0.25
QUICK_PAUSE, QUICK_ATTEMPTS = 2.0, 12  # about 20 s of trying at most 2 s apart: a server restarting is back by then
LONGEST_PAUSE = 30.0


def reconnect_pause(failures: int) -> float:
    """Seconds to wait before the next attempt to connect after `failures` failed ones in a row (1: the connection
    just dropped), before jitter: doubling from FIRST_PAUSE but at most QUICK_PAUSE for the first QUICK_ATTEMPTS (a
    restarted server had its players back 10-20 s late when the pauses doubled to 30 s), then doubling on from there
    up to LONGEST_PAUSE, for a server that is down for long."""
    if failures <= QUICK_ATTEMPTS:
        return min(FIRST_PAUSE * 2 ** max(failures - 1, 0), QUICK_PAUSE)
    return min(QUICK_PAUSE * 2 ** min(failures - QUICK_ATTEMPTS, 8), LONGEST_PAUSE)


class SeatLink:
    FIRST_PAUSE = FIRST_PAUSE  # (also the pause before a command the server said to send later is sent again)
    OPEN_TIMEOUT = 10.0
    VIEWS_KEPT = 1000
    MAX_READ_BYTES = 16 * MAX_FRAME_BYTES  # the largest message read (the moves so far of a whole game fit)
    REFUSED_FOR_GOOD = ("bad_credentials", "unknown_game", "withdrawn")  # refusals of the hello that trying again would not mend

    def __init__(self, base_url: str, game_id: str, seat: int, secret: str,
                 wake: Callable[[], None] | None = None) -> None:
        try:
            self.url: str | None = websocket_url(base_url)
        except NotAnAddress:  # no server's address (a seats file written by hand): refused without a connection
            self.url = None
        self.game_id, self.seat, self.secret = game_id, seat, secret
        self._wake = wake or (lambda: None)
        self._lock = threading.Lock()
        self._outbox: deque[Outgoing] = deque()
        self._requests: deque[str] = deque()  # messages that change nothing (asking for the moves so far), sent once
        self._answers: list[dict] = []
        self._view: dict | None = None
        # Every view since the last take_views, in the order they came (a reader that never takes them keeps the
        # newest VIEWS_KEPT; one that falls that far behind sees a gap, as after a reconnection).
        self._views: deque[dict] = deque(maxlen=self.VIEWS_KEPT)
        self._state = LinkState.CONNECTING
        self._refusal: dict | None = None
        self._stopping = threading.Event()
        self._nudged = threading.Event()  # stop or retry_now: the pause between attempts ends
        self._thread = threading.Thread(target=self._run, name=f"seat-link-{game_id}-{seat}", daemon=True)
        self.attempts = 0  # connections tried (a test reads it)
        # Why the last attempt failed: "unreachable" (nothing answers) or "not_a_server" (something answers, but
        # not a Colosseum server's WebSocket: another program on that port, a web page); None once connected.
        self.last_failure: str | None = None

    # --- the window's side -------------------------------------------------------------------------------------
    def start(self) -> "SeatLink":
        self._thread.start()
        return self

    def stop(self, timeout: float = 2.0) -> None:
        self._stopping.set()
        self._nudged.set()
        self._thread.join(timeout)

    def retry_now(self) -> None:
        """Try to connect again at once, and then as soon as after a first drop (the person asked: "Retry now")."""
        self._nudged.set()

    @property
    def state(self) -> LinkState:
        return self._state

    @property
    def view(self) -> dict | None:
        """The newest view of the table the server sent this seat (a `SeatViewMessage` as JSON)."""
        return self._view

    @property
    def refusal(self) -> dict | None:
        """Why the server refused the seat's credentials (state REFUSED)."""
        return self._refusal

    def waiting(self) -> int:
        """Commands handed over and not yet answered (shown as "moves still to send" while offline)."""
        with self._lock:
            return len(self._outbox)

    def send(self, command: rules.Command, version: int) -> str:
        """Queue `command`, decided on the view of `version`; its id (its answer comes through take_answers)."""
        return self._queue({"type": "command", "version": version, "command": command.model_dump(mode="json")})

    def send_undo(self, version: int) -> str:
        """Queue a request to take back the last move of the view of `version`; its id."""
        return self._queue({"type": "undo", "version": version})

    def send_undo_answer(self, request: str, agreed: bool) -> str:
        """Queue this seat's answer to the request to take back `request`; its id."""
        return self._queue({"type": "undo_answer", "request": request, "agreed": agreed})

    def _queue(self, fields: dict) -> str:
        outgoing = Outgoing(command_id=uuid.uuid4().hex, fields=fields)
        with self._lock:
            self._outbox.append(outgoing)
        return outgoing.command_id

    def ask(self, request: dict) -> None:
        """Send `request` (a message that changes nothing) once connected, before the next command; its answer comes
        through take_answers. Not sent again if the connection drops before it is answered."""
        with self._lock:
            self._requests.append(json.dumps(request))

    def take_views(self) -> list[dict]:
        """Every view that came since the last call, oldest first (a board shows each move, not only the newest)."""
        with self._lock:
            views = list(self._views)
            self._views.clear()
        return views

    def take_answers(self) -> list[dict]:
        """The answers (ANSWERS), the messages sent unasked (UNASKED), the moves so far ("moves_so_far") and the
        answers to the other requests sent with `ask` ("handed_over", a refusal without an id) that came since the
        last call."""
        with self._lock:
            answers, self._answers = self._answers, []
        return answers

    # --- the thread --------------------------------------------------------------------------------------------
    def hello(self) -> dict:
        """What the link says first on every connection: the seat and its secret (a spectator's says watch)."""
        return {"type": "hello", "game_id": self.game_id, "seat": self.seat, "secret": self.secret}

    def _set_state(self, state: LinkState) -> None:
        if self._state != state:
            self._state = state
            self._wake()

    def _run(self) -> None:
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
        from websockets.sync.client import connect

        failures = 0
        if self.url is None:
            self._set_state(LinkState.REFUSED)
            return
        while not self._stopping.is_set():
            self.attempts += 1
            try:
                with connect(self.url, open_timeout=self.OPEN_TIMEOUT, close_timeout=1,
                             max_size=self.MAX_READ_BYTES, **websocket_options(self.url)) as socket:
                    socket.send(json.dumps(self.hello()))
                    failures = 0
                    self.last_failure = None
                    self._converse(socket)
            except InvalidHandshake:
                self.last_failure = "not_a_server"
            except (OSError, ConnectionClosed, TimeoutError):
                self.last_failure = "unreachable"
            except InvalidURI:
                self._set_state(LinkState.REFUSED)
                return
            if self._state is LinkState.REFUSED:
                return
            if self._stopping.is_set():
                break
            self._set_state(LinkState.RECONNECTING)
            failures += 1
            if self._nudged.wait(reconnect_pause(failures) * random.uniform(0.75, 1.25)):
                self._nudged.clear()
                failures = 0  # asked to retry: short pauses again
        self._set_state(LinkState.CLOSED)

    def _converse(self, socket) -> None:
        """Until the connection drops or the link stops: receive, and send the next command once the one before
        is answered (an unanswered one is sent again, under its id, on a new connection)."""
        in_flight: str | None = None
        while not self._stopping.is_set():
            with self._lock:
                following = self._outbox[0] if self._outbox else None
                requests: list[str] = []
                if self._state is LinkState.CONNECTED:
                    requests, self._requests = list(self._requests), deque()
            for request in requests:
                socket.send(request)
            if following is not None and in_flight != following.command_id and self._state is LinkState.CONNECTED:
                socket.send(following.text())
                in_flight = following.command_id
            try:
                text = socket.recv(timeout=0.05)
            except TimeoutError:
                continue
            if self._received(json.loads(text)) == "again":
                in_flight = None
                self._stopping.wait(self.FIRST_PAUSE)

    def _received(self, message: dict) -> str | None:
        """Take in one message; "again" when the command in flight must be sent again (the server said: later)."""
        kind = message.get("type")
        if kind == "view":
            if self._view is None or message["version"] >= self._view["version"]:
                self._view = message
            with self._lock:
                self._views.append(message)
            self._set_state(LinkState.CONNECTED)
        elif kind == "moves_so_far":
            with self._lock:
                self._answers.append(message)
        elif kind in ANSWERS and message.get("id"):
            with self._lock:
                if self._outbox and self._outbox[0].command_id == message["id"]:
                    if message.get("reason") == "rate_limited":
                        return "again"  # nothing was applied: the same command, under its id, a moment later
                    self._outbox.popleft()
                self._answers.append(message)
        elif kind in UNASKED:
            with self._lock:
                self._answers.append(message)
        elif kind == "refused" and message.get("reason") in self.REFUSED_FOR_GOOD:
            self._refusal = message
            self._set_state(LinkState.REFUSED)
            raise ConnectionAbortedError(message.get("message"))
        elif kind in ("handed_over", "refused"):  # the answer to a request sent without an id (`ask`)
            with self._lock:
                self._answers.append(message)
        self._wake()
        return None
