"""R9.2-R9.3 attendance of a production, and R12 the winners."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from .data import SPECIAL_TOKENS, ProgramCard, Token, game_data, star_types
from .errors import IllegalCommand, NotAffordable
from .refusals import Why
from .state import Attendance, GameState, TokenCounts

_JOKER = Token.JOKER  # read once: an enum member read costs a lot in Python 3.11, and this is read per program


def check_assignment(state: GameState, seat: int, program: int, tokens: TokenCounts, jokers: TokenCounts,
                     medals: int) -> int:
    """Refuse an assignment that breaks R9.2; otherwise return how many tokens are missing."""
    data = game_data()
    player = state.player(seat)
    if program not in player.programs:
        raise IllegalCommand(Why.PROGRAM_NOT_HELD, program=program)
    card = data.program(program)
    if len(player.arena) < card.arena:
        raise IllegalCommand(Why.ARENA_TOO_SMALL, n=len(player.arena), card=program, arena=card.arena)
    if any(n < 0 for n in (*tokens.values(), *jokers.values())) or medals < 0:
        raise IllegalCommand(Why.NEGATIVE_AMOUNTS)
    needs = card.tokens
    for token in (*tokens, *jokers):
        if token in SPECIAL_TOKENS or token not in needs:
            raise IllegalCommand(Why.NO_PLACE_FOR_TOKEN, card=program, token=token)
    held = player.tokens
    for token, n in tokens.items():
        if n > held.get(token, 0):
            raise NotAffordable(Why.TOKENS_SHORT, n=held.get(token, 0), token=token, wanted=n)
    for token, need in needs.items():
        if tokens.get(token, 0) + jokers.get(token, 0) > need:
            raise IllegalCommand(Why.TOKENS_OVER_NEED, card=program, n=need, token=token)
    if sum(jokers.values()) > held.get(_JOKER, 0):
        raise NotAffordable(Why.JOKERS_SHORT, n=held.get(_JOKER, 0))
    if medals > player.medals:
        raise NotAffordable(Why.PRODUCTION_MEDALS_SHORT, n=player.medals, wanted=medals)
    missing = card.required - sum(tokens.values()) - sum(jokers.values())
    if missing > card.max_missing:
        raise IllegalCommand(Why.TOO_MANY_MISSING, card=program, most=card.max_missing, n=missing)
    return missing


def attendance(state: GameState, seat: int, program: int, tokens: TokenCounts, jokers: TokenCounts = {},
               medals: int = 0) -> Attendance:
    """What producing `program` with these tokens would draw, itemised (R9.3); refuses an illegal one."""
    data = game_data()
    bonus = data.attendance
    missing = check_assignment(state, seat, program, tokens, jokers, medals)
    player = state.player(seat)
    earlier = len(set(player.produced) - {program})
    stars = state.stars
    starred = tuple(t for t in star_types() if tokens.get(t) and stars.get(t) == seat)
    noble_kinds = tuple(n.kind for n in state.nobles if n.square in player.arena)
    parts = dict(
        table_value=data.program(program).attendance_for(missing),
        earlier_programs=bonus.per_produced_program * earlier,
        season_tickets=bonus.per_season_ticket * player.tickets,
        stars=bonus.per_star * len(starred),
        nobles=sum(data.noble_bonus[k] for k in noble_kinds),
        podiums=bonus.per_podium * player.podiums,
        medals=bonus.per_medal * medals,
    )
    return Attendance(program=program, missing=missing, star_types=starred, noble_kinds=noble_kinds,
                      total=sum(parts.values()), **parts)


def best_assignment(state: GameState, seat: int, program: int) -> tuple[TokenCounts, TokenCounts]:
    """The assignment with the fewest missing: own tokens first (they can earn stars), jokers for the rest."""
    held = state.player(seat).tokens
    card = game_data().program(program)
    tokens = {t: min(need, held[t]) for t, need in card.tokens.items() if held.get(t)}
    jokers: TokenCounts = {}
    free = held.get(_JOKER, 0)
    for t, need in card.tokens.items():
        short = need - tokens.get(t, 0)
        if short and free:
            jokers[t] = min(short, free)
            free -= jokers[t]
    return tokens, jokers


def _fewest_missing(held: TokenCounts, card: ProgramCard) -> int:
    """How many of the card's tokens would be missing with the best assignment (see best_assignment)."""
    short = 0
    for token, need in card.tokens.items():  # a plain loop: the legal commands ask this for every program
        have = held.get(token, 0)
        if need > have:
            short += need - have
    return max(0, short - held.get(_JOKER, 0))


def producible(state: GameState, seat: int) -> list[int]:
    """Programs the player could produce now: arena big enough and few enough tokens missing."""
    data = game_data()
    player = state.player(seat)
    arena = len(player.arena)
    out = []
    for program in dict.fromkeys(player.programs):
        card = data.program(program)
        if card.arena <= arena and _fewest_missing(player.tokens, card) <= card.max_missing:
            out.append(program)
    return out


def ranking_key(state: GameState, seat: int) -> tuple[int, int, int]:
    """R12: record, then coins, then star awards."""
    player = state.player(seat)
    return player.record, player.coins, len(state.stars_of(seat))


def final_winners(state: GameState) -> tuple[int, ...]:
    keys = [ranking_key(state, p.seat) for p in state.players]
    best = max(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)


def assignments(state: GameState, seat: int, program: int) -> Iterator[tuple[TokenCounts, TokenCounts]]:
    """Every distinct (tokens, jokers) a production of `program` may use now (R9.2), zero counts left out: of
    each type the card asks for, none to as many of one's own as it asks and one holds, jokers standing in for
    any of the rest, in every split over the types, as long as no more are missing than the card allows. None
    if the arena is too small (a refusal of `check_assignment`, which each one passes)."""
    player = state.player(seat)
    card = game_data().program(program)
    if program not in player.programs or len(player.arena) < card.arena:
        return
    needs = list(card.tokens.items())
    jokers_held = player.count(_JOKER)
    least_laid = card.required - card.max_missing
    for own in product(*(range(min(need, player.count(t)) + 1) for t, need in needs)):
        room = [need - n for (_t, need), n in zip(needs, own)]
        for stand_ins in product(*(range(min(r, jokers_held) + 1) for r in room)):
            if sum(stand_ins) > jokers_held or sum(own) + sum(stand_ins) < least_laid:
                continue
            yield ({t: n for (t, _need), n in zip(needs, own) if n},
                   {t: n for (t, _need), n in zip(needs, stand_ins) if n})
