"""A player's holdings as a plain, cheaply changed copy, for judging "what if" without the engine.

The bots never call `rules.apply` to look ahead through a command that could draw from the bag or roll
dice: the state carries the dice's seed, and looking through it would let a bot see the future (R14 says
only the bag order is hidden, and the dice are not known either). Changing a copy of the holdings instead
keeps them honest, and is also much faster.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..rules import GameState, Token, game_data
from ..rules.stars import star_holder
from ..rules.context import merge_counts

STAR_TYPES = game_data().star_types()


@dataclass(slots=True)
class Holding:
    seat: int
    coins: int
    tokens: dict[Token, int]
    programs: tuple[int, ...]
    produced: tuple[int, ...]
    arena_size: int
    tickets: int
    loge: bool
    podiums: int
    medals: int
    record: int
    stars: frozenset[Token]

    def count(self, token: Token) -> int:
        return self.tokens.get(token, 0)

    @property
    def expansions(self) -> int:
        return self.arena_size - 2

    def changed(self, **changes) -> "Holding":
        return replace(self, **changes)


def holding(state: GameState, seat: int) -> Holding:
    p = state.player(seat)
    return Holding(seat=seat, coins=p.coins, tokens=dict(p.tokens), programs=p.programs, produced=p.produced,
                   arena_size=len(p.arena), tickets=p.tickets, loge=p.loge, podiums=p.podiums, medals=p.medals,
                   record=p.record, stars=frozenset(state.stars_of(seat)))


def stars_after(state: GameState, tokens_by_seat: dict[int, dict[Token, int]]) -> dict[Token, int]:
    """R10's award holders once the given seats hold the given tokens (the others unchanged)."""
    stars: dict[Token, int] = {}
    for token in STAR_TYPES:
        counts = [tokens_by_seat[p.seat].get(token, 0) if p.seat in tokens_by_seat else p.count(token)
                  for p in state.players]
        holder = star_holder(state.stars.get(token), counts)
        if holder is not None:
            stars[token] = holder
    return stars


def with_tokens(state: GameState, seat: int, gain: dict[Token, int] | None = None,
                lose: dict[Token, int] | None = None, coins: int = 0, medals: int = 0) -> Holding:
    """The seat's holdings after gaining and losing tokens (an emperor token becomes a medal, R2)."""
    base = holding(state, seat)
    gain = dict(gain or {})
    emperors = gain.pop(Token.EMPEROR, 0)
    medals += min(emperors, state.medal_supply)
    tokens = merge_counts(merge_counts(base.tokens, gain), lose or {}, -1)
    stars = stars_after(state, {seat: tokens})
    return base.changed(tokens=tokens, coins=base.coins + coins, medals=base.medals + medals,
                        stars=frozenset(t for t, s in stars.items() if s == seat))


def after_exchange(state: GameState, a: int, b: int, a_gives: dict[Token, int], b_gives: dict[Token, int],
                   a_pays: int = 0, b_pays: int = 0) -> tuple[Holding, Holding]:
    """Both sides' holdings after a trade (R8) or a donation, stars rechecked."""
    ha, hb = holding(state, a), holding(state, b)
    ta = merge_counts(merge_counts(ha.tokens, a_gives, -1), b_gives)
    tb = merge_counts(merge_counts(hb.tokens, b_gives, -1), a_gives)
    stars = stars_after(state, {a: ta, b: tb})
    return (ha.changed(tokens=ta, coins=ha.coins - a_pays + b_pays,
                       stars=frozenset(t for t, s in stars.items() if s == a)),
            hb.changed(tokens=tb, coins=hb.coins - b_pays + a_pays,
                       stars=frozenset(t for t, s in stars.items() if s == b)))
