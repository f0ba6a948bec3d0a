"""No secret on the command line, where every user of the computer reads it (`ps`, /proc/PID/cmdline).

`play-online` takes each seat's secret from the online seats file (where joining in the window kept it) or from
standard input; `serve` takes the database's address from $COLOSSEUM_DATABASE_URL or a file (--database-file) and
shows it with the password hidden. The old ways (--secret, --database with a password) still work, with a warning.
"""
from __future__ import annotations

import io
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from colosseum_desktop import cli
from colosseum_desktop.online import keyring
from colosseum_desktop.online.keyring import HeldSeat
from colosseum_desktop.server.process import ServerProcess

SERVER = "http://127.0.0.1:8765"
GAME = "0123456789abcdef"


def secret(seat: int) -> str:
    return f"kept-secret-of-seat-{seat}-abcdefghij"


@pytest.fixture
def saves_dir(tmp_path) -> Path:
    """A saves folder whose online seats file keeps seats 2 and 4 of GAME on SERVER, as joining in the window does."""
    folder = tmp_path / "saves"
    folder.mkdir()
    keyring.keep(keyring.keyring_path(folder), seats=tuple(
        HeldSeat(server=SERVER, game_id=GAME, seat=seat - 1, secret=secret(seat), name=name, kept_at=keyring.now())
        for seat, name in ((2, "Brutus"), (4, "Decimus"))))
    return folder


@pytest.fixture
def opened(monkeypatch):
    """What the window would be opened on (the app's launch replaced: no window in these tests)."""
    calls = []
    monkeypatch.setattr("colosseum_desktop.app.launch", lambda **kwargs: calls.append(kwargs) or 0)
    return calls


def seats_opened(calls) -> list[tuple[int, str]]:
    (call,) = calls
    server, seats = call["online"]
    assert server == SERVER
    return [(held.seat + 1, held.secret) for held in seats]


def play_online(saves_dir, *argv: str, server: str = SERVER) -> int:
    return cli.main(["--lang", "en", "--saves-dir", str(saves_dir), "play-online", "--server", server, "--game", GAME,
                     *argv])


def test_play_online_takes_the_seats_secrets_from_the_online_seats_file(saves_dir, opened, capsys):
    assert play_online(saves_dir, "--seat", "4") == 0
    assert seats_opened(opened) == [(4, secret(4))]
    opened.clear()
    assert play_online(saves_dir) == 0  # no --seat: every seat of the game kept here
    assert seats_opened(opened) == [(2, secret(2)), (4, secret(4))]
    opened.clear()
    assert play_online(saves_dir, server="127.0.0.1:8765") == 0  # typed as in the lobby: the same server
    assert seats_opened(opened) == [(2, secret(2)), (4, secret(4))]
    assert capsys.readouterr().err == ""


def test_an_address_that_is_not_a_servers_is_refused_and_nothing_opens(saves_dir, opened, capsys):
    assert play_online(saves_dir, "--seat", "1", "--secrets-stdin", server="ftp://127.0.0.1/games") == 2
    assert capsys.readouterr().err == ("colosseum play-online: ftp://127.0.0.1/games is not a server's address: it "
                                       "must begin with http:// or https://.\n")
    assert not opened


def test_a_seat_the_file_does_not_keep_is_refused_naming_the_file_and_nothing_opens(saves_dir, opened, capsys):
    assert play_online(saves_dir, "--seat", "3") == 2
    said = capsys.readouterr().err
    assert said.startswith("colosseum play-online: ") and "does not keep seat 3" in said
    assert str(keyring.keyring_path(saves_dir)) in said and "--secrets-stdin" in said
    assert not opened


def test_play_online_takes_the_secrets_from_standard_input_one_a_line(saves_dir, opened, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{secret(1)}\n\n{secret(3)}\n"))
    assert play_online(saves_dir, "--seat", "1", "--seat", "3", "--secrets-stdin") == 0
    assert seats_opened(opened) == [(1, secret(1)), (3, secret(3))]
    opened.clear()
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{secret(1)}\n"))
    assert play_online(saves_dir, "--seat", "1", "--seat", "3", "--secrets-stdin") == 2
    assert "(--seat: 2, secrets: 1)" in capsys.readouterr().err and not opened


def test_the_old_secret_option_still_opens_the_seat_and_warns_where_to_put_the_secret(saves_dir, opened, capsys):
    assert play_online(saves_dir, "--seat", "5", "--secret", secret(5)) == 0
    assert seats_opened(opened) == [(5, secret(5))]
    warning = capsys.readouterr().err
    assert warning.startswith("colosseum play-online: warning: --secret shows the secret to every user")
    assert "--secrets-stdin" in warning and secret(5) not in warning


def command_line(pid: int) -> str:
    """What every user of the computer reads: /proc/PID/cmdline, and ps's own listing of the arguments."""
    with open(f"/proc/{pid}/cmdline", "rb") as read:
        arguments = read.read().replace(b"\0", b" ").decode()
    listed = subprocess.run(["ps", "-ww", "-o", "args=", "-p", str(pid)], capture_output=True, text=True).stdout
    assert "play-online" in arguments + listed or "serve" in arguments + listed  # it is the process asked about
    return arguments + "\n" + listed


def test_a_window_opened_the_new_way_has_no_secret_on_its_command_line(tmp_path):
    """A real `colosseum play-online` (SDL's dummy driver), its seat from the file: once it is connecting to the
    server (a listener here takes the connection), its command line is read as `ps` would."""
    folder = tmp_path / "saves"
    folder.mkdir()
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(60)
    server = f"http://127.0.0.1:{listener.getsockname()[1]}"
    keyring.keep(keyring.keyring_path(folder), seats=(
        HeldSeat(server=server, game_id=GAME, seat=1, secret=secret(2), name="Brutus", kept_at=keyring.now()),))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    window = subprocess.Popen([sys.executable, "-m", "colosseum_desktop", "--lang", "en", "--saves-dir", str(folder),
                               "play-online", "--server", server, "--game", GAME, "--seat", "2"],
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    try:
        try:
            connection, _ = listener.accept()
        except TimeoutError:
            window.kill()
            pytest.fail(f"the window never reached the server: {window.communicate(timeout=10)[1][-2000:]!r}")
        connection.close()
        assert window.poll() is None
        shown = command_line(window.pid)
        assert "--seat 2" in shown and secret(2) not in shown
    finally:
        window.kill()
        window.wait(timeout=10)
        listener.close()


def own_folders(tmp_path: Path, **more: str) -> dict[str, str]:
    return {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"), **more}


def password_of(url: str) -> str | None:
    return make_url(url).password


def test_serve_takes_the_database_from_a_file_and_shows_it_without_the_password(database_url, tmp_path):
    """SQLite, and PostgreSQL with its password where the tests have one (.ci/run's)."""
    address_file = tmp_path / "database-url"
    address_file.write_text(database_url + "\n")
    address_file.chmod(0o600)
    server = ServerProcess("", env=own_folders(tmp_path, COLOSSEUM_DATABASE_URL=""),
                           options=("--database-file", str(address_file)))
    try:
        server.start()
        shown = command_line(server.pid())
        assert str(address_file) in shown and database_url not in shown
        announced = server.announced
        assert f"(database: {make_url(database_url).render_as_string(hide_password=True)})" in announced
        password = password_of(database_url)
        if password:
            assert ":***@" in announced
            assert password not in shown + announced + server.error_output()
    finally:
        server.stop()


def test_the_old_database_option_still_serves_and_warns_only_for_a_password(database_url, tmp_path):
    server = ServerProcess("", env=own_folders(tmp_path, COLOSSEUM_DATABASE_URL=""), options=("--database",
                                                                                              database_url))
    try:
        server.start()
        warned = "warning: the password in --database can be read by every user" in server.error_output()
        assert warned == bool(password_of(database_url))
        if password_of(database_url):
            assert password_of(database_url) not in server.announced + server.error_output()
    finally:
        server.stop()


def test_the_environment_gives_the_address_and_nothing_of_it_is_on_the_command_line(database_url, tmp_path):
    server = ServerProcess(database_url, env=own_folders(tmp_path))
    try:
        server.start()
        assert database_url not in command_line(server.pid())
        assert make_url(database_url).render_as_string(hide_password=True) in server.announced
    finally:
        server.stop()


def test_a_malformed_address_is_refused_without_repeating_its_password(tmp_path, capsys):
    address_file = tmp_path / "database-url"
    address_file.write_text("postgres ql://colosseum:hunter2hunter2@db.example/colosseum\n")
    assert cli.main(["--lang", "en", "serve", "--database-file", str(address_file)]) == 2
    said = capsys.readouterr().err
    assert said == ("colosseum serve: postgres ql://colosseum:***@db.example/colosseum is not a database's address "
                    "(sqlite:///FILE or postgresql://USER@HOST/NAME).\n")
    assert cli.main(["--lang", "en", "serve", "--database-file", str(tmp_path / "none")]) == 2
    assert capsys.readouterr().err == f"colosseum serve: There is no file {tmp_path / 'none'}.\n"
    address_file.write_text("\n")
    assert cli.main(["--lang", "en", "serve", "--database-file", str(address_file)]) == 2
    assert "is empty: its first line should be the database's address" in capsys.readouterr().err
