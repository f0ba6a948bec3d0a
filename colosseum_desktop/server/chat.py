"""Chat at a game's table: what a seat says (`Say`: its own words, or a quick phrase by id), stored with the game and
sent to every connection of the game, seats and spectators alike (`ChatLines`).

Bounded, like every other message: at most MAX_CHAT_CHARACTERS characters with no control character, line separator
or bidirectional override (refused `malformed` by the protocol, so nothing reaches the database), and at most
LINES_PER_WINDOW lines per WINDOW_SECONDS for each seat of a game (refused `rate_limited`; this process's count, kept
in memory like the connections' own limits). A spectator says nothing (spectators.py refuses it). A line is stored
once per the sender's id for it: sent again after a reconnection, it is answered as the first time and not repeated
to the table. A connection that says hello, or watches, is sent the newest LINES_REPLAYED lines after its first
view. Muting someone is the client's own business (scenes/online/chat.py): the server sends every line to everyone.

Several server processes on one PostgreSQL database: a line stored sends a notice (notices.notify_said) on the moves'
channel, and each other process sends its connections of that game the lines it has not sent them yet (`catch_up`).
"""
from __future__ import annotations

from datetime import datetime, timezone

from pydantic import BaseModel
from sqlalchemy import func, insert, select

from ..protocol import credentials
from .connections import Client, refusal_message
from .games import Games, Refusal
from .limits import PerAddress
from .notices import notify_said
from ..protocol.messages import ChatLine, ChatLines, Reason, Refused, Say
from .storage import chat_lines, games, reading, seats

LINES_PER_WINDOW, WINDOW_SECONDS = 5, 10.0
LINES_REPLAYED = 50


def _line(row) -> ChatLine:
    said_at = row.said_at if row.said_at.tzinfo is not None else row.said_at.replace(tzinfo=timezone.utc)
    return ChatLine(number=row.number, seat=row.seat, text=row.text, phrase=row.phrase, said_at=said_at.isoformat())


class ChatBook:
    """The lines of the games' tables, in the database (called on worker threads)."""

    def __init__(self, games_: Games) -> None:
        self.games = games_

    def say(self, game_id: str, seat: int, secret: str, say_id: str, text: str | None,
            phrase: str | None) -> tuple[ChatLine, bool]:
        """Store what `seat` (with its secret) said: (the line, whether it was stored before under `say_id`)."""
        with self.games.writing() as connection:
            # The game's row locked, so that two lines said at once are numbered one after the other.
            found = connection.execute(select(games.c.id).where(games.c.id == game_id).with_for_update()).one_or_none()
            if found is None:
                raise Refusal(Reason.UNKNOWN_GAME, "There is no such game on this server.")
            digest = connection.execute(select(seats.c.secret_digest).where(
                seats.c.game_id == game_id, seats.c.seat == seat)).scalar_one_or_none()
            if not credentials.matches(secret, digest):
                raise Refusal(Reason.BAD_CREDENTIALS, "This is not the secret of that seat in that game.")
            before = connection.execute(select(chat_lines).where(
                chat_lines.c.game_id == game_id, chat_lines.c.seat == seat,
                chat_lines.c.say_id == say_id)).one_or_none()
            if before is not None:
                return _line(before), True
            number = connection.execute(select(func.coalesce(func.max(chat_lines.c.number), 0)).where(
                chat_lines.c.game_id == game_id)).scalar_one() + 1
            said_at = datetime.now(timezone.utc)
            connection.execute(insert(chat_lines).values(game_id=game_id, number=number, seat=seat, say_id=say_id,
                                                         text=text, phrase=phrase, said_at=said_at))
            if self.games.shared:
                notify_said(connection, game_id)
        return ChatLine(number=number, seat=seat, text=text, phrase=phrase, said_at=said_at.isoformat()), False

    def newest(self, game_id: str, most: int, after: int = 0) -> list[ChatLine]:
        """The game's newest `most` lines (numbered above `after`), oldest first."""
        with reading(self.games.engine) as connection:
            rows = connection.execute(select(chat_lines).where(chat_lines.c.game_id == game_id,
                                                               chat_lines.c.number > after)
                                      .order_by(chat_lines.c.number.desc()).limit(most)).all()
        return [_line(row) for row in reversed(rows)]


class TableChat:
    """The server's side of the chat: `say` answers a seat's `Say`, `replay` sends a new connection the newest lines."""

    def __init__(self, server) -> None:
        self.server = server
        self.book = ChatBook(server.games)
        self.rates = PerAddress(LINES_PER_WINDOW / WINDOW_SECONDS, LINES_PER_WINDOW)  # keyed by game and seat
        self.sent: dict[str, int] = {}  # the newest line sent to this process's connections of each game

    async def say(self, client: Client, message: Say) -> BaseModel:
        if not self.rates.take(f"{client.game_id}/{client.seat}"):
            return Refused(reason=Reason.RATE_LIMITED, id=message.id, message=(
                f"At most {LINES_PER_WINDOW} chat lines every {WINDOW_SECONDS:g} seconds: wait a moment."))
        try:
            line, repeated = await self.server.write(self.book.say, client.game_id, client.seat, client.secret,
                                                     message.id, message.text, message.phrase)
        except Refusal as refusal:
            return refusal_message(refusal, message.id)
        if not repeated:
            self._sent(client.game_id, [line])
            told = ChatLines(lines=[line])
            for other in list(self.server.hub.clients.get(client.game_id, ())):
                if other is not client:
                    other.send(told)
        return ChatLines(lines=[line], id=message.id)

    async def replay(self, client: Client) -> None:
        """The newest lines, after the first view of a connection that said hello or watches."""
        try:
            lines = await self.server.read(self.book.newest, client.game_id, LINES_REPLAYED)
        except Refusal:  # the database went away meanwhile: the lines come with the next connection
            return
        if lines:
            self._sent(client.game_id, lines)
            client.send(ChatLines(lines=lines))

    async def catch_up(self, game_id: str) -> None:
        """Another server process stored a line in the game: the lines this process's connections were not sent."""
        if game_id not in self.server.hub.clients:
            self.sent.pop(game_id, None)
            return
        try:
            lines = await self.server.read(self.book.newest, game_id, LINES_REPLAYED, self.sent.get(game_id, 0))
        except Refusal:  # the database went away meanwhile: they come with the next line, or connection
            return
        if lines:
            self._sent(game_id, lines)
            told = ChatLines(lines=lines)
            for client in list(self.server.hub.clients.get(game_id, ())):
                client.send(told)

    def _sent(self, game_id: str, lines: list[ChatLine]) -> None:
        self.sent[game_id] = max(self.sent.get(game_id, 0), *(line.number for line in lines))
