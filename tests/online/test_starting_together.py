"""Several server processes started at once on a new PostgreSQL database (uvicorn --workers, or one `colosseum
serve` per port): each brings the schema up to date as it starts, and every one must start. Without a lock
around the migration two of them created the same tables at once, and one failed (a unique violation in
PostgreSQL's catalog)."""
from __future__ import annotations

import secrets
import subprocess
import sys
import time

import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url

from colosseum_desktop.server.storage import metadata, open_database

PROCESSES, ATTEMPTS = 4, 4
UPGRADE_AT = """
import sys, time
from colosseum_desktop.server.storage import open_database, upgrade
engine = open_database(sys.argv[1])
time.sleep(max(0.0, float(sys.argv[2]) - time.time()))
upgrade(engine)
print("up to date")
"""


@pytest.fixture
def own_schema(database_url):
    """The database URL with a schema of this test's own first on the search path (the other tests' tables stay)."""
    if not database_url.startswith("postgresql"):
        pytest.skip("SQLite is one process's database: several servers share PostgreSQL only")
    schema = f"starting_together_{secrets.token_hex(4)}"
    engine = open_database(database_url)
    url = make_url(database_url).update_query_dict({"options": f"-csearch_path={schema}"})
    yield engine, schema, url.render_as_string(hide_password=False)
    with engine.begin() as connection:
        connection.execute(text(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
    engine.dispose()


def test_server_processes_started_together_on_a_new_database_all_start(own_schema):
    engine, schema, url = own_schema
    for _ in range(ATTEMPTS):
        with engine.begin() as connection:
            connection.execute(text(f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
            connection.execute(text(f"CREATE SCHEMA {schema}"))
        at = time.time() + 3.0  # each process imports first, then all upgrade at this moment
        starting = [subprocess.Popen([sys.executable, "-c", UPGRADE_AT, url, str(at)], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True) for _ in range(PROCESSES)]
        outcomes = [process.communicate(timeout=60) for process in starting]
        failed = [[line for line in err.splitlines() if "Error" in line][-1:] or err[-300:]
                  for out, err in outcomes if "up to date" not in out]
        assert not failed, failed
        with engine.connect() as connection:
            tables = connection.execute(text("SELECT table_name FROM information_schema.tables WHERE "
                                             "table_schema = :schema ORDER BY 1"), {"schema": schema}).scalars().all()
        assert tables == sorted(["alembic_version", *metadata.tables])
