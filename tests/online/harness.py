"""Bounded clients for the online tests: every wait has a deadline, every loop ends by itself.

A `SeatClient` speaks for one seat over a real WebSocket, keeps every message it was sent (to check what may
leave the server), reconnects with backoff when the connection drops, and resends an unanswered command with
its same id after reconnecting.
"""
from __future__ import annotations

import contextlib
import itertools
import json
import threading
import time
import uuid

from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import connect

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.online.api import websocket_url
from colosseum_desktop.table import SeatView


class Deadline(Exception):
    pass


class SeatClient:
    def __init__(self, base_url: str, game_id: str, seat: int, secret: str, deadline: float) -> None:
        self.url = websocket_url(base_url)
        self.game_id, self.seat, self.secret = game_id, seat, secret
        self.deadline = deadline
        self.socket = None
        self._connection = contextlib.ExitStack()
        self.received: list[str] = []  # every message's text, as it came
        self.view: dict | None = None
        self.answers: dict[str, dict] = {}  # command id -> applied / refused
        self.reconnections = 0
        self.rate_limited = 0  # commands the server asked to send again later
        self.applied_ids: list[str] = []
        self._ids = itertools.count()

    def remaining(self) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise Deadline(f"seat {self.seat}: out of time")
        return left

    # --- the connection ----------------------------------------------------------------------------------------
    def connect(self) -> None:
        """Connect and say hello, retrying with backoff until it works or the deadline passes."""
        pause = 0.05
        while True:
            self.remaining()
            try:
                self.socket = self._connection.enter_context(
                    connect(self.url, open_timeout=min(5, self.remaining()), close_timeout=1, max_size=2 ** 20))
                self.socket.send(json.dumps({"type": "hello", "game_id": self.game_id, "seat": self.seat,
                                             "secret": self.secret}))
                first = self.receive(timeout=min(5, self.remaining()))
                if first is None or first["type"] != "view":
                    raise AssertionError(f"hello answered with {first}")
                return
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError):
                self.close()
                time.sleep(min(pause, self.remaining()))
                pause = min(pause * 2, 0.5)

    def reconnect(self) -> None:
        self.close()
        self.reconnections += 1
        self.connect()

    def close(self) -> None:
        if self.socket is not None:
            self.socket = None
            try:
                self._connection.close()
            except Exception:  # noqa: BLE001 - closing a socket already gone
                pass

    def receive(self, timeout: float) -> dict | None:
        """The next message (None after `timeout`), noted; a view newer than the one held replaces it."""
        try:
            text = self.socket.recv(timeout=timeout)
        except TimeoutError:
            return None
        self.received.append(text)
        message = json.loads(text)
        if message["type"] == "view" and (self.view is None or message["version"] >= self.view["version"]):
            self.view = message
        elif message["type"] in ("applied", "refused") and message.get("id"):
            self.answers[message["id"]] = message
        return message

    # --- playing -----------------------------------------------------------------------------------------------
    def new_id(self) -> str:
        return f"s{self.seat}-{next(self._ids)}-{uuid.uuid4().hex[:8]}"

    def send_raw(self, text: str | bytes) -> None:
        self.socket.send(text)

    def send_command(self, command: rules.Command, version: int, command_id: str | None = None) -> dict:
        """Send one command and wait for its answer, reconnecting (and resending the same id) if need be."""
        command_id = command_id or self.new_id()
        text = json.dumps({"type": "command", "id": command_id, "version": version,
                           "command": command.model_dump(mode="json")})
        while True:
            try:
                self.socket.send(text)
                while command_id not in self.answers:
                    self.receive(timeout=min(1.0, self.remaining()))
                answer = self.answers[command_id]
                if answer["type"] == "refused" and answer["reason"] == "rate_limited":
                    del self.answers[command_id]  # nothing was applied: the same command, a little later
                    self.rate_limited += 1
                    time.sleep(min(0.25, self.remaining()))
                    continue
                if answer["type"] == "applied":
                    self.applied_ids.append(command_id)
                return answer
            except (ConnectionClosed, OSError):
                self.reconnect()

    def wait_for(self, predicate, timeout: float = 10.0) -> dict:
        """Receive until the view held satisfies `predicate`; the view."""
        until = min(self.deadline, time.monotonic() + timeout)
        while self.view is None or not predicate(self.view):
            if time.monotonic() >= until:
                raise Deadline(f"seat {self.seat}: waited {timeout} s for a view")
            try:
                self.receive(timeout=min(0.5, until - time.monotonic()))
            except (ConnectionClosed, OSError):
                self.reconnect()
        return self.view


def state_of(view_message: dict) -> rules.GameState:
    return SeatView.model_validate(view_message["view"]).state


def is_over(view_message: dict) -> bool:
    return view_message["view"]["state"]["step"]["phase"] == "over"


def play(client: SeatClient, until, level: str = "easy") -> None:
    """Play the client's seat with a computer player reading only the views, until `until(view)` holds or the
    game is over. Raises on any refusal but a stale version (another seat moved first: the next view comes)."""
    player = make_bot(level, client.seat)
    tried = -1
    try:
        if client.socket is None:
            client.connect()
        while True:
            view = client.view
            if view is not None and (is_over(view) or until(view)):
                return
            if view is not None and view["to_play"] == client.seat and view["version"] != tried:
                tried = view["version"]
                answer = client.send_command(player.choose(state_of(view)), version=view["version"])
                if answer["type"] == "refused" and answer["reason"] != "stale_version":
                    raise AssertionError(f"seat {client.seat} refused: {answer}")
            else:
                try:
                    client.receive(timeout=min(0.5, client.remaining()))
                except (ConnectionClosed, OSError):
                    client.reconnect()
    finally:
        client.close()


def play_in_threads(clients: list[SeatClient], until=lambda view: False, level: str = "easy") -> None:
    """Every client plays in its own thread; the first error of any is raised here."""
    errors: list[BaseException] = []

    def run(client: SeatClient) -> None:
        try:
            play(client, until, level)
        except BaseException as error:  # noqa: BLE001 - handed to the test
            errors.append(error)

    threads = [threading.Thread(target=run, args=(client,), daemon=True) for client in clients]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=max(0.0, clients[0].deadline - time.monotonic()) + 5)
    if errors:
        where = [(c.seat, c.view and c.view["version"], c.view and c.view["to_play"], c.reconnections,
                  [text[:160] for text in c.received[-3:] if '"view"' not in text[:20]]) for c in clients]
        raise AssertionError(f"{errors!r}; (seat, version, to play, reconnections, last answers): {where}") \
            from errors[0]
    assert not any(thread.is_alive() for thread in threads), "a client did not stop by its deadline"
