"""The turn's deadline on an online board: whose decision it is and until when (the server's clock counts it; shown
in this computer's time zone and the player's language), and, once past, that the time ran out (another person may
then hand the seat to a computer player, from My online games). Drawn in a strip in the second of the rows the online
board keeps free under the game log's title (the connection's badge has the first), or above a dialog's panel while
one is open (see OnlineBoardScene.draw_on_top)."""
from __future__ import annotations

from datetime import datetime

import pygame

from ...i18n import _, ngettext
from ...i18n.conventions import format_datetime
from ...online.turn_clock import TurnClock
from ...sprites import pen, text
from ...sprites.log_panel import TITLE_HEIGHT
from ...sprites.theme import PALETTE

STRIP_HEIGHT = 26
ROW_GAP = 2
STRIP_TEXT = (18,)  # the badge's words: body text (14 px) in a 1280x720 window, at 0.8 window pixels a canvas pixel
WORDS_LEFT = 28  # after the clock face (the badge's dot)
WORDS_RIGHT = 12


def deadline_words(clock: TurnClock, now: datetime) -> str:
    """"Aurelia to play, until 26 Nov 2026, 17:40" in this computer's time (with a time bank: what follows, then that
    the bank's time runs); past it, that the time ran out."""
    when = format_datetime(clock.deadline.astimezone())
    if clock.overdue(now):
        return _("{name}'s time ran out at {when}", name=clock.name, when=when)
    if clock.on_bank(now):
        return _("{name} is on their time bank, until {when}", name=clock.name, when=when)
    if clock.bank_seconds:
        return _("{name} to play, until {when} (+{bank} time bank)", name=clock.name,
                 when=format_datetime(clock.move_deadline.astimezone()), bank=short_duration(clock.bank_seconds))
    return _("{name} to play, until {when}", name=clock.name, when=when)


def short_duration(seconds: int) -> str:
    """"5 min", "90 s": a time bank's length, short enough for the strip beside a date."""
    if seconds % 60 == 0:
        return ngettext("{n} min", "{n} min", seconds // 60)
    return ngettext("{n} s", "{n} s", seconds)


def row_rect(log: pygame.Rect, row: int) -> pygame.Rect:
    """The `row`th of the rows the online board keeps free under the log's title (LogView.room_above)."""
    return pygame.Rect(log.x + 8, log.y + TITLE_HEIGHT + 2 + row * (STRIP_HEIGHT + ROW_GAP), log.width - 16,
                       STRIP_HEIGHT)


def rows_height(rows: int) -> int:
    return rows * (STRIP_HEIGHT + ROW_GAP)


def strip_rect(log: pygame.Rect) -> pygame.Rect:
    return row_rect(log, 1)


def chip_rect(room: pygame.Rect, words: str) -> pygame.Rect:
    """As wide as `words` need (at the largest of STRIP_TEXT's sizes that fits `room`), at the room's right edge."""
    size = text.largest_fitting_size(words, STRIP_TEXT, room.width - WORDS_LEFT - WORDS_RIGHT, True) or STRIP_TEXT[-1]
    rect = pygame.Rect(0, 0, min(room.width, WORDS_LEFT + text.width_of(words, size, bold=True) + WORDS_RIGHT),
                       room.height)
    rect.topright = room.topright
    return rect


def blit_chip_words(canvas: pygame.Surface, rect: pygame.Rect, words: str) -> None:
    # 4 pixels more than chip_rect measured: at a window's scale the words' width may round up
    text.blit_fitted(canvas, words, (rect.x + WORDS_LEFT, rect.centery), STRIP_TEXT, rect.width - WORDS_LEFT - 8,
                     PALETTE["ink"], True, anchor="midleft")


def draw_deadline(canvas: pygame.Surface, room: pygame.Rect, clock: TurnClock, now: datetime) -> None:
    """In `room` (at most), as wide as its words need, at its right edge."""
    words = deadline_words(clock, now)
    rect = chip_rect(room, words)
    colour = PALETTE["error"] if clock.overdue(now) else PALETTE["gold"]
    pen.rect(canvas, PALETTE["marble"], rect, border_radius=8)
    pen.rect(canvas, colour, rect, width=2, border_radius=8)
    centre = (rect.x + 14, rect.centery)  # a clock face: the deadline's sign beside the words, not colour alone
    pen.circle(canvas, colour, centre, 7, width=2)
    pen.line(canvas, colour, centre, (centre[0], centre[1] - 5), 2)
    pen.line(canvas, colour, centre, (centre[0] + 4, centre[1]), 2)
    blit_chip_words(canvas, rect, words)
