"""Drawing the frame every overlay dialog shares, from its `DialogFrame` alone: the dimmed board, the marble
panel, the header naming whose decision it is, the controls as their looks say, the refusal in red, and over
all of it the tooltip of the token under the pointer.

A dialog's picture (bid_picture.py, ...) calls `draw_dialog` with its own body drawing in between."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..button_look_model import ButtonLook
from ..control_looks_model import ChoiceLook, ControlLook, FieldLook
from .frame_model import DialogFrame
from ...i18n import _
from ...sprites import pen, text, theme, tooltip
from ...sprites.theme import PALETTE
from ..text_fields import draw_field
from ..widgets import draw_button, draw_choice

HEADER_H = 56
TITLE_SIZES = (28, 26, 24, 22, 20)  # 20: 16 px at 1280x720, above body text
TITLE_GAP = 16  # between the title and "Esc closes"
SHADE = 150  # how dark the board gets under a dialog
DRAWERS = {ButtonLook: draw_button, FieldLook: draw_field, ChoiceLook: draw_choice}


def draw_dialog(canvas: pygame.Surface, frame: DialogFrame, body: Callable[[pygame.Surface], None]) -> None:
    """The frame, the dialog's own pieces (`body`) on its panel, then its controls and the message over them."""
    theme.shade(canvas, SHADE)
    theme.draw_panel(canvas, pygame.Rect(frame.panel))
    draw_header(canvas, frame)
    body(canvas)
    draw_controls(canvas, frame.controls)
    if frame.message_box is not None:
        draw_message(canvas, frame.message, frame.message_box)
    if frame.tooltip is not None:
        tip = frame.tooltip
        tooltip.draw_tooltip(canvas, list(tip.lines), tip.at, canvas.get_rect(), list(tip.pictures))


def draw_controls(canvas: pygame.Surface, looks: tuple[ControlLook, ...]) -> None:
    for look in looks:
        DRAWERS[type(look)](canvas, look)


def draw_header(canvas: pygame.Surface, frame: DialogFrame) -> None:
    panel = pygame.Rect(frame.panel)
    band = pygame.Rect(panel.x, panel.y, panel.w, HEADER_H)
    seat = frame.seat
    colour = theme.SEAT_STYLES[seat % len(theme.SEAT_STYLES)].colour if seat is not None else PALETTE["bronze"]
    pen.rect(canvas, colour, band, border_top_left_radius=10, border_top_right_radius=10)
    pen.line(canvas, PALETTE["ink"], band.bottomleft, band.bottomright, 2)
    x = band.x + 24
    if seat is not None:
        pen.circle(canvas, PALETTE["marble"], (x + 14, band.centery), 21)
        theme.draw_seat_symbol(canvas, seat, (x + 14, band.centery), 15)
        x += 48
    ink = theme.glyph_colour(colour)
    closes = text.blit(canvas, _("Esc closes"), (band.right - 20, band.centery), 18, ink, italic=True,
                       anchor="midright")
    # A long name in a long language ("Maximilianus Aurelius An: eine Auktion eröffnen oder verzichten") is set
    # smaller rather than run under "Esc closes".
    text.blit_fitted(canvas, frame.title, (x, band.centery), TITLE_SIZES, closes.left - TITLE_GAP - x, ink, bold=True,
                     anchor="midleft")


def draw_message(canvas: pygame.Surface, message: str | None, box) -> None:
    """A refusal on one line in a red-rimmed box (cut to the box when it is longer)."""
    if not message:
        return
    area = pygame.Rect(box)
    pen.rect(canvas, (250, 228, 222), area, border_radius=6)
    pen.rect(canvas, PALETTE["error"], area, width=2, border_radius=6)
    line = text.fit(message, 22, area.w - 24, bold=True)
    text.blit(canvas, line, (area.x + 12, area.centery), 22, PALETTE["error"], bold=True, anchor="midleft")
