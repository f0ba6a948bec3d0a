"""Moves taken back: a move keeps its row, marked with the version that took it back, and each take-back is a
version of its own in `takebacks` (who asked, who agreed, the asker's request id).

Revision ID: 0002
Revises: 0001
"""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("moves", sa.Column("taken_back_at", sa.Integer, nullable=True))
    op.create_table(
        "takebacks",
        sa.Column("game_id", sa.String(16), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("number", sa.Integer, primary_key=True),
        sa.Column("move", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("agreed_by", sa.Integer, nullable=True),
        sa.Column("request_id", sa.String(64), nullable=False),
        sa.Column("taken_back_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("game_id", "seat", "request_id", name="takebacks_request_id_once"),
    )


def downgrade() -> None:
    op.drop_table("takebacks")
    with op.batch_alter_table("moves") as batch:  # SQLite drops a column by copying the table
        batch.drop_column("taken_back_at")
