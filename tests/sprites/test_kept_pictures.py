"""The board's kept pictures are found only by what they were drawn from. That a frame showing them equals a fresh
drawing, after random moves at 1280x720 and 4K: tests/scenes/test_board_picture.py."""
import pygame

from colosseum_desktop.sprites.kept_pictures import KeptPictures


def layer_showing(colour) -> pygame.Surface:
    layer = pygame.Surface((8, 8))
    layer.fill(colour)
    return layer


def colour_of(picture: pygame.Surface) -> tuple:
    return tuple(picture.get_at((1, 1)))[:3]


def test_a_picture_is_shown_only_for_what_it_was_drawn_from():
    kept = KeptPictures()
    place = pygame.Rect(2, 2, 4, 4)
    kept.keep("panel:0", ("coins", 3), layer_showing((3, 0, 0)), place, most=2)
    kept.keep("panel:0", ("coins", 4), layer_showing((4, 0, 0)), place, most=2)
    first = kept.get("panel:0", ("coins", 3))
    assert colour_of(first) == (3, 0, 0) and kept.get("panel:1", ("coins", 3)) is None
    assert kept.get("panel:0", ("coins", 5)) is None
    kept.keep("panel:0", ("coins", 5), layer_showing((5, 0, 0)), place, most=2)  # the least recently shown goes: 4
    assert kept.get("panel:0", ("coins", 4)) is None and colour_of(kept.get("panel:0", ("coins", 3))) == (3, 0, 0)
    assert colour_of(kept.get("panel:0", ("coins", 5))) == (5, 0, 0)
    assert kept.count() == 2 and kept.holds("panel:0", ("coins", 5)) and not kept.holds("panel:0", ("coins", 4))
    kept.clear()
    assert kept.count() == 0


def test_the_picture_let_go_is_drawn_over_for_the_next_and_holds_only_it():
    kept = KeptPictures()
    place = pygame.Rect(0, 0, 4, 4)
    kept.keep("log", "a", layer_showing((1, 0, 0)), place, most=1)
    gone = kept.get("log", "a")
    kept.keep("log", "b", layer_showing((2, 0, 0)), place, most=1)
    assert kept.get("log", "b") is gone and colour_of(gone) == (2, 0, 0) and kept.get("log", "a") is None
    kept.keep("log", "c", layer_showing((3, 0, 0)), pygame.Rect(0, 0, 5, 5), most=1)  # another size: a new picture
    assert kept.get("log", "c").get_size() == (5, 5) and colour_of(kept.get("log", "c")) == (3, 0, 0)
