"""Rate limits: token buckets, one per connection for its messages and one per address for failed attempts."""
from __future__ import annotations

import time
from collections import OrderedDict


class TokenBucket:
    """`rate` actions a second on average, bursts of up to `burst`."""

    def __init__(self, rate: float, burst: float, clock=time.monotonic) -> None:
        self.rate, self.burst, self._clock = rate, burst, clock
        self._tokens, self._last = burst, clock()

    def _refill(self) -> None:
        moment = self._clock()
        self._tokens = min(self.burst, self._tokens + (moment - self._last) * self.rate)
        self._last = moment

    def allows(self) -> bool:
        """Whether an action would be allowed now (nothing is taken)."""
        self._refill()
        return self._tokens >= 1

    def take(self) -> bool:
        self._refill()
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True


class PerAddress:
    """One bucket per client address, the least recently used forgotten beyond `size` addresses."""

    def __init__(self, rate: float, burst: float, size: int = 10_000) -> None:
        self.rate, self.burst, self.size = rate, burst, size
        self._buckets: OrderedDict[str, TokenBucket] = OrderedDict()

    def _bucket(self, address: str) -> TokenBucket:
        bucket = self._buckets.get(address)
        if bucket is None:
            bucket = self._buckets[address] = TokenBucket(self.rate, self.burst)
            while len(self._buckets) > self.size:
                self._buckets.popitem(last=False)
        self._buckets.move_to_end(address)
        return bucket

    def allows(self, address: str) -> bool:
        return self._bucket(address).allows()

    def take(self, address: str) -> bool:
        return self._bucket(address).take()


def address_of(connection) -> str:
    """The address a request or a WebSocket (starlette's) came from, as the limits per address count it."""
    return connection.client.host if connection.client is not None else "unknown"
