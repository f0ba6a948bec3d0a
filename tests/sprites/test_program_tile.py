"""Program tiles speak: each shows its short name, and its needs as the very token pictures, inside the tile."""
import pygame
import pytest

from colosseum_desktop.rules.data import NORMAL_TOKENS, game_data
from colosseum_desktop.board import layout
from colosseum_desktop.sprites import program_tile, theme

SALE = [p.number for p in game_data().programs if p.cost > 0]
ALL = [p.number for p in game_data().programs]


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    data = pygame.image.tobytes(surface.subsurface(rect), "RGB")
    return {tuple(data[i:i + 3]) for i in range(0, len(data), 3)}


def test_a_short_name_is_the_whole_name_when_it_fits_and_drops_a_leading_article_when_not():
    assert program_tile.short_name(21, 11, 400) == "The Dialogues of Pluto"
    short = program_tile.short_name(21, 11, 60)
    assert short.startswith("Dialog") and short.endswith("…")
    assert theme.font(11).size(short)[0] <= 60


@pytest.mark.parametrize("number", SALE)
def test_a_tile_for_sale_shows_exactly_the_token_types_its_card_needs_inside_the_tile(canvas, number):
    rect = layout.program_rect(number)
    canvas.fill((1, 2, 3))
    program_tile.draw_sale_tile(canvas, rect, number, lit=False)
    outside = canvas.copy()
    outside.fill((1, 2, 3), rect)
    blank = pygame.Surface(canvas.get_size(), 0, canvas)
    blank.fill((1, 2, 3))
    assert pygame.image.tobytes(outside, "RGB") == pygame.image.tobytes(blank, "RGB"), "painted outside its place"
    shown = colours_in(canvas, rect)
    needs = set(game_data().program(number).tokens)
    for token in NORMAL_TOKENS:
        assert (theme.TOKEN_STYLES[token].colour in shown) == (token in needs), token


@pytest.mark.parametrize("held", [1, 4, 8])
def test_held_tiles_show_their_needs_however_many_are_held(canvas, held):
    board = layout.BoardLayout(5)
    for index, number in enumerate(ALL[:held]):
        rect = board.panel_program_rect(0, index, held)
        canvas.fill((1, 2, 3))
        program_tile.draw_held_tile(canvas, rect, number, produced=index % 2 == 0)
        shown = colours_in(canvas, rect)
        for token in game_data().program(number).tokens:
            assert theme.TOKEN_STYLES[token].colour in shown, (number, token)
