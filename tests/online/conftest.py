"""Fixtures for the online tests: a server process on 127.0.0.1 over a fresh database, SQLite and PostgreSQL.

PostgreSQL runs when COLOSSEUM_TEST_POSTGRESQL_URL names a database the tests may empty (.ci/run installs and
starts one and sets it); elsewhere those tests are skipped, saying so.
"""
from __future__ import annotations

import os
import threading
import time

import pytest
from sqlalchemy import make_url, text

from colosseum_desktop.online import api
from colosseum_desktop.server.process import ServerProcess
from colosseum_desktop.server.storage import metadata, open_database

POSTGRESQL_ENV = "COLOSSEUM_TEST_POSTGRESQL_URL"
REQUIRED_ENV = "COLOSSEUM_REQUIRE_POSTGRESQL"  # set by .ci/run, where PostgreSQL must really be tested


def _empty_postgresql(url: str) -> None:
    engine = open_database(url)
    with engine.begin() as connection:
        for table in [*(table.name for table in reversed(metadata.sorted_tables)), "alembic_version"]:
            connection.execute(text(f"DROP TABLE IF EXISTS {table} CASCADE"))
    engine.dispose()


def _schema_of_this_run(url: str) -> tuple[str, str]:
    """(the URL with a schema of this test process's own first on its search path, the schema): the README's test
    command runs the tests in two processes at once (pytest-xdist), and each empties its database before its server
    starts, which must not drop the tables under the other's server; nor under another run's on the same database
    (two checkouts tested at once): the schema is named after this process of this run."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")  # gw0, gw1, ...
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID", "")[:8] or str(os.getpid())
    schema = f"tests_{worker}_{run}"  # a plain identifier: letters, digits, underscores
    engine = open_database(url)
    with engine.begin() as connection:
        connection.execute(text(f"CREATE SCHEMA IF NOT EXISTS {schema}"))
    engine.dispose()
    return make_url(url).update_query_dict({"options": f"-csearch_path={schema}"}).render_as_string(
        hide_password=False), schema


def _drop_schema(url: str, schema: str) -> None:
    engine = open_database(url)
    with engine.begin() as connection:
        connection.execute(text(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
    engine.dispose()


@pytest.fixture(scope="session", params=["sqlite", "postgresql"])
def database_url(request, tmp_path_factory) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path_factory.mktemp('sqlite') / 'server.sqlite3'}"
    url = os.environ.get(POSTGRESQL_ENV)
    if not url and os.environ.get(REQUIRED_ENV):
        pytest.fail(f"{REQUIRED_ENV} is set but {POSTGRESQL_ENV} is not: PostgreSQL was not started")
    if not url:
        pytest.skip(f"no PostgreSQL to test against: set {POSTGRESQL_ENV} (.ci/run starts one and sets it)")
    own, schema = _schema_of_this_run(url)
    _empty_postgresql(own)
    request.addfinalizer(lambda: _drop_schema(url, schema))  # after the servers using it have stopped
    return own


@pytest.fixture(scope="session")
def server(database_url, tmp_path_factory):
    """One server per database for the whole run (starting one takes seconds); each test plays its own games.
    The restart test kills it and starts it again on the same port and database."""
    folder = tmp_path_factory.mktemp("server")
    process = ServerProcess(database_url, env={"XDG_DATA_HOME": str(folder / "data"),
                                               "XDG_CONFIG_HOME": str(folder / "config")})
    process.start()
    yield process
    process.stop()


@pytest.fixture
def own_server(database_url, tmp_path):
    """A server for one test alone: the hostile test makes it refuse this address for a minute."""
    process = ServerProcess(database_url, env={"XDG_DATA_HOME": str(tmp_path / "data"),
                                               "XDG_CONFIG_HOME": str(tmp_path / "config")})
    process.start()
    yield process
    print("server's log:", process.error_output()[-3000:])
    process.stop()


@pytest.fixture(autouse=True)
def server_log_on_failure(request):
    """The server's own log, printed after a test (pytest shows it when the test fails)."""
    yield
    if "server" in request.fixturenames:
        print("server's log:", request.getfixturevalue("server").error_output()[-3000:])


@pytest.fixture(autouse=True)
def no_seat_link_left_running():
    """Every client a test starts stops with it: a seat's link left running goes on reconnecting for the rest of the
    run (it did: an opened online board never left), drawing on the shared random module from its thread."""
    yield
    deadline = time.monotonic() + 2
    while (left := [t.name for t in threading.enumerate() if t.name.startswith("seat-link-")]) and \
            time.monotonic() < deadline:
        time.sleep(0.05)
    assert not left, f"seat links still running after the test: {left}"


def seated_game(base_url: str, kinds: list[str]) -> tuple[str, dict[int, str]]:
    """A game with these seat kinds, every person seat claimed: (game id, {seat: secret})."""
    names = ["Aurelia", "Brutus", "Cassia", "Decimus", "Egnatia"]
    created = api.create_game(base_url, [{"name": names[i], "kind": kind} for i, kind in enumerate(kinds)])
    secrets = {}
    for invite in created["invites"]:
        joined = api.join(base_url, invite["code"])
        assert (joined["game_id"], joined["seat"]) == (created["game_id"], invite["seat"])
        secrets[joined["seat"]] = joined["secret"]
    return created["game_id"], secrets
