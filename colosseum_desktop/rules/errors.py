"""Refusals. Every one is a ValueError whose `refusal` says which rule, as an identifier and values (refusals.py);
its message is that refusal's English sentence. The state is left as it was."""
from __future__ import annotations

from .refusals import Refusal, Why, refusal


class Refused(ValueError):
    """Something the game refuses, with why: `exc.refusal` is what the screens show, in the player's language, and
    str(exc) the English sentence."""

    def __init__(self, why: Why | Refusal, **values: int | str) -> None:
        # A Refusal as it is, too: an exception is rebuilt from its args when copied or pickled.
        self.refusal = why if why.__class__ is Refusal else refusal(why, values)
        super().__init__(self.refusal)

    def __str__(self) -> str:
        return str(self.refusal)


class IllegalCommand(Refused):
    """The command breaks a rule: `IllegalCommand(Why.MINIMUM_BID, n=8)`."""


class IllegalName(Refused):
    """A player's name the game cannot show (raised by the options' and the state's validation)."""


class NotYourDecision(IllegalCommand):
    """Somebody else decides now."""


class NotAffordable(IllegalCommand):
    """The player lacks the coins, medals or tokens to pay."""
