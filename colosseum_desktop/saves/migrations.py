"""Bring saves written in an older schema version up to the current one, one version at a time.

Each step takes the parsed JSON of version n and returns that of version n + 1. Steps work on plain
dicts, not models, so that old versions need no models of their own; anything they cannot make sense
of is left for validation of the current version to refuse.
"""
from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone

from ..i18n.lazy import lazy_gettext
from .errors import SaveError
from .format import PERSON, SCHEMA_VERSION

OLDEST_SCHEMA_VERSION = 1
RULES_VERSION_OF_SCHEMA_1 = "1"  # schema 1 predates storing the rules version; only rules "1" existed


def _from_1_to_2(data: dict) -> dict:
    """Schema 1 stored the save time as Unix seconds under "saved" and knew only hot-seat games:
    it had no "saved_at", "rules_version" or "seats"."""
    data = dict(data)
    saved = data.pop("saved", None)
    if isinstance(saved, (int, float)) and not isinstance(saved, bool):
        try:
            data["saved_at"] = datetime.fromtimestamp(saved, timezone.utc).isoformat()
        except (OverflowError, OSError, ValueError):
            raise SaveError(lazy_gettext("This save is damaged: its date is impossible.")) from None
    data.setdefault("rules_version", RULES_VERSION_OF_SCHEMA_1)
    options = data.get("options")
    players = options.get("players") if isinstance(options, dict) else None
    if isinstance(players, int) and not isinstance(players, bool) and 0 < players < 10:
        data.setdefault("seats", [PERSON] * players)
    data["schema_version"] = 2
    return data


def _from_2_to_3(data: dict) -> dict:
    """Schema 2 had no game identity. The id given is derived from the game's options and seed, so the same
    old file, and every old autosave of one game (they differ only in their moves and dates), always maps to
    the same id; the "legacy-" salt keeps it apart from the random ids of new games."""
    data = dict(data)
    identity = json.dumps({"options": data.get("options"), "seed": data.get("seed")}, sort_keys=True,
                          separators=(",", ":"))
    data["game_id"] = hashlib.sha256(("legacy-" + identity).encode("utf-8")).hexdigest()[:16]
    data["schema_version"] = 3
    return data


STEPS = {1: _from_1_to_2, 2: _from_2_to_3}
"""STEPS[n] turns schema version n into n + 1."""


def migrate(data: dict, version: int) -> dict:
    """The save's data in the current schema version; `version` is the one it was written in."""
    if version < OLDEST_SCHEMA_VERSION:
        raise SaveError(lazy_gettext("This save has an unknown schema version ({version}).", version=version))
    while version < SCHEMA_VERSION:
        data = STEPS[version](data)
        version += 1
    return data
