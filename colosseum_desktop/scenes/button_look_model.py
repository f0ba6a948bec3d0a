"""A button as drawn, as a value: the board's view holds these, and the widgets draw from them. Imports
nothing of the game, so the title screen's buttons start without the rules engine."""
from __future__ import annotations

from dataclasses import dataclass

Box = tuple[int, int, int, int]  # x, y, width, height on the canvas
BUTTON_PADDING = 12  # room kept between a button's label and each of its sides
MIN_LABEL_SIZE = 15  # a label is never shrunk below this to fit its button (it is cut with … instead)


@dataclass(frozen=True)
class ButtonLook:
    box: Box
    text: str
    text_size: int
    primary: bool = False
    enabled: bool = True
    hovered: bool = False
    pressed: bool = False
    focused: bool = False
    # A label of three words or more keeps one line down to this size, then takes two before it shrinks further;
    # None: body size (theme.BODY_SIZE). The title's menu asks for the size that reads in a 1024x768 window.
    sentence_size: int | None = None
    # A label of two words or more takes two lines at `text_size` before it shrinks: a row of buttons lettered
    # at one size (widgets.share_label_size) keeps it.
    wraps_first: bool = False
