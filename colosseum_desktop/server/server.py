"""The server as an ASGI application (Starlette): WebSockets for live play and a small HTTP API.

    POST /api/games                               create a game -> its id, the host's secret, an invite per person seat
    POST /api/join                                claim a seat with its invite code -> (game id, seat, the seat's secret)
    POST /api/my-games                            where the games of the given seats stand (whose turn it is)
    POST /api/games/{id}/seats/{seat}/invite      the host replaces a seat's credentials with a new invite code
    GET  /api/lobby, POST /api/lobby/{id}/...    the lobby: open games listed, a free seat taken without a code,
                                                  withdrawn by the host before they start (open_games.py)
    GET  /api/games/{id}/save                     the game as a save file, once it is over (never before: a save
                                                  holds the seed the coming draws and rolls grow from; game_save.py)
    /api/accounts, /api/login, /api/logout, /api/players/{name}, /api/ratings/levels: players with names and
                                                  ratings (accounts_api.py; a session's token as a Bearer header
                                                  on creating a game or joining one too)
    GET  /join/{code}, /                          the invite link as a web page, in the visitor's language (invite_page.py)
    WS   /play                                    Hello, then commands; views come back after every change (and,
                                                  read-only, the moves so far: `MovesAsked` -> `MovesSoFar`); or
                                                  Watch: a spectator's public views, no seat (spectators.py);
                                                  the table's chat: Say -> ChatLines to everyone (chat.py);
                                                  Resign: the computer plays the seat on (resigning.py)

A request to take back that another person must agree to waits here, in memory, for that person's answer (the
question goes to their connections): it lapses when the game moves on, either of them leaves, or the asked person
has not answered in time (ServerConfig.undo_answer_seconds, `colosseum serve --undo-answer-seconds`).

Every refusal is a JSON `Refused` with a reason. The database work runs on worker threads; the event loop only
moves messages, so a slow query never stalls the other games' sockets.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass

from pydantic import BaseModel, ValidationError
from sqlalchemy.exc import OperationalError
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketState

from .. import rules
from ..protocol import UNDO_ANSWER_SECONDS
from ..bots import make_bot
from ..saves.format import PERSON
from ..table import computer_seed, view_for
from .accounts import Accounts
from .accounts_api import account_routes, requesting_account
from .game_save import save_routes
from .games import GameRecord, Games, Refusal, TakenBack
from .invite_page import page_routes
from .open_games import lobby_routes, seat_claimed
from .limits import PerAddress, TokenBucket, address_of
from .notices import Listener
from ..protocol.messages import (MAX_MESSAGE_BYTES, MAX_MOVES_SENT, MAX_SEAT, AnswerUndo, Applied, AskUndo,
                                 CreateGame, HandOver, HandedOver, Hello, Join, MovesAsked, MovesSoFar, MyGames,
                                 NewInvite, NoMoreOffers, OffersStopped, Play, PlayedMove, Reason, Refused, Resign,
                                 Say, SeatInfo, SeatViewMessage, UndoOutcome, UndoQuestion, UndoWaiting, Watch,
                                 read_client_message)
from . import spectators
from .chat import TableChat
from .resigning import ResignedSeats, resign
from .connections import Client, close_quietly, refusal_message, send_now
from .storage import open_database, upgrade
from .view_text import public_state_text, view_message_text
from .workers import PoolSizes, Workers

LOG = logging.getLogger("colosseum_desktop.online")

STATUS = {Reason.MALFORMED: 400, Reason.TOO_LARGE: 413, Reason.RATE_LIMITED: 429, Reason.UNKNOWN_GAME: 404,
          Reason.BAD_CREDENTIALS: 403, Reason.NOT_YOUR_SEAT: 403, Reason.STALE_VERSION: 409, Reason.ILLEGAL: 409,
          Reason.BAD_INVITE: 404, Reason.NOT_THE_HOST: 403, Reason.HELLO_FIRST: 400, Reason.NOT_FOUND: 404,
          Reason.UNAVAILABLE: 503, Reason.NOTHING_TO_TAKE_BACK: 409, Reason.UNDO_WAITING: 409,
          Reason.NOT_CONNECTED: 409, Reason.NOT_ASKED: 409, Reason.NOT_OVER: 409, Reason.WATCHING: 403,
          Reason.TOO_MANY_SPECTATORS: 503, Reason.BAD_NAME: 400, Reason.NAME_TAKEN: 409, Reason.BAD_PASSWORD: 400,
          Reason.BAD_LOGIN: 403, Reason.LOGIN_NEEDED: 401, Reason.NOT_YOUR_PAGE: 403, Reason.ALREADY_SEATED: 409,
          Reason.WAITING_FOR_PLAYERS: 409, Reason.SEAT_TAKEN: 409, Reason.NOT_OPEN: 409, Reason.NAME_IN_USE: 409,
          Reason.WITHDRAWN: 410}


@dataclass(frozen=True)
class ServerConfig:
    database_url: str
    messages_per_second: float = 10.0  # one connection's commands, on average
    message_burst: float = 30.0
    refusals_before_closing: int = 60  # a connection refused this many times in a row is closed (flooding)
    failures_per_minute: float = 20.0  # wrong secrets and invite codes per address
    games_per_minute: float = 60.0  # games created per address (bursts of games_burst)
    games_burst: float = 150.0
    hello_seconds: float = 10.0  # a new connection must say which seat it is within this
    undo_answer_seconds: int = UNDO_ANSWER_SECONDS  # a request to take back lapses unanswered after this
    outbox: int = 64  # messages waiting for a slow client before it is dropped (it reconnects and refreshes)
    threads: PoolSizes = PoolSizes()


def refused(reason: Reason, message: str, **details) -> Refused:
    return Refused(reason=reason, message=message, **details)


def http_refusal(message: Refused) -> JSONResponse:
    return JSONResponse(message.model_dump(mode="json"), status_code=STATUS[message.reason])


@dataclass(frozen=True)
class UndoRequest:
    """A request to take back, waiting for the asked person's answer."""
    question: UndoQuestion
    asker_secret: str  # the take-back checks the asker's credentials again when the answer comes


class Hub:
    """The connections of each game, what each seat is sent after a change, and the requests to take back that
    wait for an answer (one per game)."""

    def __init__(self, games: Games, workers: Workers, undo_answer_seconds: int = UNDO_ANSWER_SECONDS) -> None:
        self.games, self.workers = games, workers
        self.undo_answer_seconds = undo_answer_seconds
        self.clients: dict[str, set[Client]] = {}
        self.published: dict[str, int] = {}  # the newest version each game's clients were sent
        self.last_sent: dict[str, GameRecord] = {}  # and that version's record
        self.sending: dict[str, asyncio.Lock] = {}  # one publish at a time per game, so views leave in order
        self.undo_requests: dict[str, UndoRequest] = {}
        self.resigned = ResignedSeats(games)  # which seats' people resigned, for the views (resigning.py)

    def add(self, client: Client) -> None:
        self.clients.setdefault(client.game_id, set()).add(client)

    def ask_again(self, client: Client) -> None:
        """A new connection of a seat asked to agree is asked too (after its first view)."""
        waiting = self.undo_requests.get(client.game_id)
        if waiting is not None and waiting.question.seat == client.seat:
            client.send(waiting.question)

    def remove(self, client: Client) -> None:
        found = self.clients.get(client.game_id)
        if found is not None:
            found.discard(client)
            if not found:
                del self.clients[client.game_id]
                self.published.pop(client.game_id, None)
                self.last_sent.pop(client.game_id, None)
                self.sending.pop(client.game_id, None)
                self.resigned.forget(client.game_id)
        waiting = self.undo_requests.get(client.game_id)
        if (waiting is not None and client.seat in (waiting.question.asked_by, waiting.question.seat)
                and client.seat not in self.connected_seats(client.game_id)):
            self.lapse_undo(client.game_id, "left", client.seat)

    def connected_seats(self, game_id: str) -> set[int]:
        return {client.seat for client in self.clients.get(game_id, ())}

    def send_to_seat(self, game_id: str, seat: int, message: BaseModel, but: Client | None = None) -> None:
        """`message` to every connection of `seat` in the game (`but` one, which is answered apart)."""
        for client in list(self.clients.get(game_id, ())):
            if client.seat == seat and client is not but:
                client.send(message)

    def wait_for_answer(self, game_id: str, waiting: UndoRequest) -> None:
        """Hold `waiting` until it is answered or lapses, at the latest when the time to answer has run out."""
        self.undo_requests[game_id] = waiting
        asyncio.get_running_loop().call_later(self.undo_answer_seconds, self._unanswered, game_id, waiting)

    def _unanswered(self, game_id: str, waiting: UndoRequest) -> None:
        if self.undo_requests.get(game_id) is waiting:  # not answered, nor lapsed (then another may wait)
            self.lapse_undo(game_id, "timed_out")

    def lapse_undo(self, game_id: str, why: str, seat: int | None = None) -> None:
        """The request waiting in the game lapses (`why`: "moved_on", "timed_out", or "left" with who left): both
        are told."""
        waiting = self.undo_requests.pop(game_id, None)
        if waiting is None:
            return
        question = waiting.question
        lapsed = UndoOutcome(request=question.request, outcome="lapsed", why=why, seat=seat,
                             seconds=self.undo_answer_seconds if why == "timed_out" else None)
        for told in {question.asked_by, question.seat} - {seat}:
            self.send_to_seat(game_id, told, lapsed)

    async def read(self, game_id: str) -> GameRecord:
        return await self.workers.read(self.games.read, game_id)

    async def publish(self, game_id: str, record: GameRecord | None = None, presence_changed: bool = False) -> None:
        """Send every seat connected to the game its view of `record` (read afresh if None), if the game has moved
        on since they were last sent one (two quick moves may arrive here out of order: the older is dropped).
        Moves another process committed together (its notices came faster than the game was read here) are each
        sent too, rebuilt from the stored moves, so that they do not reach the seats as one jump."""
        if game_id not in self.clients:
            return
        async with self.sending.setdefault(game_id, asyncio.Lock()):
            if record is None:
                record = await self.read(game_id)
            await self.resigned.know(self.workers, record)
            waiting = self.undo_requests.get(game_id)
            if waiting is not None and record.version > waiting.question.version:
                self.lapse_undo(game_id, "moved_on")
            if record.version <= self.published.get(game_id, -1) and not presence_changed:
                return
            sent = self.last_sent.get(game_id)
            if sent is not None and record.version > sent.version + 1:
                for between in await self.workers.read(self.games.moves_between, sent, record):
                    self._send_views(between)
            self._send_views(record)

    def _send_views(self, record: GameRecord) -> None:
        game_id = record.game_id
        self.published[game_id] = max(record.version, self.published.get(game_id, -1))
        self.last_sent[game_id] = record
        seat_infos, state_text, texts = self.seat_infos(record), None, {}
        for client in list(self.clients.get(game_id, ())):
            if client.seat not in texts:
                message = self.view_message(record, client.seat, seat_infos)
                state_text = state_text or public_state_text(message)
                texts[client.seat] = view_message_text(message, state_text)
            client.send_text(texts[client.seat])

    def seat_infos(self, record: GameRecord) -> list[SeatInfo]:
        connected = self.connected_seats(record.game_id)
        resigned = self.resigned.of(record)
        return [SeatInfo(seat=index, kind=kind, name=record.state.players[index].name, joined=record.claimed[index],
                         connected=index in connected or kind != PERSON, resigned=index in resigned)
                for index, kind in enumerate(record.kinds)]

    def view_message(self, record: GameRecord, seat: int,
                     seat_infos: list[SeatInfo] | None = None) -> SeatViewMessage:
        return SeatViewMessage(
            game_id=record.game_id, seat=seat, version=record.version, view=view_for(record.state, seat),
            events=record.last_events, command=record.last_command, taken_back=record.taken_back,
            taken_back_by=record.taken_back_by,
            seats=self.seat_infos(record) if seat_infos is None else seat_infos,
            to_play=record.to_play, turn_seconds=record.turn_seconds,
            deadline=None if record.deadline is None else record.deadline.isoformat(), waiting=record.waiting,
            bank_seconds=record.bank_seconds)


class ComputerPlayers:
    """Plays the computer seats of the games on this server: one task per game while a computer is to decide,
    each move through the same transaction as a person's."""

    FAILURES_BEFORE_GIVING_UP = 2

    def __init__(self, games: Games, hub: Hub, workers: Workers) -> None:
        self.games, self.hub, self.workers = games, hub, workers
        self.tasks: dict[str, asyncio.Task] = {}
        self.woken: set[str] = set()
        self.players: dict[tuple[str, int], object] = {}
        self.failures: dict[str, int] = {}

    def wake(self, game_id: str, record: GameRecord | None = None) -> None:
        """Look whether a computer is to decide in the game (`record`: the game as it is now, if known)."""
        if record is not None and game_id not in self.tasks and (
                record.to_play is None or record.kinds[record.to_play] == PERSON):
            return  # a person's decision: nothing to do until that person moves
        self.woken.add(game_id)
        if game_id not in self.tasks:
            self.tasks[game_id] = asyncio.create_task(self._play(game_id))

    async def _play(self, game_id: str) -> None:
        try:
            while game_id in self.woken:
                self.woken.discard(game_id)
                record = await self.workers.read(self.games.read, game_id)
                while record is not None:
                    record = await self._move(record)
        except Exception:  # noqa: BLE001 - logged; the game waits for the next wake (a restart or a person's move)
            LOG.exception("computer players of game %s stopped", game_id)
        finally:
            del self.tasks[game_id]

    async def _move(self, record: GameRecord) -> GameRecord | None:
        """One computer move if one is to decide: the game after it (or as it is now, to look again); None when
        it is a person's decision (or the game is over, or its computer player has failed too often)."""
        game_id, seat = record.game_id, record.to_play
        if seat is None or record.kinds[seat] == PERSON:
            if seat is None:
                for key in [key for key in self.players if key[0] == game_id]:
                    del self.players[key]
            return None
        if self.failures.get(game_id, 0) >= self.FAILURES_BEFORE_GIVING_UP:
            return None
        player = self.players.get((game_id, seat))
        if player is None:
            level = record.kinds[seat].partition(":")[2]  # one of bots.LEVELS: checked when the game was created
            player = self.players[(game_id, seat)] = make_bot(level, computer_seed(record.state.seed, seat))
            # The people's wishes for no more offers, kept in the database (a wish stored while this read runs is
            # told to the player by stop_offers: it is in `players` already).
            try:
                wishes = await self.workers.read(self.games.offers_stopped, game_id, seat)
            except Exception:
                del self.players[(game_id, seat)]  # made again, and told them, at the next wake
                raise
            for person, round_ in wishes.items():
                player.stop_offers(person, round_)
        view = view_for(record.state, seat)  # it decides from what the seat sees, as a person would
        try:
            command = await self.workers.think(player.choose, view.state)
            applied = await self.workers.write(self.games.apply, game_id, seat, None, f"computer-{record.version}",
                                               record.version, command)
        except Exception as error:  # noqa: BLE001 - a failing computer player is reported, never hidden
            if not (isinstance(error, Refusal) and error.reason == Reason.STALE_VERSION):
                self._failed(game_id, seat, error)  # (stale: a person's any-time exchange came first)
            return await self.workers.read(self.games.read, game_id)
        self.failures.pop(game_id, None)
        if applied.record is None:  # its move was stored before a restart: look at the game as it is
            return await self.workers.read(self.games.read, game_id)
        await self.hub.publish(game_id, applied.record)
        return applied.record

    def stop_offers(self, game_id: str, computer: int, person: int, round_: int) -> None:
        """`person` wants no more offers from the computer player of seat `computer` in round `round_` (the wish is
        kept in the database already: a player made later reads it there). The player's own memory of the offers
        it made is this process's only; the person's connection reaches the process that plays the computer's move
        after their refusal, which the same connection sends."""
        player = self.players.get((game_id, computer))
        if player is not None:
            player.stop_offers(person, round_)

    def _failed(self, game_id: str, seat: int, error: Exception) -> None:
        self.failures[game_id] = self.failures.get(game_id, 0) + 1
        LOG.error("the computer player of seat %d in game %s failed: %s", seat, game_id, error)

    async def stop(self) -> None:
        for task in list(self.tasks.values()):
            task.cancel()
        await asyncio.gather(*self.tasks.values(), return_exceptions=True)


class Server:
    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.engine = open_database(config.database_url, connections=config.threads.connections)
        upgrade(self.engine)
        self.games = Games(self.engine)
        self.accounts = Accounts(self.games)
        self.workers = Workers(config.threads)
        self.hub = Hub(self.games, self.workers, config.undo_answer_seconds)
        self.computers = ComputerPlayers(self.games, self.hub, self.workers)
        self.failures = PerAddress(config.failures_per_minute / 60, config.failures_per_minute)
        self.creations = PerAddress(config.games_per_minute / 60, config.games_burst)
        self.chat = TableChat(self)

    async def read(self, function, *args):
        """`function(*args)`, which only reads, on a reading thread; a database that cannot be reached becomes a
        refusal."""
        return await self._database(self.workers.read, function, *args)

    async def write(self, function, *args):
        """`function(*args)`, a transaction that changes something, on a writing thread (as `read`)."""
        return await self._database(self.workers.write, function, *args)

    @staticmethod
    async def _database(pool, function, *args):
        try:
            return await pool(function, *args)
        except OperationalError as error:
            LOG.error("database error: %s", error)
            raise Refusal(Reason.UNAVAILABLE, "The server could not reach its database; nothing changed. "
                                              "Try again.") from None

    async def guarded(self, address: str, failure: Reason, run, function, *args):
        """`run(function, *args)` (`self.read` or `self.write`), for a request that may guess a code or a secret: an
        address that guessed wrong too often is refused before trying (a right guess included), and a `failure`
        counts."""
        if not self.failures.allows(address):
            raise Refusal(Reason.RATE_LIMITED, "Too many wrong codes or secrets from this address; wait a minute.")
        try:
            return await run(function, *args)
        except Refusal as refusal:
            if refusal.reason == failure:
                self.failures.take(address)
            raise

    # --- HTTP ------------------------------------------------------------------------------------------------
    async def create_game(self, request: Request) -> JSONResponse:
        body = await read_body(request, CreateGame)
        if await requesting_account(self, request) is None and body.rated:
            raise Refusal(Reason.LOGIN_NEEDED, "A rated game is hosted by a player logged in.")
        if not self.creations.take(address_of(request)):
            raise Refusal(Reason.RATE_LIMITED, "Too many games created from this address; wait a minute.")
        created = await self.write(self.games.create, body)
        self.computers.wake(created.game_id)
        return JSONResponse({"game_id": created.game_id, "host_secret": created.host_secret,
                             "invites": [{"seat": seat, "code": code} for seat, code in created.invites.items()]},
                            status_code=201)

    async def join(self, request: Request) -> JSONResponse:
        body = await read_body(request, Join)
        account = await requesting_account(self, request)  # the seat is the player's, when logged in
        game_id, seat, secret = await self.guarded(address_of(request), Reason.BAD_INVITE, self.write, self.games.join,
                                                 body.code, account)
        await seat_claimed(self, game_id)  # (a lobby game's last seat claimed by code starts it)
        return JSONResponse({"game_id": game_id, "seat": seat, "secret": secret})

    async def my_games(self, request: Request) -> JSONResponse:
        body = await read_body(request, MyGames)
        found = await self.read(self.games.summaries, [(s.game_id, s.seat, s.secret) for s in body.seats])
        return JSONResponse({"games": found})

    async def new_invite(self, request: Request) -> JSONResponse:
        body = await read_body(request, NewInvite)
        game_id, seat = request.path_params["game_id"], request.path_params["seat"]
        if seat > MAX_SEAT:  # the address's digits are any number: bounded before the query
            raise Refusal(Reason.MALFORMED, f"Seats are numbered 0 to {MAX_SEAT}.")
        code = await self.guarded(address_of(request), Reason.NOT_THE_HOST, self.write, self.games.new_invite,
                                  game_id, seat, body.host_secret)
        return JSONResponse({"game_id": game_id, "seat": seat, "code": code})

    async def health(self, _request: Request) -> JSONResponse:
        return JSONResponse({"ok": True})

    # --- WebSocket -------------------------------------------------------------------------------------------
    async def play(self, websocket: WebSocket) -> None:
        await websocket.accept()
        client: Client | None = None
        bucket = TokenBucket(self.config.messages_per_second, self.config.message_burst)
        refusals_in_a_row = 0

        def answer(message: BaseModel) -> None:
            nonlocal refusals_in_a_row
            refusals_in_a_row = refusals_in_a_row + 1 if isinstance(message, Refused) else 0
            if client is not None:
                client.send(message)
            else:
                pending.append(message)

        pending: list[BaseModel] = []
        close_code = 1000
        try:
            while True:
                timeout = self.config.hello_seconds if client is None else None
                try:
                    text = await asyncio.wait_for(receive_text(websocket), timeout)
                except TimeoutError:
                    await send_now(websocket, refused(Reason.HELLO_FIRST, "Say which seat you are (hello) first."))
                    close_code = 1008
                    break
                if text is None:
                    break
                message = self.check_message(text, bucket)
                if isinstance(message, Refused):
                    answer(message)
                elif isinstance(message, (Hello, Watch)):
                    if client is not None:
                        answer(refused(Reason.MALFORMED, "This connection has said hello already."))
                    else:
                        client = await (self.hello(websocket, message) if isinstance(message, Hello)
                                        else spectators.watch(self, websocket, message))
                        if client is None:  # refused: a new connection may try again, within the address's limit
                            close_code = 1008
                            break
                        await self.chat.replay(client)
                elif client is None:
                    answer(refused(Reason.HELLO_FIRST, "Say which seat you are (hello) before sending commands."))
                elif spectators.is_spectator(client) and (refusal := spectators.refused_to_spectator(message)):
                    answer(refusal)
                elif isinstance(message, HandOver):
                    answer(await self.hand_over(client, message))
                elif isinstance(message, AskUndo):
                    answer(await self.ask_undo(client, message))
                elif isinstance(message, AnswerUndo):
                    answer(await self.answer_undo(client, message))
                elif isinstance(message, MovesAsked):
                    answer(await self.moves_so_far(client, message))
                elif isinstance(message, NoMoreOffers):
                    answer(await self.no_more_offers(client, message))
                elif isinstance(message, Say):
                    answer(await self.chat.say(client, message))
                elif isinstance(message, Resign):
                    answer(await resign(self, client, message))
                else:
                    answer(await self.command(client, message))
                for message in pending:
                    await send_now(websocket, message)
                pending.clear()
                if refusals_in_a_row >= self.config.refusals_before_closing:
                    LOG.warning("closing a connection refused %d times in a row", refusals_in_a_row)
                    close_code = 1008
                    break
        finally:
            if client is not None:
                self.hub.remove(client)
                await client.stop()
                with contextlib.suppress(Exception):
                    if not spectators.is_spectator(client):  # a spectator's leaving is no seat's presence
                        await self.hub.publish(client.game_id, presence_changed=True)
            if websocket.application_state != WebSocketState.DISCONNECTED:
                with contextlib.suppress(Exception):
                    await websocket.close(code=close_code)

    def check_message(self, text: str | bytes, bucket: TokenBucket) -> Hello | Watch | Play | HandOver | AskUndo \
            | AnswerUndo | MovesAsked | NoMoreOffers | Say | Resign | Refused:
        if len(text) > MAX_MESSAGE_BYTES or (isinstance(text, str) and len(text.encode("utf-8")) > MAX_MESSAGE_BYTES):
            return refused(Reason.TOO_LARGE, f"Messages are at most {MAX_MESSAGE_BYTES} bytes.")
        try:
            message = read_client_message(text)
        except ValidationError as error:
            message = refused(Reason.MALFORMED, f"Not a message this server understands: {short_error(error)}.")
        if not bucket.take():  # counted after reading, so that the refusal names the command refused
            return refused(Reason.RATE_LIMITED, "Too many messages: slow down, then send it again.",
                           id=message.id if isinstance(message, (Play, AskUndo, AnswerUndo, Say, Resign)) else None)
        return message

    async def hello(self, websocket: WebSocket, hello: Hello) -> Client | None:
        try:
            await self.guarded(address_of(websocket), Reason.BAD_CREDENTIALS, self.read, self.games.check_seat,
                               hello.game_id, hello.seat, hello.secret)
        except Refusal as refusal:
            await send_now(websocket, refusal_message(refusal))
            return None
        client = Client(websocket, hello.game_id, hello.seat, hello.secret, self.config.outbox)
        self.hub.add(client)
        await self.hub.publish(hello.game_id, presence_changed=True)
        self.hub.ask_again(client)
        # A computer's turn left waiting by another server process that stopped: played here.
        self.computers.wake(hello.game_id)
        return client

    async def command(self, client: Client, play: Play) -> BaseModel:
        try:
            outcome = await self.write(self.games.apply, client.game_id, client.seat, client.secret,
                                       play.id, play.version, play.command)
        except Refusal as refusal:
            return refusal_message(refusal, play.id)
        if outcome.repeated:  # answered as the first time; the client may have missed the views since
            record = await self.hub.read(client.game_id)
            await self.hub.resigned.know(self.workers, record)
            client.send(Applied(id=play.id, version=outcome.version, repeated=True))
            return self.hub.view_message(record, client.seat)
        asyncio.create_task(self._after_move(client.game_id, outcome.record))
        return Applied(id=play.id, version=outcome.version)

    async def hand_over(self, client: Client, message: HandOver) -> BaseModel:
        try:
            kind = await self.write(self.games.hand_over, client.game_id, client.seat, client.secret, message.seat,
                                  message.level)
        except Refusal as refusal:
            return refusal_message(refusal)
        await self.hub.publish(client.game_id, presence_changed=True)
        self.computers.wake(client.game_id)
        return HandedOver(seat=message.seat, kind=kind)

    async def ask_undo(self, client: Client, message: AskUndo) -> BaseModel:
        """Take back at once, or put the question to the person who must agree (takebacks.py)."""
        game_id = client.game_id
        waiting = self.hub.undo_requests.get(game_id)
        if waiting is not None:
            if (waiting.question.request, waiting.question.asked_by) == (message.id, client.seat):
                return UndoWaiting(id=message.id, seat=waiting.question.seat)  # sent again after a reconnection
            return refused(Reason.UNDO_WAITING, "Another request to take back waits for its answer.", id=message.id)
        try:
            outcome = await self.write(self.games.take_back, game_id, client.seat, client.secret, message.id,
                                     message.version)
        except Refusal as refusal:
            return refusal_message(refusal, message.id)
        if isinstance(outcome, TakenBack):
            return await self._taken_back(client, game_id, message.id, message.id, outcome)
        if outcome.seat not in self.hub.connected_seats(game_id):
            return refused(Reason.NOT_CONNECTED, "The person who must agree is not connected: ask when they are.",
                           id=message.id, seat=outcome.seat)
        if game_id in self.hub.undo_requests or self.hub.published.get(game_id, -1) > outcome.version:
            # while the database answered: another request came, or the game moved on
            return refused(Reason.UNDO_WAITING, "Another request to take back, or a move, came first.",
                           id=message.id)
        question = UndoQuestion(request=message.id, asked_by=client.seat, seat=outcome.seat, version=outcome.version,
                                move=outcome.move, command=outcome.record.command, events=outcome.record.events,
                                seconds=self.hub.undo_answer_seconds)
        self.hub.wait_for_answer(game_id, UndoRequest(question=question, asker_secret=client.secret))
        self.hub.send_to_seat(game_id, outcome.seat, question)
        return UndoWaiting(id=message.id, seat=outcome.seat)

    async def answer_undo(self, client: Client, message: AnswerUndo) -> BaseModel:
        """The asked person's answer: refused, nothing changes; agreed, the move is taken back in one transaction
        (the version, both people's credentials and who must agree checked again)."""
        game_id = client.game_id
        waiting = self.hub.undo_requests.get(game_id)
        if waiting is None or (waiting.question.request, waiting.question.seat) != (message.request, client.seat):
            return refused(Reason.NOT_ASKED, "No request to take back waits for this seat's answer (it lapsed, or was "
                                             "answered).", id=message.id)
        del self.hub.undo_requests[game_id]
        question = waiting.question
        def tell(outcome: UndoOutcome) -> None:
            """The asker, and the asked seat's other connections (another screen showing the question)."""
            self.hub.send_to_seat(game_id, question.asked_by, outcome)
            self.hub.send_to_seat(game_id, question.seat, outcome, but=client)

        if not message.agreed:
            outcome = UndoOutcome(request=question.request, outcome="refused", seat=client.seat)
            tell(outcome)
            return outcome.model_copy(update={"id": message.id})
        lapsed = UndoOutcome(request=question.request, outcome="lapsed", why="moved_on")
        try:
            taken = await self.write(self.games.take_back, game_id, question.asked_by, waiting.asker_secret,
                                   question.request, question.version, (client.seat, client.secret))
        except Refusal as refusal:
            tell(lapsed)
            return refusal_message(refusal, message.id)
        if not isinstance(taken, TakenBack):  # someone else must agree now (the seat was handed to a computer)
            tell(lapsed)
            return lapsed.model_copy(update={"id": message.id})
        tell(UndoOutcome(request=question.request, outcome="taken_back", version=taken.version, seat=client.seat))
        return await self._taken_back(client, game_id, question.request, message.id, taken)

    async def _taken_back(self, client: Client, game_id: str, request: str, answered: str,
                          taken: TakenBack) -> UndoOutcome:
        outcome = UndoOutcome(request=request, outcome="taken_back", id=answered, version=taken.version,
                              repeated=taken.repeated)
        if taken.repeated:  # answered as the first time; the client may have missed the views since
            client.send(outcome)
            record = await self.hub.read(game_id)
            await self.hub.resigned.know(self.workers, record)
            return self.hub.view_message(record, client.seat)
        asyncio.create_task(self._after_move(game_id, taken.record))
        return outcome

    async def moves_so_far(self, client: Client, asked: MovesAsked) -> BaseModel:
        """The moves up to the version asked, as the seats were shown them: commands and events only."""
        try:
            left_out, found = await self.read(self.games.moves_so_far, client.game_id, asked.to, MAX_MOVES_SENT)
        except Refusal as refusal:
            return refusal_message(refusal)
        return MovesSoFar(game_id=client.game_id, left_out=left_out, moves=[
            PlayedMove(number=number, command=record.command, events=record.events) for number, record in found])

    async def no_more_offers(self, client: Client, message: NoMoreOffers) -> BaseModel:
        """The trade window's "No more offers this round", told to the server's computer player of that seat (read
        before the refusal that follows it on this connection, so its next decision knows)."""
        try:
            record = await self.hub.read(client.game_id)
        except Refusal as refusal:
            return refusal_message(refusal)
        if not message.computer < len(record.kinds) or record.kinds[message.computer] == PERSON:
            return refused(Reason.MALFORMED, f"Seat {message.computer} is not played by the server's computer.")
        try:
            await self.write(self.games.stop_offers, client.game_id, client.seat, client.secret, message.computer,
                             record.state.round)
        except Refusal as refusal:
            return refusal_message(refusal)
        self.computers.stop_offers(client.game_id, message.computer, client.seat, record.state.round)
        return OffersStopped(computer=message.computer, seat=client.seat, round=record.state.round)

    async def _after_move(self, game_id: str, record: GameRecord) -> None:
        await self.hub.publish(game_id, record)
        self.computers.wake(game_id, record)

    # --- lifetime --------------------------------------------------------------------------------------------
    @contextlib.asynccontextmanager
    async def lifespan(self, _app):
        for game_id in await self.read(self.games.unfinished_with_computer_to_play):
            self.computers.wake(game_id)
        listener = None
        if self.games.shared:  # other processes' moves, for the connections held here
            loop = asyncio.get_running_loop()
            listener = Listener(self.config.database_url, lambda game_id, seats: loop.call_soon_threadsafe(
                lambda: asyncio.create_task(self.hub.publish(game_id, presence_changed=seats))),
                lambda game_id: loop.call_soon_threadsafe(
                    lambda: asyncio.create_task(self.chat.catch_up(game_id))))  # and their chat lines (chat.py)
            listener.start()
        yield
        if listener is not None:
            listener.stop()
        await self.computers.stop()
        self.engine.dispose()

    def app(self) -> Starlette:
        async def refuse_http(request: Request, error: HTTPException) -> JSONResponse:
            reason = Reason.NOT_FOUND if error.status_code in (404, 405) else Reason.MALFORMED
            return JSONResponse(refused(reason, str(error.detail)).model_dump(mode="json"),
                                status_code=error.status_code)

        async def refuse(request: Request, refusal: Refusal) -> JSONResponse:
            return http_refusal(refusal_message(refusal))

        routes = [
            Route("/api/health", self.health, methods=["GET"]),
            Route("/api/games", self.create_game, methods=["POST"]),
            Route("/api/join", self.join, methods=["POST"]),
            Route("/api/my-games", self.my_games, methods=["POST"]),
            Route("/api/games/{game_id:str}/seats/{seat:int}/invite", self.new_invite, methods=["POST"]),
            *lobby_routes(self, read_body),  # GET /api/lobby, take a seat, withdraw (open_games.py)
            *save_routes(self),  # GET /api/games/ID/save: a finished game as a save file (game_save.py)
            *account_routes(self, read_body),  # players with names, their pages, the levels' ratings (accounts_api.py)
            WebSocketRoute("/play", self.play),
            *page_routes(self),  # GET /join/CODE and /: the invite as a web page (invite_page.py)
        ]
        return Starlette(routes=routes, lifespan=self.lifespan,
                         exception_handlers={HTTPException: refuse_http, Refusal: refuse})


async def receive_text(websocket: WebSocket) -> str | bytes | None:
    """The next message's text (or bytes), None once the client has gone."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        return None
    return message.get("text") if message.get("text") is not None else message.get("bytes", b"")


async def read_body(request: Request, model: type[BaseModel]):
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_MESSAGE_BYTES):
        raise Refusal(Reason.TOO_LARGE, f"Requests are at most {MAX_MESSAGE_BYTES} bytes.")
    body = b""
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_MESSAGE_BYTES:
                raise Refusal(Reason.TOO_LARGE, f"Requests are at most {MAX_MESSAGE_BYTES} bytes.")
    except ClientDisconnect:  # a client gone mid-request is no fault of the server's: one line, not a traceback
        LOG.warning("a client at %s went away before its request's body was sent", address_of(request))
        raise Refusal(Reason.MALFORMED, "The request ended before its body.") from None
    try:
        return model.model_validate_json(body, strict=True)  # true is not a number, nor "60"
    except ValidationError as error:
        raise Refusal(Reason.MALFORMED, f"Not a request this server understands: {short_error(error)}.") from None


def short_error(error: ValidationError) -> str:
    first = error.errors(include_url=False, include_input=False)[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else first["msg"]
