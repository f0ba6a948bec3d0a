"""Errors whose reason is said in the player's words, and the system's own words for a failed file operation."""
from __future__ import annotations

from ..i18n.lazy import LazyMessage


class Explained(Exception):
    """An error whose reason is a message of the catalogs (an identifier and its values): str() gives it in the
    language of the moment, so a reason kept for later (the Load list's) follows a change of language."""

    def __init__(self, reason: LazyMessage) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return str(self.reason)


def system_reason(error: OSError) -> object:
    """What the system says went wrong ("No space left on device"), for a message's value: its own words,
    which Python's standard library gives in English."""
    return error.strerror or error
