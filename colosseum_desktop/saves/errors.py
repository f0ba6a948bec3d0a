"""The one exception every refusal to save or load raises, and the reasons it carries."""
from __future__ import annotations

from ..files.errors import Explained, system_reason

__all__ = ["Explained", "SaveError", "system_reason"]  # the saves' modules find them all here


class SaveError(Explained, ValueError):
    """A save could not be written or read; the reason says why, in words a player can follow."""
