"""Refusals. Every one is a ValueError whose message a player can read; the state is left as it was."""


class IllegalCommand(ValueError):
    """The command breaks a rule; the message says which, in a player's words."""


class NotYourDecision(IllegalCommand):
    """Somebody else decides now."""


class NotAffordable(IllegalCommand):
    """The player lacks the coins, medals or tokens to pay."""


def counted(count: int, word: str) -> str:
    """"1 medal", "0 medals", "3 lion tokens": numbers in refusals read as a player would say them."""
    return f"{count} {word}{'' if count == 1 else 's'}"
