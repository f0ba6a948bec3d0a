"""How long the Load screen's list takes with a legal 9.6 MB save in the folder (a game whose first trade turn
holds ~30,000 refused offers), against fully loading that save (what listing did before it read headers only).

    python benchmarks/bench_listing.py [--offers 29500]
"""
import argparse
import statistics
import tempfile
import time
from pathlib import Path

from colosseum_desktop import rules, saves
from colosseum_desktop.saves import listing
from colosseum_desktop.simulate import haggling_session, let_computers_play
from colosseum_desktop.session import Session


def timed(call, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        call()
        times.append((time.perf_counter() - started) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--offers", type=int, default=29_500)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--short", action="store_true", help="a tiny run for the tests: the script still works; its figures mean nothing")
    args = parser.parse_args()
    if args.short:
        args.offers, args.runs = 20, 1
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        big = saves.save_game(haggling_session(args.offers), folder / "long haggling")
        for seed in range(1, 2 if args.short else 6):  # five ordinary games in progress beside it
            session = Session.new(rules.GameOptions(players=4), seed, on_change=saves.Autosaver(folder))
            let_computers_play(session, ("random",) * 4, until=lambda s: s.round >= 3)
        print(f"big save: {big.stat().st_size / 1e6:.1f} MB, {args.offers} offers; "
              f"{len(list(folder.iterdir()))} files in the folder")
        full = timed(lambda: saves.load_game(big), max(1, args.runs // 2))
        print(f"full load of the big save (replay and checks; the old list did this per file): "
              f"median {statistics.median(full):.0f} ms")

        def cold_list():
            listing._known.clear()
            return saves.list_saves(folder)

        cold = timed(cold_list, args.runs)
        print(f"list every file, nothing remembered (headers only): median {statistics.median(cold):.1f} ms, "
              f"max {max(cold):.1f} ms")
        header = timed(lambda: listing.parse_header(listing.read_save_bytes(big)), args.runs)
        print(f"  of which the big save's header: median {statistics.median(header):.1f} ms")
        warm = timed(lambda: saves.list_saves(folder), args.runs)
        print(f"list again, files unchanged: median {statistics.median(warm):.2f} ms")
        games = timed(lambda: saves.games_in_progress(saves.list_saves(folder)), args.runs)
        print(f"games in progress from the list: median {statistics.median(games):.2f} ms "
              f"({len(saves.games_in_progress(saves.list_saves(folder)))} games)")


if __name__ == "__main__":
    main()
