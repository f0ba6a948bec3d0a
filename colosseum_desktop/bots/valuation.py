"""What a position is worth to a computer player, in spectators of its final record.

R12 crowns the best single production, so a position is judged by the biggest production it can still
build towards (a "target" program, held or bought later), counted with everything R9.3 adds to it, plus
the coins it holds (valued by what they can still buy) and the coins its productions before the final
one will bring. The figures are estimates tuned by playing games against each other; each level holds its own
(weights.py, weights/<level>.json).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..rules import Token, game_data
from .holdings import Holding
from .outlook import Outlook
from .weights import Weights

EXPANSION_PRICE = game_data().prices.expand
MAX_ARENA = 4
BONUS = game_data().attendance


@dataclass(frozen=True, slots=True)
class Card:
    """A program card reduced to what the sums need."""

    number: int
    cost: int
    arena: int
    needs: tuple[tuple[Token, int], ...]
    table: tuple[int, ...]  # attendance with 0, 1, 2 ... tokens missing
    max_missing: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "max_missing", len(self.table) - 1)

    def attendance(self, missing: int) -> float:
        """The table value, carried on past its end by its last step so that a token always helps."""
        if missing <= self.max_missing:
            return self.table[missing]
        return self.table[-1] - (self.table[-2] - self.table[-1]) * (missing - self.max_missing)

    def missing(self, tokens: dict[Token, int]) -> int:
        """Missing tokens with the best assignment: own tokens first, jokers for the rest (R9.2)."""
        short = 0
        for token, need in self.needs:
            have = tokens.get(token, 0)
            if have < need:
                short += need - have
        return max(0, short - tokens.get(Token.JOKER, 0))

    def star_bonus(self, holder: Holding) -> int:
        """R9.3: +4 for each award the holder has whose type it can assign to this card."""
        return BONUS.per_star * sum(1 for token, _ in self.needs
                                    if token in holder.stars and holder.tokens.get(token, 0))


CARDS = {p.number: Card(p.number, p.cost, p.arena, tuple(p.tokens.items()), (p.full, *p.missing))
         for p in game_data().programs}




def coin_rate(look: Outlook, w: Weights) -> float:
    if look.auctions_left == 0:
        return w.coin_rate_after_auctions
    return w.coin_rate_last_auction if look.auctions_left == 1 else w.coin_rate


def investment_slots(h: Holding, look: Outlook) -> int:
    """Investments the seat can still make (R6): one per invest turn, more with medals or extra actions."""
    if look.invests_left == 0:
        return 0
    return look.invests_left + h.medals // 2 + h.count(Token.EXTRA_ACTION)


def extra_investment_cost(h: Holding, look: Outlook, needed: int, w: "Weights") -> float:
    """Medals given up to make `needed` investments when the invest turns left are too few (R6, R13):
    extra-action tokens first (each worth a medal), then 2 medals apiece."""
    extra = max(0, needed - look.invests_left)
    tokens = min(extra, h.count(Token.EXTRA_ACTION))
    return w.medal_value * (tokens + 2 * (extra - tokens))


def current_attendance(h: Holding, card: Card, missing: int | None = None) -> float:
    """R9.3 without nobles and medals: what producing the card with today's tokens would draw."""
    missing = card.missing(h.tokens) if missing is None else missing
    earlier = len(set(h.produced) - {card.number})
    return (card.attendance(missing) + card.star_bonus(h) + BONUS.per_produced_program * earlier
            + BONUS.per_season_ticket * h.tickets + BONUS.per_podium * h.podiums)


def producible_now(h: Holding, card: Card) -> bool:
    return card.arena <= h.arena_size and card.missing(h.tokens) <= card.max_missing


def best_current_attendance(h: Holding) -> float:
    best = 0.0
    for number in set(h.programs):
        card = CARDS[number]
        if producible_now(h, card):
            best = max(best, current_attendance(h, card))
    return best


@lru_cache(maxsize=8192)
def _completed(card: Card, missing: int, capacity: int, token_cost: float) -> float:
    """The card's attendance after buying the missing tokens that pay for themselves, up to `capacity`."""
    best = card.attendance(missing)
    for bought in range(1, min(missing, capacity) + 1):
        best = max(best, card.attendance(missing - bought) - bought * token_cost)
    return best


def _ready_programs(h: Holding, look: Outlook) -> frozenset[int]:
    """Held programs not produced yet that the seat could produce before its final production."""
    if look.productions_left <= 1:
        return frozenset()
    reachable_arena = h.arena_size + (MAX_ARENA - h.arena_size if look.invests_left else 0)
    return frozenset(n for n in h.programs if n not in h.produced and CARDS[n].arena <= reachable_arena
                     and CARDS[n].missing(h.tokens) <= CARDS[n].max_missing)


def target_value(h: Holding, look: Outlook, supply: tuple[int, ...], w: Weights
                 ) -> tuple[float, int | None]:
    """The best final production the seat can build towards, net of what it still has to buy, and
    the program it would be."""
    rate = coin_rate(look, w)
    token_cost = w.coins_per_token * rate
    capacity = int(w.tokens_per_auction * look.auctions_left)
    slots = investment_slots(h, look)
    floor = max(h.produced, default=0)  # R6: only programs numbered higher than every one produced
    budget = h.coins + w.income_guess * max(0, look.productions_left - 1)
    best, best_number = float("-inf"), None
    candidates = set(h.programs)
    if slots:
        candidates.update(n for n in supply if n > floor)
    produced = set(h.produced)
    ready = _ready_programs(h, look)
    chances = max(0, look.productions_left - 1)  # productions before the final one, each +5 if new
    for number in candidates:
        card = CARDS[number]
        held = number in h.programs
        expansions = max(0, card.arena - h.arena_size)
        if expansions + (not held) > slots:
            continue
        cost = EXPANSION_PRICE * expansions + (0 if held else card.cost)
        if cost > budget:
            continue
        earlier = len(produced - {number}) + min(chances, len(ready - {number}))
        pending = expansions + (not held)
        value = (_completed(card, card.missing(h.tokens), capacity, token_cost) + card.star_bonus(h)
                 + BONUS.per_produced_program * earlier - rate * cost
                 - extra_investment_cost(h, look, pending, w) - w.pending_investment * pending
                 - (0 if held else w.unbought_risk))
        if value > best:
            best, best_number = value, number
    return best, best_number


def final_estimate(h: Holding, look: Outlook, supply: tuple[int, ...], w: Weights) -> float:
    """The record the seat's final production is expected to reach."""
    plan, _ = target_value(h, look, supply, w)
    if plan == float("-inf"):
        return 0.0
    medals = h.medals + h.count(Token.EXTRA_ACTION)
    medals += w.medals_per_production * look.productions_left * (2 if h.loge else 1)
    return (plan + BONUS.per_season_ticket * h.tickets + BONUS.per_podium * h.podiums
            + w.noble_base + w.noble_loge * h.loge + w.medal_value * medals)


def worth(h: Holding, look: Outlook, supply: tuple[int, ...], w: Weights) -> float:
    """Spectators the position is worth: the final record it points to, coins, and income to come."""
    rate = coin_rate(look, w)
    if look.productions_left == 0:
        return h.record + rate * h.coins
    value = max(h.record, final_estimate(h, look, supply, w)) + rate * h.coins
    before_final = look.productions_left - 1
    if before_final:
        value += w.income_weight * rate * before_final * best_current_attendance(h)
    return value
