"""Games played by computer players, with saves: for `colosseum simulate`, the samples and tests."""
from __future__ import annotations

from collections.abc import Callable

from .. import rules
from ..bots import make_bot
from ..rules.invariants import violations
from ..session import Session
from ..simulate import MAX_COMMANDS

RANDOM_SEAT = "computer:random"


def computer_players(levels: tuple[str, ...], seed: int) -> list:
    # Seeded as simulate.play_game seeds them, so a seed plays the same game with or without saves.
    return [make_bot(level, seed * 7919 + seat) for seat, level in enumerate(levels)]


def random_bots(players: int, seed: int) -> list:
    return computer_players(("random",) * players, seed)


def let_computers_play(session: Session, bots: list,
                       until: Callable[[rules.GameState], bool] | None = None) -> list[str]:
    """Let `bots` play `session` until `until(state)` holds or the game ends; returns broken invariants."""
    problems: list[str] = []
    for _ in range(MAX_COMMANDS):
        state = session.state
        if rules.is_over(state) or (until is not None and until(state)):
            break
        session.submit(bots[rules.current_player(state)].choose(state))
        problems += violations(session.state, state)
    return problems


def haggling_session(offers: int, players: int = 4, seed: int = 3) -> Session:
    """A legal game whose first trade turn holds `offers` offers, each refused: the largest save a game can
    honestly make (31,000 offers write about 9.6 MB), for measuring how saves are listed and loaded."""
    session = Session.new(rules.GameOptions(players=players), seed)
    let_computers_play(session, random_bots(players, seed),
                       until=lambda state: isinstance(state.step, rules.TradeStep) and state.step.offer is None)
    trader = session.state.step.trader
    partner = (trader + 1) % players
    for _ in range(offers):
        session.submit(rules.ProposeTrade(player=trader, partner=partner, give_coins=1))
        session.submit(rules.RefuseTrade(player=partner))
    return session
