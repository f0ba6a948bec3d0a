"""The `colosseum` command: play (the default), simulate, and the tools beside them."""
from __future__ import annotations

import argparse
import sys

from .i18n import LANGUAGES, set_language, system_language


def _simulate(args: argparse.Namespace) -> int:
    from .simulate import parse_bots, run

    try:
        levels = parse_bots(args.bots, args.players)
    except ValueError as error:
        print(f"colosseum simulate: {error}", file=sys.stderr)
        return 2
    if args.save or args.autosave_dir or args.stop_after_round is not None:
        from .simulate_saves import simulate_with_saves

        return simulate_with_saves(args.players, args.seed, args.variant, args.stop_after_round, args.save,
                                   args.autosave_dir, levels)
    return run(args.players, args.games, args.seed, args.variant, args.json, bots=args.bots)


def _check_save(args: argparse.Namespace) -> int:
    from .saves.cli_commands import check_save

    return check_save(args.file)


def _play(args: argparse.Namespace) -> int:
    from .app import launch

    return launch(load=args.load, saves_dir=args.saves_dir, language=args.lang)


def _render(args: argparse.Namespace) -> int:
    from .render import main as render

    return render(args.load, args.out, args.size)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="colosseum", description="Colosseum for 3-5 players at one computer.")
    parser.add_argument("--load", metavar="FILE", help="open a saved game straight into the board")
    parser.add_argument("--saves-dir", metavar="DIR", help="where saves and autosaves live (default: user data dir)")
    parser.add_argument("--lang", metavar="CODE", choices=tuple(LANGUAGES),
                        help=f"the language to play in this time: {', '.join(LANGUAGES)} (default: the one chosen"
                             " in the settings, or the system's)")
    commands = parser.add_subparsers(dest="command")
    sim = commands.add_parser("simulate", help="play whole random games headless and check the rules")
    sim.add_argument("--players", type=int, choices=(3, 4, 5), default=4)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", choices=("standard", "competitive"), default="standard")
    sim.add_argument("--json", action="store_true", help="end with one JSON summary line")
    sim.add_argument("--bots", metavar="LIST",
                     help="computer player per seat, comma-separated: random, easy or strong (default all random)")
    # Saves: these play a single game (the one of --seed) instead of --games games.
    sim.add_argument("--stop-after-round", type=int, metavar="R",
                     help="stop when the game reaches round R+1 (or ends); use with --save")
    sim.add_argument("--save", metavar="FILE", help="save the game where it stopped")
    sim.add_argument("--autosave-dir", metavar="DIR",
                     help="autosave after every command, printing a line per command applied")
    sim.set_defaults(run=_simulate)
    check = commands.add_parser("check-save", help="check that a save loads and summarise it (exit 2 if not)")
    check.add_argument("file")
    check.set_defaults(run=_check_save)
    render = commands.add_parser("render", help="draw the board of a saved game to a PNG, without a window")
    render.add_argument("--load", metavar="SAVE", required=True)
    render.add_argument("--out", metavar="PNG", required=True)
    render.add_argument("--size", metavar="WxH", default="1600x900")
    render.set_defaults(run=_render)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    run = getattr(args, "run", None)
    if run is None:
        return _play(args)  # the window chooses its language with the settings at hand
    set_language(args.lang or system_language())
    return run(args)
