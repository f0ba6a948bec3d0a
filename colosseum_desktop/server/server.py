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
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketState

from ..protocol import UNDO_ANSWER_SECONDS
from ..saves.format import PERSON
from .accounts import Accounts
from .accounts_api import account_routes, requesting_account
from .game_save import save_routes
from .games import GameRecord, Games, Refusal
from .invite_page import page_routes
from .open_games import lobby_routes, seat_claimed
from .limits import PerAddress, TokenBucket, address_of
from .notices import Listener
from ..protocol.messages import (MAX_MESSAGE_BYTES, MAX_MOVES_SENT, MAX_SEAT, AnswerUndo, Applied, AskUndo,
                                 CreateGame, HandOver, HandedOver, Hello, Join, MovesAsked, MovesSoFar, MyGames,
                                 NewInvite, NoMoreOffers, OffersStopped, Play, PlayedMove, Reason, Refused, Resign,
                                 Say, Watch, read_client_message)
from . import spectators
from .chat import TableChat
from .resigning import resign
from .connections import Client, refusal_message, send_now
from .storage import open_database, upgrade
from .workers import PoolSizes, Workers
from .hub import Hub
from .computer_seats import ComputerPlayers
from .requests import refused, http_refusal, receive_text, read_body, short_error
from .undo_talk import answer_undo, ask_undo

LOG = logging.getLogger("colosseum_desktop.online")

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
                    answer(await ask_undo(self, client, message))
                elif isinstance(message, AnswerUndo):
                    answer(await answer_undo(self, client, message))
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


