"""Where the trade table's parts sit on the canvas: each side's tray and half of the table, the piles of
tokens in them, the message. Its picture draws them there and its controller hit tests the same places, both
reading them from here (a controller never asks its picture where things are). The partner buttons' boxes
are plain values in scenes/dialogs/trade/model.py."""
from __future__ import annotations

import pygame

from .... import rules
from .draft_model import PARTNER, TRADER, TableDraft, TradeDraft
from .model import TABLE_BOXES, TRAY_BOXES
from ....sprites.token_grid import TokenPlace, token_grid

TRAY = {side: pygame.Rect(box) for side, box in TRAY_BOXES.items()}
TABLE = {side: pygame.Rect(box) for side, box in TABLE_BOXES.items()}
MESSAGE_RECT = pygame.Rect(84, 632, 1432, 40)
PILE_TOP = 48  # room for the box's caption
COINS_LABEL_X = 284  # into a table side: the coin controls (trade_dialog) end before, the word "coins" starts


def shown_draft(state: rules.GameState, table: TableDraft) -> TradeDraft:
    """What lies on the table: the offer the partner is asked about, or the one being laid out (`table`)."""
    offer = state.step.offer
    return TradeDraft(state, table if offer is None else TableDraft.of_offer(offer))


def piles(state: rules.GameState, table: TableDraft) -> dict[tuple[str, bool], list[TokenPlace]]:
    """(side, on_table) -> token places: the two trays and the two halves of the table."""
    shown = shown_draft(state, table)
    out = {}
    for side in (TRADER, PARTNER):
        out[(side, False)] = token_grid(_pile_rect(TRAY[side]), shown.in_tray(side))
        out[(side, True)] = token_grid(_pile_rect(TABLE[side]), shown.on_table(side))
    return out


def _pile_rect(box: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(box.x + 6, box.y + PILE_TOP, box.w - 12, box.h - PILE_TOP - 72)
