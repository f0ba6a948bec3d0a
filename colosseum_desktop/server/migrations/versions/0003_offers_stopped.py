"""People's wishes for no more offers from a computer player this round, kept across restarts of the server
(`offers_stopped`: per game, computer seat and person, the round).

Revision ID: 0003
Revises: 0002
"""
import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "offers_stopped",
        sa.Column("game_id", sa.String(16), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("computer", sa.Integer, primary_key=True),
        sa.Column("person", sa.Integer, primary_key=True),
        sa.Column("round", sa.Integer, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("offers_stopped")
