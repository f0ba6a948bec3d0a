"""The game log beside the board: one sentence per event in the acting player's colour, newest at the
bottom, scrollable with the wheel (scrolling back stops the panel following new lines). The tokens a line
names follow its words as small pictures, one per type with a count where a type repeats."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..scenes.board.model import LogView
from ..game_log import LogLine, Pieces
from ..i18n import _, ngettext
from ..rules.data import Token
from . import pen, text, text_record, theme, tokens
from .clip import inside
from .extent import extent

LINE_HEIGHT = 22
FONT_SIZE = 18  # body text: 14 px in a 1280x720 window
TITLE_HEIGHT = 26
PIECE_RADIUS = 12  # a token's picture: 19 px in a 1280x720 window
PIECE_GAP = 3
TRADE_JOIN = "↔"  # between what a trade offers and what it asks


def line_colour(seat: int | None) -> tuple[int, int, int]:
    if seat is None:
        return theme.PALETTE["ink_soft"]
    r, g, b = theme.SEAT_STYLES[seat].colour
    # Seat colours darkened to read as text on marble: light ones (the yellow) much more.
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    factor = 0.72 if luminance < 120 else 0.55
    return (int(r * factor), int(g * factor), int(b * factor))


class LogPanel:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.lines: list[LogLine] = []
        self.scroll = 0  # lines hidden below the view; 0 follows the newest
        self.room_above = 0  # pixels kept free under the title, for what a board draws there (LogView.room_above)
        # Where each stretch of lines came from: a way to word them again in another language, or None (words
        # given as they are). One entry per `add`/`add_worded`, in order.
        self._sources: list[tuple[Callable[[], list[LogLine]] | None, int]] = []

    @property
    def visible_count(self) -> int:
        return max(1, (self.rect.height - TITLE_HEIGHT - self.room_above - 8) // LINE_HEIGHT)

    def add(self, lines: list[LogLine]) -> None:
        """Lines worded once, kept as they are whatever the language later."""
        self._append(lines, None)

    def add_worded(self, word: Callable[[], list[LogLine]]) -> None:
        """Lines worded by `word` now, and again by it when the language changes (see `reword`)."""
        self._append(word(), word)

    def add_worded_first(self, word: Callable[[], list[LogLine]]) -> None:
        """Lines that come before every line shown (moves made before the log was opened), worded as add_worded's;
        the view stays on the lines it shows."""
        lines = word()
        self.lines[:0] = lines
        self._sources.insert(0, (word, len(lines)))

    def _append(self, lines: list[LogLine], word: Callable[[], list[LogLine]] | None) -> None:
        self.lines.extend(lines)
        self._sources.append((word, len(lines)))
        if self.scroll:
            self.scroll += len(lines)  # keep the lines the reader is looking at in place

    def reword(self) -> None:
        """Every line that can be worded again, in the language of the moment; the view stays where it was."""
        lines: list[LogLine] = []
        start = 0  # where the stretch begins in the lines as worded before
        for index, (word, count) in enumerate(self._sources):
            stretch = self.lines[start:start + count] if word is None else word()
            start += count
            self._sources[index] = (word, len(stretch))
            lines += stretch
        self.lines = lines
        self.scroll_by(0)

    def scroll_by(self, lines: int) -> None:
        most = max(0, len(self.lines) - self.visible_count)
        self.scroll = max(0, min(most, self.scroll + lines))

    def handle_wheel(self, event: pygame.event.Event, pos) -> bool:
        if event.type == pygame.MOUSEWHEEL and pos is not None and self.rect.collidepoint(pos):
            self.scroll_by(event.y * 3)
            return True
        return False

    def shown(self) -> list[LogLine]:
        end = len(self.lines) - self.scroll
        return self.lines[max(0, end - self.visible_count):end]

    def line_at(self, pos) -> LogLine | None:
        """The line shown under a point of the canvas (as draw_log lays them out), if any."""
        x, y = pos
        if not self.rect.collidepoint(x, y):
            return None
        index = (y - self.rect.y - TITLE_HEIGHT - self.room_above - 2) // LINE_HEIGHT
        shown = self.shown()
        return shown[index] if 0 <= index < len(shown) else None

    def view(self) -> LogView:
        return LogView(tuple(self.shown()), self.scroll, self.room_above)


Item = tuple[Token | None, str]  # a picture (or none) and the words after it


def piece_items(groups: tuple[Pieces, ...]) -> list[Item]:
    """What follows a line's words, left to right: (token, "×count" where the type repeats, else "") per type
    of a group, in the order the group names them; (None, TRADE_JOIN) between two groups, even when one is empty
    (a trade paid in coins only: the words say the coins)."""
    items: list[Item] = []
    if not any(groups):
        return items
    for index, group in enumerate(groups):
        if index:
            items.append((None, TRADE_JOIN))
        counts = {token: group.count(token) for token in group}  # dicts keep the order first named
        items.extend((Token(token), f"×{n}" if n > 1 else "") for token, n in counts.items())
    return items


def _item_width(item: Item, bold: bool) -> int:
    token, label = item
    words = text.width_of(label, FONT_SIZE, bold) + PIECE_GAP if label else 0
    return (2 * PIECE_RADIUS if token is not None else 0) + PIECE_GAP + words


def pieces_that_fit(groups: tuple[Pieces, ...], room: int, bold: bool) -> tuple[list[Item], int]:
    """The items of `piece_items` that fit `room` pixels (an ellipsis after them if some do not) and their
    width."""
    items = piece_items(groups)
    cut = (None, text.ELLIPSIS)
    shown, used = [], 0
    for number, item in enumerate(items):
        width = _item_width(item, bold)
        if used + width + (_item_width(cut, bold) if number < len(items) - 1 else 0) > room:
            return shown + [cut], used + _item_width(cut, bold)
        shown.append(item)
        used += width
    return shown, used


def draw_pieces(surface: pygame.Surface, shown: list[Item], left: int, middle: int, colour, bold: bool) -> None:
    x = left
    for token, label in shown:
        if token is not None:
            tokens.draw_token(surface, token, (x + PIECE_RADIUS, middle), PIECE_RADIUS)
            x += 2 * PIECE_RADIUS
        x += PIECE_GAP
        if label:
            x = text.blit(surface, label, (x, middle), FONT_SIZE, colour, bold, anchor="midleft").right + PIECE_GAP


def line_rows(line: LogLine, width: int) -> tuple[list[str], list[Item]]:
    """The line's words as the rows they take at FONT_SIZE (two where a long sentence needs them), leaving the
    last row room for its pieces' pictures (at most half the width), and those pictures. Worked out once per
    line: the log is repainted after every move."""
    rows, shown = _line_rows(line, width)
    return list(rows), list(shown)


@pen.cached(maxsize=1024)  # a line's words are in one language: a new language words new lines
def _line_rows(line: LogLine, width: int) -> tuple[tuple[str, ...], tuple[Item, ...]]:
    bold = line.seat is not None
    shown, pictures = pieces_that_fit(line.pieces, width // 2, bold) if line.pieces else ([], 0)
    rows = theme.wrap_text(line.text, FONT_SIZE, width, bold)
    if shown and text.width_of(rows[-1], FONT_SIZE, bold) + PIECE_GAP + pictures > width:
        rows = rows[:-1] + theme.wrap_text(rows[-1], FONT_SIZE, width - pictures - PIECE_GAP, bold)
    return tuple(rows), tuple(shown)


def draw_line(surface: pygame.Surface, line: LogLine, topleft, width: int) -> int:
    """The line's words on as many rows as they take, the pictures after the last; returns where it ends below."""
    bold = line.seat is not None
    colour = line_colour(line.seat)
    rows, shown = line_rows(line, width)
    x, y = topleft
    for row in rows:
        words = text.blit(surface, row, (x, y), FONT_SIZE, colour, bold=bold)
        y += LINE_HEIGHT
    if shown:  # in the middle of the last row, kept to it: a picture is a little taller than a row, and showed a
        # sliver out of it over a hint's panel laid over the rows next to it (issue 33)
        with inside(surface, (words.right, y - LINE_HEIGHT, width, LINE_HEIGHT)):
            draw_pieces(surface, shown, words.right + PIECE_GAP, y - LINE_HEIGHT + LINE_HEIGHT // 2, colour, bold)
    return y


def draw_log(surface: pygame.Surface, rect: pygame.Rect, log: LogView) -> None:
    draw_tablet(surface, rect)
    draw_lines(surface, rect, log)


def draw_tablet(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The log's marble before any line is written on it (the board keeps it as a picture)."""
    theme.draw_panel(surface, rect, radius=10, shadow=False)


def draw_lines(surface: pygame.Surface, rect: pygame.Rect, log: LogView) -> None:
    """The title, and the newest lines at the bottom, each on the rows it takes; the oldest shown give way when rows
    run out. Under a clip smaller than the panel (a few rows repainted) only what reaches into the clip is drawn."""
    clip = surface.get_clip()
    whole = text_record.active is not None or clip.contains(rect)  # a text record sees every line drawn
    if whole or clip.colliderect(_title_extent(rect, log.scroll)):
        _draw_title(surface, rect, log.scroll)
    for line, topleft in placed_lines(rect, log):
        if whole or clip.colliderect(_line_extent(line, rect.width - 24).move(topleft)):
            draw_line(surface, line, topleft, rect.width - 24)


def _draw_title(surface: pygame.Surface, rect: pygame.Rect, scroll: int) -> None:
    title = (ngettext("Game log  (scrolled back {n} line; wheel down to follow)",
                      "Game log  (scrolled back {n} lines; wheel down to follow)", scroll)
             if scroll else _("Game log"))
    text.blit_fitted(surface, title, (rect.x + 12, rect.y + 5), (18, 17, 16, 15), rect.width - 24,
                     theme.PALETTE["ink"], True)


def placed_lines(rect: pygame.Rect, log: LogView) -> list[tuple[LogLine, tuple[int, int]]]:
    """The lines drawn and the top left corner of each: the newest at the bottom, the oldest shown left out when
    rows run out."""
    top = rect.y + TITLE_HEIGHT + log.room_above + 2
    rows_left = (rect.bottom - 6 - top) // LINE_HEIGHT
    fitting: list[tuple[LogLine, int]] = []
    for line in reversed(log.shown):
        rows = len(line_rows(line, rect.width - 24)[0])
        if rows > rows_left:
            break
        fitting.append((line, rows))
        rows_left -= rows
    placed, y = [], top
    for line, rows in reversed(fitting):
        placed.append((line, (rect.x + 12, y)))
        y += rows * LINE_HEIGHT
    return placed


def changed_places(rect: pygame.Rect, before: LogView, after: LogView) -> list[pygame.Rect] | None:
    """Where the log drawn from `after` differs from the log drawn from `before`: the pixels of every line drawn in
    one and not at the same place in the other (after a move all of them, one row higher), and of the title if it
    changed; None (the whole panel) while a text record is open, which must see every line drawn."""
    if text_record.active is not None:
        return None
    was, now = set(placed_lines(rect, before)), set(placed_lines(rect, after))
    width = rect.width - 24
    places = [_line_extent(line, width).move(topleft) for line, topleft in was ^ now]
    if before.scroll != after.scroll:
        places += [_title_extent(rect, before.scroll), _title_extent(rect, after.scroll)]
    return [inside for inside in (place.clip(rect) for place in places) if inside.w and inside.h]


@pen.cached(maxsize=1024)
def _line_extent(line: LogLine, width: int) -> pygame.Rect:
    """The canvas pixels `draw_line` paints for `line` drawn at (0, 0) (a margin round them), measured as drawn;
    shifted by whole canvas pixels where the line lies."""
    return extent(lambda surface: draw_line(surface, line, (0, 0), width))


def _title_extent(rect: pygame.Rect, scroll: int) -> pygame.Rect:
    return extent(lambda surface: _draw_title(surface, rect, scroll))
