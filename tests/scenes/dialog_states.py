"""Mid-game positions for the dialog tests and screenshots: a seeded random game played until the
position a test needs comes up (the same seed always gives the same position)."""
from __future__ import annotations

import pygame

from colosseum_desktop import rules
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.session import Session


def _new_session(players: int, seed: int) -> Session:
    names = ("Aurelia", "Brutus", "Cassia", "Decimus", "Octavia")[:players]
    return Session.new(rules.GameOptions(players=players, names=names), seed)


def play_until(wanted, players: int = 4, seed: int = 3, limit: int = 5000) -> Session:
    """A session whose state satisfies `wanted(state)`, reached by random players."""
    session = _new_session(players, seed)
    if not advance_until(session, wanted, seed, limit):
        raise AssertionError("the random game never reached the wanted position; try another seed")
    return session


def first_game_reaching(wanted, seed: int, players: int = 4, tries: int = 20) -> Session:
    """The first of the games seeded `seed`, `seed` + 1 ... whose random players reach `wanted(state)`: not
    every game reaches every position (random players who pass phase 4 may go broke and skip auctions)."""
    for attempt in range(seed, seed + tries):
        session = _new_session(players, attempt)
        if advance_until(session, wanted, attempt):
            return session
    raise AssertionError(f"none of {tries} random games from seed {seed} reached the wanted position")


def advance_until(session: Session, wanted, seed: int = 0, limit: int = 5000) -> bool:
    """Let random players go on with the game until `wanted(state)`; False if the game ends first."""
    bots = [RandomBot(seed * 31 + s) for s in range(len(session.state.players))]
    for _ in range(limit):
        if wanted(session.state):
            return True
        if rules.is_over(session.state):
            return False
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
    return False


def producing(state: rules.GameState, round_: int = 2) -> bool:
    """A player has moved the nobles and can produce something."""
    step = state.step
    return (state.phase is rules.Phase.PRODUCE and state.round >= round_ and step.dice_done
            and bool(rules.producible(state, step.player)))


def give(session: Session, seat: int, **changes) -> None:
    """Set some of a player's holdings directly (coins, medals, tokens...), for a position a test needs."""
    state = session.state
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=changes)
    session.state = state.model_copy(update={"players": tuple(players)})


def drag(start, end) -> list[pygame.event.Event]:
    """Press at `start`, move to `end` in two steps, release there."""
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]


def kinds(session: Session) -> list[str]:
    return [entry.command.kind for entry in session.log]
