"""Refusals. Every one is a ValueError whose message a player can read; the state is left as it was."""


class IllegalCommand(ValueError):
    """The command breaks a rule; the message says which, in a player's words."""


class NotYourDecision(IllegalCommand):
    """Somebody else decides now."""


class NotAffordable(IllegalCommand):
    """The player lacks the coins, medals or tokens to pay."""
