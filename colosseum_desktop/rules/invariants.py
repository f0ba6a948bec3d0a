"""Checks that hold after every command of every game; used by the simulator, tests and save loading."""
from __future__ import annotations

from collections import Counter

from .data import game_data
from .state import GameState


def token_census(state: GameState) -> Counter:
    """Every token in the game by type, wherever it lies: markets, bag, face down, players, removed."""
    census: Counter = Counter()
    for market in state.markets:
        census.update(market)
    census.update(state.bag)
    if state.face_down is not None:
        census[state.face_down] += 1
    for player in state.players:
        census.update(player.tokens)
    census.update(state.removed)
    return census


def violations(state: GameState, previous: GameState | None = None) -> list[str]:
    """Broken invariants, in words; an empty list when all hold."""
    data = game_data()
    out = []
    expected = {t.type: t.green + t.orange for t in data.token_types}
    census = token_census(state)
    for token, total in expected.items():
        if census.get(token, 0) != total:
            out.append(f"{census.get(token, 0)} {token} tokens accounted for, not {total}")
    counts = [state.bag.values(), state.removed.values()] + [p.tokens.values() for p in state.players]
    if any(n <= 0 for values in counts for n in values):
        out.append("a token count is zero or negative")
    for player in state.players:
        if player.coins < 0:
            out.append(f"{player.name} has {player.coins} coins")
        if player.medals < 0:
            out.append(f"{player.name} has {player.medals} medals")
        if not 2 <= len(player.arena) <= 4:
            out.append(f"{player.name}'s arena covers {len(player.arena)} squares")
    supplies = data.supplies
    medals = state.medal_supply + sum(p.medals for p in state.players)
    if medals != supplies.medals or state.medal_supply < 0:
        out.append(f"{medals} medals in play, not {supplies.medals}")
    if state.ticket_supply + sum(p.tickets for p in state.players) != supplies.season_tickets:
        out.append("season tickets do not add up")
    if state.loge_supply + sum(p.loge for p in state.players) != supplies.loges:
        out.append("loges do not add up")
    if state.podium_supply + sum(p.podiums for p in state.players) != supplies.podiums:
        out.append("podiums do not add up")
    if any(len(m) > supplies.market_size for m in state.markets):
        out.append("a market holds more than 3 tokens")
    squares = [s for p in state.players for s in p.arena]
    if len(set(squares)) != len(squares):
        out.append("two arenas overlap")
    if any(not 0 <= n.square < data.ring_squares for n in state.nobles):
        out.append("a noble is off the ring")
    if previous is not None:
        for before, after in zip(previous.players, state.players):
            if after.record < before.record:
                out.append(f"{after.name}'s record fell from {before.record} to {after.record}")
    return out
