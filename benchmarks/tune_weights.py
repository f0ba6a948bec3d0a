"""Tunes a computer player's weights against the strong player by self-play: SPSA (simultaneous perturbation
stochastic approximation) in log space over every figure of a weights file, its result a new weights file.

Each step draws a random sign for every figure, plays the same seeded games (same deals, same seat) once with the
figures raised by that sign and once lowered, the tuned player (--player: the expert, with its searched trade
offers, or the strong player) against strong ones, and moves the figures towards
the better side. What is compared is the tuned seat's margin over the best other record (clipped), far less noisy
than wins alone. The games are 3, 4 and 5-player ones (half of them 4-player), the seat rotating. The result is
the average of the figures over the second half of the steps, which cancels much of the steps' noise.

Reproducible (the signs and the deals follow --seed and the step's number) and resumable (the state is written
after every step to --state; run again with the same arguments to go on). A progress bar shows the steps.

Run: nice -n 15 python benchmarks/tune_weights.py --base strong --kept-from expert --steps 50 --games 16 \
         --state tune.json --out colosseum_desktop/bots/weights/expert.json
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import tempfile
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tournament import play_game  # noqa: E402

from colosseum_desktop.bots.expert import ExpertBot  # noqa: E402
from colosseum_desktop.bots.strong import StrongBot  # noqa: E402
from colosseum_desktop.bots.weights import LevelWeights, load_weights, parse_weights, weights_json  # noqa: E402

# Figures kept as they are: `better_by` is the players' manners towards people (README: a second offer only if at
# least one spectator better for them), not a matter of strength; `drive_limit` caps what a player risks when a
# rival judges otherwise than modelled, which games against the modelled players alone can never show.
FIXED = {("trade", "better_by"), ("auction", "drive_limit")}
MARGIN_CLIP = 30  # spectators: one runaway game must not steer a step
WIN_BONUS = 10  # spectators a win is worth on top of its margin
PLAYER_COUNTS = (4, 3, 4, 5)  # half the games 4-player


def figures(weights: LevelWeights) -> list[tuple[str, str]]:
    data = weights.model_dump()
    return [(group, name) for group, figures_ in data.items() if isinstance(figures_, dict) for name in figures_
            if (group, name) not in FIXED]


def with_figures(base: LevelWeights, theta: list[float]) -> dict:
    """The base weights with each tuned figure multiplied by exp(theta) (integers rounded)."""
    data = base.model_dump()
    for (group, name), log_factor in zip(figures(base), theta):
        value = data[group][name] * math.exp(log_factor)
        data[group][name] = round(value) if isinstance(data[group][name], int) else round(value, 4)
    return data


def with_kept_figures(base: LevelWeights, kept: LevelWeights) -> LevelWeights:
    """The base's figures, but the untuned ones (and the model of the rivals) taken from `kept`."""
    data, kept_data = base.model_dump(), kept.model_dump()
    for group, name in FIXED:
        data[group][name] = kept_data[group][name]
    data["rivals_judged_by"] = kept_data["rivals_judged_by"]
    return parse_weights(json.dumps(data), "the base figures")


PLAYERS = {"strong": StrongBot, "expert": ExpertBot}  # whose decisions the tuned figures steer


def play_one(job: tuple) -> float:
    """The tuned seat's clipped margin over the best other record in one game against strong players."""
    data, seed, players, player = job
    seat = seed % players
    tuned = PLAYERS[player](seed, parse_weights(json.dumps(data), "the tuned figures"))
    seats = tuple(tuned if s == seat else "strong" for s in range(players))
    result = play_game(seats, seed)
    records = result["records"]
    margin = records[seat] - max(r for s, r in enumerate(records) if s != seat)
    return max(-MARGIN_CLIP, min(MARGIN_CLIP, margin)) + WIN_BONUS * result["shares"][seat]


def step_games(seed: int, step: int, games: int) -> list[tuple[int, int]]:
    first = seed * 1_000_003 + step * games
    return [(first + j, PLAYER_COUNTS[j % len(PLAYER_COUNTS)]) for j in range(games)]


def main(argv: list[str] | None = None) -> int:
    from tqdm import tqdm

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="strong", help="the weights file to start from (a level's name)")
    parser.add_argument("--kept-from", help="the weights file whose untuned figures (FIXED, rivals_judged_by) are "
                                            "kept (default: the base)")
    parser.add_argument("--player", choices=sorted(PLAYERS), default="expert",
                        help="the player the figures steer (the expert searches its trade offers)")
    parser.add_argument("--steps", type=int, default=150)
    parser.add_argument("--games", type=int, default=16, help="games per side of a step")
    parser.add_argument("--perturbation", type=float, default=0.2, help="log-factor each figure is moved by")
    parser.add_argument("--rate", type=float, default=0.03, help="log-factor of a step, normalised")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--state", type=Path, help="where the tuning's state is kept (resumable)")
    parser.add_argument("--out", type=Path, help="write the tuned weights file here")
    parser.add_argument("--short", action="store_true", help="one step of two games, as the tests run it")
    args = parser.parse_args(argv)
    if args.short:
        args.steps, args.games, args.workers = 1, 2, 1
        args.state = args.state or Path(tempfile.mkdtemp()) / "tune-state.json"
    elif args.state is None:
        parser.error("--state FILE is needed: the tuning goes on from it when run again")

    base = with_kept_figures(load_weights(args.base), load_weights(args.kept_from or args.base))
    names = figures(base)
    state = {"step": 0, "theta": [0.0] * len(names), "square": 0.0, "sum": [0.0] * len(names), "summed": 0,
             "history": []}
    if args.state.exists():
        state = json.loads(args.state.read_text(encoding="utf-8"))
    bar = tqdm(total=args.steps, initial=state["step"], desc="steps", unit="step", file=sys.stderr)
    with Pool(args.workers) as pool:
        while state["step"] < args.steps:
            step = state["step"]
            signs = [random.Random(args.seed * 7_919 + step * 31 + i).choice((-1, 1)) for i in range(len(names))]
            theta = state["theta"]
            plus = with_figures(base, [t + args.perturbation * s for t, s in zip(theta, signs)])
            minus = with_figures(base, [t - args.perturbation * s for t, s in zip(theta, signs)])
            games = step_games(args.seed, step, args.games)
            started = time.perf_counter()
            scores = pool.map(play_one, [(plus, seed, n, args.player) for seed, n in games]
                              + [(minus, seed, n, args.player) for seed, n in games])
            up, down = statistics.mean(scores[:len(games)]), statistics.mean(scores[len(games):])
            gradient = (up - down) / (2 * args.perturbation)
            state["square"] = 0.9 * state["square"] + 0.1 * gradient ** 2 if step else gradient ** 2
            size = args.rate * gradient / (math.sqrt(state["square"]) + 1e-9)
            state["theta"] = [t + size * s for t, s in zip(theta, signs)]
            if step >= args.steps // 2:  # average the second half
                state["sum"] = [a + t for a, t in zip(state["sum"], state["theta"])]
                state["summed"] += 1
            state["history"].append({"step": step, "up": round(up, 3), "down": round(down, 3),
                                     "seconds": round(time.perf_counter() - started, 1)})
            state["step"] = step + 1
            args.state.write_text(json.dumps(state), encoding="utf-8")
            bar.update(1)
            bar.set_postfix(up=f"{up:.1f}", down=f"{down:.1f}")
    bar.close()
    final = [a / state["summed"] for a in state["sum"]] if state["summed"] else state["theta"]
    tuned = parse_weights(json.dumps(with_figures(base, final)), "the tuned figures")
    for (group, name), log_factor in zip(names, final):
        print(f"{group}.{name}: x{math.exp(log_factor):.3f}")
    if args.out:
        args.out.write_text(weights_json(tuned), encoding="utf-8")
        print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
