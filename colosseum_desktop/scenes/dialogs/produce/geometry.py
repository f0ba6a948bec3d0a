"""Where the produce dialog's parts sit on the canvas: the program list, the card and its slots, the
attendance preview, the token tray, the message. Its picture draws them there and its controller hit tests the
same places, both reading them from here (a controller never asks its picture where things are)."""
from __future__ import annotations

import pygame

from .draft_model import ProductionDraft
from ....sprites.program_card import SlotPlace, card_height, slot_places as card_slot_places
from ....sprites.token_grid import TokenPlace, token_grid

LIST_RECT = pygame.Rect(84, 112, 360, 740)
CARD_WIDTH = 380
CARD_MAX_HEIGHT = 470  # cards asking for many token types are drawn narrower to stay above the tray
CARD_TOPLEFT = (468, 112)
PREVIEW_RECT = pygame.Rect(870, 112, 646, 470)
TRAY_RECT = pygame.Rect(468, 600, 1048, 128)
MESSAGE_RECT = pygame.Rect(468, 738, 1048, 40)
MEDAL_BUTTONS_Y = PREVIEW_RECT.bottom - 64
ROW_HEIGHT = 66
TRAY_STEP = 66


def card_rect(program: int) -> pygame.Rect:
    width = CARD_WIDTH
    while card_height(program, width) > CARD_MAX_HEIGHT:
        width -= 10
    return pygame.Rect(CARD_TOPLEFT, (width, card_height(program, width)))


def slot_places(draft: ProductionDraft | None) -> list[SlotPlace]:
    return card_slot_places(card_rect(draft.program), draft.program, draft.slots()) if draft else []


def slot_at(places: list[SlotPlace], pos) -> SlotPlace | None:
    return next((p for p in places if p.rect.inflate(6, 6).collidepoint(pos)), None)


def row_rects(programs) -> list[tuple[int, pygame.Rect]]:
    step = min(ROW_HEIGHT, (LIST_RECT.h - 34) // max(1, len(programs)))  # a long list packs closer
    return [(n, pygame.Rect(LIST_RECT.x, LIST_RECT.y + 34 + i * step, LIST_RECT.w, step - 6))
            for i, n in enumerate(programs)]


def tray_places(draft: ProductionDraft | None) -> list[TokenPlace]:
    tray = draft.tray() if draft else []
    return token_grid(TRAY_RECT.inflate(-24, 0).move(0, 44), tray, step=TRAY_STEP)
