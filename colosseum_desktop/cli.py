"""The `colosseum` command: play (the default), simulate, and the tools beside them.

It speaks the player's language as the window does: `--lang CODE` for this run, else the one chosen in the
settings, else the system's. The language is chosen before the parser is built, so the help is in it too. Our
texts (descriptions, each option's help, the headings, "usage:" and "error:") come from our catalogs; argparse's
own explanations of a bad command line ("invalid choice: ...", "the following arguments are required: ...") are
Python's, which ships them in English only.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import __version__
from .bots.levels import LEVELS  # names only: the players themselves are imported when made
from .i18n import LANGUAGES, _, set_language, starting_language
from .i18n.lazy import visible
from .protocol import DEFAULT_HOST, DEFAULT_PORT, HANDSHAKE_SECONDS, PING_SECONDS, UNDO_ANSWER_SECONDS
from .protocol.invite_links import is_colosseum_link
from .settings import Settings, default_settings_path
from .files.stdout_pipe import guarded_output


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


MOST_GAMES = 100_000  # about an hour and a half of random players; more is a typing mistake, not a wish
MOST_ROUNDS = 99
MOST_UNDO_ANSWER_SECONDS = 14 * 24 * 3600  # a move-a-day game's longest turn time
MOST_WAIT_SECONDS = 3600  # the longest a server may be told to wait for a connection to speak


def whole_number(least: int, most: int):
    """An argparse type: a whole number from `least` to `most`; anything else is refused in one line."""
    def parse(text: str) -> int:
        try:
            number = int(text)
        except ValueError:
            number = None
        if number is None or not least <= number <= most:
            raise argparse.ArgumentTypeError(_("a whole number from {least} to {most} is needed, not {text}",
                                               least=least, most=most, text=visible(repr(text))))
        return number
    return parse


def file_name(text: str) -> str:
    """An argparse type: the name of a file to write (not empty, not a folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(_("the file name is empty"))
    if Path(text).is_dir():
        raise argparse.ArgumentTypeError(_("{file} is a folder, not a file", file=visible(text)))
    return text


def folder(text: str) -> str:
    """An argparse type: a folder, or where one can be made (not empty, not a file)."""
    if not text.strip():
        raise argparse.ArgumentTypeError(_("the folder name is empty"))
    if os.path.lexists(text) and not Path(text).is_dir():
        raise argparse.ArgumentTypeError(_("{folder} is not a folder", folder=visible(text)))
    return text


def writable_folder(text: str) -> str:
    """An argparse type: a folder this program can write in, made if missing (every move is written there)."""
    folder(text)
    try:
        Path(text).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise argparse.ArgumentTypeError(_("{folder} cannot be made ({reason})", folder=visible(text),
                                           reason=error.strerror or error)) from None
    if not os.access(text, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(_("{folder} cannot be written to", folder=visible(text)))
    return text


def listen_host(text: str) -> str:
    """An argparse type: an address or name to listen on, checked before any lookup (999.1.1.1 is refused)."""
    from .protocol.addresses import NotAnAddress, host_name

    try:
        return host_name(text.strip())
    except NotAnAddress as refusal:
        raise argparse.ArgumentTypeError(str(refusal)) from None


def database_url(text: str) -> str:
    """An argparse type: an SQLite or PostgreSQL address (`notaurl` and `mysql://...` refused in one line)."""
    try:
        from .server.start_faults import StartFault, checked_database_url

        return checked_database_url(text)
    except ModuleNotFoundError:  # no server extra: `serve` says so itself, in one line
        return text
    except StartFault as fault:
        raise argparse.ArgumentTypeError(str(fault)) from None


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
    if args.save is not None or args.autosave_dir is not None or args.stop_after_round is not None:
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


def _replay(args: argparse.Namespace) -> int:
    from .app import launch

    return launch(replay=args.file, saves_dir=args.saves_dir, language=args.lang)


def _play_online(args: argparse.Namespace) -> int:
    from .app import launch
    from .online.seats_opened import SeatsProblem, seats_to_open, server_address
    from .saves import default_saves_dir

    if args.secret is not None:
        print(_("colosseum play-online: warning: --secret shows the secret to every user of this computer (ps) and "
                "will be removed in a later release; leave it out to use the seats joined in the window, or give "
                "the secrets on standard input with --secrets-stdin"), file=sys.stderr, flush=True)
    saves_dir = Path(args.saves_dir) if args.saves_dir else default_saves_dir()
    try:
        server = server_address(args.server)
        seats = seats_to_open(server, args.game, args.seat, args.secret, args.secrets_stdin, sys.stdin, saves_dir)
    except SeatsProblem as problem:
        print(f"colosseum play-online: {problem}", file=sys.stderr)
        return 2
    return launch(saves_dir=args.saves_dir, language=args.lang, online=(server, seats))


def _render(args: argparse.Namespace) -> int:
    from .render import main as render

    return render(args.load, args.out, args.size)


def _serve(args: argparse.Namespace) -> int:
    try:
        return _run_server(args)
    except ModuleNotFoundError as error:
        missing = error.name or ""
        # the server's libraries, or the server's own package (left out of the bundle, tools/build_bundle.py)
        if missing.partition(".")[0] not in SERVER_MODULES and not missing.startswith(f"{__package__}.server"):
            raise
        print(_("colosseum serve needs the server extra: pipx install --force '{package}' (or pip install "
                "'{package}')", package="colosseum-desktop[server]"), file=sys.stderr)
        return 1


# What the `server` extra brings (pyproject.toml): a player's install has none of them.
SERVER_MODULES = frozenset({"starlette", "uvicorn", "sqlalchemy", "alembic", "psycopg"})


def _run_server(args: argparse.Namespace) -> int:
    from .server.database_address import AddressProblem, chosen_address, readable_address
    from .server.serve import serve
    from .server.storage import default_database_url
    from .server.timeouts import Timeouts

    def warn(line: str) -> None:
        print(f"colosseum serve: {line}", file=sys.stderr, flush=True)

    try:
        database = readable_address(chosen_address(args.database, args.database_file, warn) or default_database_url())
    except AddressProblem as problem:
        warn(str(problem))
        return 2

    def announce(address: str, database: str) -> None:
        print(_("Colosseum server listening on {address} (database: {database}). Ctrl+C stops it.",
                address=address, database=database), flush=True)

    timeouts = Timeouts(handshake_seconds=args.handshake_seconds, ping_seconds=args.ping_seconds)
    return serve(args.host, args.port, database, announce, args.undo_answer_seconds, timeouts)


def _install_desktop(args: argparse.Namespace) -> int:
    from .desktop_entry import run_command

    return run_command(args.uninstall)


def _open_link(args: argparse.Namespace, links: list[str]) -> int:
    """`colosseum colosseum://join/CODE?server=...` (the desktop entry's %u): the game on Join, both filled in;
    `colosseum colosseum://watch/GAME?server=...`: that game, watched."""
    from .protocol.invite_links import BadLink, read_colosseum_link
    from .online.watch_links import is_watch_link, read_watch_link

    if len(links) > 1 or getattr(args, "run", None) is not None or args.load:
        print(_("A colosseum: link opens the game alone: give it without a command or another link."),
              file=sys.stderr)
        return 2
    try:
        opened = ({"watch": read_watch_link(links[0])} if is_watch_link(links[0])
                  else {"invite": read_colosseum_link(links[0])})
    except BadLink as problem:
        print(_("This link was not opened: {reason}", reason=problem), file=sys.stderr)
        return 2
    from .app import launch

    return launch(saves_dir=args.saves_dir, language=args.lang, **opened)


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, its texts in the current language."""
    parser = _Parser(prog="colosseum", description=_("Colosseum for 3-5 players at one computer."))
    play = parser.options
    play.add_argument("--load", metavar=_("FILE"), type=file_name, help=_("open a saved game straight into the board"))
    play.add_argument("--saves-dir", metavar=_("FOLDER"), type=writable_folder,
                      help=_("where saves and autosaves live (default: the user data folder)"))
    play.add_argument("--lang", metavar=_("CODE"), choices=tuple(LANGUAGES),
                      help=_("the language for this run: {codes} (default: the one chosen in the settings, or "
                             "the system's)", codes=", ".join(LANGUAGES)))
    play.add_argument("--version", action="version", version=f"colosseum {__version__}",
                      help=_("show the version and exit"))
    commands = parser.add_subparsers(dest="command", title=_("commands"), metavar=_("COMMAND"))

    sim = commands.add_parser("simulate", help=_("play whole games between computer players and check the rules"),
                              description=_("Play whole games between computer players, headless, checking the "
                                            "rules' invariants after every move."))
    options = sim.options
    options.add_argument("--players", type=int, choices=(3, 4, 5), default=4,
                         help=_("how many players (default: {n})", n=4))
    options.add_argument("--games", type=whole_number(1, MOST_GAMES), default=10, metavar=_("N"),
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
    options.add_argument("--stop-after-round", type=whole_number(0, MOST_ROUNDS), metavar=round_name,
                         help=_("stop when the game reaches round {r}+1 (or ends); use with --save", r=round_name))
    options.add_argument("--save", metavar=_("FILE"), type=file_name, help=_("save the game where it stopped"))
    options.add_argument("--autosave-dir", metavar=_("FOLDER"), type=writable_folder,
                         help=_("autosave after every move, printing a line per move"))
    sim.set_defaults(run=_simulate)

    check = commands.add_parser("check-save", help=_("check that a save loads and summarise it (exit 2 if not)"),
                                description=_("Check a save as opening it would (every move replayed) and "
                                              "summarise it; exit status 2, with the reason, if it cannot be "
                                              "opened."))
    check.add_argument_group(_("arguments")).add_argument("file", metavar=_("FILE"), help=_("the save to check"))
    check.set_defaults(run=_check_save)

    replay = commands.add_parser("replay", help=_("watch a saved game again in the window, move by move"),
                                 description=_("Open the window on the replay of a saved game: every move again, "
                                               "from the start, and play on from any of them as a new game."))
    replay.add_argument_group(_("arguments")).add_argument("file", metavar=_("FILE"), type=file_name,
                                                           help=_("the save to watch"))
    replay.set_defaults(run=_replay)

    render = commands.add_parser("render", help=_("draw the board of a saved game to a PNG, without a window"),
                                 description=_("Draw the board of a saved game to a PNG picture, without a window."))
    options = render.options
    options.add_argument("--load", metavar=_("SAVE"), required=True, type=file_name, help=_("the saved game to draw"))
    options.add_argument("--out", metavar="PNG", required=True, type=file_name, help=_("the picture to write"))
    options.add_argument("--size", metavar=_("WxH"), default="1600x900",
                         help=_("its width and height in pixels (default: {size})", size="1600x900"))
    render.set_defaults(run=_render)

    serve = commands.add_parser("serve", help=_("run a server for online games, played from several computers"),
                                description=_("Run a server that holds online games: each person plays from their "
                                              "own computer, live or a move a day. It prints its address once it "
                                              "is ready."))
    options = serve.options
    options.add_argument("--host", metavar=_("ADDRESS"), type=listen_host, default=DEFAULT_HOST,
                         help=_("the address to listen on (default: {host}; 0.0.0.0 for every network)",
                                host=DEFAULT_HOST))
    options.add_argument("--port", type=whole_number(0, 65535), metavar=_("PORT"), default=DEFAULT_PORT,
                         help=_("the port to listen on (default: {port})", port=DEFAULT_PORT))
    database = options.add_mutually_exclusive_group()
    database.add_argument("--database", metavar=_("URL"), type=database_url,
                          help=_("an sqlite:///FILE or postgresql://USER@HOST/NAME address (default: ${env} if set, "
                                 "else a file in the user data folder)", env="COLOSSEUM_DATABASE_URL"))
    database.add_argument("--database-file", metavar=_("FILE"),
                          help=_("a file whose first line is the database's address: the place for one with a "
                                 "password, which the command line would show to every user of this computer"))
    options.add_argument("--undo-answer-seconds", type=whole_number(1, MOST_UNDO_ANSWER_SECONDS), metavar=_("SECONDS"),
                         default=UNDO_ANSWER_SECONDS,
                         help=_("how long a person asked to agree to a take-back has to answer before the request "
                                "lapses (default: {seconds})", seconds=UNDO_ANSWER_SECONDS))
    options.add_argument("--handshake-seconds", type=whole_number(1, MOST_WAIT_SECONDS), metavar=_("SECONDS"),
                         default=HANDSHAKE_SECONDS,
                         help=_("how long a new connection may take to say what it wants (its request, or a "
                                "game's seat) before it is closed (default: {seconds})", seconds=HANDSHAKE_SECONDS))
    options.add_argument("--ping-seconds", type=whole_number(1, MOST_WAIT_SECONDS), metavar=_("SECONDS"),
                         default=PING_SECONDS,
                         help=_("how often a player's connection is checked, and how long its answer may take, "
                                "before a connection gone silent is closed (default: {seconds})",
                                seconds=PING_SECONDS))
    serve.set_defaults(run=_serve)

    online = commands.add_parser("play-online", help=_("open an online game in the window, for its seats played here"),
                                 description=_("Open the window on an online game held by a server, for the seats "
                                               "played at this computer (several people may share it). Each seat's "
                                               "secret is taken from the online seats file, where joining in the "
                                               "window kept it, or from standard input with --secrets-stdin: never "
                                               "from the command line, which every user of the computer can read."))
    options = online.options
    options.add_argument("--server", metavar=_("URL"), required=True,
                         help=_("the server's address, such as {example}", example="http://127.0.0.1:8765"))
    options.add_argument("--game", metavar=_("ID"), required=True, help=_("the game's id"))
    options.add_argument("--seat", type=whole_number(1, 5), action="append", metavar=_("N"),
                         help=_("a seat played here, counted from 1 (again for each further seat; default: every "
                                "seat of the game the online seats file keeps)"))
    options.add_argument("--secrets-stdin", action="store_true",
                         help=_("read the seats' secrets from standard input, one a line, in the order of --seat"))
    options.add_argument("--secret", action="append", metavar=_("SECRET"),
                         help=_("deprecated, shown to every user of this computer: that seat's secret"))
    online.set_defaults(run=_play_online)

    desktop = commands.add_parser("install-desktop", help=_("put the game in this desktop's menus, and let "
                                                            "colosseum: links open it"),
                                  description=_("Put a menu entry and an icon in your own folders and make "
                                                "colosseum: links (an invite's button) open the game on Join; "
                                                "--uninstall takes them away again."))
    desktop.options.add_argument("--uninstall", action="store_true",
                                 help=_("take away what install-desktop put, and only that"))
    desktop.set_defaults(run=_install_desktop)
    return parser


def choose_language(argv: list[str]) -> None:
    """Speak --lang's language, else the one chosen in the settings, else the system's (as the window does)."""
    set_language(starting_language(language_asked(argv), Settings.load(default_settings_path()).language))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    choose_language(argv)
    return guarded_output(lambda: _run(argv), lambda reason: _("colosseum: standard output cannot be written "
                                                                "({reason}).", reason=reason))


def _run(argv: list[str]) -> int:
    links = [arg for arg in argv if is_colosseum_link(arg)]  # a browser passing an invite's link
    args = build_parser().parse_args([arg for arg in argv if not is_colosseum_link(arg)])
    if links:
        return _open_link(args, links)
    run = getattr(args, "run", None)
    return _play(args) if run is None else run(args)
