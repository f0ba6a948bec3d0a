"""The `colosseum` command: play (the default), simulate, and the tools beside them.

It speaks the player's language as the window does: `--lang CODE` for this run, else the one chosen in the
settings, else the system's. The language is chosen before the parser is built, so the help is in it too. Our
texts (descriptions, each option's help, the headings, "usage:" and "error:") come from our catalogs; argparse's
own explanations of a bad command line ("invalid choice: ...", "the following arguments are required: ...") are
Python's, which ships them in English only.
"""
from __future__ import annotations

import argparse
import sys

from .bots.levels import LEVELS  # names only: the players themselves are imported when made
from .i18n import LANGUAGES, _, set_language, starting_language
from .settings import Settings, default_settings_path


class _Help(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, _("usage:") + " " if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    """argparse, with its headings, "usage:", "error:" and the help option in the player's language."""

    def __init__(self, **kwargs) -> None:
        super().__init__(formatter_class=_Help, add_help=False, allow_abbrev=False, **kwargs)
        self.options = self.add_argument_group(_("options"))  # argparse's own group, headed in English, stays empty
        self.options.add_argument("-h", "--help", action="help", help=_("show this help and exit"))

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, _("{prog}: error: {problem}", prog=self.prog, problem=message) + "\n")


def language_asked(argv: list[str]) -> str | None:
    """The CODE of `--lang CODE` or `--lang=CODE`, read before argparse builds the help it would print."""
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    return None


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
    """The command line's parser, its texts in the current language."""
    parser = _Parser(prog="colosseum", description=_("Colosseum for 3-5 players at one computer."))
    play = parser.options
    play.add_argument("--load", metavar=_("FILE"), help=_("open a saved game straight into the board"))
    play.add_argument("--saves-dir", metavar=_("FOLDER"),
                      help=_("where saves and autosaves live (default: the user data folder)"))
    play.add_argument("--lang", metavar=_("CODE"), choices=tuple(LANGUAGES),
                      help=_("the language for this run: {codes} (default: the one chosen in the settings, or "
                             "the system's)", codes=", ".join(LANGUAGES)))
    commands = parser.add_subparsers(dest="command", title=_("commands"), metavar=_("COMMAND"))

    sim = commands.add_parser("simulate", help=_("play whole games between computer players and check the rules"),
                              description=_("Play whole games between computer players, headless, checking the "
                                            "rules' invariants after every move."))
    options = sim.options
    options.add_argument("--players", type=int, choices=(3, 4, 5), default=4,
                         help=_("how many players (default: {n})", n=4))
    options.add_argument("--games", type=int, default=10, metavar=_("N"),
                         help=_("how many games to play (default: {n})", n=10))
    options.add_argument("--seed", type=int, default=1, metavar=_("N"),
                         help=_("the first game's seed; each further game takes the next (default: {n})", n=1))
    options.add_argument("--variant", choices=("standard", "competitive"), default="standard",
                         help=_("the auction rule: standard, or the variant's more competitive auctions"))
    options.add_argument("--json", action="store_true", help=_("end with one JSON summary line"))
    options.add_argument("--bots", metavar=_("LIST"),
                         help=_("the computer player of each seat, comma-separated: {levels} (default: all random)",
                                levels=", ".join(LEVELS)))
    # Saves: these play a single game (the one of --seed) instead of --games games.
    round_name = _("R")  # the metavar, and the round's name in the help beside it
    options.add_argument("--stop-after-round", type=int, metavar=round_name,
                         help=_("stop when the game reaches round {r}+1 (or ends); use with --save", r=round_name))
    options.add_argument("--save", metavar=_("FILE"), help=_("save the game where it stopped"))
    options.add_argument("--autosave-dir", metavar=_("FOLDER"),
                         help=_("autosave after every move, printing a line per move"))
    sim.set_defaults(run=_simulate)

    check = commands.add_parser("check-save", help=_("check that a save loads and summarise it (exit 2 if not)"),
                                description=_("Check a save as opening it would (every move replayed) and "
                                              "summarise it; exit status 2, with the reason, if it cannot be "
                                              "opened."))
    check.add_argument_group(_("arguments")).add_argument("file", metavar=_("FILE"), help=_("the save to check"))
    check.set_defaults(run=_check_save)

    render = commands.add_parser("render", help=_("draw the board of a saved game to a PNG, without a window"),
                                 description=_("Draw the board of a saved game to a PNG picture, without a window."))
    options = render.options
    options.add_argument("--load", metavar=_("SAVE"), required=True, help=_("the saved game to draw"))
    options.add_argument("--out", metavar="PNG", required=True, help=_("the picture to write"))
    options.add_argument("--size", metavar=_("WxH"), default="1600x900",
                         help=_("its width and height in pixels (default: {size})", size="1600x900"))
    render.set_defaults(run=_render)
    return parser


def choose_language(argv: list[str]) -> None:
    """Speak --lang's language, else the one chosen in the settings, else the system's (as the window does)."""
    set_language(starting_language(language_asked(argv), Settings.load(default_settings_path()).language))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    choose_language(argv)
    args = build_parser().parse_args(argv)
    run = getattr(args, "run", None)
    if run is None:
        return _play(args)
    return run(args)
