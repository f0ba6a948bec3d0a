"""Token counts as plain frozen values, (type, how many) pairs in the game's type order with no zeros: what a
draft lays out, held in a dialog's view, so two views compare equal exactly when they show the same thing."""
from __future__ import annotations

from collections.abc import Mapping

from ...rules import Token

Counts = tuple[tuple[Token, int], ...]
_ORDER = {token: i for i, token in enumerate(Token)}


def frozen_counts(counts: Mapping[Token, int]) -> Counts:
    return tuple(sorted(((t, n) for t, n in counts.items() if n), key=lambda pair: _ORDER[pair[0]]))


def changed(counts: Counts, token: Token, delta: int) -> Counts:
    """The counts with `delta` more (or fewer) of one type."""
    out = dict(counts)
    out[token] = out.get(token, 0) + delta
    return frozen_counts(out)
