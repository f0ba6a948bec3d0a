"""What `colosseum simulate --save/--autosave-dir/--stop-after-round` does: one game between computer players,
saved as a played game saves."""
from __future__ import annotations

import sys

from . import rules
from .i18n import _
from .i18n.card_names import phase_title
from .i18n.command_names import command_name
from .i18n.lazy import visible
from .saves import Autosaver, SaveError, computer_seat, save_game
from .session import Session
from .simulate import let_computers_play
from .table import AutosaveObserver, TableObserver


class Narration(TableObserver):
    """Says each move as it is played ("applied N: ..."), for whoever watches the autosaves being written."""

    def __init__(self, out) -> None:
        self.out = out

    def moved(self, table, entry) -> None:
        last = entry.command
        print(_("applied {n}: {kind} by seat {seat}", n=len(table.session.log), kind=command_name(last.kind),
                seat=last.player + 1), file=self.out, flush=True)


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
    print(_("game id {id}", id=session.game_id), file=out, flush=True)
    autosaver = None
    observers = []
    if autosave_dir is not None:
        autosaver = Autosaver(autosave_dir, seats=seats)
        observers = [Narration(out), AutosaveObserver(autosaver)]  # each move said just before it is autosaved
    until = None if stop_after_round is None else (lambda state: state.round > stop_after_round)
    problems = let_computers_play(session, levels, until, observers=observers)
    state = session.state
    where = (_("the game is over") if rules.is_over(state) else
             _("round {round}, {phase}", round=state.round, phase=phase_title(state.phase)))
    print(_("seed {seed}: {n} moves, stopped at {where}; records {records}", seed=seed, n=len(session.log),
            where=where, records=[p.record for p in state.players]), file=out)
    for problem in problems[:5]:
        print("  " + _("invariant broken: {problem}", problem=problem), file=out)
    if save is not None:
        try:
            print(_("saved to {file}", file=visible(str(save_game(session, save, seats)))), file=out)
        except (SaveError, OSError) as error:
            print("colosseum simulate: " + _("could not save to {file}: {reason}", file=visible(save), reason=error),
                  file=sys.stderr)
            return 2
    if autosaver is not None:
        if autosaver.last_error is not None:
            print(_("autosave failed: {reason}", reason=autosaver.problem), file=out)
            return 1
        print(_("autosaved to {file}", file=visible(str(autosaver.last_path or autosave_dir))), file=out)
    return 1 if problems else 0
