"""What `colosseum check-save` and `colosseum simulate --save/--autosave-dir` do."""
from __future__ import annotations

import sys
from pathlib import Path

from .. import rules
from ..rules.state import PHASE_TITLES
from ..session import Session
from .autosave import Autosaver
from .errors import SaveError
from .format import SCHEMA_VERSION, computer_seat
from .headless import computer_players, let_computers_play
from .loading import load_game
from .saving import save_game


def check_save(path: str, out=None, err=None) -> int:
    """Print a summary of a save that loads (exit 0), or why it does not (exit 2)."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        game = load_game(Path(path))
    except SaveError as error:
        print(f"{path}: {error}", file=err)
        return 2
    state = game.session.state
    version = f"schema {SCHEMA_VERSION}"
    if game.migrated_from:
        version = f"schema {game.migrated_from}, read as {SCHEMA_VERSION}"
    print(f"{path} loads ({version}; saved {game.saved_at:%Y-%m-%d %H:%M %Z} by version {game.app_version}, "
          f"rules {game.rules_version})", file=out)
    print("Players: " + ", ".join(f"{p.name} ({seat})" for p, seat in zip(state.players, game.seats)), file=out)
    print(f"Round {state.round}, {PHASE_TITLES[state.phase]}", file=out)
    print("Records: " + ", ".join(f"{p.name} {p.record}" for p in state.players), file=out)
    print(f"Moves recorded: {len(game.session.log)}", file=out)
    if game.notice:
        print(game.notice, file=out)
    return 0


def simulate_with_saves(players: int, seed: int, variant: str, stop_after_round: int | None,
                        save: str | None, autosave_dir: str | None, levels: tuple[str, ...] | None = None,
                        out=None) -> int:
    """Play one game between computer players (`levels`, one per seat, random by default); with
    `autosave_dir`, autosave after every command as a played game does and print "applied N: ..." just
    before each autosave; with `save`, save where the game stopped."""
    out = out or sys.stdout
    options = rules.GameOptions(players=players, variant=rules.Variant(variant))
    levels = tuple(levels) if levels else ("random",) * players
    seats = tuple(computer_seat(level) for level in levels)
    session = Session.new(options, seed)
    print(f"game id {session.game_id}", file=out, flush=True)
    autosaver = None
    if autosave_dir is not None:
        autosaver = Autosaver(autosave_dir, seats=seats)

        def narrate_and_autosave(played: Session) -> None:
            last = played.log[-1].command
            print(f"applied {len(played.log)}: {last.kind} by seat {last.player + 1}", file=out, flush=True)
            autosaver(played)

        session.on_change = narrate_and_autosave
    until = None if stop_after_round is None else (lambda state: state.round > stop_after_round)
    problems = let_computers_play(session, computer_players(levels, seed), until)
    state = session.state
    where = "game over" if rules.is_over(state) else f"round {state.round}, {PHASE_TITLES[state.phase]}"
    print(f"seed {seed}: {len(session.log)} commands, stopped at {where}; records "
          f"{[p.record for p in state.players]}", file=out)
    for problem in problems[:5]:
        print(f"  invariant broken: {problem}", file=out)
    if save is not None:
        try:
            print(f"saved to {save_game(session, save, seats)}", file=out)
        except (SaveError, OSError) as error:
            print(f"colosseum simulate: could not save to {save}: {error}", file=sys.stderr)
            return 2
    if autosaver is not None:
        if autosaver.last_error is not None:
            print(f"autosave failed: {autosaver.problem}", file=out)
            return 1
        print(f"autosaved to {autosaver.last_path or autosave_dir}", file=out)
    return 1 if problems else 0
