"""Ratings of players with names, updated by rated games with OpenSkill's Plackett-Luce model, as the tournament
rates the computer levels (benchmarks/tournament.py), so that a player's figure and the levels' published ones
(level_ratings.py) are on one scale.

A rated game is rated once, by the transaction that records its end (games.py calls `record_the_end` with the last
move, before the commit): the move, the places and the new ratings are committed together or not at all, so a server
killed at the end neither loses the update nor makes it twice (the move is sent again, and then answered as
repeated). It is rated when every seat played by a person is a player logged in, at least two of them: every
player's place by R12's ranking (record, then coins, then star awards; ties share a place), a seat handed to a
computer (its player's time ran out) counted as placed last, the server's computer seats taking part with their
level's fixed figures. The shown number is the ordinal, mu - 3 sigma, rounded: 0 for a new player.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from openskill.models import PlackettLuce
from sqlalchemy import insert, select, update

from .. import rules
from ..rules.scoring import ranking_key
from ..saves.format import PERSON
from .level_ratings import PUBLISHED, SOURCE
from .storage import accounts, game_ratings, rating_changes, seat_accounts

MODEL = PlackettLuce()  # openskill's defaults, as the tournament's: mu 25, sigma 25/3


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float

    @property
    def shown(self) -> int:
        return round(self.mu - 3 * self.sigma)

    def as_json(self) -> dict:
        return {"mu": round(self.mu, 4), "sigma": round(self.sigma, 4), "shown": self.shown}


NEW_RATING = Rating(MODEL.mu, MODEL.sigma)
LEVEL_RATINGS = {level: Rating(mu, (mu - ordinal) / 3) for level, (mu, ordinal) in PUBLISHED.items()}


def levels_json() -> dict:
    """GET /api/ratings/levels: the levels' figures, the strongest first."""
    ranked = sorted(LEVEL_RATINGS.items(), key=lambda item: -item[1].shown)
    return {"source": SOURCE, "levels": [{"level": level, **rating.as_json()} for level, rating in ranked]}


def places(state: rules.GameState, forfeited: set[int]) -> list[int]:
    """Each seat's place, 1 the best, ties sharing one: R12's order, the `forfeited` seats after every other, sharing
    the last place whatever they scored."""
    keys = [(False,) if seat in forfeited else (True, *ranking_key(state, seat)) for seat in range(len(state.players))]
    return [1 + sum(other > key for other in keys) for key in keys]


def updated(entrants: list[Rating], ranks: list[int]) -> list[Rating]:
    """Everyone's rating after a game they finished in `ranks` (0 the best), one team of one each."""
    teams = MODEL.rate([[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in entrants], ranks=ranks)
    return [Rating(team[0].mu, team[0].sigma) for team in teams]


def record_the_end(connection, game_id: str, state: rules.GameState, kinds: tuple[str, ...]) -> None:
    """In the transaction of the game's last move (the game's row locked): the places of the players logged in, and
    once, for a rated game between them, their new ratings."""
    ties = dict(connection.execute(select(seat_accounts.c.seat, seat_accounts.c.account_id).where(
        seat_accounts.c.game_id == game_id)).tuples().all())
    if not ties:
        return
    place = places(state, {seat for seat in ties if kinds[seat] != PERSON})
    for seat in ties:
        connection.execute(update(seat_accounts).where(seat_accounts.c.game_id == game_id, seat_accounts.c.seat == seat)
                           .values(place=place[seat]))
    rated = connection.execute(select(game_ratings.c.rated_at).where(game_ratings.c.game_id == game_id)).one_or_none()
    if rated is None or rated.rated_at is not None:
        return
    connection.execute(update(game_ratings).where(game_ratings.c.game_id == game_id)
                       .values(rated_at=datetime.now(timezone.utc)))
    if len(ties) < 2 or any(kind == PERSON and seat not in ties for seat, kind in enumerate(kinds)):
        return  # not between players logged in: nobody's rating changes
    # Locked, in one order: an account's other rated game may end at the same moment (PostgreSQL: another game's lock).
    before = {row.id: Rating(row.mu, row.sigma) for row in connection.execute(
        select(accounts.c.id, accounts.c.mu, accounts.c.sigma).where(accounts.c.id.in_(set(ties.values())))
        .order_by(accounts.c.id).with_for_update())}
    entrants = [before[ties[seat]] if seat in ties else LEVEL_RATINGS[kind.partition(":")[2]]
                for seat, kind in enumerate(kinds)]
    after = updated(entrants, [p - 1 for p in place])
    for seat, account_id in ties.items():
        old, new = before[account_id], after[seat]
        connection.execute(update(accounts).where(accounts.c.id == account_id).values(
            mu=new.mu, sigma=new.sigma, rated_games=accounts.c.rated_games + 1))
        connection.execute(insert(rating_changes).values(
            game_id=game_id, account_id=account_id, mu_before=old.mu, sigma_before=old.sigma, mu_after=new.mu,
            sigma_after=new.sigma))
