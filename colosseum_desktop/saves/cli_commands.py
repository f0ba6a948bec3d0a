"""What `colosseum check-save` does."""
from __future__ import annotations

import sys
from pathlib import Path

from ..rules.state import PHASE_TITLES
from .errors import SaveError
from .format import SCHEMA_VERSION
from .loading import load_game


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
