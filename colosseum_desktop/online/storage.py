"""The server's database: its tables, how to open it, and its schema brought up to date by Alembic.

SQLite (the default, one file in the user data folder) runs in WAL mode with synchronous=FULL, and every
writing transaction starts with BEGIN IMMEDIATE: it takes the database's write lock before it reads, so two
commands for one game are applied one after the other, never both from the same version. PostgreSQL takes a
row lock on the game instead (SELECT ... FOR UPDATE), so commands for different games run side by side.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs
from sqlalchemy import (BigInteger, Boolean, Column, DateTime, Engine, ForeignKey, Integer, MetaData, String, Table,
                        Text, UniqueConstraint, create_engine, event, text)
from sqlalchemy.engine import make_url

APP_NAME = "colosseum-desktop"
DATABASE_ENV = "COLOSSEUM_DATABASE_URL"
MIGRATIONS = Path(__file__).parent / "migrations"

metadata = MetaData()

games = Table(
    "games", metadata,
    Column("id", String(16), primary_key=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("rules_version", String(16), nullable=False),
    Column("options", Text, nullable=False),  # rules.GameOptions as JSON
    Column("seed", BigInteger, nullable=False),
    Column("version", Integer, nullable=False),  # how many moves were applied
    Column("state", Text, nullable=False),  # rules.GameState as JSON, as saves hold it
    Column("to_play", Integer, nullable=True),  # whose decision it is (None once the game is over)
    Column("finished", Boolean, nullable=False),
    Column("turn_seconds", Integer, nullable=True),  # how long a seat may take for a decision; None: no limit
    Column("turn_started_at", DateTime(timezone=True), nullable=False),  # the server's clock
    Column("host_digest", String(64), nullable=False),
)

seats = Table(
    "seats", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(48), nullable=False),  # "person" or "computer:<level>", as in saves
    Column("invite_digest", String(64), nullable=True, unique=True),  # None once claimed
    Column("secret_digest", String(64), nullable=True),  # None until claimed
)

moves = Table(
    "moves", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("number", Integer, primary_key=True),  # the game's version once this move is applied
    Column("seat", Integer, nullable=False),
    Column("command_id", String(64), nullable=False),
    Column("record", Text, nullable=False),  # saves.format.LogRecord as JSON: the command and its events
    Column("played_at", DateTime(timezone=True), nullable=False),
    # The version whose change took this move back (kept, never deleted: the save leaves it out); None: it stands.
    Column("taken_back_at", Integer, nullable=True),
    UniqueConstraint("game_id", "seat", "command_id", name="moves_command_id_once"),
)

# Each change that took a move back: a version of the game of its own (a version is a move or a take-back).
takebacks = Table(
    "takebacks", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("number", Integer, primary_key=True),  # the game's version once the move was taken back
    Column("move", Integer, nullable=False),  # the number of the move taken back
    Column("seat", Integer, nullable=False),  # who asked
    Column("agreed_by", Integer, nullable=True),  # the person who agreed, when it was not the asker's alone
    Column("request_id", String(64), nullable=False),  # the asker's id for the request: taken back once
    Column("taken_back_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("game_id", "seat", "request_id", name="takebacks_request_id_once"),
)

# A person's wish that a computer seat's player make them no more offers in a round (the trade window's "No more
# offers this round"), the newest per person: kept so that the computer's player, made again after a restart of the
# server, is told it again.
offers_stopped = Table(
    "offers_stopped", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("computer", Integer, primary_key=True),  # the computer's seat
    Column("person", Integer, primary_key=True),  # the seat that wants no more offers from it
    Column("round", Integer, nullable=False),  # the round the wish is for
)

# What was said at each game's table (chat.py), kept with the game: a line is stored once per its sender's id.
chat_lines = Table(
    "chat_lines", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("number", Integer, primary_key=True),  # 1, 2, ... in each game
    Column("seat", Integer, nullable=False),
    Column("say_id", String(64), nullable=False),  # the sender's id for the line
    Column("text", Text, nullable=True),  # the words, or None for a quick phrase
    Column("phrase", String(32), nullable=True),
    Column("said_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("game_id", "seat", "say_id", name="chat_lines_said_once"),
)

# The seats whose person resigned (resigning.py): the server's computer player plays each since (its kind says which).
resignations = Table(
    "resignations", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("resigned_at", DateTime(timezone=True), nullable=False),
)

# Each seat's bank of extra time in a game that has them (time_banks.py): what is left of it, in seconds.
time_banks = Table(
    "time_banks", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("seconds_left", Integer, nullable=False),
)


def default_database_url() -> str:
    """$COLOSSEUM_DATABASE_URL, else an SQLite file in the user data folder (beside the saves)."""
    override = os.environ.get(DATABASE_ENV)
    if override:
        return override
    folder = platformdirs.user_data_path(APP_NAME, appauthor=False)
    return f"sqlite:///{folder / 'online.sqlite3'}"


def normalized_url(url: str) -> str:
    """PostgreSQL through psycopg 3 whatever the URL names (SQLAlchemy would pick psycopg2 for postgresql://)."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    elif parsed.get_backend_name() != "sqlite":
        raise ValueError(f"the database must be SQLite or PostgreSQL, not {parsed.get_backend_name()!r}")
    return parsed.render_as_string(hide_password=False)


def open_database(url: str, connections: int = 10) -> Engine:
    """`connections`: as many as the threads that use it at once (a connection opened beyond them is closed again
    when given back, so a pool smaller than the threads opened one every few commands: on SQLite each also set its
    pragmas again)."""
    url = normalized_url(url)
    if make_url(url).get_backend_name() == "sqlite":
        return _open_sqlite(url, connections)
    return create_engine(url, pool_size=connections, max_overflow=10, pool_pre_ping=True)


def _open_sqlite(url: str, connections: int) -> Engine:
    database = make_url(url).database
    if database and database != ":memory:":
        Path(database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url, pool_size=connections, max_overflow=10,
                           connect_args={"timeout": 30, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection, _record) -> None:
        dbapi_connection.isolation_level = None  # the driver's own BEGIN is deferred; ours is emitted below
        cursor = dbapi_connection.cursor()
        for pragma in ("journal_mode=WAL", "synchronous=FULL", "foreign_keys=ON", "busy_timeout=30000"):
            cursor.execute(f"PRAGMA {pragma}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection) -> None:
        # A reader needs no write lock: in WAL mode it sees the last commit while a writer works.
        read_only = connection.get_execution_options().get(READ_ONLY, False)
        connection.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")

    return engine


READ_ONLY = "colosseum_read_only"


def reading(engine: Engine):
    """A connection for reads only (on SQLite its transactions take no write lock)."""
    return engine.connect().execution_options(**{READ_ONLY: True})


UPGRADE_LOCK = 0x436F6C6F  # PostgreSQL advisory lock key of the schema's upgrade ("Colo")


def upgrade(engine: Engine) -> None:
    """Bring the schema to the newest migration shipped in the package (a new database gets every table)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        if engine.dialect.name == "postgresql":
            # Server processes started together (uvicorn --workers) upgrade one after the other: two creating the
            # same tables at once made one fail. The lock is the transaction's; SQLite's BEGIN IMMEDIATE does it.
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": UPGRADE_LOCK})
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
