"""A server database from before take-backs (schema 0001) upgrades to the newest schema and its games go on:
their saves replay, and their moves can be taken back (issue 21). SQLite, and PostgreSQL in a schema of its own
when the online tests have one."""
from __future__ import annotations

import os

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import inspect, text

from colosseum_desktop import rules
from colosseum_desktop.server.games import ConsentNeeded, Games, TakenBack
from colosseum_desktop.protocol.messages import CreateGame, SeatRequest
from colosseum_desktop.server.storage import MIGRATIONS, open_database, upgrade
from colosseum_desktop.saves.loading import replay

from .conftest import POSTGRESQL_ENV

SCHEMA = "undo_migration_test"


def upgrade_to(engine, revision: str) -> None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)


def old_database(engine) -> tuple[str, dict[int, str]]:
    """Schema 0001 with a game two moves in. The rows are written by Games.create and Games.apply, whose
    statements are those of the code before take-backs (they name no column 0002 added)."""
    upgrade_to(engine, "0001")
    assert "takebacks" not in inspect(engine).get_table_names()
    games = Games(engine)
    created = games.create(CreateGame(seats=[SeatRequest(name=name) for name in ("Aurelia", "Brutus", "Cassia")]))
    secrets = {seat: games.join(code)[2] for seat, code in created.invites.items()}
    start = games.read(created.game_id)
    first, state = start.to_play, start.state
    investment = next(c for c in rules.legal_commands(state) if c.kind.startswith(("buy_", "expand")))
    games.apply(created.game_id, first, secrets[first], "old-1", 0, investment)
    games.apply(created.game_id, first, secrets[first], "old-2", 1, rules.EndTurn(player=first))
    return created.game_id, secrets


@pytest.fixture(params=["sqlite", "postgresql"])
def empty_database(request, tmp_path):
    if request.param == "sqlite":
        engine = open_database(f"sqlite:///{tmp_path / 'old.sqlite3'}")
        yield engine
        engine.dispose()
        return
    url = os.environ.get(POSTGRESQL_ENV)
    if not url:
        pytest.skip(f"no PostgreSQL to test against: set {POSTGRESQL_ENV}")
    admin = open_database(url)
    with admin.begin() as connection:
        connection.execute(text(f"DROP SCHEMA IF EXISTS {SCHEMA} CASCADE"))
        connection.execute(text(f"CREATE SCHEMA {SCHEMA}"))
    separator = "&" if "?" in url else "?"
    engine = open_database(f"{url}{separator}options=-csearch_path%3D{SCHEMA}")
    yield engine
    engine.dispose()
    with admin.begin() as connection:
        connection.execute(text(f"DROP SCHEMA IF EXISTS {SCHEMA} CASCADE"))
    admin.dispose()


def test_an_old_database_upgrades_and_its_games_go_on(empty_database):
    engine = empty_database
    game_id, secrets = old_database(engine)
    before = Games(engine).read(game_id)
    upgrade(engine)
    assert "takebacks" in inspect(engine).get_table_names()
    games = Games(engine)
    record = games.read(game_id)
    assert (record.version, record.state, record.last_command) == (2, before.state, before.last_command)
    session = replay(games.save_file(game_id))
    assert len(session.log) == 2
    # The end of the first person's turn is taken back once the next person agrees.
    first, second = session.log[0].command.player, record.to_play
    asked = games.take_back(game_id, first, secrets[first], "new-1", 2)
    assert isinstance(asked, ConsentNeeded) and asked.seat == second
    taken = games.take_back(game_id, first, secrets[first], "new-1", 2, agreed=(second, secrets[second]))
    assert isinstance(taken, TakenBack) and (taken.version, taken.move) == (3, 2)
    assert len(replay(games.save_file(game_id)).log) == 1
    assert games.read(game_id).taken_back == 2
