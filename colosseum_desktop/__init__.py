"""Colosseum Desktop: the board game Colosseum for 3-5 players at one computer."""

__version__ = "0.2.0"
RULES_VERSION = "3"
