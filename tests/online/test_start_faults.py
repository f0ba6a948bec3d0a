"""Every fault of the server's start ends in ONE line saying what is wrong and what to do, exit status 2, no
traceback: `colosseum serve` run as a person would, over each database fault, each bad address and each bad
setting, with a timeout. PostgreSQL's wrong password runs when COLOSSEUM_TEST_POSTGRESQL_URL names a server
(conftest.py); a PostgreSQL that is not there, or on a host that is not known, needs none. An address with a
password is given in $COLOSSEUM_DATABASE_URL, its place (on the command line it adds a warning line). Nothing here connects
anywhere but 127.0.0.1 (a name under .invalid is refused by any resolver)."""
from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from tests.online.conftest import POSTGRESQL_ENV

REPO = Path(__file__).resolve().parents[2]
START_SECONDS = 90  # a locked database is waited for 10 s; the rest end at once


def serve(folder: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    environment = {**os.environ, "PYTHONPATH": str(REPO), "XDG_DATA_HOME": str(folder / "data"),
                   "XDG_CONFIG_HOME": str(folder / "config"), **(env or {})}
    environment.pop("COLOSSEUM_DATABASE_URL", None) if "COLOSSEUM_DATABASE_URL" not in (env or {}) else None
    return subprocess.run([sys.executable, "-m", "colosseum_desktop", "--lang", "en", "serve", "--port", "0", *args],
                          capture_output=True, text=True, timeout=START_SECONDS, cwd=folder, env=environment,
                          stdin=subprocess.DEVNULL)


def assert_one_line(done: subprocess.CompletedProcess, *words: str) -> str:
    assert "Traceback" not in done.stderr, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert done.returncode == 2 and done.stdout == "", (done.returncode, done.stdout)
    assert lines[0].startswith("colosseum serve: ")
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@contextmanager
def read_only(folder: Path):
    """`folder` read-only, for root too (a read-only bind mount, where chmod would not stop root)."""
    if os.geteuid() != 0:
        folder.chmod(0o555)
        try:
            yield
        finally:
            folder.chmod(0o755)
        return
    mounted = subprocess.run(["mount", "--bind", str(folder), str(folder)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("root, and no bind mount to make a folder read-only")
    try:
        if subprocess.run(["mount", "-o", "remount,bind,ro", str(folder)], capture_output=True).returncode != 0:
            pytest.skip("root, and no read-only remount")
        yield
    finally:
        subprocess.run(["umount", str(folder)], capture_output=True)


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def a_database(path: Path, revision: str | None = None) -> Path:
    """An SQLite database with a table and some pages (and, if given, the schema revision Alembic would read)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE filler (text TEXT)")
        connection.executemany("INSERT INTO filler VALUES (?)", [("x" * 900,)] * 40)
        if revision is not None:
            connection.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL PRIMARY KEY)")
            connection.execute("INSERT INTO alembic_version VALUES (?)", (revision,))
    connection.close()
    return path


def a_free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# --- SQLite ----------------------------------------------------------------------------------------------------
def test_a_damaged_sqlite_file_is_said_and_left_alone(tmp_path):
    damaged = tmp_path / "online.sqlite3"
    damaged.write_bytes(b"not a database, just some bytes\n" * 200)
    before = damaged.read_bytes()
    assert_one_line(serve(tmp_path, "--database", sqlite_url(damaged)), "damaged or not an SQLite database")
    assert damaged.read_bytes() == before


def test_a_truncated_sqlite_file_is_said_and_left_alone(tmp_path):
    database = a_database(tmp_path / "online.sqlite3")
    cut = database.read_bytes()[:100]  # the header only: its page count says more pages than there are
    database.write_bytes(cut)
    line = assert_one_line(serve(tmp_path, "--database", sqlite_url(database)))
    assert "damaged" in line or "cannot be used" in line
    assert database.read_bytes() == cut


def test_a_folder_in_the_database_s_place_is_said(tmp_path):
    (tmp_path / "online.sqlite3").mkdir()
    assert_one_line(serve(tmp_path, "--database", sqlite_url(tmp_path / "online.sqlite3")), "is a folder")


def test_a_database_in_a_read_only_folder_is_said(tmp_path):
    folder = tmp_path / "kept"
    database = a_database(folder / "online.sqlite3")
    before = database.read_bytes()
    with read_only(folder):
        line = assert_one_line(serve(tmp_path, "--database", sqlite_url(database)))
    assert "cannot be" in line and "--database" in line
    assert database.read_bytes() == before


def test_a_new_database_in_a_read_only_folder_is_said(tmp_path):
    folder = tmp_path / "kept"
    folder.mkdir()
    with read_only(folder):
        assert_one_line(serve(tmp_path, "--database", sqlite_url(folder / "online.sqlite3")), "cannot be")
    assert list(folder.iterdir()) == []


def test_a_read_only_data_folder_is_said(tmp_path):
    """No --database: the default file in the user data folder, which cannot be written."""
    data = tmp_path / "data"
    data.mkdir()
    with read_only(data):
        assert_one_line(serve(tmp_path), "cannot be")


def test_a_database_locked_by_another_program_is_said(tmp_path):
    database = a_database(tmp_path / "online.sqlite3")
    holder = sqlite3.connect(database, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert_one_line(serve(tmp_path, "--database", sqlite_url(database)), "locked by another program")
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_schema_of_a_newer_version_is_said_and_left_alone(tmp_path):
    database = a_database(tmp_path / "online.sqlite3", revision="9999_from_the_future")
    before = database.read_bytes()
    assert_one_line(serve(tmp_path, "--database", sqlite_url(database)), "newer version of Colosseum")
    assert database.read_bytes() == before


# --- the database's address --------------------------------------------------------------------------------------
@pytest.mark.parametrize("garbage", ["notaurl", "mysql://user@127.0.0.1/colosseum", "sqlite:/x",
                                     "postgresql://u@127.0.0.1:notaport/x", "://", "\x1b[31m", "oracle+cx://x/y"])
def test_garbage_in_the_database_variable_is_said(garbage, tmp_path):
    line = assert_one_line(serve(tmp_path, env={"COLOSSEUM_DATABASE_URL": garbage}))
    assert "database" in line and "\x1b" not in line


def test_no_postgresql_server_on_a_closed_port_is_said(tmp_path):
    url = f"postgresql://colosseum:secret@127.0.0.1:{a_free_port()}/colosseum"
    line = assert_one_line(serve(tmp_path, env={"COLOSSEUM_DATABASE_URL": url}),
                           "No PostgreSQL server answers at 127.0.0.1:")
    assert "secret" not in line


def test_a_postgresql_host_that_is_not_known_is_said(tmp_path):
    unknown = "postgresql://colosseum:secret@nosuchhost.invalid/c"
    line = assert_one_line(serve(tmp_path, env={"COLOSSEUM_DATABASE_URL": unknown}), "nosuchhost.invalid is not known")
    assert "secret" not in line


def test_a_wrong_postgresql_password_is_said():
    url = os.environ.get(POSTGRESQL_ENV)
    if not url:
        pytest.skip(f"no PostgreSQL to test against: set {POSTGRESQL_ENV}")
    wrong = make_url(url).set(password="certainly-not-the-password").render_as_string(hide_password=False)
    folder = Path(os.environ.get("TMPDIR", "/tmp"))
    line = assert_one_line(serve(folder, env={"COLOSSEUM_DATABASE_URL": wrong}), "refused the user name or password")
    assert "certainly-not-the-password" not in line


# --- the address to listen on ------------------------------------------------------------------------------------
def test_a_port_already_taken_is_said(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = serve(tmp_path, "--database", sqlite_url(tmp_path / "db.sqlite3"), "--port", str(port))
    assert_one_line(done, f"Port {port} is already in use")


def test_a_host_name_that_is_not_known_is_said(tmp_path):
    assert_one_line(serve(tmp_path, "--database", sqlite_url(tmp_path / "db.sqlite3"), "--host", "nosuch.invalid"),
                    "nosuch.invalid is not a known name of this computer")
