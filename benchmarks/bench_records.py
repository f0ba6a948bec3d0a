"""How long the Records screen and the end of a game take with a full history (the newest 1,000 games kept).

    python benchmarks/bench_records.py
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from colosseum_desktop.saves.records import (MAX_GAMES, GameRecord, ProgramBest, RecordsFile, SeatResult,
                                             program_records, read_history, record_game, standings)

START = datetime(2026, 1, 1, tzinfo=timezone.utc)


def full_history() -> tuple[GameRecord, ...]:
    """5-player games with long names and eight programs staged each: the largest entries there are."""
    return tuple(GameRecord(
        game_id=f"{i:016x}", finished_at=START + timedelta(hours=i), variant="standard", rounds=6,
        seats=tuple(SeatResult(seat=j, name=f"Player number {i % 60:02d}-{j}", played_by="computer:strong",
                               record=40 + j, coins=30 + j, winner=j == i % 5) for j in range(5)),
        best_events=tuple(ProgramBest(program=(i + j) % 30 + 1, attendance=50 + j, seat=j % 5) for j in range(8)))
        for i in range(MAX_GAMES))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    repeats = 1 if parser.parse_args().short else 7
    folder = Path(tempfile.mkdtemp())
    path = folder / "records.json"
    games = full_history()
    path.write_bytes(RecordsFile(games=games).model_dump_json().encode("utf-8"))
    reads, sums, adds = [], [], []
    for i in range(repeats):
        start = time.perf_counter()
        history = read_history(path)
        reads.append(time.perf_counter() - start)
        start = time.perf_counter()
        standings(history.games), program_records(history.games)
        sums.append(time.perf_counter() - start)
        start = time.perf_counter()
        record_game(path, games[i].model_copy(update={"game_id": f"{10**6 + i:016x}"}))
        adds.append(time.perf_counter() - start)
    print(f"records file with {MAX_GAMES} games: {path.stat().st_size / 1024:.0f} KB")
    for label, times in (("read and check", reads), ("standings and program records", sums),
                         ("add a game (read, check, write)", adds)):
        print(f"{label:>32}: {statistics.median(times) * 1000:.0f} ms median, {max(times) * 1000:.0f} ms max")


if __name__ == "__main__":
    main()
