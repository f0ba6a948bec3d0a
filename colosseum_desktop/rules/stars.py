"""R10 Star performer awards: who holds each of the seven, rechecked after every change of tokens."""
from __future__ import annotations

from .context import add_counts
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


def stars_after_moves(state: GameState, moves: dict[int, dict[Token, int]]) -> dict[Token, int]:
    """The awards after adding `moves` (seat -> token -> change, negative for tokens that leave) to the players'
    tokens, as `recheck_stars` would leave them: what a choice would do to the awards before it is made."""
    players = []
    for player in state.players:
        tokens = player.tokens
        for token, delta in moves.get(player.seat, {}).items():
            tokens = add_counts(tokens, token, delta)
        players.append(player.replace(tokens=tokens) if tokens is not player.tokens else player)
    return recheck_stars(state, tuple(players))[0]


def awards_changed(before: dict[Token, int], after: dict[Token, int], seat: int) -> tuple[list[Token], list[Token]]:
    """(lost, won): the types whose award `seat` holds in `before` and not in `after`, and the other way round."""
    lost = [token for token in star_types() if before.get(token) == seat and after.get(token) != seat]
    won = [token for token in star_types() if after.get(token) == seat and before.get(token) != seat]
    return lost, won
