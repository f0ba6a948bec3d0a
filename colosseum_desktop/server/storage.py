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
from sqlalchemy import (BigInteger, Boolean, Column, DateTime, Engine, Float, ForeignKey, Integer, MetaData, String,
                        Table, Text, UniqueConstraint, create_engine, event, text)
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
    # Whose decision it is: None once the game is over (finished), or while a lobby game waits for players (not
    # finished): nobody decides, no clock runs, until its seats are full (waiting_games.py).
    Column("to_play", Integer, nullable=True),
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

# Players with names (accounts.py): a name, unique whatever its case, its password's argon2 hash, and the rating
# rated games update (ratings.py). Their sessions' tokens are kept as SHA-256 digests only.
accounts = Table(
    "accounts", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(96), nullable=False),  # as registered (NFC): what others see
    Column("name_key", String(96), nullable=False, unique=True),  # NFKC and case-folded: what must be unique
    Column("password_hash", String(256), nullable=False),
    Column("about", String(200), nullable=False, server_default=""),  # a line of the player's own, on their page
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("rated_games", Integer, nullable=False, server_default="0"),
)

account_sessions = Table(
    "account_sessions", metadata,
    Column("token_digest", String(64), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

# A seat taken by a player logged in (their join carried a session token), and their place once the game ended.
seat_accounts = Table(
    "seat_accounts", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("place", Integer, nullable=True),  # 1 best, ties shared; None until the game is over
)

# A rated game has a row; `rated_at` is set by the transaction that records the game's end, once.
game_ratings = Table(
    "game_ratings", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("rated_at", DateTime(timezone=True), nullable=True),
)

# Each account's rating before and after each rated game it ended (its page shows them).
rating_changes = Table(
    "rating_changes", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("account_id", Integer, ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("mu_before", Float, nullable=False),
    Column("sigma_before", Float, nullable=False),
    Column("mu_after", Float, nullable=False),
    Column("sigma_after", Float, nullable=False),
)


# The games published in the lobby (open_games.py): listed while their game waits for players (to_play None, not
# finished), kept once it started.
open_games = Table(
    "open_games", metadata,
    Column("game_id", String(16), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("published_at", DateTime(timezone=True), nullable=False, index=True),
    Column("rated", Boolean, nullable=False),
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
