"""R10 Star performer awards: who holds each of the seven, rechecked after every change of tokens."""
from __future__ import annotations

from .data import Token, star_types
from .events import StarAwardMoved
from .state import GameState, Player

MINIMUM = 3


def _unique_leader(counts: list[int], among: range | list[int]) -> int | None:
    """The seat with at least 3 and strictly more than every other seat, or None."""
    best = max(counts)
    if best < MINIMUM or counts.count(best) > 1:
        return None
    leader = counts.index(best)
    return leader if leader in among else None


def star_holder(holder: int | None, counts: list[int]) -> int | None:
    """Who holds an award after a change, given its holder before and every player's count (R10).

    Decided where R10 is silent: when two players both pass the holder with the same count, neither has
    strictly more than everyone, so the award stays where it is.
    """
    seats = range(len(counts))
    if holder is None or counts[holder] < MINIMUM:
        return _unique_leader(counts, seats)
    challengers = [s for s in seats if counts[s] > counts[holder]]
    if not challengers:
        return holder
    leader = _unique_leader(counts, challengers)
    return holder if leader is None else leader


def recheck_stars(state: GameState, players: tuple[Player, ...]) -> tuple[dict[Token, int], list]:
    """The awards after the tokens in `players`, and a StarAwardMoved event for each that moved."""
    stars = dict(state.stars)
    events = []
    holdings = [p.tokens for p in players]
    for token in star_types():
        counts = [held.get(token, 0) for held in holdings]
        before = stars.get(token)
        after = star_holder(before, counts)
        if after != before:
            if after is None:
                del stars[token]
            else:
                stars[token] = after
            events.append(StarAwardMoved(token=token, from_player=before, to_player=after))
    return stars, events
