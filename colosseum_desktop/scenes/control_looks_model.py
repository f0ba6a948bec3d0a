"""The dialogs' other controls as drawn, as values (buttons: button_look.py): a dialog's view holds these, and
its picture draws from them. Plain values, so two looks compare equal exactly when they draw the same."""
from __future__ import annotations

from dataclasses import dataclass

from .button_look_model import Box, ButtonLook


@dataclass(frozen=True)
class FieldLook:
    """A one-line text box (a name, a bid, coins in a trade)."""
    box: Box
    text: str
    text_size: int
    cursor: int  # characters before the cursor
    placeholder: str = ""
    enabled: bool = True
    focused: bool = False
    all_selected: bool = False  # a suggested text the first key typed replaces


@dataclass(frozen=True)
class ChoiceLook:
    """One of several options between two arrows; an arrow that leads nowhere (the end of a scale) is greyed."""
    box: Box
    text: str
    text_size: int
    hovered: bool = False
    focused: bool = False
    at_first: bool = False
    at_last: bool = False


ControlLook = ButtonLook | FieldLook | ChoiceLook
