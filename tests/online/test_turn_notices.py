"""An OS notification when it becomes one of this computer's seats' turn (against a real server), none for a turn
already waiting at start or still the same; and where the system has no notification service (as here, without a
D-Bus session), the log says so once and everything carries on."""
from __future__ import annotations

import logging
import time

from colosseum_desktop.online import keyring, lobby_calls
from colosseum_desktop.online.turn_notices import DesktopNotices, TurnWatch

from .harness import SeatClient, play


class RecordingNotifier:
    """Stands in for desktop-notifier's where a notification service exists: what it was asked to show."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str]] = []

    def get_capabilities(self):
        return frozenset({"title", "message"})

    def send(self, title: str, message: str) -> str:
        self.shown.append((title, message))
        return "id"


def test_a_turn_that_becomes_ours_is_notified_once(server, tmp_path):
    path = tmp_path / keyring.KEYRING_FILE
    hosted, held = lobby_calls.host(server.base_url, [("Aurelia", "person"), ("Brutus", "person"),
                                                      ("Cassia", "person")], [0, 1, 2], "standard", None)
    keyring.keep(path, held, hosted)
    notifier = RecordingNotifier()
    watch = TurnWatch(path, DesktopNotices(lambda: notifier))
    assert watch.look() == [] and notifier.shown == []  # Aurelia's turn was waiting at start: the list shows it
    assert watch.look() == []  # still hers: nothing new
    secret = {seat.seat: seat.secret for seat in held}
    play(SeatClient(server.base_url, hosted.game_id, 0, secret[0], time.monotonic() + 30),
         until=lambda view: view["to_play"] != 0)
    (turn,) = watch.look()
    name = turn[0].name
    assert name in ("Brutus", "Cassia") and turn[1].to_play_here.name == name
    (title, message), = notifier.shown
    assert title == "Colosseum: your turn" and message.startswith(f"{name}, it is your turn in the game with ")
    assert watch.look() == [] and len(notifier.shown) == 1  # the same turn is not notified twice


def test_without_a_notification_service_the_log_says_so_once_and_all_goes_on(monkeypatch, caplog):
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", "/nonexistent")
    notices = DesktopNotices()  # the real library, which finds no service here
    with caplog.at_level(logging.WARNING, logger="colosseum_desktop.online.turn_notices"):
        assert notices.notify("Colosseum: your turn", "Aurelia") is False
        assert notices.notify("Colosseum: your turn", "Brutus") is False
    said = [r.getMessage() for r in caplog.records if "no notification service" in r.getMessage()]
    assert len(said) == 1 and "shown only in the window" in said[0] and notices.unavailable


def test_a_watch_thread_stops_when_asked_and_a_server_gone_is_no_crash(tmp_path):
    path = tmp_path / keyring.KEYRING_FILE
    keyring.keep(path, (keyring.HeldSeat(server="http://127.0.0.1:9", game_id="0123456789abcdef", seat=0,
                                         secret="s" * 40, name="Aurelia", kept_at=keyring.now()),))
    watch = TurnWatch(path, DesktopNotices(RecordingNotifier), poll_seconds=0.05).start()
    deadline = time.monotonic() + 10
    while watch.looks < 3 and time.monotonic() < deadline:
        time.sleep(0.02)
    watch.stop()
    assert watch.looks >= 3 and not watch._thread.is_alive()


def test_the_programs_window_starts_the_watch_after_the_titles_first_frame_and_tests_do_not(tmp_path, canvas):
    from colosseum_desktop.app import AppContext
    from colosseum_desktop.scenes.base import SceneManager
    from colosseum_desktop.scenes.title.scene import TitleScene
    from tests.scenes.ui_events import show

    quiet = AppContext(SceneManager(), tmp_path / "a")
    show(quiet, TitleScene(quiet)).check_autosave()
    assert quiet.turn_watch is None
    program = AppContext(SceneManager(), tmp_path / "b", watch_online_turns=True)
    title = show(program, TitleScene(program))
    title.check_autosave()
    title.check_autosave()  # the title shown again: still one watch
    watch = program.turn_watch
    assert isinstance(watch, TurnWatch) and watch._thread.is_alive()
    assert watch.keyring_path == keyring.keyring_path(program.saves_dir)
    watch.stop()
    assert not watch._thread.is_alive()
