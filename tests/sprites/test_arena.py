"""An arena's outer strip: the owner's symbol and name, and the stand's loge, tickets and podiums as pictures
large enough to read at 1280x720, with a count written after each of several; the name gives way first (cut, or
left out), never the stand; the stand is one piece along each straight run, so no square's line crosses the label."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.session import Session
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.sprites import arena, text_record
from colosseum_desktop.sprites.theme import PALETTE

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


def arenas_in_play() -> list[tuple[rules.GameState, int]]:
    """(state, seat): every arena at the start of every round of games of 3, 4 and 5 computer players, whose
    arenas grow and turn the ring's corners."""
    found = []
    for players, seed in ((3, 2), (4, 3), (5, 4)):
        session = Session.new(rules.GameOptions(players=players, names=NAMES_FIVE[:players]), seed)
        for last in range(2, 6):
            let_computers_play(session, ("strong",) * players, until=lambda state, last=last: state.round >= last)
            found += [(session.state, seat) for seat in range(players)]
    return found


NAMES_FIVE = ("Aurelia", "Maximilianus Decimus Sev", "Egnatia", "Decimus", "Brutus")


def test_an_arenas_label_crosses_no_line_of_the_ring_squares_under_its_stand(canvas):
    """The stand is framed as one piece along each straight run of the arena's squares: the owner's name, the
    stand's pictures and their counts each lie inside one frame (crossing none of its lines), and no line is drawn
    across the stand where one square meets the next."""
    turned = grown = 0
    for state, seat in arenas_in_play():
        player = state.player(seat)
        canvas.fill((0, 0, 0))
        with text_record.recording() as recorded:
            arena.draw_arena(canvas, state, seat)
        frames = arena.stands(player)
        turned += len(frames) > 1
        grown += len(player.arena) > 2
        # the texts' ink inside a frame's lines; a picture's box (as tall as the stand, its ink smaller) inside one
        label = [(drawn.ink, 2) for drawn in recorded.texts] + [(picture.rect, 0) for picture in recorded.pictures]
        assert label, f"{player.name}'s arena shows no label"
        for rect, line in label:
            assert any(frame.inflate(-line, -line).contains(rect) for frame in frames), \
                f"{player.name}'s label at {rect} crosses a line of its stand {frames}"
        strips = [layout.stand_rect(square) for square in player.arena]
        for one, other in ((a, b) for a in strips for b in strips if a.right == b.left and a.top == b.top):
            column = [tuple(canvas.get_at((one.right - 1, y)))[:3] for y in range(one.top + 2, one.bottom - 2)]
            assert any(colour != PALETTE["ink"] for colour in column), f"a line between squares at x {one.right - 1}"
        for one, other in ((a, b) for a in strips for b in strips if a.bottom == b.top and a.left == b.left):
            row = [tuple(canvas.get_at((x, one.bottom - 1)))[:3] for x in range(one.left + 2, one.right - 2)]
            assert any(colour != PALETTE["ink"] for colour in row), f"a line between squares at y {one.bottom - 1}"
    assert turned and grown, (turned, grown)
