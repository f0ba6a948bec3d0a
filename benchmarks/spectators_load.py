"""Spectators under load, over real sockets on loopback (issue 32): many games played at once, each watched by
spectators, and the seats' command round trip measured.

    python benchmarks/spectators_load.py [--games 100] [--spectators 3] [--moves 30] [--think 1.0]
                                         [--database URL] [--compare CHECKOUT] [--rounds 2] [--short]

- `--games` games of three person seats (one WebSocket each, played by the easy computer player reading the views,
  a thinking time before each command as in bench_online.py's load), each watched by `--spectators` more
  WebSockets that say watch instead of hello (server/spectators.py) and read every view until the game has had
  `--moves` moves. Measured: each command's round trip (sent until "applied": median, p99), the time until its
  game's spectators have all been sent the move ("seen by spectators"), and views a spectator was never sent (none
  may be), commands lost or applied twice (none may be). Goal (issue 32): p99 round trip under 250 ms with 100
  games and 3 spectators each, on SQLite and PostgreSQL.
- `--compare CHECKOUT`: the same run alternately with the server of another checkout of the project (its package
  put first on the server process's PYTHONPATH: the code before a change, `main`) and of this one, `--rounds`
  times each, on fresh databases (PostgreSQL: emptied first), then each figure's ratio this / that (below 1: this
  checkout is faster). Alternating evens out a shared machine's load as it comes and goes.

The server is `colosseum serve` in a child process (SQLite in a temporary folder unless `--database` names
PostgreSQL), the clients in this process (asyncio), the load average printed with each run. `--short` runs three
games of a few moves; its figures mean nothing.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_online import check_stored, milliseconds, new_game, percentile, play_games  # noqa: E402
from websockets.asyncio.client import connect  # noqa: E402

from colosseum_desktop.online import api  # noqa: E402
from colosseum_desktop.server.process import ServerProcess
from colosseum_desktop.server.storage import metadata, open_database
from sqlalchemy import text  # noqa: E402

WAIT_SECONDS = 30.0


class Spectator:
    """One spectator's connection: every view it is sent, and when, until its game has had `moves` moves."""

    def __init__(self, url: str, game_id: str, moves: int, deadline: float) -> None:
        self.url, self.game_id, self.moves, self.deadline = url, game_id, moves, deadline
        self.view_at: dict[int, float] = {}
        self.refused: list[dict] = []

    async def watch(self) -> None:
        async with connect(self.url, open_timeout=WAIT_SECONDS, max_size=2 ** 20) as socket:
            await socket.send(json.dumps({"type": "watch", "game_id": self.game_id}))
            while True:
                left = self.deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"game {self.game_id}: a spectator's deadline passed")
                message = json.loads(await asyncio.wait_for(socket.recv(), min(left, WAIT_SECONDS)))
                if message["type"] != "view":
                    self.refused.append(message)
                    return
                self.view_at.setdefault(message["version"], time.perf_counter())
                if message["version"] >= self.moves or message["to_play"] is None:
                    return


def seen_by_spectators(seats, spectators: list[Spectator]) -> tuple[list[float], int]:
    """For each applied command: the time from its sending until every spectator of its game was sent the move;
    and how many (spectator, version) views after its first were never sent."""
    watching: dict[str, list[Spectator]] = {}
    for spectator in spectators:
        watching.setdefault(spectator.game_id, []).append(spectator)
    times = []
    for seat in seats:
        for version, sent in seat.sent_at.items():
            arrivals = [spectator.view_at.get(version) for spectator in watching.get(seat.game_id, [])]
            if arrivals and None not in arrivals:
                times.append(max(arrivals) - sent)
    missed = sum(1 for spectator in spectators for version in range(min(spectator.view_at), max(spectator.view_at))
                 if version not in spectator.view_at)
    return times, missed


def empty_postgresql(url: str) -> None:
    engine = open_database(url)
    with engine.begin() as connection:
        for table in [*(table.name for table in reversed(metadata.sorted_tables)), "alembic_version"]:
            connection.execute(text(f"DROP TABLE IF EXISTS {table} CASCADE"))
    engine.dispose()


def run(args, code: Path | None, label: str) -> dict[str, float]:
    """One load run on a fresh database, the server running the package of `code` (None: this checkout's)."""
    folder = Path(tempfile.mkdtemp(prefix="bench-spectators-"))
    database = args.database or f"sqlite:///{folder / 'server.sqlite3'}"
    if database.startswith("postgresql"):
        empty_postgresql(database)
    env = {"XDG_DATA_HOME": str(folder / "data"), "XDG_CONFIG_HOME": str(folder / "config")}
    if code is not None:
        env["PYTHONPATH"] = str(code)
    server = ServerProcess(database, env=env)
    try:
        base = server.start()
        games = [new_game(base) for _ in range(args.games)]
        spectators: list[Spectator] = []

        def watchers(deadline: float):
            spectators.extend(Spectator(api.websocket_url(base), game_id, args.moves, deadline)
                              for game_id, _secrets in games for _ in range(args.spectators))
            return [spectator.watch() for spectator in spectators]

        load = os.getloadavg()[0]
        started = time.monotonic()
        seats = asyncio.run(play_games([base], games, args.moves, 900, args.think, also=watchers))
        took = time.monotonic() - started
    finally:
        server.stop()
    trips = [t for seat in seats for t in seat.round_trips]
    seen, missed = seen_by_spectators(seats, spectators)
    lost, doubled = check_stored(database, seats)
    refused = [r for seat in seats for r in seat.refused] + [r for s in spectators for r in s.refused]
    print(f"{label}: {args.games} games, {args.spectators} spectators each ({args.games * (3 + args.spectators)} "
          f"WebSockets), {args.moves} moves each, thinking {args.think} s, load average {load:.1f}: round trip "
          f"{milliseconds(trips)}; seen by spectators {milliseconds(seen)}; {len(trips) / took:.0f} commands/s; "
          f"lost {lost}, doubled {doubled}, refused {len(refused)}, spectators' views missed {missed}", flush=True)
    if lost or doubled or refused or missed:
        raise SystemExit(f"FAILED: lost {lost}, doubled {doubled}, views missed {missed}, refused {refused[:3]}")
    return {"median": statistics.median(trips), "p99": percentile(trips, 0.99),
            "seen p99": percentile(seen, 0.99)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--spectators", type=int, default=3, help="spectators watching each game")
    parser.add_argument("--moves", type=int, default=30, help="moves per game")
    parser.add_argument("--think", type=float, default=1.0, help="mean thinking time before each command, seconds")
    parser.add_argument("--database", help="a PostgreSQL URL the run may empty (default: SQLite, a temporary file)")
    parser.add_argument("--compare", type=Path, help="another checkout: its server measured alternately with this one")
    parser.add_argument("--rounds", type=int, default=2, help="with --compare: runs of each, alternately")
    parser.add_argument("--short", action="store_true", help="three games of a few moves (the tests run it so)")
    args = parser.parse_args()
    if args.short:
        args.games, args.moves, args.think, args.rounds = 3, 6, 0.01, 1
    if args.compare is not None and not (args.compare / "colosseum_desktop" / "__init__.py").exists():
        parser.error(f"{args.compare} is not a checkout of this project")
    print(f"{os.cpu_count()} cores, database {(args.database or 'SQLite').split('@')[-1]}", flush=True)
    if args.compare is None:
        run(args, None, "this checkout")
        return
    figures: dict[str, list[dict[str, float]]] = {"that": [], "this": []}
    for _ in range(args.rounds):
        figures["that"].append(run(args, args.compare.resolve(), f"{args.compare}"))
        figures["this"].append(run(args, None, "this checkout"))
    for name in figures["this"][0]:
        this = statistics.median(f[name] for f in figures["this"])
        that = statistics.median(f[name] for f in figures["that"])
        print(f"{name}: this {this * 1000:.1f} ms, that {that * 1000:.1f} ms, ratio {this / that:.2f}")


if __name__ == "__main__":
    main()
