"""What the Online screens that list rows from a server share (My online games, the Lobby): one errand at a time
on a worker thread, a line under the list that says what happened, and rows shown ROWS at a time in a panel,
scrolled with the mouse wheel, Page Up and Page Down."""
from __future__ import annotations

import pygame

from ...i18n import _
from ...online import keyring
from ...online.lobby_calls import LobbyProblem
from ...sprites import pen, theme
from ...sprites.theme import PALETTE
from .errand import Errand
from ..widget_scene import WidgetScene

PANEL = pygame.Rect(170, 236, 1260, 500)
ROW_TOP, ROW_HEIGHT, ROWS = 250, 80, 6
MESSAGE_SIZES = (24, 22, 20, 18, 16)
STATUS_SIZES = (20, 19, 18)


class RowsFromAServer(WidgetScene):
    """A screen listing `rows()` in the panel; `_build()` makes its widgets again (after an errand, a scroll)."""

    def __init__(self) -> None:
        super().__init__()
        self.first = 0  # the first row shown
        self.errand: Errand | None = None
        self._errand_done = None  # what to do with the errand's result
        self._message, self._error = "", False  # what the line under the list says; whether it is a problem

    def rows(self) -> list:
        raise NotImplementedError

    def _build(self) -> None:
        raise NotImplementedError

    def say(self, message: str, error: bool = False) -> None:
        self._message, self._error = message, error
        self.message.colour = PALETTE["error"] if error else PALETTE["ink"]
        self.message.show_shrunk(message, MESSAGE_SIZES)
        self.invalidate()

    def run(self, done, work, *args) -> None:
        """Start `work(*args)` on a worker; `done(result)` once it is back. One errand at a time."""
        self.errand, self._errand_done = Errand(work, *args), done
        self._build()

    def errand_out(self) -> bool:
        """Whether an errand is still out (its result, once back, handed to its `done`, or its problem said)."""
        if self.errand is None:
            return False
        if self.errand.done:
            errand, done, self.errand = self.errand, self._errand_done, None
            try:
                result = errand.finish()
            except (LobbyProblem, keyring.SeatsNotKept) as problem:
                self._build()
                self.say(str(problem), error=True)
                return True
            done(result)
            self._build()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_PAGEUP, pygame.K_PAGEDOWN)):
            step = -getattr(event, "y", 0) if event.type == pygame.MOUSEWHEEL else (
                -ROWS if event.key == pygame.K_PAGEUP else ROWS)
            first = max(0, min(self.first + step, len(self.rows()) - ROWS))
            if first != self.first:
                self.first = first
                self._build()
            return True
        return super().handle_event(event)

    def draw_rows(self, canvas: pygame.Surface, draw_row, more: bool = False) -> None:
        """The panel; "asking" while the first answer is awaited; `draw_row(canvas, row, y)` for each row shown,
        with a line between; which rows are shown when there are more (or `more` come on the server)."""
        theme.draw_panel(canvas, PANEL)
        rows = self.rows()
        if self.errand is not None and not rows:
            theme.blit_text(canvas, _("Asking the server…"), PANEL.center, 26, PALETTE["ink_soft"], italic=True,
                            anchor="center")
        for index, row in enumerate(rows[self.first:self.first + ROWS]):
            y = ROW_TOP + index * ROW_HEIGHT
            if index:
                pen.line(canvas, PALETTE["marble_shadow"], (PANEL.x + 16, y), (PANEL.right - 16, y), 2)
            draw_row(canvas, index, row, y)
        if len(rows) > ROWS or more:
            shown = _("Games {first}-{last} of {count} (mouse wheel, Page Up, Page Down)",
                      first=self.first + 1, last=min(len(rows), self.first + ROWS), count=len(rows))
            theme.blit_text(canvas, shown, (PANEL.right, PANEL.y - 4), 18, PALETTE["ink_soft"], italic=True,
                            anchor="bottomright")
