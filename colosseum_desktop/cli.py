"""The `colosseum` command: play (the default), simulate, and the tools beside them."""
from __future__ import annotations

import argparse
import sys


def _simulate(args: argparse.Namespace) -> int:
    from .simulate import run

    return run(args.players, args.games, args.seed, args.variant, args.json)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="colosseum", description="Colosseum for 3-5 players at one computer.")
    commands = parser.add_subparsers(dest="command")
    sim = commands.add_parser("simulate", help="play whole random games headless and check the rules")
    sim.add_argument("--players", type=int, choices=(3, 4, 5), default=4)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", choices=("standard", "competitive"), default="standard")
    sim.add_argument("--json", action="store_true", help="end with one JSON summary line")
    sim.set_defaults(run=_simulate)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "run", None) is None:
        print("The window is not built yet; try `colosseum simulate`.", file=sys.stderr)
        return 2
    return args.run(args)
