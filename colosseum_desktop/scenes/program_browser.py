"""Every program 1-30 at a glance: cost, arena, the tokens it asks for against what a player holds, and
where the card is (for sale, held by someone, out of the game). The chosen program is shown as its card.
Choose with a click or Up/Down; Left/Right (or the player box) changes whose tokens are compared."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..i18n import N_, NC_, _, ngettext, pgettext
from ..i18n.card_names import program_name
from ..rules import game_data
from ..sprites import text
from ..sprites.program_card import card_height, draw_program_card
from ..sprites.theme import PALETTE, draw_panel, draw_seat_symbol
from .dialog import Dialog
from .widgets import Choice, is_left_press

PANEL = pygame.Rect(60, 40, 1480, 820)
LIST_RECT = pygame.Rect(84, 168, 900, 660)
ROW = 22
CARD_RECT = pygame.Rect(1010, 196, 500, 0)
COLUMNS = {"cost": 470, "arena": 540, "held": 660, "where": 690}  # x offsets in a row (right edges but "where")
WHERE_SIZES = (18, 17, 16, 15, 14)  # "where" shrinks to fit, then cuts its holder's name, never its words


def holder_words(player, number: int) -> Callable[[str], str]:
    """What the list says of a program a player holds, with their name (or a part of it) put in."""
    times = player.produced.count(number)
    return lambda name: _("{name}, staged {times}×", name=name, times=times) if times else name


def where_is(state, number: int) -> tuple[str, int | None]:
    """Where program `number` is now, in words, and the holder's seat if a player has it."""
    for player in state.players:
        if number in player.programs:
            return holder_words(player, number)(player.name), player.seat
    if number in state.program_supply:
        return _("for sale"), None
    return _("out of the game"), None


def arena_note(player, card) -> tuple[str, bool]:
    """Whether the compared player's arena is big enough for the card, in words, and that answer."""
    covers = len(player.arena)
    if covers >= card.arena:
        return ngettext("{name}'s arena ({n} square) is big enough for it",
                        "{name}'s arena ({n} squares) is big enough for it", covers, name=player.name), True
    return ngettext("{name}'s arena covers {n} square; this card needs {needed}",
                    "{name}'s arena covers {n} squares; this card needs {needed}", covers, name=player.name,
                    needed=card.arena), False


class ProgramBrowser(Dialog):
    PANEL = PANEL
    title = N_("Programs 1-30")

    def __init__(self, ctx, session, seat: int = 0, on_done=None, people=None) -> None:
        self.selected = 1
        super().__init__(ctx, session, seat, on_done, people)

    def header_seat(self) -> None:
        return None

    def header_text(self) -> str:
        return _(self.title)

    def rebuild(self) -> None:
        self.widgets.widgets.clear()
        names = [p.name for p in self.state.players]
        self.compare = self.widgets.add(Choice((CARD_RECT.x + 190, 108, 310, 46), names, self.seat,
                                               on_change=self._compare_with, text_size=24))

    def _compare_with(self, seat: int) -> None:
        self.seat = seat
        self.invalidate()

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        return [(n, pygame.Rect(LIST_RECT.x, LIST_RECT.y + (n - 1) * ROW, LIST_RECT.w, ROW - 1)) for n in range(1, 31)]

    def handle_input(self, event: pygame.event.Event) -> bool:
        if is_left_press(event):
            for number, rect in self.row_rects():
                if rect.collidepoint(event.pos):
                    self.selected = number
                    return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.selected = (self.selected - 1 + (1 if event.key == pygame.K_DOWN else -1)) % 30 + 1
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.widgets.focus is not self.compare:
                self.compare.select(self.compare.index + (1 if event.key == pygame.K_RIGHT else -1))
                return True
        return False

    def draw_body(self, canvas: pygame.Surface) -> None:
        player = self.state.player(self.seat)
        text.blit(canvas, _("Click a program or use Up/Down to see its card."), (LIST_RECT.x, 106), 22,
                  PALETTE["ink_soft"])
        text.blit(canvas, _("Compare with"), (CARD_RECT.x, 131), 24, bold=True, anchor="midleft")
        header_y = LIST_RECT.y - 26
        for label, key, anchor in ((NC_("program list column", "#  name"), None, "topleft"),
                                   (NC_("program list column", "cost"), "cost", "topright"),
                                   (NC_("program list column", "arena"), "arena", "topright"),
                                   (NC_("program list column", "tokens held"), "held", "topright"),
                                   (NC_("program list column", "where"), "where", "topleft")):
            x = LIST_RECT.x + (COLUMNS[key] if key else 8)
            text.blit(canvas, pgettext(*label), (x, header_y), 18, PALETTE["ink_soft"], bold=True, anchor=anchor)
        data = game_data()
        for number, rect in self.row_rects():
            card = data.program(number)
            if number == self.selected:
                draw_panel(canvas, rect, fill=PALETTE["gold_light"], border=PALETTE["gold"], radius=5, shadow=False)
            elif number % 2 == 0:
                pygame.draw.rect(canvas, PALETTE["marble_shadow"], rect)
            held = sum(min(player.count(t), need) for t, need in card.tokens.items())
            y = rect.centery
            text.blit(canvas, f"{number:>2}", (rect.x + 30, y), 18, bold=True, anchor="midright")
            text.blit(canvas, text.fit(program_name(number), 18, 370), (rect.x + 40, y), 18, anchor="midleft")
            cost = str(card.cost) if card.cost else pgettext("program cost", "start")
            text.blit(canvas, cost, (rect.x + COLUMNS["cost"], y), 18,
                      anchor="midright")
            arena_ok = len(player.arena) >= card.arena
            text.blit(canvas, str(card.arena), (rect.x + COLUMNS["arena"], y), 18,
                      PALETTE["ink"] if arena_ok else PALETTE["error"], anchor="midright")
            complete = held == card.required
            text.blit(canvas, f"{held}/{card.required}", (rect.x + COLUMNS["held"], y), 18,
                      PALETTE["olive"] if complete else PALETTE["ink"], bold=complete, anchor="midright")
            x = rect.x + COLUMNS["where"]
            where, holder = where_is(self.state, number)
            if holder is None:
                text.blit_fitted(canvas, where, (x, y), WHERE_SIZES, rect.right - x - 4, PALETTE["ink_soft"],
                                 anchor="midleft")
                continue
            draw_seat_symbol(canvas, holder, (x + 8, y), 7)
            x += 20
            holder_player = self.state.player(holder)
            size, where = text.fit_name_in(holder_words(holder_player, number), holder_player.name, WHERE_SIZES,
                                           rect.right - x - 4)
            text.blit(canvas, where, (x, y), size, anchor="midleft")
        card_rect = pygame.Rect(CARD_RECT.x, CARD_RECT.y, CARD_RECT.w, card_height(self.selected, CARD_RECT.w))
        draw_program_card(canvas, card_rect, self.selected, have=player.tokens,
                          produced=player.produced.count(self.selected) if self.selected in player.programs else 0)
        where, _holder = where_is(self.state, self.selected)
        text.blit(canvas, _("This card: {where}", where=where), (CARD_RECT.x, card_rect.bottom + 14), 22)
        note, fits = arena_note(player, data.program(self.selected))
        text.blit(canvas, note, (CARD_RECT.x, card_rect.bottom + 44), 20,
                  PALETTE["olive"] if fits else PALETTE["error"])
