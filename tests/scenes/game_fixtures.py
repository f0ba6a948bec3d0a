"""Games to put behind the menus: a fresh one, and one played to the end by random players."""
from __future__ import annotations

from colosseum_desktop import rules
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.scenes.starting import entry as game_entry
from colosseum_desktop.session import Session
from colosseum_desktop.table import AutosaveObserver, Table

NAMES = ("Aurelia", "Brutus", "Cassia", "Decimus", "Flavia")


def fresh_session(players: int = 4, seed: int = 7) -> Session:
    return Session.new(rules.GameOptions(players=players, names=NAMES[:players]), seed)


def finished_session(players: int = 4, seed: int = 3) -> Session:
    session = fresh_session(players, seed)
    bots = [RandomBot(seed * 100 + seat) for seat in range(players)]
    while not rules.is_over(session.state):
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
    return session


def seated(ctx, session: Session, seats, autosaver=None) -> Table:
    """`session` at a table as the board plays it (computers on a worker thread at the settings' pace), with
    `autosaver` following it when given."""
    table = game_entry.seated_table(ctx, session, seats, autosave=False)
    if autosaver is not None:
        table.watch(AutosaveObserver(autosaver))
    return table
