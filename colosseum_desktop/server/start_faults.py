"""Why `colosseum serve` cannot start, in one line saying what is wrong and what to do (never a traceback).

The start opens the database and brings its schema up to date, then takes its address; whatever fails there (a
database address that is none, an SQLite file damaged, locked, read-only or a folder, a schema of a newer version,
PostgreSQL refusing the password or not answering, a host name not known, a port taken) raises StartFault with
that line. `checked_database_url` is also the command line's check of --database.
"""
from __future__ import annotations

import errno
import socket
import sqlite3
from contextlib import contextmanager
from pathlib import Path

from ..i18n import _
from ..i18n.lazy import cut, visible
from .database_address import shown_url

SQLITE_CHECK_SECONDS = 10.0  # how long the start waits for a database another program has locked


class StartFault(Exception):
    """The server cannot start: str() is the one line to print."""


def checked_database_url(url: str) -> str:
    """`url` if it is an SQLite or PostgreSQL address this server can open; StartFault saying why otherwise."""
    from sqlalchemy.exc import ArgumentError

    from .storage import normalized_url

    try:
        normalized_url(url)
    except ArgumentError:
        raise StartFault(_("{url} is not a database address: give sqlite:///FILE or "
                           "postgresql://USER:PASSWORD@HOST/NAME.", url=_shown(url))) from None
    except ValueError:
        raise StartFault(_("{url} is not a database this server can use: give sqlite:///FILE or "
                           "postgresql://USER:PASSWORD@HOST/NAME.", url=_shown(url))) from None
    except Exception as error:  # noqa: BLE001 - a driver SQLAlchemy cannot load, an option it cannot read
        raise StartFault(_("{url} is not a database this server can use ({reason}): give sqlite:///FILE or "
                           "postgresql://USER:PASSWORD@HOST/NAME.", url=_shown(url),
                           reason=error.__class__.__name__)) from None
    return url


def _shown(url: str) -> str:
    """The address with any password hidden, cut and with its controls escaped: it goes to a terminal and logs."""
    return cut(shown_url(url), 200)


def check_sqlite(url: str) -> None:
    """Open an SQLite database for writing before the server does, within SQLITE_CHECK_SECONDS: a file damaged,
    locked by another program, read-only, or a folder in its place is said here (the server's own connection
    would wait 30 s on a lock, and raise from deep inside the schema's upgrade)."""
    from sqlalchemy.engine import make_url

    database = make_url(url).database
    if not database or database == ":memory:":
        return
    path = Path(database)
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StartFault(_("The folder {folder} for the database cannot be made ({reason}): give a database in a "
                           "folder the server may write in (--database sqlite:///FILE).",
                           folder=visible(str(folder)), reason=error.strerror or error)) from None
    if path.is_dir():
        raise StartFault(_("{file} is a folder, not a database: give the database's file (--database "
                           "sqlite:///FILE).", file=visible(str(path))))
    try:
        connection = sqlite3.connect(path, timeout=SQLITE_CHECK_SECONDS, isolation_level=None)
        try:
            connection.execute("PRAGMA schema_version").fetchone()  # reads the header: a damaged file says so
            connection.execute("BEGIN IMMEDIATE")
            connection.execute("ROLLBACK")
            revision = _revision(connection)
        finally:
            connection.close()
    except sqlite3.Error as error:
        raise StartFault(_sqlite_words(error, path)) from None
    if revision is not None and revision not in _known_revisions():  # said before the server's connection
        raise StartFault(_newer_schema_words(url))                      # turns WAL on, so the file is left as is


def _revision(connection: sqlite3.Connection) -> str | None:
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'alembic_version'").fetchone():
        return None
    row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    return row[0] if row else None


def _known_revisions() -> set[str]:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    from .storage import MIGRATIONS

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return {script.revision for script in ScriptDirectory.from_config(config).walk_revisions()}


def _newer_schema_words(url: str) -> str:
    return _("The database {url} was made by a newer version of Colosseum: update Colosseum to serve it (it was "
             "left as it is).", url=_shown(url))


def _sqlite_words(error: sqlite3.Error, path: Path) -> str:
    name = getattr(error, "sqlite_errorname", "") or ""
    file = visible(str(path))
    if name in ("SQLITE_NOTADB", "SQLITE_CORRUPT") or "not a database" in str(error) or "malformed" in str(error):
        return _("{file} is damaged or not an SQLite database: restore it from a backup, or give another file "
                 "(--database sqlite:///FILE); it was left as it is.", file=file)
    if name.startswith("SQLITE_BUSY") or name.startswith("SQLITE_LOCKED") or "locked" in str(error):
        return _("The database {file} is locked by another program: stop that program, then start the server "
                 "again.", file=file)
    if name.startswith("SQLITE_READONLY") or "readonly" in str(error):
        return _("The database {file} cannot be written (it or its folder is read-only): give the server a file "
                 "it may write (--database sqlite:///FILE).", file=file)
    if name.startswith("SQLITE_CANTOPEN"):
        return _("The database {file} cannot be opened (its folder may not be writable): give the server a file "
                 "it may write (--database sqlite:///FILE).", file=file)
    return _("The database {file} cannot be used ({reason}): give another file (--database sqlite:///FILE).",
             file=file, reason=visible(str(error))[:200])


def database_words(error: Exception, url: str) -> str | None:
    """The one line for a failure to open or upgrade the database (None: not one this module knows)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import DBAPIError

    if _is_newer_schema(error):
        return _newer_schema_words(url)
    if not isinstance(error, DBAPIError):
        return None
    if isinstance(error.orig, sqlite3.Error):
        return _sqlite_words(error.orig, Path(make_url(url).database or "?"))
    parsed = make_url(url)
    where = visible(f"{parsed.host or 'localhost'}:{parsed.port or 5432}")
    said = str(error.orig)
    if "password authentication failed" in said or "no password supplied" in said:
        return _("PostgreSQL at {where} refused the user name or password of the database address: check them where "
                 "it is given (--database-file, ${env} or --database).", where=where, env="COLOSSEUM_DATABASE_URL")
    if "translate host name" in said or "Name or service not known" in said or "nodename nor servname" in said:
        return _("The database's host {host} is not known: check the host name where the address is given "
                 "(--database-file, ${env} or --database).", host=visible(parsed.host or ""),
                 env="COLOSSEUM_DATABASE_URL")
    if "Connection refused" in said or "connection refused" in said or "could not connect" in said:
        return _("No PostgreSQL server answers at {where}: start it, or check the address where it is given "
                 "(--database-file, ${env} or --database).", where=where, env="COLOSSEUM_DATABASE_URL")
    if "does not exist" in said:
        return _("PostgreSQL at {where} has no such database or user ({reason}): create it, or check the address.",
                 where=where, reason=visible(said.strip().splitlines()[-1])[:200])
    return _("The database {url} cannot be used ({reason}): check that it is running and the address is right.",
             url=_shown(url), reason=visible(said.strip().splitlines()[-1] if said.strip() else
                                             error.orig.__class__.__name__)[:200])


def _is_newer_schema(error: Exception) -> bool:
    from alembic.util import CommandError

    return isinstance(error, CommandError) and "Can't locate revision" in str(error)


def listening_words(error: OSError, host: str, port: int) -> str:
    """The one line for an address the server cannot take."""
    where = visible(f"{host}:{port}")
    if error.errno == errno.EADDRINUSE:
        return _("Port {port} is already in use on {host}: stop the program using it, or choose another --port.",
                 port=port, host=visible(host))
    if isinstance(error, socket.gaierror) or error.errno in (socket.EAI_NONAME, socket.EAI_AGAIN, socket.EAI_FAIL):
        return _("{host} is not a known name of this computer: give --host an address it has (127.0.0.1, or "
                 "0.0.0.0 for every network).", host=visible(host))
    if error.errno == errno.EADDRNOTAVAIL:
        return _("{host} is not an address of this computer: give --host one it has (127.0.0.1, or 0.0.0.0 for "
                 "every network).", host=visible(host))
    if error.errno in (errno.EACCES, errno.EPERM):
        return _("Listening on {where} is not allowed here (ports below 1024 need more rights): choose another "
                 "--port.", where=where)
    return _("Cannot listen on {where} ({reason}): choose another --host or --port.", where=where,
             reason=error.strerror or error)


@contextmanager
def explained_start(url: str):
    """Opening the database and upgrading its schema: what goes wrong becomes a StartFault with its line."""
    try:
        yield
    except StartFault:
        raise
    except Exception as error:  # noqa: BLE001 - every failure of the start is said in one line, none a traceback
        words = database_words(error, url)
        if words is None and isinstance(error, OSError):
            words = _("The server cannot start ({reason}{file}): check that the folder can be written.",
                      reason=error.strerror or error.__class__.__name__,
                      file=f": {visible(str(error.filename))}" if error.filename else "")
        if words is None:
            raise
        raise StartFault(words) from None


def opened(url: str, host: str, port: int, make_server):
    """(the server `make_server()` makes over `url`, a socket listening on host:port); StartFault with the line
    saying why not."""
    from sqlalchemy.engine import make_url

    checked_database_url(url)
    if make_url(url).get_backend_name() == "sqlite":
        check_sqlite(url)
    with explained_start(url):
        server = make_server()
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        listening = socket.create_server((host, port), family=family, backlog=2048)
    except OSError as error:
        raise StartFault(listening_words(error, host, port)) from None
    return server, listening
