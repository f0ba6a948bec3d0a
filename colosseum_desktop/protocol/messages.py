"""What clients and the server say to each other: pydantic models, checked on arrival as saves are.

Client to server, over the WebSocket: `Hello` once (which game, which seat, the seat's secret), then `Play`
messages (a command of the rules, with a command id the client chose and the version it saw). Server to client:
`SeatViewMessage` (the seat's view of the table after every change), `Applied`, and `Refused` (a reason from
`Reason`, an English sentence for logs, and for an illegal command the rules' refusal as an identifier and values
that the client words in its player's language). Every HTTP answer that refuses carries a `Refused` too.

Taking back (server/takebacks.py says what and who agrees): a seat sends `AskUndo`; the server takes the move back
at once (`UndoOutcome` "taken_back", and new views) or puts the question to the person who must agree
(`UndoWaiting` to the asker, `UndoQuestion` to that person's connections), who sends `AnswerUndo`; both are told
the `UndoOutcome` ("taken_back", "refused", or "lapsed": the game moved on, one of them left, or the asked person did
not answer in time).
"""
from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Union

from pydantic import (BaseModel, ConfigDict, Field, Strict, StringConstraints, TypeAdapter, field_validator,
                      model_validator)

from .. import rules
from ..i18n.lazy import acts_instead_of_showing
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
MAX_BANK_SECONDS = 24 * 3600  # a seat's bank of extra time (time_banks.py)

# Every number a client sends is bounded here, before it reaches a query or the rules: 2**63 raised inside the
# database driver (OverflowError on SQLite, DataError on PostgreSQL) and dropped the connection unanswered. Client
# messages are read strictly too (`read_client_message`): true, 2.0 or "3" is not a number of a seat.
MAX_VERSION = 2 ** 31 - 1
"""A game's version as the database's integer columns hold it (a whole game takes about 400 moves)."""
MAX_COMMAND_NUMBER = 10_000
"""Any number in a command (a seat, a program, a bid, coins, tokens, a die): far above any a game can reach."""
MAX_SEAT = 4  # five seats at most
MAX_CHAT_CHARACTERS = 200
CHAT_PHRASES = ("deal", "good_game", "your_turn", "thanks", "well_played")
"""The quick phrases of the chat, by id: each client shows them in its own language (scenes/online_chat.py)."""
ChatPhrase = Literal["deal", "good_game", "your_turn", "thanks", "well_played"]
SeatNumber = Annotated[int, Strict(), Field(ge=0, le=MAX_SEAT)]
Version = Annotated[int, Strict(), Field(ge=0, le=MAX_VERSION)]


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
    NOTHING_TO_TAKE_BACK = "nothing_to_take_back"  # the last move is not a person's, revealed chance, or ended the game
    UNDO_WAITING = "undo_waiting"  # another request to take back waits for its answer in this game
    NOT_CONNECTED = "not_connected"  # the person who must agree is not connected (see `seat`)
    NOT_ASKED = "not_asked"  # an answer to a request that is not open, or not put to this seat
    NOT_OVER = "not_over"  # a game's save asked for while the game is still being played (game_save.py)
    WATCHING = "watching"  # a spectator's connection only watches: it sends no move nor any seat's request
    TOO_MANY_SPECTATORS = "too_many_spectators"  # the game is watched by as many as the server lets watch one
    # players with names (accounts.py)
    BAD_NAME = "bad_name"  # not a name a player may have (the message says why)
    NAME_TAKEN = "name_taken"  # another player has that name, whatever its case
    BAD_PASSWORD = "bad_password"  # a new password too short or too long
    BAD_LOGIN = "bad_login"  # no player of that name, or not their password
    LOGIN_NEEDED = "login_needed"  # no session token, or one that has ended: log in
    NOT_YOUR_PAGE = "not_your_page"  # a page changed with another player's session
    ALREADY_SEATED = "already_seated"  # a rated game's second seat for one player
    WAITING_FOR_PLAYERS = "waiting_for_players"  # a lobby game's move before its seats are full (open_games.py)
    SEAT_TAKEN = "seat_taken"  # the lobby seat asked for is no longer free (someone took it first)
    NOT_OPEN = "not_open"  # the game is not waiting in the lobby (it started, or was never published)
    NAME_IN_USE = "name_in_use"  # another seat at that table has the name already
    WITHDRAWN = "withdrawn"  # the host withdrew the lobby game before it started


class Message(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Hello(Message):
    type: Literal["hello"] = "hello"
    game_id: GameId
    seat: SeatNumber
    secret: Secret


class Watch(Message):
    """Instead of hello: watch the game as a spectator (spectators.py): every seat's public view, no seat, no
    secret; the connection may then ask for the moves so far, and nothing else."""
    type: Literal["watch"] = "watch"
    game_id: GameId


class Play(Message):
    type: Literal["command"] = "command"
    id: CommandId
    version: Version
    command: rules.Command

    @field_validator("command")
    @classmethod
    def _numbers_bounded(cls, command: rules.Command) -> rules.Command:
        outside = [number for number in _numbers_in(command.model_dump()) if abs(number) > MAX_COMMAND_NUMBER]
        if outside:
            raise ValueError(f"numbers in a command are at most {MAX_COMMAND_NUMBER} either way")
        return command


def _numbers_in(value) -> list[int]:
    """The integers in a command's fields, nested in tuples and token counts too (not true/false)."""
    if isinstance(value, dict):
        return [number for item in value.values() for number in _numbers_in(item)]
    if isinstance(value, (list, tuple)):
        return [number for item in value for number in _numbers_in(item)]
    return [value] if isinstance(value, int) and not isinstance(value, bool) else []


class HandOver(Message):
    """Another seat ran out of time: a computer player of `level` plays it from now on."""
    type: Literal["hand_over"] = "hand_over"
    seat: SeatNumber
    level: str = Field(default="easy", pattern=r"^[a-z0-9_-]{1,32}$")


class AskUndo(Message):
    """Take back the last move of the game as of `version` (the one this seat saw)."""
    type: Literal["undo"] = "undo"
    id: CommandId
    version: Version


class AnswerUndo(Message):
    """The asked seat's answer to the request `request` (the asker's id for it)."""
    type: Literal["undo_answer"] = "undo_answer"
    id: CommandId
    request: CommandId
    agreed: bool



MAX_MOVES_SENT = 500
"""The most moves one `MovesSoFar` carries (a whole game of five takes about 400, each under 1 KB): the newest, so
the message stays far below what a client reads in one frame."""


class MovesAsked(Message):
    """Read-only: the moves played up to version `to` (a board opened mid-way fills its game log from them)."""
    type: Literal["moves"] = "moves"
    to: Version


class NoMoreOffers(Message):
    """This seat's person wants no more trade offers from the computer player of seat `computer` this round (the
    trade window's "No more offers this round"): sent before the refusal it goes with."""
    type: Literal["no_more_offers"] = "no_more_offers"
    computer: SeatNumber


class Say(Message):
    """A line of this seat's chat at the game's table (chat.py): its own words, at most MAX_CHAT_CHARACTERS and no
    control character, or a quick phrase by its id (each client words it in its own language)."""
    type: Literal["chat"] = "chat"
    id: CommandId
    text: str | None = Field(default=None, min_length=1, max_length=MAX_CHAT_CHARACTERS)
    phrase: ChatPhrase | None = None

    @field_validator("text")
    @classmethod
    def _plain_words(cls, text: str | None) -> str | None:
        if text is not None and not text.strip():
            raise ValueError("a chat line says something")
        if text is not None and any(acts_instead_of_showing(char) for char in text):
            raise ValueError("a chat line holds no control character")
        return text

    @model_validator(mode="after")
    def _words_or_phrase(self) -> "Say":
        if (self.text is None) == (self.phrase is None):
            raise ValueError("a chat line is either words (text) or a quick phrase (phrase)")
        return self


class Resign(Message):
    """This seat's person resigns: the server's computer player plays the seat from now on (resigning.py)."""
    type: Literal["resign"] = "resign"
    id: CommandId


ClientMessage = Annotated[Union[Hello, Watch, Play, HandOver, AskUndo, AnswerUndo, MovesAsked, NoMoreOffers, Say,
                                Resign], Field(discriminator="type")]
client_message: TypeAdapter[Hello | Watch | Play | HandOver | AskUndo | AnswerUndo | MovesAsked | NoMoreOffers
                            | Say | Resign] = TypeAdapter(ClientMessage)


def read_client_message(text: str | bytes) -> Hello | Watch | Play | HandOver | AskUndo | AnswerUndo | MovesAsked \
        | NoMoreOffers | Say | Resign:
    """A client's message, strictly: the commands' numbers too (rules models are lax, for saves), so true is not 1.
    Raises pydantic's ValidationError."""
    return client_message.validate_json(text, strict=True)


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
    seat: int | None = None  # the seat concerned (after not_connected: the person who must agree)


class HandedOver(Message):
    type: Literal["handed_over"] = "handed_over"
    seat: int
    kind: SeatKind


class Applied(Message):
    type: Literal["applied"] = "applied"
    id: str
    version: int
    repeated: bool = False  # the id was applied before; nothing was applied again


class UndoWaiting(Message):
    """To the asker: the request `id` waits for `seat`'s answer (put to them on their screen)."""
    type: Literal["undo_waiting"] = "undo_waiting"
    id: str
    seat: int


class UndoQuestion(Message):
    """To the asked seat: may `move` (played as `command`, with `events`) be taken back, as `asked_by` asks?"""
    type: Literal["undo_question"] = "undo_question"
    request: str
    asked_by: int
    seat: int
    version: int  # the game's version the request is about: any other move makes it lapse
    move: int
    command: rules.Command
    events: tuple[rules.Event, ...]
    seconds: int | None = None  # the time the asked person has to answer before it lapses (the server's limit)


class UndoOutcome(Message):
    """What became of the request `request`: sent to the asker and the asked (`id`: the message it answers)."""
    type: Literal["undo_outcome"] = "undo_outcome"
    request: str
    outcome: Literal["taken_back", "refused", "lapsed"]
    id: str | None = None
    version: int | None = None  # after taken_back: the game's version now
    seat: int | None = None  # who refused, or whose leaving made it lapse
    why: Literal["moved_on", "left", "timed_out"] | None = None  # why it lapsed
    seconds: int | None = None  # timed_out: the time the asked person had to answer
    repeated: bool = False  # the request had been taken back before: nothing was taken back again


class Resigned(Message):
    """`seat`'s person resigned (`id`: in the answer to the one who did): every connection of the game is told."""
    type: Literal["resigned"] = "resigned"
    seat: int
    kind: SeatKind  # the computer player that plays the seat now
    id: str | None = None


class SeatInfo(Message):
    seat: int
    kind: SeatKind
    name: str
    joined: bool  # a person has claimed the seat (computers always have)
    connected: bool
    resigned: bool = False  # its person resigned: the server's computer plays it (kind)


class SeatViewMessage(Message):
    type: Literal["view"] = "view"
    game_id: str
    seat: int | None  # None: a spectator's view (the same public state, no seat's decisions to offer)
    version: int
    view: SeatView  # the table's view_for(state, seat): the generator, the seed and the face-down token blanked
    events: tuple[rules.Event, ...]  # what the last move made happen (public: dice and draws once they happened)
    command: rules.Command | None = None  # the last move itself (a client's game log names who did what)
    taken_back: int | None = None  # the version of the move the last change took back (the state is from before it)
    taken_back_by: int | None = None  # the seat that asked for it (the game log names who took back whose move)
    seats: list[SeatInfo]
    to_play: int | None
    turn_seconds: int | None
    deadline: str | None  # ISO 8601 by the server's clock, when the seat to play runs out of time (its bank too)
    waiting: bool = False  # a lobby game waiting for players: nobody moves, no clock runs, until its seats are full
    bank_seconds: int | None = None  # what is left in the bank of the seat to play (in the deadline); None: no banks


class ChatLine(Message):
    """One line said at the table: `number` counts the game's lines from 1, in the order the server stored them."""
    number: int
    seat: int
    text: str | None = None
    phrase: str | None = None  # a quick phrase's id (CHAT_PHRASES; a newer server's unknown one is shown as it is)
    said_at: str  # ISO 8601, the server's clock


class ChatLines(Message):
    """Lines said at the table: each new one as it is said (to every seat and spectator; the one who said it gets
    it as the answer to `id`), and the newest ones after a hello or a watch (chat.LINES_REPLAYED)."""
    type: Literal["chat_lines"] = "chat_lines"
    lines: list[ChatLine]
    id: str | None = None


class PlayedMove(Message):
    """One move as every seat saw it: the command and what it made happen (dice and draws once they happened;
    never the generator, the bag's order or the face-down token)."""
    number: int = Field(ge=1)  # the game's version after it (moves taken back since are not sent)
    command: rules.Command
    events: tuple[rules.Event, ...]


class MovesSoFar(Message):
    type: Literal["moves_so_far"] = "moves_so_far"
    game_id: str
    moves: list[PlayedMove] = Field(max_length=MAX_MOVES_SENT)  # in order, the newest up to the version asked
    left_out: int = Field(ge=0)  # older moves than those, not sent


class OffersStopped(Message):
    """The answer to `NoMoreOffers`: the computer player of `computer` makes `seat` no more offers in `round`."""
    type: Literal["offers_stopped"] = "offers_stopped"
    computer: int
    seat: int
    round: int


# HTTP requests
class SeatRequest(Message):
    name: rules.state.PlayerName
    kind: SeatKind = "person"


class CreateGame(Message):
    seats: list[SeatRequest] = Field(min_length=3, max_length=5)
    variant: rules.Variant = rules.Variant.STANDARD
    turn_seconds: int | None = Field(default=None, ge=MIN_TURN_SECONDS, le=MAX_TURN_SECONDS)
    open: bool = False  # published in the lobby: anyone takes a free seat, the game starts once they are full
    rated: bool = False  # the players' ratings change at the end (ratings.py); hosted by a player logged in
    bank_seconds: int = Field(default=0, ge=0, le=MAX_BANK_SECONDS)  # each seat's bank of extra time (time_banks.py)

    @model_validator(mode="after")
    def _bank_with_a_turn_time(self) -> "CreateGame":
        if self.bank_seconds and self.turn_seconds is None:
            raise ValueError("a time bank is extra time beyond the time per move: give turn_seconds too")
        return self


class Join(Message):
    code: InviteCode


class SeatCredentials(Message):
    game_id: GameId
    seat: SeatNumber
    secret: Secret


class MyGames(Message):
    seats: list[SeatCredentials] = Field(max_length=100)


class NewInvite(Message):
    host_secret: Secret
