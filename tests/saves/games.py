"""Games and files for the saves tests."""
from __future__ import annotations

import hashlib
from pathlib import Path

from colosseum_desktop import rules
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.session import Session

REPO = Path(__file__).resolve().parents[2]
SAMPLES_DIR = REPO / "saves"
FIXTURES_DIR = Path(__file__).resolve().parent / "fixtures"
SCHEMA_1_FIXTURE = FIXTURES_DIR / "schema-1-hot-seat-3-players.colosseum.json"
OLDER_RULES_FIXTURE = FIXTURES_DIR / "rules-1-zero-count-offer-4-players.colosseum.json"  # no longer replays
SCHEMA_2_FIXTURE = FIXTURES_DIR / "rules-1-mid-game-4-players.colosseum.json"  # schema 2, rules 1
SCHEMA_3_FIXTURE = FIXTURES_DIR / "schema-3-medal-reasons-4-players.colosseum.json"  # reasons in English


def played(players: int = 4, seed: int = 7, until_round: int | None = None, names=(),
           variant: str = "standard") -> Session:
    """A random game stopped when it reaches `until_round` (or played to the end)."""
    session = Session.new(rules.GameOptions(players=players, names=tuple(names), variant=variant), seed)
    let_computers_play(session, ("random",) * players,
                       until=None if until_round is None else (lambda state: state.round >= until_round))
    return session


def fingerprint(path: Path) -> tuple[str, int]:
    """The file's content hash and modification time, to show a load left it untouched."""
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns
