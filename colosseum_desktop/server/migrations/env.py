"""Alembic's environment: the server passes its open connection in `config.attributes["connection"]`."""
from alembic import context

from colosseum_desktop.server.storage import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
