"""Seat secrets and invite codes: made by `secrets`, kept by the server only as hashes.

A seat's secret is 32 random bytes: a plain SHA-256 of it cannot be reversed or guessed, so no slow hash is
needed. An invite code is short enough to read out (60 bits); it is used once, to claim the seat's secret, and
the server's rate limits make guessing one hopeless.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets

INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread
INVITE_GROUPS = 3
INVITE_GROUP_LENGTH = 4


def new_secret() -> str:
    return secrets.token_urlsafe(32)


def new_invite_code() -> str:
    groups = ("".join(secrets.choice(INVITE_ALPHABET) for _ in range(INVITE_GROUP_LENGTH))
              for _ in range(INVITE_GROUPS))
    return "-".join(groups)


def normalized_invite_code(text: str) -> str:
    """The code as issued, whatever case or spacing it was typed in ("abcd efgh-jkmn" -> "ABCD-EFGH-JKMN")."""
    letters = "".join(c for c in text.upper() if c.isalnum())
    return "-".join(letters[i:i + INVITE_GROUP_LENGTH] for i in range(0, len(letters), INVITE_GROUP_LENGTH))


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def matches(secret: str, stored_digest: str | None) -> bool:
    """Whether `secret` is the one whose digest was stored, in time independent of where they differ."""
    if stored_digest is None:
        return False
    return hmac.compare_digest(digest(secret), stored_digest)


def new_game_seed() -> int:
    """A game's seed: 63 random bits (a signed 64-bit column holds it), never derived from anything guessable."""
    return secrets.randbits(63)
