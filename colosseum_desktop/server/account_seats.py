"""The seats players logged in took (`seat_accounts`), changed inside the games' own transactions (games.py): a
seat is tied to an account by the transaction that claims it, and untied by the one that gives it a new invite."""
from __future__ import annotations

from sqlalchemy import delete, insert, select

from .storage import game_ratings, seat_accounts


def tie_seat(connection, game_id: str, seat: int, account_id: int) -> bool:
    """The seat is the account's; False, and nothing changed, when the game is rated and the account holds another
    of its seats (in a rated game a player takes one seat)."""
    rated = connection.execute(select(game_ratings.c.game_id).where(game_ratings.c.game_id == game_id)).first()
    if rated is not None and connection.execute(select(seat_accounts.c.seat).where(
            seat_accounts.c.game_id == game_id, seat_accounts.c.account_id == account_id)).first() is not None:
        return False
    untie_seat(connection, game_id, seat)
    connection.execute(insert(seat_accounts).values(game_id=game_id, seat=seat, account_id=account_id))
    return True


def untie_seat(connection, game_id: str, seat: int) -> None:
    """Whoever claims the seat next plays it, not the account that held it."""
    connection.execute(delete(seat_accounts).where(seat_accounts.c.game_id == game_id, seat_accounts.c.seat == seat))


def mark_rated(connection, game_id: str) -> None:
    """In the transaction that creates the game: it is played rated (ratings.py updates its players' at the end)."""
    connection.execute(insert(game_ratings).values(game_id=game_id, rated_at=None))
