"""The save file format: a versioned JSON document described by pydantic models.

A save holds the game's options and seed, every command played with the events it caused, and a
snapshot of the state. Loading replays the commands from (options, seed) and checks that they lead
to the snapshot, so a save that loads is a game the rules agree with.
"""
from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, StrictBool, StringConstraints, model_validator

from .. import rules
from ..session import BranchPoint, HintUse

FORMAT_NAME = "colosseum-desktop-save"
SCHEMA_VERSION = 8
SUFFIX = ".colosseum.json"
MAX_SAVE_BYTES = 10 * 1024 * 1024  # a whole game takes well under 1 MB; anything bigger is not ours

PERSON = "person"
SEAT_KIND_PATTERN = r"^(person|computer(:[a-z0-9_-]{1,32})?)$"
SeatKind = Annotated[str, StringConstraints(pattern=SEAT_KIND_PATTERN)]
"""Who plays a seat: "person", or "computer:<level>" (the level is the computer players' business)."""


GAME_ID_PATTERN = r"^[0-9a-f]{16}$"
GameId = Annotated[str, StringConstraints(pattern=GAME_ID_PATTERN)]
"""Which game a save belongs to: 16 hex digits, given when the game is dealt and kept in all its saves."""


def computer_seat(level: str) -> str:
    kind = f"computer:{level}"
    if not re.match(SEAT_KIND_PATTERN, kind):
        raise ValueError(f"{level!r} is not a usable computer level name (lowercase letters, digits, - and _)")
    return kind


class LogRecord(BaseModel):
    """One command as it was played, and what it made happen."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    command: rules.Command
    events: tuple[rules.Event, ...]


class BranchedFrom(BaseModel):
    """Where a line of play of its own left the game it came from (see saves/lines.py)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game_id: GameId
    move: int = Field(ge=0)


class HintsUsed(BaseModel):
    """Whether the game allows hints, and how many each seat was given (see session.HintUse)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    allowed: StrictBool
    given: tuple[Annotated[int, Field(ge=0, le=1_000_000)], ...] = Field(min_length=3, max_length=5)
    counted_from_start: StrictBool

    def use(self) -> HintUse:
        return HintUse(self.allowed, self.given, self.counted_from_start)


class GuideStep(BaseModel):
    """Where a guided first game is in the guide's script (colosseum_desktop/guide): the step it shows; a step past
    the script's last means the guide is over and the game goes on as any other."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    step: int = Field(ge=0, le=100, strict=True)


class SaveFile(BaseModel):
    """Schema version 8, the one this version writes."""

    model_config = ConfigDict(frozen=True, extra="forbid", title="Colosseum Desktop save")

    format: Literal["colosseum-desktop-save"]
    schema_version: Literal[8]
    game_id: GameId
    app_version: str
    rules_version: str
    saved_at: AwareDatetime
    options: rules.GameOptions
    seed: int
    seats: tuple[SeatKind, ...]
    start_state: rules.GameState | None = None
    """Where the log starts: null for a new deal of (options, seed); a state for a game carried over from a
    save whose moves an update of the rules could no longer replay."""
    state: rules.GameState
    branched_from: BranchedFrom | None = None
    """Since schema 5: the game and move this game branched off (played on from a replay, or continued twice);
    null for a game dealt anew."""
    hints: HintsUsed | None = None
    """Since schema 7: whether hints are allowed and how many each seat was given; null in a file written before,
    where they were not counted."""
    guide: GuideStep | None = None
    """Since schema 8: the guided first game's step; null for any other game (and in files written before)."""
    log: tuple[LogRecord, ...]

    @model_validator(mode="after")
    def _hints_per_seat(self) -> "SaveFile":
        if self.hints is not None and len(self.hints.given) != self.options.players:
            raise ValueError(f"hints: it counts {len(self.hints.given)} seats for {self.options.players} players")
        return self

    def guide_step(self) -> int | None:
        return None if self.guide is None else self.guide.step

    def branch_point(self) -> BranchPoint | None:
        branch = self.branched_from
        return None if branch is None else BranchPoint(branch.game_id, branch.move)


def json_schema() -> dict:
    """The JSON Schema of what `load_game` accepts once a file is migrated to the current version."""
    schema = SaveFile.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["description"] = (f"A saved game of Colosseum Desktop, schema version {SCHEMA_VERSION}. Files are named "
                             f"*{SUFFIX}; older schema versions are migrated when loaded.")
    return schema


__all__ = ["FORMAT_NAME", "SCHEMA_VERSION", "SUFFIX", "MAX_SAVE_BYTES", "PERSON", "SeatKind", "GAME_ID_PATTERN",
           "GameId", "computer_seat",
           "BranchedFrom", "GuideStep", "HintsUsed", "LogRecord", "SaveFile", "json_schema"]
