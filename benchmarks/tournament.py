"""A tournament between the computer players' levels, on every core.

Two kinds of games, seeded and reproducible:
  - challenges: one player of a level against copies of another (expert against strong in 3, 4 and 5-player
    games...), the challenger's seat rotating with the game; printed as the challenger's win rate (a win shared by
    k players counts 1/k) with its 95% Wilson interval and the share a seat would win by chance;
  - a mixed table: random, easy, strong and expert at one 4-player table, seats rotating, every game's ranking
    (by record, then coins, as R12 crowns) fed to an OpenSkill Plackett-Luce rating: one rating per level.

Each game's result is appended to a JSON-lines file (--results), so a stopped run goes on where it stopped (a result
is taken again only for the same weights files; after a change of the players' code, start a new file); decision
times are measured in the workers, by the wall clock and by the process's CPU time (other programs on the machine
inflate the first, not the second).

Run: python benchmarks/tournament.py [--games 400] [--mixed 100] [--workers N] [--results FILE] [--json]
     python benchmarks/tournament.py --short     # a few games of each, as the tests run it
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import sys
import time
from collections.abc import Iterable
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_bots import percentile, wilson  # noqa: E402  (the same interval and percentile as the bots' benchmark)

from colosseum_desktop import rules  # noqa: E402
from colosseum_desktop.bots import weights  # noqa: E402
from colosseum_desktop.bots.levels import make_bot  # noqa: E402

MAX_COMMANDS = 5000
MIXED_LEVELS = ("random", "easy", "strong", "expert")
# (challenger, opponent, players, share of --games): the figures (19) in full, the ladder below with fewer.
CHALLENGES = (("expert", "strong", 4, 1.0), ("expert", "strong", 3, 0.5), ("expert", "strong", 5, 0.5),
              ("strong", "easy", 4, 0.25), ("easy", "random", 4, 0.25))


def play_game(seats: tuple, seed: int, variant: str = "standard", timed: str | None = None) -> dict:
    """One game; `seats` holds a level's name per seat, or a ready-made player (anything with choose()).
    Returns every seat's record, coins, share of the win and rank (0 best, ties shared), and the decision times of
    the seats of level `timed`."""
    state = rules.new_game(rules.GameOptions(players=len(seats), variant=variant), seed)
    players = [make_bot(seat, seed * 7919 + index) if isinstance(seat, str) else seat
               for index, seat in enumerate(seats)]
    wall, cpu, kinds = [], [], []
    for _ in range(MAX_COMMANDS):
        if rules.is_over(state):
            break
        seat = rules.current_player(state)
        measured = seats[seat] == timed
        if measured:
            started_wall, started_cpu = time.perf_counter(), time.process_time()
        command = players[seat].choose(state)
        if measured:
            wall.append((time.perf_counter() - started_wall) * 1000)
            cpu.append((time.process_time() - started_cpu) * 1000)
            kinds.append(command.kind)
        state, _ = rules.apply(state, command)
    else:
        raise RuntimeError(f"game {seed} did not end within {MAX_COMMANDS} commands")
    winners = rules.winners(state)
    keys = [(p.record, p.coins) for p in state.players]
    return {"records": [p.record for p in state.players], "coins": [p.coins for p in state.players],
            "shares": [1 / len(winners) if s in winners else 0.0 for s in range(len(seats))],
            "ranks": [sum(other > key for other in keys) for key in keys], "wall_ms": wall, "cpu_ms": cpu,
            "kinds": kinds}


def challenge_seats(challenger: str, opponent: str, players: int, index: int) -> tuple[str, ...]:
    seats = [opponent] * players
    seats[index % players] = challenger
    return tuple(seats)


def mixed_seats(index: int) -> tuple[str, ...]:
    shift = index % len(MIXED_LEVELS)
    return MIXED_LEVELS[shift:] + MIXED_LEVELS[:shift]


def jobs_for(games: int, mixed: int, seed: int, challenges=CHALLENGES) -> list[dict]:
    out = []
    for challenger, opponent, players, share in challenges:
        out += [{"kind": f"{challenger} vs {opponent} ({players}p)", "timed": challenger, "seed": seed + index,
                 "seats": challenge_seats(challenger, opponent, players, index)}
                for index in range(max(1, round(games * share)))]
    out += [{"kind": "mixed", "timed": "expert", "seed": seed + index, "seats": mixed_seats(index)}
            for index in range(mixed)]
    return out


def weights_digest() -> str:
    """Of every level's weights file: a result played with other figures is not taken for one of these."""
    folder = Path(weights.__file__).parent / weights.WEIGHTS_FOLDER
    digest = hashlib.sha256()
    for path in sorted(folder.glob("*.json")):
        digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()[:12]


WEIGHTS_DIGEST = weights_digest()


RESULTS_FORMAT = 2  # 2: each timed decision's kind is kept; a result written in another format is played again


def job_key(job: dict) -> str:
    return f"{RESULTS_FORMAT}|{WEIGHTS_DIGEST}|{job['kind']}|{job['seed']}|{','.join(job['seats'])}"


def run_job(job: dict) -> dict:
    result = play_game(job["seats"], job["seed"], timed=job["timed"])
    return {"key": job_key(job), **job, "seats": list(job["seats"]), **result}


def read_results(path: Path | None) -> dict[str, dict]:
    if path is None or not path.exists():
        return {}
    done = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            result = json.loads(line)
            done[result["key"]] = result
    return done


def play_all(jobs: list[dict], workers: int, results_path: Path | None, progress: bool = True) -> list[dict]:
    """Every job's result, the ones already in the results file read back, the others played and appended."""
    from tqdm import tqdm

    done = read_results(results_path)
    todo = [job for job in jobs if job_key(job) not in done]
    if todo:
        out = results_path.open("a", encoding="utf-8") if results_path else None
        with Pool(workers) as pool:
            for result in tqdm(pool.imap_unordered(run_job, todo), total=len(todo), disable=not progress,
                               desc="games", unit="game", file=sys.stderr):
                done[result["key"]] = result
                if out:
                    out.write(json.dumps(result) + "\n")
                    out.flush()
        if out:
            out.close()
    return [done[job_key(job)] for job in jobs]


def challenge_table(results: Iterable[dict]) -> list[dict]:
    rows: dict[str, list[dict]] = {}
    for result in results:
        if result["kind"] != "mixed":
            rows.setdefault(result["kind"], []).append(result)
    table = []
    for kind, games in rows.items():
        shares = [r["shares"][r["seats"].index(r["timed"])] for r in games]
        players = len(games[0]["seats"])
        low, high = wilson(sum(shares), len(games))
        table.append({"challenge": kind, "games": len(games), "win_rate": sum(shares) / len(games),
                      "interval_95": (low, high), "chance": 1 / players})
    return table


def ratings(results: Iterable[dict]) -> dict[str, tuple[float, float]]:
    """OpenSkill (Plackett-Luce) rating of each level from the mixed table's rankings, in the games' order:
    (ordinal = mu - 3 sigma, mu)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    rated = {}
    for result in sorted((r for r in results if r["kind"] == "mixed"), key=lambda r: r["seed"]):
        teams = [[rated.setdefault(level, model.rating(name=level))] for level in result["seats"]]
        updated = model.rate(teams, ranks=result["ranks"])
        for level, (rating,) in zip(result["seats"], updated):
            rated[level] = rating
    return {level: (rating.ordinal(), rating.mu) for level, rating in sorted(rated.items(),
                                                                                 key=lambda kv: -kv[1].ordinal())}


def mixed_win_rates(results: Iterable[dict]) -> dict[str, float]:
    shares: dict[str, list[float]] = {}
    for result in results:
        if result["kind"] == "mixed":
            for level, share in zip(result["seats"], result["shares"]):
                shares.setdefault(level, []).append(share)
    return {level: sum(values) / len(values) for level, values in shares.items()}


def decision_times(results: Iterable[dict], level: str) -> dict:
    """The level's decision times in these games, all together and by the kind of command decided."""
    timed = [(kind, wall, cpu) for r in results if r["timed"] == level
             for kind, wall, cpu in zip(r["kinds"], r["wall_ms"], r["cpu_ms"])]
    if not timed:
        return {}
    wall = [w for _, w, _ in timed]
    cpu = [c for _, _, c in timed]
    by_kind = {}
    for kind in sorted({k for k, _, _ in timed}):
        kind_cpu = [c for k, _, c in timed if k == kind]
        by_kind[kind] = {"decisions": len(kind_cpu), "cpu_median_ms": statistics.median(kind_cpu),
                         "cpu_p99_ms": percentile(kind_cpu, 0.99), "cpu_max_ms": max(kind_cpu)}
    return {"decisions": len(wall), "wall_median_ms": statistics.median(wall), "wall_p99_ms": percentile(wall, 0.99),
            "wall_max_ms": max(wall), "cpu_median_ms": statistics.median(cpu), "cpu_p99_ms": percentile(cpu, 0.99),
            "by_kind": by_kind}


def report(results: list[dict], wall_seconds: float, workers: int) -> dict:
    return {"games": len(results), "wall_seconds": round(wall_seconds, 1), "workers": workers,
            "challenges": challenge_table(results), "ratings": ratings(results),
            "mixed_win_rates": mixed_win_rates(results), "expert_decisions": decision_times(results, "expert")}


def print_report(summary: dict) -> None:
    print(f"{summary['games']} games, {summary['wall_seconds']:.0f} s on {summary['workers']} workers\n")
    print("| challenger vs the rest | games | challenger's win rate | 95% interval | chance |")
    print("| --- | --- | --- | --- | --- |")
    for row in summary["challenges"]:
        low, high = row["interval_95"]
        print(f"| {row['challenge']} | {row['games']} | {row['win_rate']:.1%} | {low:.1%}-{high:.1%} | "
              f"{row['chance']:.0%} |")
    if summary["ratings"]:
        print("\n| level (mixed 4-player table) | win rate | OpenSkill ordinal (mu - 3 sigma) | mu |")
        print("| --- | --- | --- | --- |")
        for level, (ordinal, mu) in summary["ratings"].items():
            print(f"| {level} | {summary['mixed_win_rates'][level]:.1%} | {ordinal:.1f} | {mu:.1f} |")
    times = summary["expert_decisions"]
    if times:
        print(f"\nexpert's decisions: {times['decisions']}; wall clock median {times['wall_median_ms']:.1f} ms, "
              f"p99 {times['wall_p99_ms']:.0f} ms, max {times['wall_max_ms']:.0f} ms; CPU median "
              f"{times['cpu_median_ms']:.1f} ms, p99 {times['cpu_p99_ms']:.0f} ms")
        print("\n| expert's decision (CPU time) | decisions | median | p99 | slowest |")
        print("| --- | --- | --- | --- | --- |")
        for kind, row in times["by_kind"].items():
            print(f"| {kind} | {row['decisions']} | {row['cpu_median_ms']:.1f} ms | {row['cpu_p99_ms']:.1f} ms | "
                  f"{row['cpu_max_ms']:.1f} ms |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400,
                        help="games of expert against strong in 4-player games; the other challenges play half or a "
                             "quarter as many")
    parser.add_argument("--mixed", type=int, default=100, help="games of the mixed table (for the ratings)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--results", type=Path, help="JSON-lines file of finished games: read, then appended to")
    parser.add_argument("--only", help="play only the challenges whose name contains this (e.g. '(4p)')")
    parser.add_argument("--report-only", action="store_true",
                        help="play nothing: the report of the games of these jobs already in --results")
    parser.add_argument("--short", action="store_true", help="a game or two of each, as the tests run it")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of tables")
    args = parser.parse_args(argv)
    games, mixed = (2, 4) if args.short else (args.games, args.mixed)
    jobs = [job for job in jobs_for(games, mixed, args.seed)
            if args.only is None or args.only in job["kind"]]
    started = time.perf_counter()
    if args.report_only:
        done = read_results(args.results)
        results = [done[job_key(job)] for job in jobs if job_key(job) in done]
    else:
        results = play_all(jobs, args.workers, args.results, progress=not args.json)
    summary = report(results, time.perf_counter() - started, args.workers)
    if args.json:
        print(json.dumps(summary))
    else:
        print_report(summary)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
