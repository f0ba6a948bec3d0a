"""A program for sale as a playing card lying on the table: a shadow under it, a marble face with a bronze rim, and a
band along its top where its number, arena and price are printed; gold, thicker rim, when it can be taken. Painted
into the tile's kept picture (program_tile.py): a board repaint costs one blit per tile. A program held is a small
card of the same kind; a sold one leaves its place sunk into the table."""
from __future__ import annotations

import pygame

from . import materials, pen, theme

RADIUS = 6
SHADOW = 1  # the card's shadow falls this far right and down, inside the tile's place
BAND = 17  # the printed band along the top: the figures' row, clear of the name under it
BAND_COLOUR = (232, 222, 200)  # a shade of the marble, a parchment tone: not any token's colour


def face(rect: pygame.Rect) -> pygame.Rect:
    """Where the card itself lies in its tile's place: its shadow takes the rest."""
    return pygame.Rect(rect.x, rect.y, rect.w - SHADOW, rect.h - SHADOW)


def draw(surface: pygame.Surface, rect: pygame.Rect, lit: bool) -> None:
    card = face(rect)
    pen.rect(surface, (0, 0, 0, 60), card.move(SHADOW, SHADOW), border_radius=RADIUS)
    pen.blit_within(surface, materials.marble_slab(card.size, theme.PALETTE["marble"], RADIUS), card)
    bronze = theme.PALETTE["bronze"]
    band = pygame.Rect(card.x + 2, card.y + 2, card.w - 4, BAND - 2)
    pen.rect(surface, BAND_COLOUR, band, border_top_left_radius=RADIUS - 2, border_top_right_radius=RADIUS - 2)
    rule = materials.mixed(bronze, theme.PALETTE["marble"], 0.35)
    pen.line(surface, rule, (band.x + 1, band.bottom), (band.right - 2, band.bottom), 1)
    pen.rect(surface, theme.PALETTE["gold"] if lit else bronze, card, width=3 if lit else 1, border_radius=RADIUS)


def draw_held(surface: pygame.Surface, rect: pygame.Rect, number_width: int, produced: bool) -> None:
    """A program in a player's hand as a small card: its shadow inside the place, white (gold once produced), a
    darker band behind its number (what shows of a card the next one overlaps), a bronze rim."""
    card = pygame.Rect(rect.x, rect.y, rect.w - 1, rect.h - 1)
    pen.rect(surface, (0, 0, 0, 60), card.move(1, 1), border_radius=4)
    face_colour = theme.PALETTE["gold_light"] if produced else theme.PALETTE["white"]
    pen.rect(surface, face_colour, card, border_radius=4)
    band = pygame.Rect(card.x, card.y, min(card.w, number_width), card.h)
    band_colour = materials.mixed(face_colour, theme.PALETTE["gold"], 0.4) if produced else BAND_COLOUR
    pen.rect(surface, band_colour, band, border_top_left_radius=4, border_bottom_left_radius=4)
    pen.rect(surface, theme.PALETTE["bronze"], card, width=2 if produced else 1, border_radius=4)


def draw_sold(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Where a sold program lay: its place sunk into the table, shaded along its top and left edges."""
    sand = theme.PALETTE["sand_dark"]
    pen.rect(surface, sand, rect, border_radius=RADIUS)
    shade = materials.mixed(sand, theme.PALETTE["ink"], 0.22)
    light = materials.mixed(sand, (255, 255, 255), 0.25)
    surface.fill(shade, (rect.x + RADIUS, rect.y, rect.w - 2 * RADIUS, 2))
    surface.fill(shade, (rect.x, rect.y + RADIUS, 2, rect.h - 2 * RADIUS))
    surface.fill(light, (rect.x + RADIUS, rect.bottom - 1, rect.w - 2 * RADIUS, 1))
    surface.fill(light, (rect.right - 1, rect.y + RADIUS, 1, rect.h - 2 * RADIUS))
