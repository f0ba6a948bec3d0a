"""The lobby's list measured over real sockets on loopback: GET /api/lobby with 1,000 open games on the server.

    python benchmarks/bench_lobby_listing.py [--games 1000] [--requests 300] [--database URL] [--short]

The database is filled before the server starts, through the server's own code (Games.create with `open`, the
host's seat claimed by its code, as the Host screen does), with `--games` open games of 3 to 5 seats and a fifth
as many ordinary games beside them (listed never). The server is `colosseum serve` in a child process (SQLite in a
temporary folder unless `--database` names PostgreSQL: then in a schema of its own, dropped at the end). Timed:
`--requests` requests of the first page (what a Lobby screen polls) one after another, then as many of a page
further down (an offset the database walks), each from sending the request to the whole answer read and parsed:
median and p99. Goal (issue 32): under 100 ms. The load average is printed (the machine is shared). `--short`
fills a few games only, so that the tests keep the script working; its figures mean nothing.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import make_url, text  # noqa: E402

from colosseum_desktop.online import api  # noqa: E402
from colosseum_desktop.server.games import Games  # noqa: E402
from colosseum_desktop.server.open_games import PAGE_SIZE  # noqa: E402
from colosseum_desktop.server.process import ServerProcess  # noqa: E402
from colosseum_desktop.protocol.messages import CreateGame, SeatRequest  # noqa: E402
from colosseum_desktop.server.storage import open_database, upgrade  # noqa: E402

SCHEMA = "bench_lobby_listing"
NAMES = ("Aurelia", "Brutus", "Cassia", "Decimus", "Egnatia")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def own_schema(url: str) -> str:
    """A PostgreSQL URL with a fresh schema of this benchmark's first on its search path."""
    engine = open_database(url)
    with engine.begin() as connection:
        connection.execute(text(f"DROP SCHEMA IF EXISTS {SCHEMA} CASCADE"))
        connection.execute(text(f"CREATE SCHEMA {SCHEMA}"))
    engine.dispose()
    return make_url(url).update_query_dict({"options": f"-csearch_path={SCHEMA}"}).render_as_string(
        hide_password=False)


def drop_schema(url: str) -> None:
    engine = open_database(url)
    with engine.begin() as connection:
        connection.execute(text(f"DROP SCHEMA IF EXISTS {SCHEMA} CASCADE"))
    engine.dispose()


def fill(database: str, open_games: int) -> None:
    engine = open_database(database)
    upgrade(engine)
    games = Games(engine)
    for index in range(open_games + open_games // 5):
        players = 3 + index % 3
        seats = [SeatRequest(name=NAMES[seat], kind="person" if seat < 2 or index % 4 else "computer:easy")
                 for seat in range(players)]
        created = games.create(CreateGame(seats=seats, turn_seconds=60 + index % 600, open=index < open_games,
                                          rated=index % 2 == 0, variant="competitive" if index % 7 == 0 else
                                          "standard"))
        games.join(created.invites[0])
    engine.dispose()


def timed(base_url: str, path: str, requests: int) -> list[float]:
    times = []
    for _ in range(requests):
        started = time.perf_counter()
        answer = api.call(base_url, path)
        times.append((time.perf_counter() - started) * 1000)
        assert answer["games"], "the page listed no game"
    return times


def milliseconds(values: list[float]) -> str:
    return f"median {statistics.median(values):.1f} ms, p99 {percentile(values, 0.99):.1f} ms ({len(values)} requests)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="open games in the lobby")
    parser.add_argument("--requests", type=int, default=300, help="requests timed per page")
    parser.add_argument("--database", help="a database URL (default: SQLite in a temporary folder)")
    parser.add_argument("--short", action="store_true", help="a few games only (the tests run it so)")
    args = parser.parse_args()
    if args.short:
        args.games, args.requests = 6, 3
    folder = Path(tempfile.mkdtemp(prefix="bench-lobby-"))
    postgresql = (args.database or "").startswith("postgresql")
    database = own_schema(args.database) if postgresql else (args.database or f"sqlite:///{folder / 'server.sqlite3'}")
    server = ServerProcess(database, env={"XDG_DATA_HOME": str(folder / "data"),
                                          "XDG_CONFIG_HOME": str(folder / "config")})
    try:
        started = time.monotonic()
        fill(database, args.games)
        print(f"filled {args.games} open games and {args.games // 5} ordinary ones in "
              f"{time.monotonic() - started:.0f} s ({'PostgreSQL' if postgresql else 'SQLite'})")
        base = server.start()
        found = api.call(base, "/api/lobby")
        print(f"server {base}, {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}; the first page lists "
              f"{len(found['games'])} games, more: {found['more']}")
        timed(base, "/api/lobby", min(20, args.requests))  # warm: the server's first answers build its caches
        first = timed(base, "/api/lobby", args.requests)
        print(f"GET /api/lobby, first page of {PAGE_SIZE}: {milliseconds(first)}")
        deep = max(0, args.games // PAGE_SIZE - 1)
        further = timed(base, f"/api/lobby?page={deep}", args.requests)
        print(f"GET /api/lobby?page={deep}, the last full page: {milliseconds(further)}; "
              f"load average {os.getloadavg()[0]:.1f}")
    finally:
        server.stop()
        if postgresql:
            drop_schema(args.database)


if __name__ == "__main__":
    main()
