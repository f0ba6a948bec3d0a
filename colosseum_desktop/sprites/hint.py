"""A hint on the board: a ring around the piece to look at (the hint's first stage) and a small panel with its words
(what to look at, then the move and why), over the game log level with the action area while the hint is shown; and a computer player's
reasons, wrapped for the log's tooltip."""
from __future__ import annotations

import pygame

from ..scenes.board import layout_model as layout
from ..scenes.board.model import LogView, token_seat
from ..i18n import _
from ..rules.pieces import Piece
from ..rules.state import GameState
from . import log_panel, pen, text, text_record, theme, tooltip

RING_COLOUR = (40, 120, 190)  # a blue no other highlight uses (gold marks choices, olive legal squares)
# Thick enough to be seen at a glance in the smallest window (8 canvas pixels: 6.4 at 1280x720), with a white edge
# inside: the guide's first ring lies round the learner's own panel, itself framed in gold while they decide, and a
# 4-px ring was lost there (issue 33).
RING_WIDTH = 8
RING_EDGE = 2
RING_MARGIN = 5
NOBLE_RADIUS = 24
TITLE_SIZE = 18
WORD_SIZES = (20, 19, 18)  # body text, 14.4 px at least in a 1280x720 window
PANEL_PADDING = 12
WORDS_TOP = 32  # under the title
WORDS_BELOW = 8
WHY_WIDTH = 520  # a computer's reasons in the log's tooltip wrap at this width


def piece_rect(board: layout.BoardLayout, state: GameState, piece: Piece,
               noble_centers: dict[int, tuple[int, int]]) -> pygame.Rect | None:
    """Where a hinted piece lies on the board; None for a piece the board does not show now."""
    kind, number = piece.kind, piece.number
    if kind == "program":
        return layout.program_rect(number)
    if kind == "market":
        return layout.market_rect(number)
    if kind in ("ticket", "loge"):
        return layout.supply_rect(kind)
    if kind == "dice":
        return pygame.Rect(layout.DICE_HIT)
    if kind == "square":
        return layout.square_rect(number)
    if kind == "noble":
        x, y = noble_centers[number]
        return pygame.Rect(x - NOBLE_RADIUS, y - NOBLE_RADIUS, 2 * NOBLE_RADIUS, 2 * NOBLE_RADIUS)
    if kind == "panel":
        return board.panels[number]
    if kind == "panel_medals":
        return board.panel_stat_rect(number, "medals")
    if kind == "held_program":
        held = state.player(number).programs
        return board.panel_program_rects(number, held)[held.index(piece.program)]
    if kind == "token":
        seat = token_seat(state)
        return None if seat is None else board.panel_token_rect(seat, piece.token)
    return None


def draw_ring(canvas: pygame.Surface, board: layout.BoardLayout, state: GameState, piece: Piece | None,
              noble_centers: dict[int, tuple[int, int]]) -> list[pygame.Rect]:
    """The ring around the hinted piece; returns where it painted."""
    rect = None if piece is None else piece_rect(board, state, piece, noble_centers)
    if rect is None:
        return []
    ring = rect.inflate(2 * RING_MARGIN, 2 * RING_MARGIN)
    edge = theme.PALETTE["white"]
    if piece.kind == "noble":
        pen.circle(canvas, RING_COLOUR, ring.center, ring.width // 2, width=RING_WIDTH)
        pen.circle(canvas, edge, ring.center, ring.width // 2 - RING_WIDTH, width=RING_EDGE)
    else:
        pen.rect(canvas, RING_COLOUR, ring, width=RING_WIDTH, border_radius=10)
        pen.rect(canvas, edge, ring.inflate(-2 * RING_WIDTH, -2 * RING_WIDTH), width=RING_EDGE, border_radius=4)
    return [ring.inflate(2, 2)]


def why_lines(words: str) -> list[str]:
    """A computer's reasons as the lines of the log's tooltip (scenes/board/explanations.py)."""
    return theme.wrap_text(words, tooltip.FONT_SIZE, WHY_WIDTH)


def panel_over_log(words: str, log: pygame.Rect, level_with: int, shown: LogView = LogView()) -> pygame.Rect:
    """Where the hint's panel lies over the game log drawn from `shown`: over as few of its rows as its words take at
    body size, not the log's whole height (see log_rows)."""
    lines = theme.wrap_text(words, WORD_SIZES[0], log.width - 2 * PANEL_PADDING)
    height = WORDS_TOP + text.lines_height(lines, WORD_SIZES[0]) + WORDS_BELOW
    return log_rows(log, -(-height // log_panel.LINE_HEIGHT), level_with, shown)


def log_rows(log: pygame.Rect, rows: int, level_with: int, shown: LogView = LogView()) -> pygame.Rect:
    """A panel over at least `rows` of the rows of the game log drawn from `shown`, over whole entries (a line
    wrapped over two rows is hidden whole or not at all; the title and the other lines stay in view), from as near
    the row level with `level_with` (the action area's top, where a move is made) as that lets it; the whole log
    when it has no more rows than that. Its rows begin `shown.room_above` pixels under the title (the rows the
    online board keeps free there)."""
    rows_top = log.y + log_panel.TITLE_HEIGHT + shown.room_above + 2
    room = (log.bottom - rows_top) // log_panel.LINE_HEIGHT
    if rows >= room:
        return pygame.Rect(log)
    level = min(max(0, -(-(level_with - rows_top) // log_panel.LINE_HEIGHT)), room - rows)
    bounds = entry_bounds(log, shown, room)
    spans = [(first, min(end for end in bounds if end >= first + rows)) for first in bounds if first + rows <= room]
    if not spans:
        return pygame.Rect(log)
    first, end = min(spans, key=lambda span: (abs(span[0] - level), span[0]))
    return pygame.Rect(log.x, rows_top + first * log_panel.LINE_HEIGHT, log.width, (end - first) * log_panel.LINE_HEIGHT)


def entry_bounds(log: pygame.Rect, shown: LogView, room: int) -> list[int]:
    """The rows (counted from the log's first) a panel over the log may begin or end at without hiding part of an
    entry: where each entry shown begins, every row under the last, and `room` (the log's end)."""
    rows_top = log.y + log_panel.TITLE_HEIGHT + shown.room_above + 2
    bounds, below_last = {room}, 0
    for line, (_x, y) in log_panel.placed_lines(log, shown):
        first = (y - rows_top) // log_panel.LINE_HEIGHT
        bounds.add(first)
        below_last = first + len(log_panel.line_rows(line, log.width - 24)[0])
    bounds.update(range(below_last, room))
    return sorted(bounds)


def draw_panel(canvas: pygame.Surface, words: str | None, over: pygame.Rect,
               title: str | None = None) -> list[pygame.Rect]:
    """The hint's words in a panel over `over` (the game log: the centre's rows are what a hint points at, and the
    action area is where it is followed), at body size on as many lines as they take; returns where it painted."""
    if not words:
        return []
    panel = pygame.Rect(over)
    if text_record.active is not None:  # the panel is opaque: the texts under it are hidden
        text_record.active.cover(panel)
    theme.draw_panel(canvas, panel, border=RING_COLOUR, radius=8, shadow=False)
    title = _("Hint") if title is None else title
    text.blit(canvas, title, (panel.x + PANEL_PADDING, panel.y + 6), TITLE_SIZE, RING_COLOUR, True)
    box = pygame.Rect(panel.x + PANEL_PADDING, panel.y + WORDS_TOP, panel.width - 2 * PANEL_PADDING,
                      panel.height - WORDS_TOP - WORDS_BELOW)
    text.blit_lines(canvas, words, box, WORD_SIZES)
    return [panel]
