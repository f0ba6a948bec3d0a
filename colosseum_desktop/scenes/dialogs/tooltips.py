"""Tooltips in the dialogs: a token or a program under the pointer is said as the board says it (sprites/tooltip.py),
in the player's language. Each dialog finds the piece under the pointer (`Dialog.piece_under`); this turns it
into the frame's `TooltipLook`, and finds the token rows of a program card drawn in a dialog."""
from __future__ import annotations

import pygame

from .frame_model import TooltipLook
from ...rules import Token, game_data
from ...rules.pieces import Piece
from ...rules.state import GameState
from ...sprites import program_card, tooltip
from ...sprites.token_grid import RADIUS, TokenPlace


def tooltip_look(state: GameState, piece: Piece | None, seat: int | None, pos) -> TooltipLook | None:
    """The tooltip of `piece` at the pointer, its holdings compared with `seat`'s (None: nobody's)."""
    lines = tooltip.describe(state, piece, seat)
    if not lines:
        return None
    return TooltipLook(tuple(lines), tuple(tooltip.pictures(state, piece)), (int(pos[0]), int(pos[1])))


def token_piece(token: Token | str) -> Piece:
    return Piece("token", token=Token(token))


def place_piece(places: list[TokenPlace], pos, radius: int = RADIUS) -> Piece | None:
    """The token of a pile (a tray, a table side, the choices) under the pointer, shown or not (a count of 0)."""
    place = next((place for place in places if place.hit(pos, radius)), None)
    return token_piece(place.token) if place is not None else None


def row_at(rows, pos) -> int | None:
    """The program of a list's row under the pointer: rows are (number, rect)."""
    return next((number for number, rect in rows if pygame.Rect(rect).collidepoint(pos)), None)


def program_piece_at(rows, card: pygame.Rect | None, number: int | None, pos) -> Piece | None:
    """A program of the list under the pointer, or a token row of the card shown (program `number` in `card`)."""
    listed = row_at(rows, pos)
    if listed is not None:
        return Piece("program", listed)
    token = card_token_at(card, number, pos) if number is not None else None
    return token_piece(token) if token is not None else None


def card_token_at(rect: pygame.Rect, number: int, pos) -> Token | None:
    """The token type of the row of program `number`'s card, drawn in `rect`, under the pointer: its picture,
    name, slots and count all say that type."""
    rect = pygame.Rect(rect)
    if not rect.collidepoint(pos):
        return None
    scale = rect.w / program_card.BASE_WIDTH
    top = rect.y + (program_card.HEADER + program_card.SUBLINE + program_card.MARGIN) * scale
    row = int((pos[1] - top) // (program_card.ROW * scale)) if pos[1] >= top else -1
    types = list(game_data().program(number).tokens)
    return types[row] if 0 <= row < len(types) else None
