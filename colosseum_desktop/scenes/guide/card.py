"""The guide's card over the game log: which step of how many, the step's title, the word on the learner's last
move, what the phase is for and what is lit, and what to do now (or who is deciding), with Next on a step that
only tells. It lies under the log's title, as tall as its words (the log's newest rows stay in view under it: the
computers' moves are seen). With a dialog open over the board the card is drawn again where the dialog leaves
room: a narrow card beside it, or one line in the margin under it. Drawn from a `CardWords` value; the words are
the scene's (guide_board.py)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...sprites import hint, log_panel, pen, text, text_record, theme
from ...sprites.theme import PALETTE

PAD = 14
PROGRESS_SIZE = 18
TITLE_SIZE = 26
TITLE_TOP = 22  # the title's top under the progress line's
HEAD = 58  # progress and title
GAP = 8
WORD_SIZES = (20, 19, 18)  # body text, 14.4 px at least in a 1280x720 window
BUTTON_SIZE = (190, 50)
LOG_ROWS_KEPT = 3  # the log's newest rows left in view under the card
BESIDE_WIDTH = 240  # the narrowest room beside a dialog that takes a card
STRIP_SIZE = 18


@dataclass(frozen=True)
class CardWords:
    progress: str
    title: str
    said: str  # the word on the learner's last move ("" when none)
    about: str  # what the phase is for, and what is lit
    action: str  # what to do now, or who is deciding


def button_rect(card: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(card.right - PAD - BUTTON_SIZE[0], card.bottom - PAD - BUTTON_SIZE[1], *BUTTON_SIZE)


def place(log: pygame.Rect, words: CardWords, with_button: bool) -> pygame.Rect:
    """Where the card lies: under the log's title, as tall as its words at the largest body size that lets the
    log's newest LOG_ROWS_KEPT rows show under it (at the smallest, as tall as that allows)."""
    top = log.y + log_panel.TITLE_HEIGHT
    most = log.bottom - top - 8 - LOG_ROWS_KEPT * log_panel.LINE_HEIGHT
    width = log.width - 2 * PAD
    for size in WORD_SIZES:
        height = _height(words, width, with_button, size) + 2 * PAD
        if height <= most:
            return pygame.Rect(log.x, top, log.width, height)
    return pygame.Rect(log.x, top, log.width, most)


@pen.cached(maxsize=256)  # the card is placed every frame: its words change only with the game
def _lines_height(words: str, size: int, width: int, bold: bool = False, italic: bool = False) -> int:
    if not words:
        return 0
    return text.lines_height(theme.wrap_text(words, size, width, bold), size, bold, italic)


def _action_width(width: int, with_button: bool) -> int:
    return width - (BUTTON_SIZE[0] + PAD if with_button else 0)


def _height(words: CardWords, width: int, with_button: bool, size: int) -> int:
    said = _lines_height(words.said, size, width, italic=True)
    about = _lines_height(words.about, size, width)
    action = max(_lines_height(words.action, size, _action_width(width, with_button), bold=True),
                 BUTTON_SIZE[1] if with_button else 0)
    return HEAD + GAP + (said + GAP if said else 0) + (about + GAP if about else 0) + action


def draw_card(canvas: pygame.Surface, card: pygame.Rect, words: CardWords, with_button: bool) -> None:
    if text_record.active is not None:  # the card is opaque: what lies under it is hidden
        text_record.active.cover(card)
    theme.draw_panel(canvas, card, border=hint.RING_COLOUR, radius=8, shadow=False)
    inner = card.inflate(-2 * PAD, -2 * PAD)
    text.blit(canvas, words.progress, (inner.x, inner.y), PROGRESS_SIZE, PALETTE["ink_soft"], italic=True,
              box=inner)
    text.blit(canvas, text.fit(words.title, TITLE_SIZE, inner.width, bold=True), (inner.x, inner.y + TITLE_TOP),
              TITLE_SIZE, PALETTE["terracotta_dark"], bold=True, box=inner)
    size = next((s for s in WORD_SIZES if _height(words, inner.width, with_button, s) <= inner.height),
                WORD_SIZES[-1])
    action_width = _action_width(inner.width, with_button)
    action_height = max(_lines_height(words.action, size, action_width, bold=True), 1)
    action_box = pygame.Rect(inner.x, inner.bottom - action_height, action_width, action_height)
    if with_button:
        action_box.centery = button_rect(card).centery
    top = inner.y + HEAD + GAP
    if words.said:
        top = _from_the_top(canvas, words.said, pygame.Rect(inner.x, top, inner.width, action_box.y - top), size,
                            PALETTE["olive"], italic=True) + GAP
    _from_the_top(canvas, words.about, pygame.Rect(inner.x, top, inner.width, action_box.y - GAP - top), size)
    text.blit_lines(canvas, words.action, action_box, (size,), bold=True)


def _from_the_top(canvas: pygame.Surface, words: str, room: pygame.Rect, size: int, colour=PALETTE["ink"],
                  italic: bool = False) -> int:
    """`words` wrapped into `room` from its top (not centred in it); returns where they end."""
    if not words or room.height <= 0:
        return room.y
    size, lines = text.fit_lines(words, (size,) + tuple(s for s in WORD_SIZES if s < size), room, italic=italic)
    used = pygame.Rect(room.x, room.y, room.width, min(room.height, text.lines_height(lines, size, italic=italic)))
    text.draw_lines(canvas, lines, size, used, colour, italic=italic)
    return used.bottom


# -- beside a dialog --------------------------------------------------------------------------------------------
def room_beside(dialog: pygame.Rect, column: pygame.Rect, band: pygame.Rect) -> tuple[str, pygame.Rect]:
    """Where the card goes while `dialog` (its panel) is open: ("beside", a room right of it in the column of
    the panels and the log) when that is BESIDE_WIDTH wide or more, else ("strip", the margin under the dialog,
    or over it when there is more room there)."""
    left = max(column.x, dialog.right + 10)
    if column.right - left >= BESIDE_WIDTH:
        return "beside", pygame.Rect(left, dialog.y, column.right - left, dialog.height)
    below = pygame.Rect(band.x + 8, dialog.bottom + 2, band.width - 16, band.bottom - dialog.bottom - 4)
    above = pygame.Rect(band.x + 8, band.y + 2, band.width - 16, dialog.y - band.y - 4)
    return "strip", below if below.height >= above.height else above


def draw_beside(canvas: pygame.Surface, room: pygame.Rect, words: CardWords) -> pygame.Rect:
    """A narrow card at the top of `room`: the step, its title, the word on the last move, what to do."""
    inner_width = room.width - 2 * PAD
    size = WORD_SIZES[-1]
    title_size, title_lines = text.fit_lines(words.title, (22, 20, 18), pygame.Rect(0, 0, inner_width, 120),
                                             bold=True)
    parts = [(words.said, True, False), (words.action, False, True)]
    height = 22 + text.lines_height(title_lines, title_size, bold=True) + GAP
    height += sum(_lines_height(w, size, inner_width, bold, italic) + GAP for w, italic, bold in parts if w)
    card = pygame.Rect(room.x, room.y, room.width, min(room.height, height + 2 * PAD))
    if text_record.active is not None:
        text_record.active.cover(card)
    theme.draw_panel(canvas, card, border=hint.RING_COLOUR, radius=8, shadow=True)
    inner = card.inflate(-2 * PAD, -2 * PAD)
    text.blit(canvas, text.fit(words.progress, 16, inner.width, italic=True), (inner.x, inner.y), 16,
              PALETTE["ink_soft"], italic=True, box=inner)
    top = inner.y + 22
    title_box = pygame.Rect(inner.x, top, inner.width, text.lines_height(title_lines, title_size, bold=True))
    text.draw_lines(canvas, title_lines, title_size, title_box, PALETTE["terracotta_dark"], bold=True)
    top = title_box.bottom + GAP
    for words_, italic, bold in parts:
        if words_:
            height = _lines_height(words_, size, inner.width, bold, italic)
            box = pygame.Rect(inner.x, top, inner.width, min(height, inner.bottom - top))
            text.blit_lines(canvas, words_, box, (size,), PALETTE["olive"] if italic else PALETTE["ink"], bold,
                            italic)
            top = box.bottom + GAP
    return card


def draw_strip(canvas: pygame.Surface, room: pygame.Rect, words: CardWords) -> pygame.Rect:
    """One line in a dialog's margin: the step's title and what to do (the word on the last move when nothing is
    to do)."""
    line = f"{words.title}: {words.action or words.said}"
    shown = text.fit(line, STRIP_SIZE, room.width - 2 * PAD, bold=True)
    width = text.width_of(shown, STRIP_SIZE, bold=True) + 2 * PAD
    chip = pygame.Rect(room.x, room.y, min(room.width, width), room.height)
    chip.centerx = room.centerx
    if text_record.active is not None:
        text_record.active.cover(chip)
    theme.draw_panel(canvas, chip, border=hint.RING_COLOUR, radius=8, shadow=False)
    text.blit(canvas, shown, chip.center, STRIP_SIZE, PALETTE["ink"], bold=True, anchor="center", box=chip)
    return chip
