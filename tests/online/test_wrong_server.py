"""`play-online` (the online board's connecting screen) to an address where no Colosseum server is says what is
there: nothing answering, or a program that answers but not as a Colosseum server (another protocol, a web
server's 404, garbage), instead of waiting without a word. Everything on 127.0.0.1."""
from __future__ import annotations

import socket
import threading
from contextlib import contextmanager

import pytest

from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.online.board import UNREACHABLE_AFTER_MS, Connecting, OnlineProblem

from .test_online_board import frames, window_context

SEAT = SeatCredentials(game_id="a" * 16, seat=0, secret="s" * 43)
ANSWERS = {
    "another protocol": b"SSH-2.0-OpenSSH_9.0\r\n",
    "a web server's 404": b"HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\nConnection: close\r\n\r\nNot found",
    "garbage": bytes(range(256)) * 4,
    "a web page": b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 13\r\n\r\n<html></html>",
}


@contextmanager
def answering(answer: bytes):
    """A program on 127.0.0.1 that answers every connection with `answer` and closes it."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.1)  # closing the listener does not end a waiting accept(): it looks at `stopping` this often
    stopping = threading.Event()

    def serve() -> None:
        while not stopping.is_set():
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with connection:
                try:
                    connection.settimeout(2)
                    connection.recv(4096)
                    connection.sendall(answer)
                except OSError:
                    pass

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stopping.set()
        listener.close()
        thread.join(5)


def connecting_note(address: str, canvas) -> str:
    """The connecting screen's words once its link has tried at least twice and the screen waited long enough."""
    ctx = window_context()
    ctx.routes.online_game(ctx, address, [SEAT])
    ctx.manager.apply_pending()
    screen = ctx.manager.top
    assert isinstance(screen, Connecting)
    try:
        links = list(screen.table.links.values())
        frames(ctx, canvas, lambda: all(link.attempts >= 2 for link in links), what="two attempts")  # the first has ended
        screen.waited_ms = UNREACHABLE_AFTER_MS  # as if the window had waited that long (no wall clock here)
        return screen.note()
    finally:
        screen.give_up()
        ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
        ctx.manager.apply_pending()


@pytest.mark.parametrize("what", ANSWERS)
def test_a_program_that_is_not_a_colosseum_server_is_said(what, canvas):
    with answering(ANSWERS[what]) as address:
        note = connecting_note(address, canvas)
    assert "answers, but not as a Colosseum server" in note and address in note


def test_nothing_answering_is_said_as_unreachable(canvas):
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        address = f"http://127.0.0.1:{probe.getsockname()[1]}"
    note = connecting_note(address, canvas)
    assert "cannot be reached yet" in note
