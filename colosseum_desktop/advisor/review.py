"""After the game: each person's biggest missed gains. The advisor goes over the game's log and, at every decision
a person made, compares the move made with its own best one on the same view (what that person saw then, never
what came after); the largest gaps, in spectators by the strong player's valuation, are the moments worth a second
look. No pygame: the end screen runs it on a worker."""
from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from .. import rules
from ..rules.state import Phase
from ..table.views import view_for
from .advice import _what_about, ranked_options
from .appraisal import Option, whole

PER_SEAT = 3  # the few biggest
LEAST = 2  # a gap smaller than this many spectators is the valuation's noise, not a lesson


@dataclass(frozen=True)
class MissedGain:
    move: int  # the decision's moment: the number of moves played before it (the replay's moment)
    seat: int
    round: int
    phase: Phase
    spectators: int  # about how many the move made cost against the advisor's, whole
    best: Option  # the advisor's move there, with its reasons


def _option_of(options: tuple[Option, ...], command: rules.Command) -> Option | None:
    """The option the move made is (or a move of the same kind: a bid of another amount); None if none is."""
    exact = next((option for option in options if option.command == command), None)
    if exact is not None:
        return exact
    return next((option for option in options if _what_about(option.command) == _what_about(command)), None)


def judged(options: tuple[Option, ...], command: rules.Command) -> tuple[Option | None, int]:
    """The option the move made is, and about how many spectators the advisor's best was worth more (whole); (None,
    0) when the advisor has no option for the move."""
    made = _option_of(options, command)
    if made is None or not options:
        return None, 0
    return made, whole(options[0].spectators - made.spectators)


def missed_gains(moves: Iterable[tuple[rules.GameState, rules.Command]], people: Collection[int],
                 per_seat: int = PER_SEAT, least: int = LEAST) -> dict[int, list[MissedGain]]:
    """{seat: its biggest missed gains, biggest first} for the seats in `people`, from the game's moves as (state
    before, command). Moves the advisor has no option for (the any-time exchanges, an answer it does not rank) are
    left out, never guessed."""
    found: dict[int, list[MissedGain]] = {seat: [] for seat in people}
    for number, (before, command) in enumerate(moves):
        seat = command.player
        if seat not in found or rules.current_player(before) != seat:
            continue
        options = ranked_options(view_for(before, seat))
        made, gap = judged(options, command)
        if made is not None and gap >= least:
            found[seat].append(MissedGain(number, seat, before.round, before.phase, gap, options[0]))
    return {seat: sorted(gains, key=lambda gain: (-gain.spectators, gain.move))[:per_seat]
            for seat, gains in found.items()}
