"""The first schema: games, their seats, and the moves played.

Revision ID: 0001
Revises:
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("rules_version", sa.String(16), nullable=False),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("state", sa.Text, nullable=False),
        sa.Column("to_play", sa.Integer, nullable=True),
        sa.Column("finished", sa.Boolean, nullable=False),
        sa.Column("turn_seconds", sa.Integer, nullable=True),
        sa.Column("turn_started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("host_digest", sa.String(64), nullable=False),
    )
    op.create_table(
        "seats",
        sa.Column("game_id", sa.String(16), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(48), nullable=False),
        sa.Column("invite_digest", sa.String(64), nullable=True, unique=True),
        sa.Column("secret_digest", sa.String(64), nullable=True),
    )
    op.create_table(
        "moves",
        sa.Column("game_id", sa.String(16), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("number", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("command_id", sa.String(64), nullable=False),
        sa.Column("record", sa.Text, nullable=False),
        sa.Column("played_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("game_id", "seat", "command_id", name="moves_command_id_once"),
    )


def downgrade() -> None:
    op.drop_table("moves")
    op.drop_table("seats")
    op.drop_table("games")
