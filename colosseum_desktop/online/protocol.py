"""What clients and the server say to each other: pydantic models, checked on arrival as saves are.

Client to server, over the WebSocket: `Hello` once (which game, which seat, the seat's secret), then `Play`
messages (a command of the rules, with a command id the client chose and the version it saw). Server to client:
`SeatViewMessage` (the seat's view of the table after every change), `Applied`, and `Refused` (a reason from
`Reason`, an English sentence for logs, and for an illegal command the rules' refusal as an identifier and values
that the client words in its player's language). Every HTTP answer that refuses carries a `Refused` too.
"""
from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter

from .. import rules
from ..saves.format import GameId, SeatKind
from ..table import SeatView

MAX_MESSAGE_BYTES = 8 * 1024
"""The largest message a client may send (the largest command, a trade, takes a few hundred bytes).
Frameworks allow megabytes by default; the WebSocket layer itself closes anything above MAX_FRAME_BYTES."""
MAX_FRAME_BYTES = 64 * 1024

CommandId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{1,64}$")]
Secret = Annotated[str, StringConstraints(min_length=16, max_length=128, pattern=r"^[A-Za-z0-9_-]+$")]
InviteCode = Annotated[str, StringConstraints(min_length=1, max_length=40)]
MIN_TURN_SECONDS = 5
MAX_TURN_SECONDS = 14 * 24 * 3600  # a move-a-day game may allow up to two weeks


class Reason(StrEnum):
    MALFORMED = "malformed"  # not JSON, or not a message this server knows
    TOO_LARGE = "too_large"
    RATE_LIMITED = "rate_limited"
    HELLO_FIRST = "hello_first"
    UNKNOWN_GAME = "unknown_game"
    BAD_CREDENTIALS = "bad_credentials"  # no such seat, or not its secret
    NOT_YOUR_SEAT = "not_your_seat"  # a command in another seat's name
    STALE_VERSION = "stale_version"  # the game moved on since the client's view: refresh
    ILLEGAL = "illegal"  # the rules refuse it (see `refusal`)
    BAD_INVITE = "bad_invite"
    NOT_THE_HOST = "not_the_host"
    NOT_FOUND = "not_found"  # no such address on this server
    NOT_OVERDUE = "not_overdue"  # a seat handed to a computer before its time ran out, or not a person's
    UNAVAILABLE = "unavailable"  # the database could not be reached: nothing changed, try again


class Message(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Hello(Message):
    type: Literal["hello"] = "hello"
    game_id: GameId
    seat: int = Field(ge=0, le=4)
    secret: Secret


class Play(Message):
    type: Literal["command"] = "command"
    id: CommandId
    version: int = Field(ge=0)
    command: rules.Command


class HandOver(Message):
    """Another seat ran out of time: a computer player of `level` plays it from now on."""
    type: Literal["hand_over"] = "hand_over"
    seat: int = Field(ge=0, le=4)
    level: str = Field(default="easy", pattern=r"^[a-z0-9_-]{1,32}$")


ClientMessage = Annotated[Union[Hello, Play, HandOver], Field(discriminator="type")]
client_message: TypeAdapter[Hello | Play | HandOver] = TypeAdapter(ClientMessage)


class RulesRefusal(Message):
    why: str
    values: dict[str, int | str]

    @classmethod
    def of(cls, refusal: rules.Refusal) -> "RulesRefusal":
        return cls(why=refusal.why.value, values=dict(refusal.values))


class Refused(Message):
    type: Literal["refused"] = "refused"
    reason: Reason
    message: str
    id: str | None = None  # the command id refused, when there was one
    version: int | None = None  # the game's version now (after a stale_version)
    refusal: RulesRefusal | None = None  # the rules' reason (after illegal)


class HandedOver(Message):
    type: Literal["handed_over"] = "handed_over"
    seat: int
    kind: SeatKind


class Applied(Message):
    type: Literal["applied"] = "applied"
    id: str
    version: int
    repeated: bool = False  # the id was applied before; nothing was applied again


class SeatInfo(Message):
    seat: int
    kind: SeatKind
    name: str
    joined: bool  # a person has claimed the seat (computers always have)
    connected: bool


class SeatViewMessage(Message):
    type: Literal["view"] = "view"
    game_id: str
    seat: int
    version: int
    view: SeatView  # the table's view_for(state, seat): the generator, the seed and the face-down token blanked
    events: tuple[rules.Event, ...]  # what the last move made happen (public: dice and draws once they happened)
    command: rules.Command | None = None  # the last move itself (a client's game log names who did what)
    seats: list[SeatInfo]
    to_play: int | None
    turn_seconds: int | None
    deadline: str | None  # ISO 8601 by the server's clock, when the seat to play runs out of time


# HTTP requests
class SeatRequest(Message):
    name: rules.state.PlayerName
    kind: SeatKind = "person"


class CreateGame(Message):
    seats: list[SeatRequest] = Field(min_length=3, max_length=5)
    variant: rules.Variant = rules.Variant.STANDARD
    turn_seconds: int | None = Field(default=None, ge=MIN_TURN_SECONDS, le=MAX_TURN_SECONDS)


class Join(Message):
    code: InviteCode


class SeatCredentials(Message):
    game_id: GameId
    seat: int = Field(ge=0, le=4)
    secret: Secret


class MyGames(Message):
    seats: list[SeatCredentials] = Field(max_length=100)


class NewInvite(Message):
    host_secret: Secret
