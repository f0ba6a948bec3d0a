"""Every program 1-30 at a glance: cost, arena, the tokens it asks for against what a player holds, and
where the card is (for sale, held by someone, out of the game). The chosen program is shown as its card.
Choose with a click or Up/Down; Left/Right (or the player box) changes whose tokens are compared.

The browser is the controller: its input becomes a new `ProgramBrowserView` (`view`), and
`draw_program_browser` (program_browser_picture.py) draws `(state, view)`."""
from __future__ import annotations

import pygame

from .model import CARD_BOX, COMPARE_BOX, PANEL, ProgramBrowserView, row_boxes, stepped
from ....i18n import N_, _
from ....sprites.program_card import card_height
from ..dialog import Dialog
from ..tooltips import program_piece_at
from .picture import draw_program_browser
from ...widgets import Choice, is_left_press


class ProgramBrowser(Dialog):
    serves_a_decision = False  # a reference to read: no hint
    PANEL = pygame.Rect(PANEL)
    title = N_("Programs 1-30")

    def __init__(self, ctx, session, seat: int = 0, on_done=None, people=None) -> None:
        """seat: the player compared with at first (the browser decides nothing for anyone)."""
        self.selected = 1
        super().__init__(ctx, session, seat, on_done, people)

    def header_seat(self) -> None:
        return None

    def header_text(self) -> str:
        return _(self.title)

    def rebuild(self) -> None:
        self.widgets.widgets.clear()
        names = [p.name for p in self.state.players]
        self.compare = self.widgets.add(Choice(COMPARE_BOX, names, self.seat, on_change=self._compare_with,
                                               text_size=24))

    def _compare_with(self, seat: int) -> None:
        self.seat = seat
        self.invalidate()

    # -- input --------------------------------------------------------------------------------------
    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        return [(number, pygame.Rect(box)) for number, box in row_boxes()]

    def piece_under(self, pos):
        """A program of the list, or a token row of the card shown, compared with the chosen player's holdings."""
        card = pygame.Rect(CARD_BOX[0], CARD_BOX[1], CARD_BOX[2], card_height(self.selected, CARD_BOX[2]))
        piece = program_piece_at(self.row_rects(), card, self.selected, pos)
        return None if piece is None else (piece, self.seat)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if is_left_press(event):
            for number, rect in self.row_rects():
                if rect.collidepoint(event.pos):
                    self.selected = number
                    return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.selected = stepped(self.selected, 1 if event.key == pygame.K_DOWN else -1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.widgets.focus is not self.compare:
                self.compare.select(self.compare.index + (1 if event.key == pygame.K_RIGHT else -1))
                return True
        return False

    # -- what the browser shows ---------------------------------------------------------------------
    def view(self) -> ProgramBrowserView:
        return ProgramBrowserView(self.frame(), self.selected, self.seat)

    def draw(self, canvas: pygame.Surface) -> None:
        draw_program_browser(canvas, self.state, self.view())
