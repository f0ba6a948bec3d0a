"""The board's kept pictures are found only by what they were drawn from. That a frame showing them equals a fresh
drawing, after random moves at 1280x720 and 4K: tests/scenes/test_board_picture.py."""
import pygame

from colosseum_desktop.sprites.kept_pictures import KeptPictures


def test_a_picture_is_shown_only_for_what_it_was_drawn_from():
    kept = KeptPictures()
    first, second, third = (pygame.Surface((2, 2)) for _ in range(3))
    kept.keep("panel:0", ("coins", 3), first, most=2)
    kept.keep("panel:0", ("coins", 4), second, most=2)
    assert kept.get("panel:0", ("coins", 3)) is first and kept.get("panel:1", ("coins", 3)) is None
    assert kept.get("panel:0", ("coins", 5)) is None
    kept.keep("panel:0", ("coins", 5), third, most=2)  # the least recently shown goes: ("coins", 4)
    assert kept.get("panel:0", ("coins", 4)) is None and kept.get("panel:0", ("coins", 3)) is first
    assert kept.count() == 2
    kept.clear()
    assert kept.count() == 0
