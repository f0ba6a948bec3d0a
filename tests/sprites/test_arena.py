"""An arena's outer strip: the owner's symbol and name, and the stand's loge, tickets and podiums as pictures
large enough to read at 1280x720, with a count written after each of several; the name gives way first (cut, or
left out), never the stand."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.board import layout
from colosseum_desktop.sprites import arena, text_record

NAMES = ("Maximilianus Decimus Sev", "Brutus", "Cassia")


def drawn_arena(canvas, seat: int, **holding) -> tuple[text_record.Recording, pygame.Rect]:
    state = rules.new_game(rules.GameOptions(players=3, names=NAMES), seed=1)
    player = state.player(seat).model_copy(update=holding)
    state = state.model_copy(update={"players": tuple(player if p.seat == seat else p for p in state.players)})
    with text_record.recording() as recorded:
        arena.draw_arena(canvas, state, seat)
    stands = [layout.stand_rect(square) for square in player.arena]
    return recorded, stands[0].unionall(stands[1:])


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_the_stand_shows_loge_tickets_and_podiums_as_pictures_with_their_counts_inside_the_strip(canvas, seat):
    recorded, strip = drawn_arena(canvas, seat, loge=True, tickets=2, podiums=3)
    pictures = {picture.what: picture.rect for picture in recorded.pictures}
    assert set(pictures) == {"icon:stone-throne", "icon:ticket", "icon:podium"}
    assert all(strip.contains(rect) and min(rect.size) >= arena.STAND_PICTURE for rect in pictures.values())
    counts = {drawn.text for drawn in recorded.texts if drawn.text.startswith("×")}
    assert counts == {"×2", "×3"}


def test_a_long_name_is_cut_to_leave_the_stand_whole_and_a_short_one_is_whole(canvas):
    recorded, strip = drawn_arena(canvas, 0, loge=True, tickets=2, podiums=3)
    names = [drawn for drawn in recorded.texts if drawn.whole == NAMES[0]]
    assert not names or (names[0].cut and strip.contains(names[0].ink))
    recorded, _ = drawn_arena(canvas, 1, loge=False, tickets=0, podiums=0)
    assert [drawn.text for drawn in recorded.texts] == ["Brutus"]
