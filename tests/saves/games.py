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
RULES_2_FIXTURES = {  # the sample saves as written under rules "2" (schema 4): (players, round, phase) where they stop
    FIXTURES_DIR / "rules-2-mid-game-4-players.colosseum.json": (4, 3, rules.Phase.AUCTION),
    FIXTURES_DIR / "rules-2-last-round-5-players.colosseum.json": (5, 5, rules.Phase.PRODUCE),
}


def played(players: int = 4, seed: int = 7, until_round: int | None = None, names=(),
           variant: str = "standard", cleanup: rules.CleanUp = rules.CleanUp.LAST_EVENT) -> Session:
    """A random game stopped when it reaches `until_round` (or played to the end)."""
    session = Session.new(rules.GameOptions(players=players, names=tuple(names), variant=variant, cleanup=cleanup),
                          seed)
    let_computers_play(session, ("random",) * players,
                       until=None if until_round is None else (lambda state: state.round >= until_round))
    return session


def as_schema_4(document: dict) -> dict:
    """A schema-6 save of a game played under CleanUp.THIS_ROUND written back as schema 4 wrote it: no clean-up in
    its options, the players' `last_event_tokens` called `assigned_this_round`, rules version 2."""
    def old_state(state):
        players = [{("assigned_this_round" if k == "last_event_tokens" else k): v for k, v in p.items()}
                   for p in state["players"]]
        return dict(state, options=old_options(state["options"]), players=players)

    def old_options(options):
        assert options["cleanup"] == rules.CleanUp.THIS_ROUND
        return {k: v for k, v in options.items() if k != "cleanup"}

    old = dict(document, schema_version=4, rules_version="2", options=old_options(document["options"]),
               state=old_state(document["state"]))
    old.pop("branched_from", None)  # schema 5's lines of play
    if document["start_state"] is not None:
        old["start_state"] = old_state(document["start_state"])
    return old


def fingerprint(path: Path) -> tuple[str, int]:
    """The file's content hash and modification time, to show a load left it untouched."""
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


def killed_while_autosaving(script: str, folder: Path, kill_after: int) -> tuple[str, int]:
    """Run `script` (Python: it autosaves a game into the folder given as its argument, printing "game id <id>"
    first and "applied N" before the autosave of move N) and SIGKILL it once it has printed move `kill_after`,
    landing anywhere in the writes that follow. Returns the game's id and the last move it said it applied."""
    import signal
    import subprocess
    import sys
    process = subprocess.Popen([sys.executable, "-c", script, str(folder)], cwd=REPO, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    applied, game_id = 0, None
    for line in process.stdout:
        if line.startswith(b"game id "):
            game_id = line.split()[2].decode()
        elif line.startswith(b"applied "):
            applied = int(line.split()[1])
            if applied >= kill_after:
                break
    process.send_signal(signal.SIGKILL)
    for line in process.stdout.read().splitlines(keepends=True):  # what it printed before dying
        if line.startswith(b"applied ") and line.endswith(b"\n"):
            applied = int(line.split()[1])
    process.wait()
    assert game_id is not None, process.stderr.read().decode()
    return game_id, applied
