"""Headless whole games between computer players, checking the rules' invariants after every command.

This is the floor above the saves and the computer players: it brings the two together for
`colosseum simulate`, the sample saves and the tests, so the saves never import a computer player.
"""
from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from . import rules
from .bots import LEVELS
from .i18n import _, ngettext
from .i18n.conventions import format_number
from .rules.invariants import violations
from .session import Session
from .table import Computer, Table, TableObserver
from .table.table import MAX_MOVES


@dataclass
class GameResult:
    seed: int
    winners: tuple[int, ...]
    records: list[int]
    coins: list[int]
    commands: int
    milliseconds: float
    violations: list[str] = field(default_factory=list)
    bots: tuple[str, ...] = ()
    decision_ms: dict[str, list[float]] = field(default_factory=dict)  # per bot level, every choose() call

    def as_json(self) -> dict:
        return {"seed": self.seed, "winners": list(self.winners), "records": self.records, "coins": self.coins,
                "commands": self.commands, "ms": round(self.milliseconds, 3), "violations": self.violations,
                "bots": list(self.bots)}


class InvariantWatch(TableObserver):
    """Checks the rules' invariants after every move, keeping what broke."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def moved(self, table, entry) -> None:
        self.problems += [f"after command {len(table.session.log)} ({entry.command.kind}): {v}"
                          for v in violations(table.state, entry.state_before)]


class CommandWatch(TableObserver):
    """Hands each move to `on_command(state, command, events)` (autosaves, narration, tests)."""

    def __init__(self, on_command: Callable) -> None:
        self.on_command = on_command

    def moved(self, table, entry) -> None:
        self.on_command(table.state, entry.command, entry.events)


def computer_table(session: Session, levels: tuple[str, ...], observers=()) -> Table:
    """A headless table where a computer player of `levels[seat]` plays each seat, deciding in turn."""
    return Table(session, [Computer(level=level) for level in levels], observers=observers)


def let_computers_play(session: Session, levels: tuple[str, ...],
                       until: Callable[[rules.GameState], bool] | None = None, observers=()) -> list[str]:
    """Let computer players of `levels` (one per seat) play `session` until `until(state)` holds or the game
    ends; returns broken invariants. `observers` follow the moves (an autosave)."""
    watch = InvariantWatch()
    table = computer_table(session, levels, observers=[watch, *observers])
    table.play_until(until)
    table.release()
    return watch.problems


def haggling_session(offers: int, players: int = 4, seed: int = 3) -> Session:
    """A legal game whose first trade turn holds `offers` offers, each refused: the largest save a game can
    honestly make (31,000 offers write about 9.6 MB), for measuring how saves are listed and loaded."""
    session = Session.new(rules.GameOptions(players=players), seed)
    let_computers_play(session, ("random",) * players,
                       until=lambda state: isinstance(state.step, rules.TradeStep) and state.step.offer is None)
    trader = session.state.step.trader
    partner = (trader + 1) % players
    for _ in range(offers):
        session.submit(rules.ProposeTrade(player=trader, partner=partner, give_coins=1))
        session.submit(rules.RefuseTrade(player=partner))
    return session


def play_game(players: int, seed: int, variant: rules.Variant = rules.Variant.STANDARD,
              check: bool = True, on_command=None, bots: tuple[str, ...] | None = None) -> GameResult:
    """Play one whole game with a computer player in every seat (`bots`: a level per seat, random by
    default), at a headless table; `on_command(state, command, events)` sees each step (for autosaves and
    tests)."""
    started = time.perf_counter()
    session = Session.new(rules.GameOptions(players=players, variant=variant), seed)
    levels = tuple(bots) if bots else ("random",) * players
    watch = InvariantWatch()
    observers = ([watch] if check else []) + ([CommandWatch(on_command)] if on_command is not None else [])
    table = computer_table(session, levels, observers=observers)
    problems = violations(session.state) if check else []
    table.play_until()
    table.release()
    state = session.state
    problems += watch.problems
    if not rules.is_over(state):
        problems.append(f"game did not end within {MAX_MOVES} commands")
    decision_ms: dict[str, list[float]] = {level: [] for level in levels}
    for seat, driver in table.drivers.items():
        decision_ms[levels[seat]] += driver.decision_ms
    elapsed = (time.perf_counter() - started) * 1000
    return GameResult(seed=seed, winners=rules.winners(state), records=[p.record for p in state.players],
                      coins=[p.coins for p in state.players], commands=len(session.log), milliseconds=elapsed,
                      violations=problems, bots=levels, decision_ms=decision_ms)


def parse_bots(text: str | None, players: int) -> tuple[str, ...]:
    """`--bots`: one level per seat, comma-separated (one level alone fills every seat)."""
    if not text:
        return ("random",) * players
    levels = tuple(part.strip() for part in text.split(","))
    if len(levels) == 1:
        levels *= players
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        raise ValueError(ngettext("unknown computer level {levels}; choose from {choices}",
                                  "unknown computer levels {levels}; choose from {choices}", len(unknown),
                                  levels=", ".join(unknown), choices=", ".join(LEVELS)))
    if len(levels) != players:
        raise ValueError(ngettext("--bots names {n} seat; the game has {players}",
                                  "--bots names {n} seats; the game has {players}", len(levels), players=players))
    return levels


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))] if ordered else 0.0


def bot_summary(results: list[GameResult], players: int) -> dict:
    """Win rate by seat (a win shared by k players counts 1/k to each) and decision times by level."""
    wins = [0.0] * players
    for result in results:
        for seat in result.winners:
            wins[seat] += 1 / len(result.winners)
    times: dict[str, list[float]] = {}
    for result in results:
        for level, ms in result.decision_ms.items():
            times.setdefault(level, []).extend(ms)
    return {
        "win_rate": [round(w / len(results), 4) if results else 0 for w in wins],
        "win_rate_counts_shared_wins_as": "fraction",
        "decision_ms_median": {level: round(statistics.median(ms), 3) for level, ms in times.items() if ms},
        "decision_ms_p99": {level: round(percentile(ms, 0.99), 3) for level, ms in times.items() if ms},
    }


def run(players: int, games: int, seed: int, variant: str, as_json: bool, echo=print, bots: str | None = None
        ) -> int:
    levels = parse_bots(bots, players)
    results = []
    for index in range(games):
        result = play_game(players, seed + index, rules.Variant(variant), bots=levels)
        results.append(result)
        if not as_json:
            echo(_game_line(index + 1, result))
            for v in result.violations[:5]:
                echo(f"  {v}")
    bad = sum(len(r.violations) for r in results)
    summary = {
        "games": games, "players": players, "variant": variant, "seed": seed, "invariant_violations": bad,
        "ms_per_game_median": round(statistics.median(r.milliseconds for r in results), 3) if results else 0,
        "commands_per_game_median": statistics.median(r.commands for r in results) if results else 0,
        "bots": list(levels), **bot_summary(results, players),
        "results": [r.as_json() for r in results],
    }
    if as_json:
        echo(json.dumps(summary))
    else:
        echo(ngettext("{n} game, invariant violations: {bad}, median {ms} ms per game",
                      "{n} games, invariant violations: {bad}, median {ms} ms per game", games, bad=bad,
                      ms=format_number(summary["ms_per_game_median"], 1)))
        echo(_("computer players {levels}; win rate by seat {rates}; ms per decision, median {median}, 99th "
               "percentile {p99}", levels=", ".join(levels), rates=summary["win_rate"],
               median=summary["decision_ms_median"], p99=summary["decision_ms_p99"]))
    return 1 if bad else 0


def _game_line(number: int, result: GameResult) -> str:
    """One played game, as `simulate` prints it (the figures as the player's language writes them)."""
    winners = ", ".join(_("seat {n}", n=seat + 1) for seat in result.winners)
    line = _("game {number} seed {seed}: won by {winners}; records {records}; coins {coins}; {commands} moves; "
             "{ms} ms", number=number, seed=result.seed, winners=winners, records=result.records, coins=result.coins,
             commands=result.commands, ms=format_number(result.milliseconds, 1))
    if result.violations:
        line += "; " + ngettext("{n} VIOLATION", "{n} VIOLATIONS", len(result.violations))
    return line
