"""The lobby: `open_games` lists the games published as open (when, and whether rated). Such a game waits for
its seats to be taken with `games.to_play` None while not finished: no move and no clock before.

Revision ID: 0005
Revises: 0004
"""
import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "open_games",
        sa.Column("game_id", sa.String(16), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("published_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("rated", sa.Boolean, nullable=False),
    )
    op.create_index("ix_open_games_published_at", "open_games", ["published_at"])


def downgrade() -> None:
    op.drop_table("open_games")
