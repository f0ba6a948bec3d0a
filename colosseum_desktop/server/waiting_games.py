"""A lobby game waiting for players (open_games.py), in the transactions of games.py that create a game and
claim a seat: listed when created, started when its last free person seat is claimed.

While it waits, its row's `to_play` is None though it is not finished: nobody decides, so no command is accepted
(games._locked_game), no computer plays and no turn clock runs (a deadline needs someone to play). Starting it
sets whose decision it is, and that decision's clock runs from then.
"""
from __future__ import annotations

from datetime import datetime, timezone

from sqlalchemy import func, select, update

from .. import rules
from ..saves.format import PERSON
from .storage import games, open_games, seats


def waits_for_players(game_row) -> bool:
    """Whether a row of `games` is a lobby game waiting for players."""
    return game_row.to_play is None and not game_row.finished


def publish(connection, game_id: str, rated: bool, moment: datetime) -> None:
    """List the game being created in the lobby: it waits for players until its seats are full."""
    connection.execute(update(games).where(games.c.id == game_id).values(to_play=None))
    connection.execute(open_games.insert().values(game_id=game_id, published_at=moment, rated=rated))


def start_if_full(connection, game_id: str) -> bool:
    """Start the waiting game once no person seat is free (in the transaction that claimed a seat, the game
    locked): its first decision's clock runs from now. Whether it started now."""
    free = connection.execute(select(func.count()).select_from(seats).where(
        seats.c.game_id == game_id, seats.c.kind == PERSON, seats.c.secret_digest.is_(None))).scalar_one()
    if free:
        return False
    game = connection.execute(select(games.c.to_play, games.c.finished, games.c.state)
                              .where(games.c.id == game_id)).one()
    if not waits_for_players(game):
        return False
    to_play = rules.current_player(rules.GameState.model_validate_json(game.state))
    connection.execute(update(games).where(games.c.id == game_id)
                       .values(to_play=to_play, turn_started_at=datetime.now(timezone.utc)))
    return True
