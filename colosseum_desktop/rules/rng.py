"""A tiny deterministic generator kept inside the game state: one 64-bit integer (SplitMix64).

Pure functions of the state integer, so the same on every Python version and replayable from a save.
"""
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def next_u64(state: int) -> tuple[int, int]:
    """Return (new state, a 64-bit output)."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new state, an integer in [0, n)); rejection sampling keeps it unbiased."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, value = next_u64(state)
        if value < limit:
            return state, value % n


def seed_state(seed: int) -> int:
    return seed & _MASK


class Rng:
    """A mutable cursor over the state integer, for use inside one `apply` call only."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state

    def below(self, n: int) -> int:
        self.state, value = below(self.state, n)
        return value

    def shuffled(self, items: list) -> list:
        items = list(items)
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items

    def die(self) -> int:
        """One die: 1 (the "1-3" face), 2, 3, 4, 5 or 6."""
        return self.below(6) + 1
