"""Each seat's bank of extra time in a game with a turn time (`time_banks`: per game and seat, the seconds left).

Revision ID: 0008
Revises: 0007
"""
import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "time_banks",
        sa.Column("game_id", sa.String(16), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("seconds_left", sa.Integer, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("time_banks")
