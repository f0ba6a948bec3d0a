"""R4 Setup: a new game from its options and a seed."""
from __future__ import annotations

from .data import Token, game_data
from .rng import Rng, seed_state
from .stars import recheck_stars
from .state import GameOptions, GameState, InvestStep, Noble, Player



def _nobles() -> tuple[Noble, ...]:
    squares = sorted(game_data().rest_squares.items())
    return tuple(Noble(id=i, kind=kind, square=square) for i, (square, kind) in enumerate(squares))


def new_game(options: GameOptions, seed: int) -> GameState:
    data = game_data()
    n = options.players
    rng = Rng(seed_state(seed))
    green = [t.type for t in data.token_types for _ in range(t.green)]
    green = rng.shuffled(green)
    size, markets_count = data.supplies.market_size, data.supplies.markets
    markets = tuple(tuple(green[i * size:(i + 1) * size]) for i in range(markets_count))
    dealt = green[size * markets_count:]
    per_player = data.starting_tokens_per_player[n]
    face_down = dealt[n * per_player] if len(dealt) > n * per_player else None

    starting = [rng.shuffled(list(range(1, 6)))[:n], rng.shuffled(list(range(6, 11)))[:n]]
    players = []
    for seat in range(n):
        tokens: dict[Token, int] = {}
        for token in dealt[seat * per_player:(seat + 1) * per_player]:
            tokens[token] = tokens.get(token, 0) + 1
        players.append(Player(seat=seat, name=options.name(seat), coins=data.supplies.starting_coins,
                              tokens=tokens, programs=(starting[0][seat], starting[1][seat]),
                              arena=tuple(data.arenas[n][seat])))
    bag = {t.type: t.orange for t in data.token_types if t.orange}
    state = GameState(
        options=options, seed=seed, rng=0, players=tuple(players), nobles=_nobles(), markets=markets,
        bag=bag, face_down=face_down, program_supply=tuple(range(11, 31)),
        medal_supply=data.supplies.medals, ticket_supply=data.supplies.season_tickets,
        loge_supply=data.supplies.loges, podium_supply=data.supplies.podiums,
        step=InvestStep(player=0))
    stars, _ = recheck_stars(state, state.players)
    return state.replace(stars=stars, rng=rng.state)


__all__ = ["new_game"]
