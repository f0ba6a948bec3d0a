"""Lengths of time in words, for the screens and the online client alike (neither imports the other)."""
from __future__ import annotations

from . import ngettext


def time_limit_words(seconds: int) -> str:
    """A server's time limit in words: whole minutes as minutes, else seconds."""
    if seconds % 60 == 0:
        return ngettext("{n} minute", "{n} minutes", seconds // 60)
    return ngettext("{n} second", "{n} seconds", seconds)
