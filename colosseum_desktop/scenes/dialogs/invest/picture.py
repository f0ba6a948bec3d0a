"""The invest dialog drawn from `(state, InvestView)` alone: the investor's holdings, the programs for sale
(what may not be bought greyed), the selected program's card with the engine's reason, and the other
investments with what each does or why not (R6)."""
from __future__ import annotations

from functools import partial

import pygame

from .model import CARD_W, CARD_X, CARD_Y, INVESTED_NOTE_BOX, LIST_BOX, SIDE_W, SIDE_X, InvestView, row_boxes
from ....i18n import NC_, _, ngettext, pgettext
from ....i18n.card_names import program_name, token_count
from ....rules import Token, game_data
from ....rules.state import GameState
from ....sprites import text
from ....sprites.program_card import card_height, draw_program_card
from ....sprites.theme import PALETTE, draw_panel, wrap_text
from ..frame_picture import draw_dialog

NOTE_SIZE, NOTE_LINES = 18, 2  # body text: 14.4 px in a 1280x720 window
SUMMARY_SIZES = (24, 22, 20, 18)  # the line of holdings shrinks for the longer languages
LIST_RECT = pygame.Rect(LIST_BOX)


def draw_invest(canvas: pygame.Surface, state: GameState, view: InvestView) -> None:
    draw_dialog(canvas, view.frame, partial(_draw_body, state=state, view=view))


def _draw_body(canvas: pygame.Surface, state: GameState, view: InvestView) -> None:
    player = state.player(view.frame.seat)
    credits = state.step.credits
    programs = ", ".join(f"#{n}" for n in sorted(player.programs))
    summary = "  ·  ".join((
        ngettext("{n} coin", "{n} coins", player.coins),
        ngettext("{n} investment left this turn", "{n} investments left this turn", credits),
        ngettext("{n} medal", "{n} medals", player.medals),
        token_count(Token.EXTRA_ACTION, player.count(Token.EXTRA_ACTION)),
        ngettext("arena {n} square", "arena {n} squares", len(player.arena)),
        _("programs {numbers}", numbers=programs)))
    left = 84
    panel = pygame.Rect(view.frame.panel)
    text.blit_fitted(canvas, summary, (left, 110), SUMMARY_SIZES, panel.right - 24 - left, bold=True)
    refusals = dict(view.refusals)
    _draw_supply(canvas, state, player, refusals, view.selected)
    under_buy = view.buy_box[1] + view.buy_box[3] + 8
    if view.selected is not None:
        rect = pygame.Rect(CARD_X, CARD_Y, CARD_W, card_height(view.selected, CARD_W))
        draw_program_card(canvas, rect, view.selected, have=player.tokens)
        reason = refusals.get(view.selected)
        if reason and not view.frame.message:
            _draw_lines(canvas, wrap_text(reason, 18, CARD_W)[:3], under_buy, 18, 22, bold=False)
    text.blit_fitted(canvas, _("Other investments"), (SIDE_X, 146), (22, 20, 18), SIDE_W, PALETTE["ink_soft"],
                     bold=True)
    if credits == 0:
        text.blit_lines(canvas, _("Investment made: pay for an extra one to invest again"),
                        pygame.Rect(INVESTED_NOTE_BOX), (NOTE_SIZE,), PALETTE["error"], bold=True)
    if view.frame.message:
        # Greyed choices carry their own reasons; a refusal that still happens (the game moved on under the
        # dialog) is wrapped under the card, the only column with room for it.
        _draw_lines(canvas, wrap_text(view.frame.message, 20, CARD_W, bold=True)[:4], under_buy, 20, 26, bold=True)
    for choice in view.side:
        if choice.reason is None or (credits == 0 and not choice.extra):
            # With the turn's investment made, the line under the heading says why for all of them.
            line = choice.effect
            colour = PALETTE["ink_soft"] if choice.reason is None else PALETTE["disabled"]
        else:
            line, colour = choice.reason, PALETTE["error"]
        x, y, _w, h = choice.box
        y += h + 4
        for note in note_lines(line):
            text.blit(canvas, note, (x + 4, y), NOTE_SIZE, colour)
            y += NOTE_SIZE + 3


def _draw_lines(canvas: pygame.Surface, lines: list[str], y: int, size: int, step: int, bold: bool) -> None:
    """A refusal under the card, in red."""
    for line in lines:
        text.blit(canvas, line, (CARD_X, y), size, PALETTE["error"], bold=bold)
        y += step


def _draw_supply(canvas: pygame.Surface, state: GameState, player, refusals: dict, selected: int | None) -> None:
    text.blit_fitted(canvas, _("Programs for sale (click or Up/Down)"), (LIST_RECT.x, LIST_RECT.y),
                     (22, 20, 18), LIST_RECT.w - 250, PALETTE["ink_soft"], bold=True)
    for column, right in ((NC_("program list column", "cost"), LIST_RECT.right - 190),
                          (NC_("program list column", "arena"), LIST_RECT.right - 140),
                          (NC_("program list column", "tokens held"), LIST_RECT.right - 8)):
        # Each heading over its own column, in the program browser's words.
        text.blit(canvas, pgettext(*column), (right, LIST_RECT.y + 4), 18, PALETTE["ink_soft"], anchor="topright")
    data = game_data()
    for number, box in row_boxes(state.program_supply):
        rect = pygame.Rect(box)
        card = data.program(number)
        allowed = refusals[number] is None
        if number == selected:
            draw_panel(canvas, rect, fill=PALETTE["gold_light"], border=PALETTE["gold"], radius=6, shadow=False)
        ink = PALETTE["ink"] if allowed else PALETTE["disabled"]
        held = sum(min(player.count(t), need) for t, need in card.tokens.items())
        text.blit(canvas, f"{number}", (rect.x + 30, rect.centery), 21, ink, bold=True, anchor="midright")
        text.blit_fitted(canvas, program_name(number), (rect.x + 42, rect.centery), (21, 20, 19, 18), 300,
                         ink, anchor="midleft")
        arena_ok = len(player.arena) >= card.arena
        text.blit(canvas, f"{card.cost}", (rect.right - 190, rect.centery), 21, ink, anchor="midright")
        text.blit(canvas, f"{card.arena}", (rect.right - 140, rect.centery), 21,
                  ink if arena_ok else PALETTE["error"], anchor="midright")
        text.blit(canvas, f"{held}/{card.required}", (rect.right - 14, rect.centery), 21, ink, anchor="midright")


def note_lines(note: str) -> list[str]:
    """What a choice does, or why it is refused, in at most two lines under its button (the engine's
    reasons are longer than one line: "Make the investment you have first; extra ones are bought after it")."""
    lines = wrap_text(note, NOTE_SIZE, SIDE_W - 8)
    if len(lines) > NOTE_LINES:
        lines = lines[:NOTE_LINES - 1] + [text.fit(" ".join(lines[NOTE_LINES - 1:]), NOTE_SIZE, SIDE_W - 8)]
    return lines
