"""The ceremony dialog drawn from `(state, CeremonyView)` alone: the podium's winner, the question (a discard,
or the type to ask the winner for), and the tokens to choose from, numbered, with what each does (R11)."""
from __future__ import annotations

from functools import partial

import pygame

from .model import PANEL, CeremonyView
from ....i18n import _
from ....i18n.card_names import token_name
from ....rules.state import GameState
from ....sprites import text
from ....sprites.theme import PALETTE, draw_seat_symbol, wrap_text
from ....sprites.tokens import draw_token
from .geometry import CHOICE_RADIUS
from ..frame_picture import draw_dialog

PANEL_RECT = pygame.Rect(PANEL)


def draw_ceremony(canvas: pygame.Surface, state: GameState, view: CeremonyView) -> None:
    draw_dialog(canvas, view.frame, partial(_draw_body, state=state, view=view))


def _draw_body(canvas: pygame.Surface, state: GameState, view: CeremonyView) -> None:
    step = state.step
    discarding = bool(step.to_discard)
    winner = state.player(step.podium_winner)
    y = PANEL_RECT.y + 80
    draw_seat_symbol(canvas, winner.seat, (PANEL_RECT.x + 52, y + 14), 12)
    text.blit(canvas, _("{name} wins this round's podium (record {record}).", name=winner.name,
                        record=winner.record), (PANEL_RECT.x + 74, y), 24, bold=True)
    if discarding:
        ask = _("Discard one of the tokens you used in your last event, this round's or an earlier one. It "
                "leaves the game. Click it, or press its number.")
    else:
        giver = state.player(step.donation_from)
        ask = _("You have the lowest record: name a normal token type {giver} holds, and {giver} gives you one. "
                "Click it, or press its number. Under each: how many {giver} holds.", giver=giver.name)
    for i, line in enumerate(wrap_text(ask, 24, PANEL_RECT.w - 80)):
        text.blit(canvas, line, (PANEL_RECT.x + 40, y + 48 + i * 32), 24)
    if discarding and len(step.to_discard) > 1:
        after = ", ".join(state.player(s).name for s in step.to_discard[1:])
        text.blit(canvas, _("Next to discard: {names}", names=after), (PANEL_RECT.x + 40, y + 124), 20,
                  PALETTE["ink_soft"], italic=True)
    for i, choice in enumerate(view.choices):
        cx, cy = choice.center
        draw_token(canvas, choice.token, choice.center, CHOICE_RADIUS)
        text.blit(canvas, str(i + 1), (cx, cy - CHOICE_RADIUS - 8), 20, PALETTE["ink_soft"], bold=True,
                  anchor="midbottom")
        text.blit(canvas, token_name(choice.token), (cx, cy + CHOICE_RADIUS + 6), 20, anchor="midtop")
        text.blit(canvas, choice.note, (cx, cy + CHOICE_RADIUS + 32), 18, PALETTE["ink_soft"], anchor="midtop")
        if choice.award is not None:
            note, good = choice.award
            text.blit(canvas, note, (cx, cy + CHOICE_RADIUS + 53), 18, PALETTE["olive" if good else "error"],
                      bold=True, anchor="midtop")
