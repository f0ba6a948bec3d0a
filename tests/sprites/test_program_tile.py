"""Program tiles speak: each for sale shows its whole name in every language, and its needs as the very token
pictures with their counts as numbers, inside the tile; a held one its number and needs."""
import pygame
import pytest

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.i18n.card_names import program_name
from colosseum_desktop.rules.data import NORMAL_TOKENS, game_data
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.sprites import program_tile, text_record, theme

SALE = [p.number for p in game_data().programs if p.cost > 0]
ALL = [p.number for p in game_data().programs]


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    data = pygame.image.tobytes(surface.subsurface(rect), "RGB")
    return {tuple(data[i:i + 3]) for i in range(0, len(data), 3)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_name_for_sale_is_written_whole_on_at_most_two_lines_with_every_count_as_a_number(canvas, language):
    set_language(language)
    try:
        for number in SALE:
            rect = layout.program_rect(number)
            with text_record.recording() as recorded:
                program_tile.draw_sale_tile(canvas, rect, number, lit=False)
            size, lines = program_tile.name_lines(number, rect.w - 8)
            assert len(lines) <= program_tile.NAME_LINES and " ".join(lines) == program_name(number)
            written = [drawn.text for drawn in recorded.texts]
            assert all(line in written for line in lines) and all(rect.contains(d.ink) for d in recorded.texts)
            for token, need in game_data().program(number).tokens.items():
                assert (str(need) in written) or need == 1, (number, token)
    finally:
        set_language("en")


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
    for index, (number, rect) in enumerate(zip(ALL[:held], board.panel_program_rects(0, ALL[:held]))):
        canvas.fill((1, 2, 3))
        program_tile.draw_held_tile(canvas, rect, number, produced=index % 2 == 0)
        shown = colours_in(canvas, rect)
        for token in game_data().program(number).tokens:
            assert theme.TOKEN_STYLES[token].colour in shown, (number, token)
