"""The lobby: games published as open, listed for anyone, their free seats taken without a code.

    GET  /api/lobby?page=N                  the open games waiting for players, newest first, PAGE_SIZE a page:
                                            public facts only (seats, names, the auction rule, the time per move,
                                            rated or not); never a secret, a code or a digest
    POST /api/lobby/{id}/seats/{seat}       take that free person seat, {"name": ...} -> (game id, seat, secret),
                                            answered as a join by code is; `seat_taken` when someone was first
    POST /api/lobby/{id}/withdraw           the host, {"host_secret": ...}, withdraws the game before it starts

The list is a bounded page of one read transaction (as "my games" is, it is not limited per address: a lobby screen
polls it every few seconds); seats taken are limited per address, and a wrong game id counts as a wrong code does.

A game created with `open` (protocol.CreateGame) waits for players (waiting_games.py): every command is refused
(`waiting_for_players`), no computer moves and no turn clock runs. The transaction that claims its last free seat,
by code or from the lobby, starts it: the clock of the first decision runs from then. Seats are claimed under the
game's lock (PostgreSQL: its row; SQLite: the write lock), so of two players racing for the last seat one wins and
the other is refused.

A seat taken from the lobby gets the taker's name, written into the waiting game's state (version 0: nothing has
been played). Its state is therefore not kept in the StateCache while it waits (games.py), so that no server
process plays on from a state read before a seat was renamed.

A withdrawn game is deleted with everything it holds: nothing was played. Its connected seats are told
(`withdrawn`) and disconnected.
"""
from __future__ import annotations

import json
import logging
import re

from sqlalchemy import delete, select, update
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .. import rules
from ..rules.state import PlayerName
from ..saves.format import GAME_ID_PATTERN, PERSON
from ..protocol import credentials
from .connections import close_quietly
from .games import Games, Refusal, _aware
from .limits import PerAddress, address_of
from .notices import notify_seats
from ..protocol.messages import MAX_SEAT, Message, Reason, Refused, Secret
from .storage import games, open_games, reading, seats
from .waiting_games import start_if_full, waits_for_players

LOG = logging.getLogger("colosseum_desktop.online")
PAGE_SIZE = 50
MAX_PAGE = 10_000  # a page number beyond this is refused before any query
TAKES_PER_MINUTE = 30.0  # seats taken per address (bursts of as many)
_GAME_ID = re.compile(GAME_ID_PATTERN)
_PAGE = re.compile(r"[0-9]{1,6}")


class TakeSeat(Message):
    name: PlayerName


class Withdraw(Message):
    host_secret: Secret


# --- the lobby's own transactions ----------------------------------------------------------------------------
class Lobby:
    def __init__(self, games_: Games) -> None:
        self.games = games_

    def listing(self, page: int) -> dict:
        """One page of the open games, newest first, and whether older ones follow."""
        with reading(self.games.engine) as connection:
            rows = connection.execute(
                select(open_games.c.game_id, open_games.c.published_at, open_games.c.rated, games.c.options,
                       games.c.turn_seconds)
                .join(games, games.c.id == open_games.c.game_id)
                .where(games.c.to_play.is_(None), games.c.finished.is_(False))  # waiting for players
                .order_by(open_games.c.published_at.desc(), open_games.c.game_id.desc())
                .offset(page * PAGE_SIZE).limit(PAGE_SIZE + 1)).all()
            shown = rows[:PAGE_SIZE]
            seat_rows = connection.execute(
                select(seats.c.game_id, seats.c.seat, seats.c.kind, seats.c.secret_digest.is_(None).label("free"))
                .where(seats.c.game_id.in_([row.game_id for row in shown]))
                .order_by(seats.c.game_id, seats.c.seat)).all() if shown else []
        by_game: dict[str, list] = {}
        for row in seat_rows:
            by_game.setdefault(row.game_id, []).append(row)
        return {"games": [_listed(row, by_game.get(row.game_id, [])) for row in shown],
                "page": page, "more": len(rows) > PAGE_SIZE}

    def take_seat(self, game_id: str, seat: int, name: str) -> tuple[str, bool]:
        """Claim the free person seat `seat` of the waiting game for `name`: (the seat's secret, whether the game
        started with it)."""
        secret = credentials.new_secret()
        with self.games.writing() as connection:
            game = connection.execute(select(games.c.to_play, games.c.finished, games.c.state)
                                      .where(games.c.id == game_id).with_for_update()).one_or_none()
            listed = connection.execute(select(open_games.c.game_id).where(open_games.c.game_id == game_id)) \
                .one_or_none()
            if game is None or listed is None:
                raise Refusal(Reason.UNKNOWN_GAME, "There is no such game in this server's lobby.")
            if not waits_for_players(game):
                raise Refusal(Reason.NOT_OPEN, "This game has started: its seats are all taken.")
            state = rules.GameState.model_validate_json(game.state)
            if not 0 <= seat < len(state.players):
                raise Refusal(Reason.MALFORMED, f"This game has seats 0 to {len(state.players) - 1}.")
            if any(player.name == name for player in state.players if player.seat != seat):
                raise Refusal(Reason.NAME_IN_USE, "Another seat at this table has that name: choose another.")
            claimed = connection.execute(update(seats).where(
                seats.c.game_id == game_id, seats.c.seat == seat, seats.c.kind == PERSON,
                seats.c.secret_digest.is_(None)).values(secret_digest=credentials.digest(secret), invite_digest=None))
            if claimed.rowcount != 1:
                raise Refusal(Reason.SEAT_TAKEN, "That seat is not free (someone took it first): choose another.")
            renamed = named(state, seat, name)
            connection.execute(update(games).where(games.c.id == game_id).values(
                state=renamed.model_dump_json(), options=renamed.options.model_dump_json()))
            started = start_if_full(connection, game_id)
            if self.games.shared:  # the seats connected to other server processes see the name (and the start)
                notify_seats(connection, game_id)
        return secret, started

    def withdraw(self, game_id: str, host_secret: str) -> None:
        """The host withdraws the waiting game: it is deleted, with its seats (nothing was played)."""
        with self.games.writing() as connection:
            game = connection.execute(select(games.c.host_digest, games.c.to_play, games.c.finished)
                                      .where(games.c.id == game_id).with_for_update()).one_or_none()
            if game is None:
                raise Refusal(Reason.UNKNOWN_GAME, "There is no such game on this server.")
            if not credentials.matches(host_secret, game.host_digest):
                raise Refusal(Reason.NOT_THE_HOST, "Only the game's host may withdraw it.")
            listed = connection.execute(select(open_games.c.game_id).where(open_games.c.game_id == game_id)) \
                .one_or_none()
            if listed is None or not waits_for_players(game):
                raise Refusal(Reason.NOT_OPEN, "Only a lobby game that has not started can be withdrawn.")
            connection.execute(delete(games).where(games.c.id == game_id))


def named(state: rules.GameState, seat: int, name: str) -> rules.GameState:
    """The state with `seat`'s player named `name` (in the options' names too, as saves hold them)."""
    options = state.options
    names = list(options.names) or [options.name(index) for index in range(options.players)]
    names[seat] = name
    players = tuple(player.model_copy(update={"name": name}) if player.seat == seat else player
                    for player in state.players)
    return state.model_copy(update={"players": players,
                                    "options": options.model_copy(update={"names": tuple(names)})})


def _listed(row, seat_rows) -> dict:
    options = json.loads(row.options)
    names = options.get("names") or []
    return {"game_id": row.game_id, "published_at": _aware(row.published_at).isoformat(), "rated": row.rated,
            "variant": options.get("variant", rules.Variant.STANDARD.value), "turn_seconds": row.turn_seconds,
            "free": sum(1 for seat in seat_rows if seat.free and seat.kind == PERSON),
            "seats": [{"seat": seat.seat, "kind": seat.kind, "free": bool(seat.free and seat.kind == PERSON),
                       "name": names[seat.seat] if seat.seat < len(names) else f"Player {seat.seat + 1}"}
                      for seat in seat_rows]}


# --- the routes ----------------------------------------------------------------------------------------------
def lobby_routes(server, read_body) -> list[Route]:
    """The routes, served by `server` (a server.Server: its games, workers, hub, computers and failure limits);
    `read_body` is server.py's bounded reader of a request's JSON."""
    lobby = Lobby(server.games)
    takes = PerAddress(TAKES_PER_MINUTE / 60, TAKES_PER_MINUTE)

    def game_id_of(request: Request) -> str:
        game_id = request.path_params["game_id"]
        if not _GAME_ID.fullmatch(game_id):  # length and alphabet checked before the database sees it
            raise Refusal(Reason.MALFORMED, "A game's id is 16 hexadecimal digits.")
        return game_id

    async def listing(request: Request) -> JSONResponse:
        asked = request.query_params.get("page", "0")
        if not _PAGE.fullmatch(asked) or int(asked) > MAX_PAGE:
            raise Refusal(Reason.MALFORMED, f"A page is a number from 0 to {MAX_PAGE}.")
        return JSONResponse(await server.read(lobby.listing, int(asked)))

    async def take_seat(request: Request) -> JSONResponse:
        game_id, seat = game_id_of(request), request.path_params["seat"]
        if seat > MAX_SEAT:  # the address's digits are any number: bounded before the query
            raise Refusal(Reason.MALFORMED, f"Seats are numbered 0 to {MAX_SEAT}.")
        body = await read_body(request, TakeSeat)
        address = address_of(request)
        if not takes.take(address):
            raise Refusal(Reason.RATE_LIMITED, "Too many seats taken from this address; wait a minute.")
        secret, started = await server.guarded(address, Reason.UNKNOWN_GAME, server.write, lobby.take_seat,
                                               game_id, seat, body.name)
        await seat_claimed(server, game_id)
        return JSONResponse({"game_id": game_id, "seat": seat, "secret": secret, "started": started})

    async def withdraw(request: Request) -> JSONResponse:
        game_id = game_id_of(request)
        body = await read_body(request, Withdraw)
        await server.guarded(address_of(request), Reason.NOT_THE_HOST, server.write, lobby.withdraw, game_id,
                             body.host_secret)
        await tell_withdrawn(server, game_id)
        return JSONResponse({"game_id": game_id, "withdrawn": True})

    return [Route("/api/lobby", listing, methods=["GET"]),
            Route("/api/lobby/{game_id:str}/seats/{seat:int}", take_seat, methods=["POST"]),
            Route("/api/lobby/{game_id:str}/withdraw", withdraw, methods=["POST"])]


async def seat_claimed(server, game_id: str) -> None:
    """After a seat of a game was claimed (from the lobby or by code): its connected seats see who joined, and
    a game that started with it is played by its computers if one is first to decide. The seat is claimed
    whatever happens here: a failure is logged, never turned into a refusal that would lose the seat's secret."""
    try:
        await server.hub.publish(game_id, presence_changed=True)
        server.computers.wake(game_id)
    except Exception as error:  # noqa: BLE001 - the next change, or the seats' reconnection, sends the views
        LOG.warning("after a seat of game %s was claimed: %s", game_id, error)


async def tell_withdrawn(server, game_id: str) -> None:
    """The seats connected to a withdrawn game are told, then disconnected (the game is gone)."""
    told = Refused(reason=Reason.WITHDRAWN, message="The host withdrew this game before it started.")
    for client in list(server.hub.clients.get(game_id, ())):
        client.send(told)
        await client.stop()
        await close_quietly(client.websocket, 1000)
