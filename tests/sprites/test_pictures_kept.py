"""What the board's pictures keep in memory, counted in pictures and bytes (nothing here depends on the machine):
textures are kept only where they are painted again, a board that left the screen holds no pictures, the next
board draws on the same background, and a 4K window's text weighs about what a 1600x900 window's does."""
import platform
import sys

import pygame
import pytest

from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.i18n import set_language
from colosseum_desktop.scenes.board import picture as board_picture
from colosseum_desktop.sprites import freed_memory, materials, pen, text_record, theme
from colosseum_desktop.viewport import Viewport
from tests.scenes.test_board import make_board, session_until

MATERIAL_CACHES = (materials.textured, materials.marble_slab, materials.sand_floor)


def weight(cache) -> int:
    """The bytes a cache of pictures holds (pen.cached with megabytes)."""
    return sum(size for _picture, size in cache.kept.values())


@pytest.fixture
def nothing_kept(canvas):
    """No material cached and no background kept, before and after (pygame and a display initialised)."""
    def forget():
        for cache in MATERIAL_CACHES:
            cache.cache_clear()
        board_picture._LAST_BACKGROUND.clear()
    forget()
    yield
    forget()


def board_drawn_at(window):
    viewport = Viewport(window)
    pen.set_scale(viewport.drawn_at)
    session = session_until(lambda s: s.round >= 2, players=5, seed=11)
    _, board = make_board(session)
    canvas = viewport.canvas()
    board.picture.full_frame(canvas, board.state, board.view())
    return board, canvas


def test_a_4k_board_keeps_less_texture_than_one_canvas_holds(nothing_kept):
    """At 4K (2.4 pixels to the canvas pixel) the texture caches kept four canvases' worth after the first board was
    drawn (126 MB): the whole table's wood and its cloud, the centre's sand, each stone of the ring, and a copy of the
    texture under each marble slab and sand floor. Only what is painted again is kept now (arenas, slabs, floors)."""
    _board, canvas = board_drawn_at((3840, 2160))
    width, height = pen.device_size(canvas)
    kept = sum(weight(cache) for cache in MATERIAL_CACHES)
    assert 0 < kept < width * height * 4


def test_drawing_the_background_keeps_no_texture(nothing_kept):
    """The background is drawn once and kept whole: the textures it is made of are not kept besides it."""
    board, canvas = board_drawn_at((1600, 900))
    for cache in MATERIAL_CACHES:
        cache.cache_clear()
    board_picture._LAST_BACKGROUND.clear()
    board.picture._draw_background(canvas)
    assert [len(cache.kept) for cache in MATERIAL_CACHES] == [0, 0, 0]


def test_a_slab_or_a_floor_keeps_no_copy_of_its_texture(nothing_kept):
    materials.marble_slab((300, 120), (230, 226, 214), 6)
    materials.sand_floor((90, 40), 3)
    assert len(materials.marble_slab.kept) == len(materials.sand_floor.kept) == 1
    assert len(materials.textured.kept) == 0
    assert not hasattr(materials.cloud, "cache_info")  # made afresh for each texture: nothing to keep it


def test_the_next_board_draws_on_the_same_background_unless_the_words_on_it_changed(nothing_kept):
    first, _canvas = board_drawn_at((1600, 900))
    second, _canvas = board_drawn_at((1600, 900))
    assert second.picture._background is first.picture._background
    set_language("de")  # the rest squares are named on the background
    third, _canvas = board_drawn_at((1600, 900))
    assert third.picture._background is not first.picture._background
    fresh = third.picture._background
    board_picture._LAST_BACKGROUND.clear()
    fourth, _canvas = board_drawn_at((1600, 900))
    assert fourth.picture._background is not fresh
    assert pygame.image.tobytes(pen.pixels_of(fourth.picture._background), "RGB") == \
        pygame.image.tobytes(pen.pixels_of(fresh), "RGB")


def test_a_text_record_is_handed_the_same_background_with_the_words_drawn_on_it(nothing_kept):
    """The text-fit tests draw every screen under a text record, which must see the rest squares' words: the background
    was drawn afresh, its textures too, for every board they drew (half their drawing time). It is the same picture
    now, and the record gets the words recorded when it was drawn, as a fresh drawing records them."""
    def recorded_board(forget: bool):
        if forget:
            board_picture.forget_the_last_background()
        with text_record.recording() as record:
            board, _canvas = board_drawn_at((1600, 900))
        return board.picture._background, record

    first, fresh = recorded_board(forget=True)
    second, again = recorded_board(forget=False)
    assert second is first
    rest_words = [drawn for drawn in fresh.texts if drawn.text.startswith("rest: ")]
    assert len(rest_words) >= 3
    assert (again.texts, again.boxes, again.pictures) == (fresh.texts, fresh.boxes, fresh.pictures)
    with text_record.recording() as record:
        with record.placed_at((5, 5)):  # recorded elsewhere: drawn afresh, its words where it lies now
            third, _canvas = board_drawn_at((1600, 900))
    assert third.picture._background is not first


def test_a_board_that_left_the_screen_holds_no_pictures(nothing_kept, monkeypatch):
    """A scene is garbage in cycles (its helpers hold its methods): until a full collection found it, a 4K board
    that had left kept its layer and kept pictures, about 70 MB, one more for each game played in the process."""
    board, canvas = board_drawn_at((3840, 2160))
    bot = RandomBot(3)
    for _move in range(12):  # panels repainted: their pictures kept
        board.submit(bot.choose(board.state))
        board.picture.draw(canvas, board.state, board.view())
    assert board.picture._layer is not None and board.picture.kept.count() > 0
    given_back = []
    monkeypatch.setattr(freed_memory, "give_back", lambda: given_back.append(board.picture._layer is None))
    board.manager.pop()
    board.manager.apply_pending()
    assert board.picture._layer is None and board.picture._background is None
    assert board.picture.kept.count() == 0
    assert given_back == [True]  # the C library's free pages go back to the system once the pictures are gone


@pytest.mark.skipif(not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc",
                    reason="malloc_trim is glibc's")
def test_on_glibc_freed_memory_can_be_given_back():
    assert freed_memory.give_back() is True


def test_a_4k_window_keeps_as_many_lines_of_text_as_weigh_what_1600x900_keeps(canvas):
    """1024 lines at 1600x900; at 2.4 pixels to the canvas pixel each line has 5.76 times the pixels: 177 lines."""
    with pen.scaled(2.4):
        theme._rendered.cache_clear()
        for number in range(400):
            theme.render_text(f"line {number}", 18)
        assert theme._rendered.cache_info().currsize == int(1024 / 2.4 ** 2)
    for number in range(400):
        theme.render_text(f"line {number}", 18)
    assert theme._rendered.cache_info().currsize == 400
    assert theme._rendered.cache_info().maxsize == 1024
