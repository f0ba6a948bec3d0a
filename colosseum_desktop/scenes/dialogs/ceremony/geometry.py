"""How large the ceremony dialog's choices are: its picture draws the discs so and its controller hit tests
the same discs, both reading it from here (a controller never asks its picture where things are). Where the
choices and the panel lie are plain values in scenes/dialogs/ceremony/model.py."""
from __future__ import annotations

from ....sprites.token_grid import RADIUS

CHOICE_RADIUS = RADIUS + 10  # a choice is a token drawn larger than in the trays
