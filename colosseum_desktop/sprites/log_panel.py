"""The game log beside the board: one sentence per event in the acting player's colour, newest at the
bottom, scrollable with the wheel (scrolling back stops the panel following new lines)."""
from __future__ import annotations

import pygame

from ..board.view import LogView
from ..game_log import LogLine
from . import text, theme

LINE_HEIGHT = 20
FONT_SIZE = 16
TITLE_HEIGHT = 26


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

    @property
    def visible_count(self) -> int:
        return max(1, (self.rect.height - TITLE_HEIGHT - 8) // LINE_HEIGHT)

    def add(self, lines: list[LogLine]) -> None:
        self.lines.extend(lines)
        if self.scroll:
            self.scroll += len(lines)  # keep the lines the reader is looking at in place

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

    def view(self) -> LogView:
        return LogView(tuple(self.shown()), self.scroll)


def draw_log(surface: pygame.Surface, rect: pygame.Rect, log: LogView) -> None:
    theme.draw_panel(surface, rect, radius=10, shadow=False)
    title = "Game log" + (f"  (scrolled back {log.scroll}; wheel down to follow)" if log.scroll else "")
    text.blit(surface, title, (rect.x + 12, rect.y + 5), 17, theme.PALETTE["ink"], True)
    y = rect.y + TITLE_HEIGHT + 2
    width = rect.width - 24
    for line in log.shown:
        text.blit(surface, text.fit(line.text, FONT_SIZE, width, line.seat is not None), (rect.x + 12, y),
                  FONT_SIZE, line_colour(line.seat), bold=line.seat is not None)
        y += LINE_HEIGHT
