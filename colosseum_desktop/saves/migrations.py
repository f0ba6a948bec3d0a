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
from ..rules import CleanUp
from .errors import SaveError
from .format import PERSON, SCHEMA_VERSION

OLDEST_SCHEMA_VERSION = 1
RULES_VERSION_OF_SCHEMA_1 = "1"  # schema 1 predates storing the rules version; only rules "1" existed


def _field_fault(field: str, fault) -> SaveError:
    """A fault of one of the file's own fields, worded as validation words those of the current schema."""
    return SaveError(lazy_gettext("This save is damaged: {problem}.",
                                  problem=lazy_gettext("{where}: {fault}", where=field, fault=fault)))


def _from_1_to_2(data: dict) -> dict:
    """Schema 1 stored the save time as Unix seconds under "saved" and knew only hot-seat games:
    it had no "saved_at", "rules_version" or "seats"."""
    data = dict(data)
    if "saved" not in data:
        raise _field_fault("saved", lazy_gettext("a value is missing"))
    saved = data.pop("saved")
    if not isinstance(saved, (int, float)) or isinstance(saved, bool):
        raise _field_fault("saved", lazy_gettext("should be a number"))
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


# Schema 3 wrote the reasons of medal and donation events as English phrases; schema 4 writes identifiers,
# worded by the game log in the player's language.
MEDAL_REASONS_OF_SCHEMA_3 = {
    "6 coins": "coins",
    "extra-action token": "extra_action_token",
    "extra investment": "extra_investment",
    "noble ended on a rest square": "rest_square",
    "noble move": "noble_move",
    "+3 spectators each": "spectators",
    "emperor token": "emperor_token",
}
DONATION_SKIP_REASONS_OF_SCHEMA_3 = {
    "The podium winner has the lowest record too": "giver_is_lowest",
    "The podium winner holds no normal token": "no_normal_token",
}
_REASONS_OF_SCHEMA_3 = {"medals_changed": MEDAL_REASONS_OF_SCHEMA_3,
                        "donation_skipped": DONATION_SKIP_REASONS_OF_SCHEMA_3}


def _event_from_3_to_4(event):
    kind = event.get("kind") if isinstance(event, dict) else None
    words = _REASONS_OF_SCHEMA_3.get(kind) if isinstance(kind, str) else None  # a crafted kind may be any JSON
    reason = event.get("reason") if words is not None else None
    if isinstance(reason, str) and reason in words:
        return dict(event, reason=words[reason])
    return event  # anything else is left as it is, for validation to judge


def _from_3_to_4(data: dict) -> dict:
    """Schema 3 gave the reason of a medal gained or spent, or of a donation skipped, in English words; schema
    4 gives an identifier. Only those events change."""
    data = dict(data)
    log = data.get("log")
    if isinstance(log, list):
        data["log"] = [dict(record, events=[_event_from_3_to_4(e) for e in record["events"]])
                       if isinstance(record, dict) and isinstance(record.get("events"), list) else record
                       for record in log]
    data["schema_version"] = 4
    return data


def _with_old_cleanup(options):
    return dict(options, cleanup=CleanUp.THIS_ROUND.value) if isinstance(options, dict) else options


def _state_from_5_to_6(state):
    """A schema-5 state: its options given the clean-up of its game, each player's `assigned_this_round` under its
    new name `last_event_tokens` (under CleanUp.THIS_ROUND the field means what it meant)."""
    if not isinstance(state, dict):
        return state  # for validation to refuse
    state = dict(state)
    if "options" in state:
        state["options"] = _with_old_cleanup(state["options"])
    if isinstance(state.get("players"), list):
        state["players"] = [{("last_event_tokens" if k == "assigned_this_round" else k): v for k, v in p.items()}
                            if isinstance(p, dict) else p for p in state["players"]]
    return state


def _from_4_to_5(data: dict) -> dict:
    """Schema 4 had no lines of play: no game in it branched off another ("branched_from" is left out)."""
    return dict(data, schema_version=5)


def _from_5_to_6(data: dict) -> dict:
    """Rules 3 follow four rulebooks of five at clean-up (R11.2: a token of each player's most recent event,
    whatever its round). Every file of schema 5 or older was written under rules 1-2, which followed the German
    book (this round's event only): its game keeps that clean-up, named in its options (`cleanup`), so its moves
    replay and it plays on under the rules that wrote it. The players' `assigned_this_round` is renamed."""
    data = dict(data)
    if "options" in data:
        data["options"] = _with_old_cleanup(data["options"])
    for which in ("state", "start_state"):
        if data.get(which) is not None:
            data[which] = _state_from_5_to_6(data[which])
    data["schema_version"] = 6
    return data


def _from_6_to_7(data: dict) -> dict:
    """Schema 6 did not count hints: "hints" is left out (null), which the game reads as hints allowed, counted
    from when the file is opened (session.HintUse.counted_from_start False)."""
    return dict(data, schema_version=7)


def _from_7_to_8(data: dict) -> dict:
    """Schema 7 had no guided first game: "guide" is left out (null), a game like any other."""
    return dict(data, schema_version=8)


STEPS = {1: _from_1_to_2, 2: _from_2_to_3, 3: _from_3_to_4, 4: _from_4_to_5, 5: _from_5_to_6, 6: _from_6_to_7,
         7: _from_7_to_8}
"""STEPS[n] turns schema version n into n + 1."""

RENAMED = {1: {"saved_at": "saved"}, 5: {"last_event_tokens": "assigned_this_round"}}
"""RENAMED[n]: the fields STEPS[n] gave a new name, new name -> the name in files of schema n and before."""


def renamed_since(version: int) -> dict[str, str]:
    """The current names of fields a file of schema `version` calls otherwise, each with the file's name."""
    return {new: old for step, names in RENAMED.items() if step >= version for new, old in names.items()}


def migrate(data: dict, version: int) -> dict:
    """The save's data in the current schema version; `version` is the one it was written in."""
    if version < OLDEST_SCHEMA_VERSION:
        raise SaveError(lazy_gettext("This save has an unknown schema version ({version}).", version=version))
    while version < SCHEMA_VERSION:
        data = STEPS[version](data)
        version += 1
    return data
