"""The server as an ASGI application factory, for running it under uvicorn directly (its TLS options, say):

    uvicorn --factory colosseum_desktop.server.asgi:app --ws-max-size 65536 --ssl-certfile ... --ssl-keyfile ...

The database is $COLOSSEUM_DATABASE_URL, else the SQLite file `colosseum serve` uses by default.
"""
from __future__ import annotations

from starlette.applications import Starlette

from .server import Server, ServerConfig
from .storage import default_database_url


def app() -> Starlette:
    return Server(ServerConfig(database_url=default_database_url())).app()
