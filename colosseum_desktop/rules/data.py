"""Card and board data (R1-R3, programs.csv), loaded from game_data.json and validated once.

The figures live in one JSON file beside this module so that a player who owns the physical game can
correct a card or a square in one place; PROVENANCE.md says where each figure comes from.
"""
from __future__ import annotations

import json
import os
import stat
import sys
import threading
from enum import StrEnum
from pathlib import Path
from functools import lru_cache
from importlib import resources

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator


class Token(StrEnum):
    """The fifteen asset token types (R2)."""

    GLADIATOR = "gladiator"
    ACTOR = "actor"
    MUSICIAN = "musician"
    HORSE = "horse"
    TORCH = "torch"
    PRIEST = "priest"
    SHIP = "ship"
    LION = "lion"
    SCENERY = "scenery"
    DECORATION = "decoration"
    CHARIOT = "chariot"
    CAGE = "cage"
    JOKER = "joker"
    EMPEROR = "emperor"
    EXTRA_ACTION = "extra_action"


SPECIAL_TOKENS = frozenset({Token.JOKER, Token.EMPEROR, Token.EXTRA_ACTION})
NORMAL_TOKENS = tuple(t for t in Token if t not in SPECIAL_TOKENS)


class NobleKind(StrEnum):
    EMPEROR = "emperor"
    CONSUL = "consul"
    SENATOR = "senator"


class _Data(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TokenCount(_Data):
    type: Token
    green: int
    orange: int
    star: bool


class ProgramCard(_Data):
    number: int
    name: str
    cost: int
    arena: int
    tokens: dict[Token, int]
    full: int
    missing: tuple[int, ...]

    @property
    def required(self) -> int:
        return sum(self.tokens.values())

    @property
    def max_missing(self) -> int:
        return len(self.missing)

    def attendance_for(self, missing: int) -> int | None:
        """Base attendance with `missing` tokens missing, or None if the card cannot be produced so."""
        if missing == 0:
            return self.full
        if missing <= len(self.missing):
            return self.missing[missing - 1]
        return None

    @model_validator(mode="after")
    def _check(self) -> "ProgramCard":
        if any(t in SPECIAL_TOKENS for t in self.tokens):
            raise ValueError(f"program {self.number}: a card asks only for normal tokens")
        if self.arena not in (2, 3, 4):
            raise ValueError(f"program {self.number}: arena size must be 2, 3 or 4, not {self.arena}")
        table = (self.full, *self.missing)
        if any(a <= b for a, b in zip(table, table[1:])):
            raise ValueError(f"program {self.number}: attendance must fall as tokens go missing")
        if len(self.missing) >= self.required:
            raise ValueError(f"program {self.number}: at least one token must always be assigned")
        return self


class Supplies(_Data):
    season_tickets: int
    loges: int
    podiums: int
    medals: int
    starting_coins: int
    markets: int
    market_size: int


class Prices(_Data):
    expand: int
    season_ticket: int
    loge: int
    minimum_bid: int
    medal_coins: int


class AttendanceBonuses(_Data):
    per_produced_program: int
    per_season_ticket: int
    per_star: int
    per_podium: int
    per_medal: int


class GameData(_Data):
    about: str
    token_types: tuple[TokenCount, ...]
    ring_squares: int
    rest_squares: dict[int, NobleKind]
    noble_bonus: dict[NobleKind, int]
    arenas: dict[int, tuple[tuple[int, ...], ...]]
    starting_tokens_per_player: dict[int, int]
    supplies: Supplies
    prices: Prices
    attendance: AttendanceBonuses
    circus_maximus_alternative: dict
    programs: tuple[ProgramCard, ...]

    @model_validator(mode="after")
    def _check(self) -> "GameData":
        if [t.type for t in self.token_types] != list(Token):
            raise ValueError("token_types must list every token type once, in the order of R2")
        green = sum(t.green for t in self.token_types)
        orange = sum(t.orange for t in self.token_types)
        if (green, orange) != (40, 112):
            raise ValueError(f"expected 40 green and 112 orange tokens, found {green} and {orange}")
        if [p.number for p in self.programs] != list(range(1, 31)):
            raise ValueError("programs must be numbered 1 to 30 in order")
        if any((p.cost == 0) != (p.number <= 10) for p in self.programs):
            raise ValueError("programs 1-10 (and only they) are starting programs with cost 0")
        if sorted(self.rest_squares.values()).count(NobleKind.EMPEROR) != 1:
            raise ValueError("exactly one rest square is the Emperor's")
        for players, arenas in self.arenas.items():
            squares = [s for arena in arenas for s in arena]
            if len(arenas) != players or len(set(squares)) != len(squares):
                raise ValueError(f"{players} players need {players} distinct arenas")
            if any(s in self.rest_squares or not 0 <= s < self.ring_squares for s in squares):
                raise ValueError(f"{players}-player arenas must lie on the ring, off the rest squares")
            if squares != sorted(squares):
                raise ValueError(f"{players}-player arenas must be listed clockwise from square 0")
        return self

    def program(self, number: int) -> ProgramCard:
        return self.programs[number - 1]

    def star_types(self) -> tuple[Token, ...]:
        return tuple(t.type for t in self.token_types if t.star)


MAX_GAME_DATA_BYTES = 1024 * 1024  # the shipped file is about 20 KB
GAME_DATA_DAMAGED = 2  # the exit status when the game's own data cannot be read


@lru_cache(maxsize=1)
def game_data() -> GameData:
    """The cards and the board, read once. Without them there is no game: when the shipped file is missing or
    damaged, one line says so and the program ends with status 2 (see game_data_unusable)."""
    path = Path(str(resources.files(__package__).joinpath("game_data.json")))
    try:
        return GameData.model_validate(json.loads(_shipped_bytes(path).decode("utf-8")))
    except (OSError, ValueError, RecursionError) as error:  # ValidationError and JSON's are ValueErrors
        game_data_unusable(path, error)


def _shipped_bytes(path: Path) -> bytes:
    """The file's bytes, refused when it is not a regular file (a pipe would block the read for ever, a device
    never end it) or larger than the data ever is. (files/bounded_read.py does this for the floors above; the
    rules import nothing of theirs.)"""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise ValueError("not a regular file")
    if info.st_size > MAX_GAME_DATA_BYTES:
        raise ValueError(f"{info.st_size} bytes; at most {MAX_GAME_DATA_BYTES}")
    with path.open("rb") as file:  # a regular file: the open cannot block
        return file.read(MAX_GAME_DATA_BYTES + 1)


def game_data_unusable(path: Path, error: Exception) -> None:
    """One line for the player, then the end: a game without its cards cannot be played, and a traceback says
    nothing to a player. (On a worker thread a SystemExit would end the thread only: the process ends there.)"""
    if isinstance(error, ValidationError):
        reason = f"{error.error_count()} values are wrong, the first at {'.'.join(map(str, error.errors()[0]['loc']))}"
    else:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)[:200]
    print(f"colosseum: the game's own data ({path}) cannot be read ({reason}); reinstall the game.", file=sys.stderr)
    sys.stderr.flush()
    if threading.current_thread() is not threading.main_thread():
        os._exit(GAME_DATA_DAMAGED)
    raise SystemExit(GAME_DATA_DAMAGED)


@lru_cache(maxsize=1)
def star_types() -> tuple[Token, ...]:
    """`game_data().star_types()`, made once: the star awards are rechecked after every change of tokens."""
    return game_data().star_types()
