"""The one exception every refusal to save or load raises."""


class SaveError(ValueError):
    """A save could not be written or read; the message says why, in words a player can follow."""
