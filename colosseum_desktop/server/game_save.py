"""A finished online game as a save file: `GET /api/games/{id}/save`.

The answer is the desktop game's own save format (saves/format.py, the schema a hot-seat save has: the seats as
"person" or "computer:<level>", the players' names in the options), which `colosseum check-save` accepts and the
Replay screen opens, with its missed gains, like a game played at one screen.

Only a game that is over is given out. A save holds the whole state, the box's secrets included: the seed the
bag's order and the dice grow from, and the generator's state (table/views.py blanks them in every view). Given
mid-game they would tell the next draws and rolls, so a game still being played is refused (409, `not_over`).
Once the game is over they tell nothing that can still happen.

The game's id is all it asks (nothing secret is given or needed), so a wrong id counts against the address as a
wrong code does (`Server.failures`): the route is no way to find other people's games by guessing. Downloads are
limited per address too (a whole game is tens of kilobytes), and an id that is not a game id is refused before
any query.
"""
from __future__ import annotations

import re

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from .. import rules
from ..saves.format import GAME_ID_PATTERN, SUFFIX
from ..saves.saving import encode
from .games import Refusal
from .limits import PerAddress, address_of
from ..protocol.messages import Reason

DOWNLOADS_PER_MINUTE = 30.0  # per address, in bursts of as many
_GAME_ID = re.compile(GAME_ID_PATTERN)


def save_routes(server) -> list[Route]:
    """The route, served by `server` (a server.Server: its games, reading workers and failure limits)."""
    downloads = PerAddress(DOWNLOADS_PER_MINUTE / 60, DOWNLOADS_PER_MINUTE)

    async def game_save(request: Request) -> Response:
        address, game_id = address_of(request), request.path_params["game_id"]
        if not downloads.take(address):
            raise Refusal(Reason.RATE_LIMITED, "Too many games downloaded from this address; wait a minute.")
        if not _GAME_ID.fullmatch(game_id):  # length and alphabet checked before the database sees it
            raise Refusal(Reason.MALFORMED, "A game's id is 16 hexadecimal digits.")
        save = await server.guarded(address, Reason.UNKNOWN_GAME, server.read, server.games.save_file, game_id)
        if not rules.is_over(save.state):
            raise Refusal(Reason.NOT_OVER, "This game is still being played: it can be downloaded once it is over.")
        return Response(encode(save), media_type="application/json", headers={
            "Content-Disposition": f'attachment; filename="colosseum-{game_id}{SUFFIX}"',
            "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store"})

    return [Route("/api/games/{game_id:str}/save", game_save, methods=["GET"])]
