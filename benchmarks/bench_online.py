"""The online server measured over real sockets on loopback: a command's round trip, a load of many concurrent
games, and the server's memory per idle game.

    python benchmarks/bench_online.py [--games 100] [--moves 30] [--think 1.0] [--database URL] [--servers 1]
                                      [--short]

- round trip: one game of three person seats, each played by a client over its own WebSocket with the easy
  computer player reading the views; the time from sending a command to its "applied" answer, over a whole game
  (median, p99). Goal (issue 21): median under 20 ms, p99 under 100 ms.
- memory: the server's resident set size (Linux /proc) before and after `--games` more games were created and
  every seat of each connected and left idle: the growth divided by the games (measured before the load run,
  whose garbage would blur it; the load run then plays these games).
- load: those `--games` games at once, three person seats each (one WebSocket per seat), every seat played as
  above until each game has had `--moves` moves, each command after a thinking time (uniform, `--think` seconds
  on average; 0 for none: every game then keeps one command waiting at the server at all times, which measures
  the most the server gets through rather than its latency in play). The clients are bounded (a deadline on
  every wait, and one for the run). Counted: commands answered "applied", and the moves the server stored for
  them: none may be lost or applied twice. Goal: zero lost or doubled, p99 under 250 ms. Also measured: the time
  from sending a command until every seat of the game has been sent its view of the move ("seen by all": what the
  other players wait for), views a seat was never sent (none may be missed), and the server's CPU time per command
  (its processes' user and system time over the load run divided by the commands; on PostgreSQL also the CPU of
  the database's own processes serving this database).
- `--servers N` (PostgreSQL only): N server processes on the one database, as the scaling path runs them; the
  seats of each game are spread over them (seat s of game g connects to server (g + s) mod N), so most moves reach
  some seats through another process's notice (server/notices.py). Memory is then the sum over the processes.

The server is `colosseum serve` in a child process (SQLite in a temporary folder unless `--database` names
another), the clients are in this process (asyncio), the load average printed with each run (the machine is
shared: figures from a busy machine are slower). `--short` runs a few moves only, so that the tests keep the
script working; its figures mean nothing.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from websockets.asyncio.client import connect  # noqa: E402

from sqlalchemy import select, text  # noqa: E402

from colosseum_desktop.bots import make_bot  # noqa: E402
from colosseum_desktop.online import api  # noqa: E402

from colosseum_desktop.server.process import ServerProcess  # noqa: E402
from colosseum_desktop.server.storage import moves, open_database, reading  # noqa: E402
from colosseum_desktop.table import SeatView  # noqa: E402

NAMES = ("Aurelia", "Brutus", "Cassia")
WAIT_SECONDS = 30.0  # any single wait for the server; a run that needs longer has failed


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def cpu_seconds(pid: int) -> float:
    """The process's user and system time so far (Linux /proc); 0 for one gone meanwhile."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def database_pids(database_url: str) -> list[int]:
    """PostgreSQL: the processes serving connections to this database (the servers' pools and listeners)."""
    if not database_url.startswith("postgresql"):
        return []
    engine = open_database(database_url)
    try:
        with reading(engine) as connection:
            return list(connection.execute(text("SELECT pid FROM pg_stat_activity WHERE datname = "
                                                "current_database() AND pid <> pg_backend_pid()")).scalars())
    finally:
        engine.dispose()


def new_game(base_url: str) -> tuple[str, dict[int, str]]:
    created = api.create_game(base_url, [{"name": name, "kind": "person"} for name in NAMES])
    secrets = {}
    for invite in created["invites"]:
        joined = api.join(base_url, invite["code"])
        secrets[joined["seat"]] = joined["secret"]
    return created["game_id"], secrets


class Seat:
    """One seat's client: plays whenever its view says it is its decision, until the game has `moves` moves."""

    def __init__(self, url: str, game_id: str, seat: int, secret: str, moves: int, deadline: float,
                 think: float) -> None:
        self.url, self.game_id, self.seat, self.secret = url, game_id, seat, secret
        self.moves, self.deadline, self.think = moves, deadline, think
        self.pause = random.Random(f"{game_id}{seat}")
        self.player = make_bot("easy", seat)
        self.round_trips: list[float] = []
        self.applied: list[str] = []
        self.refused: list[dict] = []
        self.tried: set[int] = set()  # versions this seat sent a command from (once each)
        self.sent_at: dict[int, float] = {}  # the version a command of this seat's was applied at -> when sent
        self.view_at: dict[int, float] = {}  # version -> when this seat was first sent its view of it

    async def play(self) -> None:
        async with connect(self.url, open_timeout=WAIT_SECONDS, max_size=2 ** 20) as socket:
            await socket.send(json.dumps({"type": "hello", "game_id": self.game_id, "seat": self.seat,
                                          "secret": self.secret}))
            view, sent_at, waiting_for, number = None, 0.0, None, 0
            while True:
                left = self.deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"game {self.game_id} seat {self.seat}: the run's deadline passed")
                message = json.loads(await asyncio.wait_for(socket.recv(), min(left, WAIT_SECONDS)))
                if message["type"] == "view":
                    self.view_at.setdefault(message["version"], time.perf_counter())
                    if view is None or message["version"] > view["version"]:
                        view = message
                elif message.get("id") == waiting_for:
                    if message["type"] == "applied":
                        self.round_trips.append(time.perf_counter() - sent_at)
                        self.applied.append(waiting_for)
                        self.sent_at[message["version"]] = sent_at
                    elif message["reason"] == "rate_limited":
                        await asyncio.sleep(0.2)
                        await socket.send(pending)
                        sent_at = time.perf_counter()
                        continue
                    elif message["reason"] != "stale_version":
                        self.refused.append(message)
                    waiting_for = None
                if view is None or waiting_for is not None:
                    continue
                if view["version"] >= self.moves or view["to_play"] is None:
                    return
                if view["to_play"] == self.seat and view["version"] not in self.tried:
                    self.tried.add(view["version"])
                    if self.think:  # a person's thinking time (the views that come meanwhile wait in the socket)
                        await asyncio.sleep(self.pause.uniform(0, 2 * self.think))
                    command = self.player.choose(SeatView.model_validate(view["view"]).state)
                    number += 1
                    waiting_for = f"{self.seat}-{number}"
                    pending = json.dumps({"type": "command", "id": waiting_for, "version": view["version"],
                                          "command": command.model_dump(mode="json")})
                    sent_at = time.perf_counter()
                    await socket.send(pending)


def server_of(bases: list[str], game_index: int, seat: int) -> str:
    """The server a seat connects to: the seats of one game spread over the servers."""
    return bases[(game_index + seat) % len(bases)]


async def play_games(bases: list[str], games: list[tuple[str, dict[int, str]]], moves: int,
                     seconds: float, think: float = 0.0, also=lambda deadline: ()) -> list[Seat]:
    """Every seat of every game played at once until each game has `moves` moves; `also(deadline)`: more clients
    to run meanwhile (spectators_load.py's), under the same deadline."""
    deadline = time.monotonic() + seconds
    seats = [Seat(api.websocket_url(server_of(bases, index, seat)), game_id, seat, secret, moves, deadline, think)
             for index, (game_id, secrets) in enumerate(games) for seat, secret in secrets.items()]
    await asyncio.gather(*(seat.play() for seat in seats), *also(deadline))
    return seats


def seen_by_all(seats: list[Seat]) -> tuple[list[float], int]:
    """For each applied command: the time from its sending until the last seat of its game was sent its view of
    the move; and how many (seat, version) views were never sent to a seat (none may be)."""
    by_game: dict[str, list[Seat]] = {}
    for seat in seats:
        by_game.setdefault(seat.game_id, []).append(seat)
    times, missed = [], 0
    for game_seats in by_game.values():
        last = max(max(seat.view_at) for seat in game_seats)
        missed += sum(1 for seat in game_seats for version in range(1, last + 1) if version not in seat.view_at)
        for seat in game_seats:
            for version, sent in seat.sent_at.items():
                arrivals = [other.view_at.get(version) for other in game_seats]
                if None not in arrivals:
                    times.append(max(arrivals) - sent)
    return times, missed


def check_stored(database_url: str, seats: list[Seat]) -> tuple[int, int]:
    """(lost, doubled): commands answered "applied" that the server did not store, and ids stored twice."""
    engine = open_database(database_url)
    try:
        with reading(engine) as connection:
            rows = connection.execute(select(moves.c.game_id, moves.c.seat, moves.c.command_id)).all()
        stored = [(row.game_id, row.seat, row.command_id) for row in rows]
        applied = {(seat.game_id, seat.seat, command_id) for seat in seats for command_id in seat.applied}
        lost = len(applied - set(stored))
        doubled = len(stored) - len(set(stored))
        return lost, doubled
    finally:
        engine.dispose()


def milliseconds(values: list[float]) -> str:
    return (f"median {statistics.median(values) * 1000:.1f} ms, p99 {percentile(values, 0.99) * 1000:.1f} ms, "
            f"max {max(values) * 1000:.1f} ms over {len(values)} commands")


async def idle_clients(bases: list[str], games: list[tuple[str, dict[int, str]]], hold) -> None:
    """Connect every seat of every game, wait for each first view, then call `hold()` while all stay connected."""
    sockets = []
    try:
        for index, (game_id, secrets) in enumerate(games):
            for seat, secret in secrets.items():
                socket = await connect(api.websocket_url(server_of(bases, index, seat)), open_timeout=WAIT_SECONDS)
                sockets.append(socket)
                await socket.send(json.dumps({"type": "hello", "game_id": game_id, "seat": seat, "secret": secret}))
        for socket in sockets:
            await asyncio.wait_for(socket.recv(), WAIT_SECONDS)
        await asyncio.sleep(1.0)
        hold()
    finally:
        for socket in sockets:
            await socket.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--moves", type=int, default=30, help="moves per game in the load run")
    parser.add_argument("--think", type=float, default=1.0,
                        help="the load run's mean thinking time before each command, in seconds (0: none at all)")
    parser.add_argument("--database", help="a database URL (default: SQLite in a temporary folder)")
    parser.add_argument("--servers", type=int, default=1,
                        help="server processes on the one database (more than one: PostgreSQL only)")
    parser.add_argument("--short", action="store_true", help="a few moves only (the tests run it so)")
    args = parser.parse_args()
    if not 1 <= args.servers <= 16:
        parser.error("--servers is 1 to 16")
    if args.servers > 1 and not (args.database or "").startswith("postgresql"):
        parser.error("--servers more than 1 needs --database postgresql://...: SQLite is one process's database")
    games, moves, whole_game = (args.games, args.moves, 10_000) if not args.short else (3, 6, 12)
    think = args.think if not args.short else 0.01
    folder = Path(tempfile.mkdtemp(prefix="bench-online-"))
    database = args.database or f"sqlite:///{folder / 'server.sqlite3'}"
    servers = [ServerProcess(database, env={"XDG_DATA_HOME": str(folder / "data"),
                                            "XDG_CONFIG_HOME": str(folder / "config")}) for _ in range(args.servers)]
    try:
        bases = [server.start() for server in servers]
        print(f"{len(servers)} server process(es) {' '.join(bases)}, database {database.split('@')[-1]}, "
              f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
        one = [new_game(bases[0])]
        seats = asyncio.run(play_games(bases, one, whole_game, 300))
        trips = [t for seat in seats for t in seat.round_trips]
        print(f"round trip, one game of 3 seats played to the end: {milliseconds(trips)}")

        # Memory first, on a server that has played one game: the load run's garbage would blur it.
        many = [new_game(bases[index % len(bases)]) for index in range(games)]
        before = sum(resident_mb(server.pid()) for server in servers)
        after: list[float] = []
        asyncio.run(idle_clients(bases, many, lambda: after.append(sum(resident_mb(s.pid()) for s in servers))))
        print(f"memory: server {before:.0f} MB with one game played, {after[0]:.0f} MB with {games} more games "
              f"each with its 3 seats connected and idle: {(after[0] - before) * 1024 / games:.0f} KB per idle "
              f"game")

        load, watched = os.getloadavg()[0], [server.pid() for server in servers]
        database_processes = database_pids(database)
        cpu_before = [sum(cpu_seconds(pid) for pid in pids) for pids in (watched, database_processes)]
        started = time.monotonic()
        seats = asyncio.run(play_games(bases, many, moves, 900, think))
        took = time.monotonic() - started
        cpu = [sum(cpu_seconds(pid) for pid in pids) - before
               for pids, before in zip((watched, database_processes), cpu_before)]
        trips = [t for seat in seats for t in seat.round_trips]
        seen, missed = seen_by_all(seats)
        lost, doubled = check_stored(database, seats)
        refused = [r for seat in seats for r in seat.refused]
        per_command = f"server CPU {cpu[0] * 1000 / len(trips):.2f} ms per command" + (
            f", PostgreSQL's {cpu[1] * 1000 / len(trips):.2f} ms" if database_processes else "")
        print(f"load, {games} games at once ({games * 3} WebSockets), {moves} moves each, thinking {think} s on "
              f"average before each, load average {load:.1f}: round trip {milliseconds(trips)}; seen by all "
              f"{milliseconds(seen)}; {len(trips) / took:.0f} commands/s; {per_command}; lost {lost}, doubled "
              f"{doubled}, refused {len(refused)}, views missed {missed}")
        if lost or doubled or refused or missed:
            raise SystemExit(f"FAILED: lost {lost}, doubled {doubled}, views missed {missed}, refused {refused[:3]}")
    finally:
        for server in servers:
            server.stop()


if __name__ == "__main__":
    main()
