"""The game state: frozen pydantic models, never mutated; `apply` builds new ones (R1-R14)."""
from __future__ import annotations

import unicodedata
from enum import StrEnum
from functools import lru_cache
from typing import Annotated, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from .data import NobleKind, Token
from .errors import IllegalName
from .markers import NC_
from .refusals import Refusal, Why, refusal

TokenCounts = dict[Token, int]
"""How many tokens of each type; types with none are left out. Never mutated: copy, then build."""


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    def replace(self, **changes):
        """A copy with some fields changed, unvalidated: the rules call it only with values of the right
        type. Several times cheaper than `model_copy`, which matters on the engine's hot path."""
        new = object.__new__(type(self))
        values = self.__dict__.copy()
        values.update(changes)
        object.__setattr__(new, "__dict__", values)
        object.__setattr__(new, "__pydantic_fields_set__", self.__pydantic_fields_set__)
        object.__setattr__(new, "__pydantic_extra__", None)
        object.__setattr__(new, "__pydantic_private__", None)
        return new


class Variant(StrEnum):
    STANDARD = "standard"
    COMPETITIVE = "competitive"  # R7 "more competitive auctions"


class CleanUp(StrEnum):
    """Whose tokens R11.2's clean-up takes. Four books of five (nl, fr, ro, es) say a token of the player's last
    event, whatever its round: every game dealt under rules 3 and later. Games begun under rules 1-2 followed the
    German book ("this round's event": a player who did not produce this round discards nothing) and keep it, so
    their saves replay and play on under the rules that wrote them."""

    LAST_EVENT = "last_event"
    THIS_ROUND = "this_round"


class Phase(StrEnum):
    INVEST = "invest"
    AUCTION = "auction"
    TRADE = "trade"
    PRODUCE = "produce"
    CEREMONY = "ceremony"
    OVER = "over"


# The phases' titles in English: the catalogs' msgids (context "phase"); the screens show them in the player's
# language with i18n.card_names.phase_title.
PHASE_TITLES = {
    Phase.INVEST: NC_("phase", "Phase 1: Invest"),
    Phase.AUCTION: NC_("phase", "Phase 2: Acquire tokens"),
    Phase.TRADE: NC_("phase", "Phase 3: Trade"),
    Phase.PRODUCE: NC_("phase", "Phase 4: Produce"),
    Phase.CEREMONY: NC_("phase", "Phase 5: Closing ceremony"),
    Phase.OVER: NC_("phase", "Game over"),
}


MAX_NAME_LENGTH = 24
# Control characters (C0, DEL, C1), lone surrogates and line/paragraph separators: a name is one line of
# drawable text, and pygame refuses to draw some of these (a NUL crashed every screen showing the name).
_UNPRINTABLE_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})
# Unicode's bidirectional formatting characters (UAX #9): embeddings, overrides and their end (U+202A-U+202E),
# isolates (U+2066-U+2069) and the invisible marks (LRM, RLM, ALM). Written into a name they turn the text drawn
# after it (the log's sentence, the other names of a list) around or hide what it is; names in right-to-left
# scripts need none of them.
DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")


def name_refusal(name: str) -> Refusal | None:
    """Why `name` cannot be a player's name, or None. The new-game screen asks the same question."""
    if not name.strip():
        return refusal(Why.NAME_BLANK, {})
    if len(name) > MAX_NAME_LENGTH:
        return refusal(Why.NAME_TOO_LONG, {"n": MAX_NAME_LENGTH})
    if any(unicodedata.category(c) in _UNPRINTABLE_CATEGORIES for c in name):
        return refusal(Why.NAME_UNPRINTABLE, {})
    if any(c in DIRECTION_CONTROLS for c in name):
        return refusal(Why.NAME_DIRECTION, {})
    return None


def name_problem(name: str) -> str | None:
    """`name_refusal` as an English sentence (a saved name is checked with it)."""
    found = name_refusal(name)
    return None if found is None else str(found)


def _check_name(name: str) -> str:
    found = name_refusal(name)
    if found:
        raise IllegalName(found)  # a ValueError, so pydantic reports it; a file's reader words its refusal
    return name


PlayerName = Annotated[str, Field(min_length=1, max_length=MAX_NAME_LENGTH), AfterValidator(_check_name)]


class GameOptions(Frozen):
    players: int = Field(ge=3, le=5)
    variant: Variant = Variant.STANDARD
    names: tuple[PlayerName, ...] = ()
    cleanup: CleanUp = CleanUp.LAST_EVENT

    @model_validator(mode="after")
    def _names(self) -> "GameOptions":
        if self.names and len(self.names) != self.players:
            raise ValueError(f"give {self.players} names or none")
        return self

    def name(self, seat: int) -> str:
        return self.names[seat] if self.names else f"Player {seat + 1}"


class Attendance(Frozen):
    """One production's spectators, itemised as R9.3 lists them."""

    program: int
    table_value: int
    missing: int
    earlier_programs: int = 0
    season_tickets: int = 0
    stars: int = 0
    star_types: tuple[Token, ...] = ()
    nobles: int = 0
    noble_kinds: tuple[NobleKind, ...] = ()
    podiums: int = 0
    medals: int = 0
    total: int

    def lines(self) -> list[tuple[str, int]]:
        """(label, spectators) for every part that adds something, for previews and the log."""
        parts = [(f"Program {self.program}, {self.missing} missing", self.table_value),
                 ("Earlier programs", self.earlier_programs), ("Season tickets", self.season_tickets),
                 ("Star performers " + ", ".join(self.star_types), self.stars),
                 ("Nobles " + ", ".join(self.noble_kinds), self.nobles), ("Podiums", self.podiums),
                 ("Medals spent", self.medals)]
        return [parts[0]] + [p for p in parts[1:] if p[1]]


class Player(Frozen):
    seat: int
    name: PlayerName
    coins: int
    tokens: TokenCounts = {}
    programs: tuple[int, ...] = ()
    produced: tuple[int, ...] = ()  # in the order produced; a program may repeat
    arena: tuple[int, ...]  # ring squares covered, in clockwise order
    loge: bool = False
    tickets: int = 0
    podiums: int = 0
    medals: int = 0
    record: int = 0
    records_by_round: tuple[int, ...] = ()
    best_event: Attendance | None = None
    # R11.2's clean-up discards from this: the tokens assigned to the player's most recent event, whatever its
    # round, less those discarded since; None before the player's first event. (Under CleanUp.THIS_ROUND, as in
    # games begun before rules 3: this round's event only, cleared when the round ends.)
    last_event_tokens: TokenCounts | None = None

    def count(self, token: Token) -> int:
        return self.tokens.get(token, 0)

    @property
    def expansions(self) -> int:
        return len(self.arena) - 2


class Noble(Frozen):
    id: int
    kind: NobleKind
    square: int


class Auction(Frozen):
    market: int
    opener: int
    high_bid: int
    high_bidder: int
    to_bid: int  # whose turn it is to raise or pass
    passed: tuple[int, ...] = ()


class InvestStep(Frozen):
    phase: Literal[Phase.INVEST] = Phase.INVEST
    player: int
    credits: int = 1  # investments this player may still make this turn (R6)
    done: tuple[int, ...] = ()


class AuctionStep(Frozen):
    phase: Literal[Phase.AUCTION] = Phase.AUCTION
    active: int
    had_turn: tuple[int, ...] = ()  # players whose turn as active player is over
    winners: tuple[int, ...] = ()  # won an auction this round
    blocked: tuple[int, ...] = ()  # variant: won during this active player's turn
    auction: Auction | None = None


class TradeOffer(Frozen):
    trader: int
    partner: int
    give: TokenCounts = {}
    give_coins: int = 0
    take: TokenCounts = {}
    take_coins: int = 0


class TradeStep(Frozen):
    phase: Literal[Phase.TRADE] = Phase.TRADE
    trader: int
    done: tuple[int, ...] = ()
    offer: TradeOffer | None = None


class ProduceStep(Frozen):
    phase: Literal[Phase.PRODUCE] = Phase.PRODUCE
    player: int
    done: tuple[int, ...] = ()
    faces: tuple[int, ...] = ()  # rolled faces; 1 is the "1-3" face (R7 dice)
    values: tuple[int | None, ...] = ()  # the distance each die moves; None until a 1-3 is chosen
    used: tuple[bool, ...] = ()
    moved_nobles: tuple[int, ...] = ()

    @property
    def rolled(self) -> bool:
        return bool(self.faces)

    @property
    def dice_done(self) -> bool:
        return self.rolled and all(self.used)


class CeremonyStep(Frozen):
    phase: Literal[Phase.CEREMONY] = Phase.CEREMONY
    podium_winner: int
    to_discard: tuple[int, ...] = ()  # R11.2: who still has to discard (see ceremony.discardable), in turn order
    donation_from: int | None = None  # R11.3, once clean-up is over
    donation_to: int | None = None


class GameOver(Frozen):
    phase: Literal[Phase.OVER] = Phase.OVER
    winners: tuple[int, ...]


Step = Annotated[Union[InvestStep, AuctionStep, TradeStep, ProduceStep, CeremonyStep, GameOver],
                 Field(discriminator="phase")]


@lru_cache(maxsize=None)
def _turn_order(first_player: int, players: int) -> tuple[int, ...]:
    """Clockwise from the first player; made once for each of the few pairs, as phases ask it every turn."""
    return tuple((first_player + i) % players for i in range(players))


class GameState(Frozen):
    options: GameOptions
    seed: int
    rng: int
    round: int = 1
    first_player: int = 0
    players: tuple[Player, ...]
    nobles: tuple[Noble, ...]
    markets: tuple[tuple[Token, ...], ...]
    bag: TokenCounts
    face_down: Token | None = None
    removed: TokenCounts = {}
    program_supply: tuple[int, ...]
    medal_supply: int
    ticket_supply: int
    loge_supply: int
    podium_supply: int
    stars: dict[Token, int] = {}  # star award type -> seat holding it (R10); unheld types left out
    step: Step

    @property
    def phase(self) -> Phase:
        return self.step.phase

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def stars_of(self, seat: int) -> tuple[Token, ...]:
        return tuple(t for t, holder in self.stars.items() if holder == seat)

    def turn_order(self) -> tuple[int, ...]:
        return _turn_order(self.first_player, len(self.players))

    def arena_owner(self, square: int) -> int | None:
        for p in self.players:
            if square in p.arena:
                return p.seat
        return None
