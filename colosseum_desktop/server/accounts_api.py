"""The HTTP routes of players with names (accounts.py) and of ratings (ratings.py):

    POST /api/accounts              {"name", "password"} -> a new player, logged in: {"name", "token"} (201)
    POST /api/login                 {"name", "password"} -> {"name", "token"}
    POST /api/logout                (the session's token) -> that session ends
    GET  /api/players/{name}        a player's page: rating, rated games, newest games with their places
    POST /api/players/{name}        {"about"}: the page's line, with its own player's session only
    GET  /api/ratings/levels        the computer levels' fixed published ratings

A session's token comes in the `Authorization: Bearer TOKEN` header, here and on `POST /api/games` (a rated game
is hosted by a player logged in) and `POST /api/join` (the seat taken is the player's; without the header a code
takes its seat as before, for nobody in particular).

Passwords are hashed on threads of their own (two at a time), so that a crowd of log-ins never holds the threads
that apply moves. Log-ins are limited per name and per address, by their failures: a name or an address that failed
too often is refused before its password is even checked, a right one included, for minutes.
"""
from __future__ import annotations

import re

from anyio import CapacityLimiter, to_thread
from pydantic import Field
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .accounts import about_problem, hash_password, name_key, name_problem, password_matches, password_problem
from .games import Refusal
from .limits import PerAddress, address_of
from ..protocol.messages import Message, Reason
from .ratings import levels_json

# Failed log-ins in a row, and how many more an hour after them: a name guessed at 10 times waits 6 minutes for each
# further try (the right password too), an address that failed 20 times 3 minutes.
FAILED_LOGINS_PER_NAME = 10.0
FAILED_LOGINS_PER_ADDRESS = 20.0
REGISTRATIONS_PER_MINUTE, REGISTRATIONS_BURST = 10.0, 30.0  # per address
PAGES_PER_MINUTE = 120.0  # per address, in bursts of as many
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,128}")


class NameAndPassword(Message):
    """Bounded here; what a name or a password may be is said by accounts.py's checks, in a sentence."""
    name: str = Field(max_length=200)
    password: str = Field(max_length=1000)


class PageLine(Message):
    about: str = Field(max_length=1000)


async def requesting_account(server, request: Request) -> int | None:
    """The account whose session the request's `Authorization: Bearer` header names; None without the header. A
    header of another form, or a session that has ended, is refused (and counts as a wrong secret does)."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not _TOKEN.fullmatch(token):
        raise Refusal(Reason.LOGIN_NEEDED, "A session is sent as the header 'Authorization: Bearer' and its token.")
    return await server.guarded(address_of(request), Reason.LOGIN_NEEDED, server.read, server.accounts.account_of,
                                token)


def account_routes(server, read_body) -> list[Route]:
    """The routes, served by `server` (a server.Server: its accounts, workers and limits); `read_body` reads a
    request's bounded body into a model (server.read_body)."""
    hashing = CapacityLimiter(2)
    failed_names = PerAddress(FAILED_LOGINS_PER_NAME / 3600, FAILED_LOGINS_PER_NAME)
    failed_addresses = PerAddress(FAILED_LOGINS_PER_ADDRESS / 3600, FAILED_LOGINS_PER_ADDRESS)
    registrations = PerAddress(REGISTRATIONS_PER_MINUTE / 60, REGISTRATIONS_BURST)
    pages = PerAddress(PAGES_PER_MINUTE / 60, PAGES_PER_MINUTE)

    async def slowly(function, *args):
        return await to_thread.run_sync(function, *args, limiter=hashing)

    async def register(request: Request) -> JSONResponse:
        body = await read_body(request, NameAndPassword)
        if not registrations.take(address_of(request)):
            raise Refusal(Reason.RATE_LIMITED, "Too many players registered from this address; wait a minute.")
        if problem := name_problem(body.name):
            raise Refusal(Reason.BAD_NAME, problem)
        if problem := password_problem(body.password):
            raise Refusal(Reason.BAD_PASSWORD, problem)
        hashed = await slowly(hash_password, body.password)
        name, token = await server.write(server.accounts.register, body.name, hashed)
        return JSONResponse({"name": name, "token": token}, status_code=201)

    async def log_in(request: Request) -> JSONResponse:
        body = await read_body(request, NameAndPassword)
        address = address_of(request)
        key = name_key(body.name) if name_problem(body.name) is None else None
        if not failed_addresses.allows(address) or (key is not None and not failed_names.allows(key)):
            raise Refusal(Reason.RATE_LIMITED, "Too many wrong log-ins for this name or from this address; wait a "
                                               "few minutes.")
        account = None if key is None else await server.read(server.accounts.find, body.name)
        if not await slowly(password_matches, body.password, None if account is None else account.password_hash):
            failed_addresses.take(address)
            if key is not None:
                failed_names.take(key)
            raise Refusal(Reason.BAD_LOGIN, "No player has that name with that password.")
        token = await server.write(server.accounts.log_in, account.id)
        return JSONResponse({"name": account.name, "token": token})

    async def log_out(request: Request) -> JSONResponse:
        if await requesting_account(server, request) is None:
            raise Refusal(Reason.LOGIN_NEEDED, "Logging out needs the session's token.")
        await server.write(server.accounts.log_out, request.headers["authorization"].partition(" ")[2])
        return JSONResponse({"ok": True})

    def checked_name(request: Request) -> str:
        name = request.path_params["name"]
        if problem := name_problem(name):
            raise Refusal(Reason.BAD_NAME, problem)
        return name

    async def page(request: Request) -> JSONResponse:
        if not pages.take(address_of(request)):
            raise Refusal(Reason.RATE_LIMITED, "Too many pages asked from this address; wait a minute.")
        return JSONResponse(await server.read(server.accounts.page, checked_name(request)))

    async def edit_page(request: Request) -> JSONResponse:
        name = checked_name(request)
        account = await requesting_account(server, request)
        if account is None:
            raise Refusal(Reason.LOGIN_NEEDED, "A player's page is changed by that player, logged in.")
        body = await read_body(request, PageLine)
        if problem := about_problem(body.about):
            raise Refusal(Reason.MALFORMED, problem)
        await server.write(server.accounts.edit_page, account, name, body.about)
        return JSONResponse({"name": name, "about": body.about})

    async def levels(_request: Request) -> JSONResponse:
        return JSONResponse(levels_json())

    return [Route("/api/accounts", register, methods=["POST"]),
            Route("/api/login", log_in, methods=["POST"]),
            Route("/api/logout", log_out, methods=["POST"]),
            Route("/api/players/{name:str}", page, methods=["GET"]),
            Route("/api/players/{name:str}", edit_page, methods=["POST"]),
            Route("/api/ratings/levels", levels, methods=["GET"])]
