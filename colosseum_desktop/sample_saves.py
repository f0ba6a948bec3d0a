"""The sample saves and the JSON Schema kept in the repository's saves/ folder, made from seeded games.

Run `python benchmarks/make_sample_saves.py` after changing the rules or the format.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from . import rules
from .saves import PERSON, SUFFIX, computer_seat, json_schema, save_game
from .session import Session
from .simulate import let_computers_play

SCHEMA_FILE = "save-format.schema.json"
RANDOM_SEAT = computer_seat("random")
SAMPLE_TIME = datetime(2026, 1, 1, 12, 0, tzinfo=timezone.utc)  # fixed, so regenerating changes nothing


@dataclass(frozen=True)
class Sample:
    name: str
    names: tuple[str, ...]
    seats: tuple[str, ...]
    seed: int
    stop_round: int
    stop_phase: rules.Phase  # the game stops when it first reaches this phase of this round
    game_id: str  # fixed, like the time, so that regenerating a sample rewrites the same bytes

    def play(self) -> Session:
        options = rules.GameOptions(players=len(self.names), names=self.names)
        session = Session.new(options, self.seed, game_id=self.game_id)
        let_computers_play(session, ("random",) * options.players,
                           until=lambda s: (s.round, _order(s.phase)) >= (self.stop_round, _order(self.stop_phase)))
        return session


def _order(phase: rules.Phase) -> int:
    return list(rules.Phase).index(phase)


SAMPLES = (
    Sample("mid-game-4-players", ("Aurelia", "Brutus", "Cassia", "Decimus"), (PERSON,) * 4, seed=2029,
           stop_round=3, stop_phase=rules.Phase.AUCTION, game_id="c7ef9a0b54cc0b21"),
    Sample("last-round-5-players", ("Aurelia", "Brutus", "Cassia", "Decimus", "Egnatia"),
           (PERSON, PERSON, RANDOM_SEAT, PERSON, RANDOM_SEAT), seed=77, stop_round=5,
           stop_phase=rules.Phase.PRODUCE, game_id="4f6601ccaae6f828"),
)


def write_json_schema(path: Path) -> Path:
    path.write_text(json.dumps(json_schema(), indent=2) + "\n", encoding="utf-8")
    return path


def write_samples(folder: Path) -> list[Path]:
    """(Re)write every sample save and the schema into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    written = [save_game(sample.play(), folder / (sample.name + SUFFIX), sample.seats, saved_at=SAMPLE_TIME)
               for sample in SAMPLES]
    return written + [write_json_schema(folder / SCHEMA_FILE)]
