"""Headless whole games between computer players, checking the rules' invariants after every command."""
from __future__ import annotations

import json
import statistics
import time
from dataclasses import dataclass, field

from . import rules
from .bots.random_bot import RandomBot
from .rules.invariants import violations


@dataclass
class GameResult:
    seed: int
    winners: tuple[int, ...]
    records: list[int]
    coins: list[int]
    commands: int
    milliseconds: float
    violations: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        return {"seed": self.seed, "winners": list(self.winners), "records": self.records, "coins": self.coins,
                "commands": self.commands, "ms": round(self.milliseconds, 3), "violations": self.violations}


MAX_COMMANDS = 20_000  # a safety net: a random game takes a few hundred


def play_game(players: int, seed: int, variant: rules.Variant = rules.Variant.STANDARD,
              check: bool = True, on_command=None) -> GameResult:
    """Play one whole game with a random player in every seat; `on_command(state, command, events)`
    sees each step (for autosaves and tests)."""
    started = time.perf_counter()
    state = rules.new_game(rules.GameOptions(players=players, variant=variant), seed)
    bots = [RandomBot(seed * 7919 + seat) for seat in range(players)]
    problems = violations(state) if check else []
    commands = 0
    while not rules.is_over(state) and commands < MAX_COMMANDS:
        command = bots[rules.current_player(state)].choose(state)
        previous = state
        state, events = rules.apply(state, command)
        commands += 1
        if on_command is not None:
            on_command(state, command, events)
        if check:
            problems += [f"after command {commands} ({command.kind}): {v}" for v in violations(state, previous)]
    if not rules.is_over(state):
        problems.append(f"game did not end within {MAX_COMMANDS} commands")
    elapsed = (time.perf_counter() - started) * 1000
    return GameResult(seed=seed, winners=rules.winners(state), records=[p.record for p in state.players],
                      coins=[p.coins for p in state.players], commands=commands, milliseconds=elapsed,
                      violations=problems)


def run(players: int, games: int, seed: int, variant: str, as_json: bool, echo=print) -> int:
    results = []
    for index in range(games):
        result = play_game(players, seed + index, rules.Variant(variant))
        results.append(result)
        if not as_json:
            winners = ", ".join(f"seat {w + 1}" for w in result.winners)
            echo(f"game {index + 1} seed {result.seed}: winner {winners}; records {result.records}; "
                 f"coins {result.coins}; {result.commands} commands; {result.milliseconds:.1f} ms"
                 + (f"; {len(result.violations)} VIOLATIONS" if result.violations else ""))
            for v in result.violations[:5]:
                echo(f"  {v}")
    bad = sum(len(r.violations) for r in results)
    summary = {
        "games": games, "players": players, "variant": variant, "seed": seed, "invariant_violations": bad,
        "ms_per_game_median": round(statistics.median(r.milliseconds for r in results), 3) if results else 0,
        "commands_per_game_median": statistics.median(r.commands for r in results) if results else 0,
        "results": [r.as_json() for r in results],
    }
    if as_json:
        echo(json.dumps(summary))
    else:
        echo(f"{games} games, {bad} invariant violations, median {summary['ms_per_game_median']} ms per game")
    return 1 if bad else 0
