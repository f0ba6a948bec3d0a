"""The program browser drawn from `(state, ProgramBrowserView)` alone: every program 1-30 with its cost, arena,
the tokens it asks for against what the compared player holds, and where the card is; the selected program
as its card, with whether the compared player's arena is big enough for it."""
from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from .model import CARD_BOX, COLUMNS, LIST_BOX, ProgramBrowserView, row_boxes
from ....i18n import NC_, _, ngettext, pgettext
from ....i18n.card_names import program_name
from ....rules import game_data
from ....rules.state import GameState
from ....sprites import pen, text
from ....sprites.program_card import card_height, draw_program_card
from ....sprites.theme import PALETTE, draw_panel, draw_seat_symbol
from ..frame_picture import draw_dialog

LIST_RECT = pygame.Rect(LIST_BOX)
CARD_RECT = pygame.Rect(CARD_BOX)
WHERE_SIZES = (18,)  # body text: "where" cuts its holder's name to fit, never its words
NOTE_SIZES = (20, 19, 18)  # the arena note under the card, likewise (not under body size)
NOTE_RIGHT = 1516  # the dialog's panel (60 + 1480) less its margin
HEADINGS = ((NC_("program list column", "#  name"), None, "topleft"),
            (NC_("program list column", "cost"), "cost", "topright"),
            (NC_("program list column", "arena"), "arena", "topright"),
            (NC_("program list column", "tokens held"), "held", "topright"),
            (NC_("program list column", "where"), "where", "topleft"))


def draw_program_browser(canvas: pygame.Surface, state: GameState, view: ProgramBrowserView) -> None:
    draw_dialog(canvas, view.frame, partial(_draw_body, state=state, view=view))


def holder_words(player, number: int) -> Callable[[str], str]:
    """What the list says of a program a player holds, with their name (or a part of it) put in."""
    times = player.produced.count(number)
    return lambda name: _("{name}, staged {times}×", name=name, times=times) if times else name


def where_is(state: GameState, number: int) -> tuple[str, int | None]:
    """Where program `number` is now, in words, and the holder's seat if a player has it."""
    for player in state.players:
        if number in player.programs:
            return holder_words(player, number)(player.name), player.seat
    if number in state.program_supply:
        return _("for sale"), None
    return _("out of the game"), None


def arena_note(player, card, name: str | None = None) -> tuple[str, bool]:
    """Whether the compared player's arena is big enough for the card, in words, and that answer; `name`: the
    player's name as shown (cut to fit), if not whole."""
    covers, name = len(player.arena), player.name if name is None else name
    if covers >= card.arena:
        return ngettext("{name}'s arena ({n} square) is big enough for it",
                        "{name}'s arena ({n} squares) is big enough for it", covers, name=name), True
    return ngettext("{name}'s arena covers {n} square; this card needs {needed}",
                    "{name}'s arena covers {n} squares; this card needs {needed}", covers, name=name,
                    needed=card.arena), False


def _draw_body(canvas: pygame.Surface, state: GameState, view: ProgramBrowserView) -> None:
    player = state.player(view.compared)
    text.blit(canvas, _("Click a program or use Up/Down to see its card."), (LIST_RECT.x, 106), 22,
              PALETTE["ink_soft"])
    text.blit(canvas, _("Compare with"), (CARD_RECT.x, 131), 24, bold=True, anchor="midleft")
    header_y = LIST_RECT.y - 26
    for label, key, anchor in HEADINGS:
        x = LIST_RECT.x + (COLUMNS[key] if key else 8)
        text.blit(canvas, pgettext(*label), (x, header_y), 18, PALETTE["ink_soft"], bold=True, anchor=anchor)
    for number, box in row_boxes():
        _draw_row(canvas, state, player, number, pygame.Rect(box), selected=number == view.selected)
    _draw_card(canvas, state, player, view.selected)


def _draw_row(canvas: pygame.Surface, state: GameState, player, number: int, rect: pygame.Rect,
              selected: bool) -> None:
    card = game_data().program(number)
    if selected:
        draw_panel(canvas, rect, fill=PALETTE["gold_light"], border=PALETTE["gold"], radius=5, shadow=False)
    elif number % 2 == 0:
        pen.rect(canvas, PALETTE["marble_shadow"], rect)
    held = sum(min(player.count(t), need) for t, need in card.tokens.items())
    y = rect.centery
    text.blit(canvas, f"{number:>2}", (rect.x + 30, y), 18, bold=True, anchor="midright")
    text.blit(canvas, text.fit(program_name(number), 18, 370), (rect.x + 40, y), 18, anchor="midleft")
    cost = str(card.cost) if card.cost else pgettext("program cost", "start")
    text.blit(canvas, cost, (rect.x + COLUMNS["cost"], y), 18, anchor="midright")
    arena_ok = len(player.arena) >= card.arena
    text.blit(canvas, str(card.arena), (rect.x + COLUMNS["arena"], y), 18,
              PALETTE["ink"] if arena_ok else PALETTE["error"], anchor="midright")
    complete = held == card.required
    text.blit(canvas, f"{held}/{card.required}", (rect.x + COLUMNS["held"], y), 18,
              PALETTE["olive"] if complete else PALETTE["ink"], bold=complete, anchor="midright")
    x = rect.x + COLUMNS["where"]
    where, holder = where_is(state, number)
    if holder is None:
        text.blit_fitted(canvas, where, (x, y), WHERE_SIZES, rect.right - x - 4, PALETTE["ink_soft"],
                         anchor="midleft")
        return
    draw_seat_symbol(canvas, holder, (x + 8, y), 7)
    x += 20
    holder_player = state.player(holder)
    size, where = text.fit_name_in(holder_words(holder_player, number), holder_player.name, WHERE_SIZES,
                                   rect.right - x - 4)
    text.blit(canvas, where, (x, y), size, anchor="midleft")


def _draw_card(canvas: pygame.Surface, state: GameState, player, selected: int) -> None:
    card_rect = pygame.Rect(CARD_RECT.x, CARD_RECT.y, CARD_RECT.w, card_height(selected, CARD_RECT.w))
    draw_program_card(canvas, card_rect, selected, have=player.tokens,
                      produced=player.produced.count(selected) if selected in player.programs else 0)
    where, _holder = where_is(state, selected)
    text.blit(canvas, _("This card: {where}", where=where), (CARD_RECT.x, card_rect.bottom + 14), 22)
    card = game_data().program(selected)
    fits = arena_note(player, card)[1]
    size, note = text.fit_name_in(lambda name: arena_note(player, card, name)[0], player.name, NOTE_SIZES,
                                  NOTE_RIGHT - CARD_RECT.x)
    text.blit(canvas, note, (CARD_RECT.x, card_rect.bottom + 44), size, PALETTE["olive"] if fits else PALETTE["error"])
