"""A game read while it moves on is read as it stood at one version (issue 21: never lose a player's game).

The server's save of a game is read in several statements; PostgreSQL's default isolation (and SQLite without an
explicit transaction) gives each statement its own snapshot, so a move committed in between once gave a log one
move longer than its state: a save that does not open ("its game state does not match its moves").
"""
from __future__ import annotations

import threading
import time

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.server.games import Games
from colosseum_desktop.protocol.messages import CreateGame, SeatRequest
from colosseum_desktop.server.storage import open_database
from colosseum_desktop.saves.loading import replay


def test_a_save_read_while_the_game_moves_on_opens(server, database_url):
    # `server` has brought the database's schema to the newest migration.
    engine = open_database(database_url)
    games = Games(engine)
    # Person seats played here (the server process would play computer seats itself, racing this test's moves).
    created = games.create(CreateGame(seats=[SeatRequest(name=name) for name in ["Aurelia", "Brutus", "Cassia"]]))
    game_id = created.game_id
    secrets = {seat: secret for _game, seat, secret in map(games.join, created.invites.values())}
    players = [make_bot("easy", seat) for seat in range(3)]
    stop = threading.Event()
    moves_made: list[int] = []
    errors: list[BaseException] = []

    def move_on() -> None:
        try:
            while not stop.is_set():
                record = games.read(game_id)
                if record.to_play is None or rules.is_over(record.state):
                    return
                command = players[record.to_play].choose(record.state)
                games.apply(game_id, record.to_play, secrets[record.to_play], f"c{record.version}", record.version,
                            command)
                moves_made.append(record.version)
        except BaseException as error:  # noqa: BLE001 - handed to the test
            errors.append(error)

    writer = threading.Thread(target=move_on, daemon=True)
    writer.start()
    try:
        saves_read = 0
        deadline = time.monotonic() + 20
        while writer.is_alive() and len(moves_made) < 40 and time.monotonic() < deadline:
            save = games.save_file(game_id)
            replay(save)  # raises ReplayMismatch for a log read at another version than its state
            saves_read += 1
    finally:
        stop.set()
        writer.join(timeout=10)
        engine.dispose()
    assert not errors, errors
    assert saves_read >= 20 and len(moves_made) >= 40, (saves_read, len(moves_made))
