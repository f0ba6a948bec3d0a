"""What every overlay dialog shows around its own pieces, as one frozen value: the panel, the header (whose
decision it is), the controls as drawn, and the engine's refusal. Each dialog's view holds one `DialogFrame`
beside what is its own (the market chosen, the program selected...); its picture draws `(state, view)`.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..button_look_model import Box
from ..control_looks_model import ControlLook


@dataclass(frozen=True)
class TooltipLook:
    """What a token under the pointer is, as the board's tooltips say it: its lines, the pictures heading them
    ((kind, name, count), sprites/tooltip.pictures) and where the pointer is."""
    lines: tuple[str, ...]
    pictures: tuple[tuple[str, str, int], ...]
    at: tuple[int, int]


@dataclass(frozen=True)
class DialogFrame:
    panel: Box  # the marble panel, on the canvas
    seat: int | None  # whose decision: the header's colour and symbol (None: a reference screen, in bronze)
    title: str
    controls: tuple[ControlLook, ...] = ()  # the dialog's buttons and boxes, in drawing order
    message: str | None = None  # the engine's refusal, or a word from the dialog
    message_box: Box | None = None  # where the frame shows the message; None: the dialog's picture places it
    tooltip: TooltipLook | None = None  # the token under the pointer, said over everything else
