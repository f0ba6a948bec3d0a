"""`colosseum colosseum://join/CODE?server=...` (a link opened in a browser, through the desktop entry): the game
opens on Online -> Join with the link's server and code filled in, over the title and the list of online games, as
if the player had gone there. Nothing is claimed until the player presses Join."""
from __future__ import annotations

from ..title.scene import TitleScene


def open_invite(ctx, server: str, code: str):
    """Put the title and the online games under the Join screen; the Join screen, to be pushed on top."""
    ctx.manager.push(TitleScene(ctx))
    games = ctx.routes.online_games(ctx)
    ctx.manager.push(games)
    join = ctx.routes.online_join(ctx, server, games.joined)
    join.code.set_text(code)
    return join
