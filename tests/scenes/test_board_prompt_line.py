"""The board's prompt line on more than one line (scenes/board/prompt_line_geometry.py): beside the dice with the buttons
lowered under it, or over the log's rows where they have no room lower; never over the programs for sale (issue 33:
the German 'noble in hand' words took a second line over the needs of tiles 27-30), nor over a button: what the
programs show is the same with the prompt shown, and the text-fit checks find nothing on the board."""
import pygame
import pytest

from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.sprites import text_record
from colosseum_desktop.viewport import ARRANGEMENTS
from tests.e2e import board_player as bp
from tests.i18n.fit_checks import failures
from tests.scenes.test_board import make_board, session_until
from tests.scenes.test_board_keyboard import one_die_rolled


def drawn(manager) -> text_record.Recording:
    """A board's first frame, recorded (a later one repaints only what changed: its texts are not all seen)."""
    canvas = pygame.Surface(layout.CANVAS.size)
    with text_record.recording() as recorded:
        manager.draw(canvas)
    return recorded


def programs_shown(recorded: text_record.Recording) -> list:
    """The texts and pictures seen over the programs for sale."""
    area = layout.PROGRAM_AREA
    return sorted([(drawn.text, tuple(drawn.ink)) for drawn in recorded.texts if area.colliderect(drawn.ink)] +
                  [(picture.what, tuple(picture.rect)) for picture in recorded.pictures
                   if area.colliderect(picture.rect)])


def shown_whole(manager, before: text_record.Recording) -> text_record.Recording:
    after = drawn(manager)
    assert programs_shown(after) == programs_shown(before)
    assert not failures(after, pygame.Rect((0, 0), layout.CANVAS.size)), failures(after)
    return after


@pytest.mark.parametrize("canvas_size", ARRANGEMENTS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_noble_in_hand_is_told_of_without_covering_the_programs(canvas, language, canvas_size):
    layout.arrange(canvas_size)
    set_language(language)
    try:
        session = session_until(one_die_rolled)
        before = drawn(make_board(session)[0])
        manager, board = make_board(session)
        bp.key(manager, pygame.K_n)
        assert board.input.holding is not None and board.input.holding.kind == "noble"
        shown_whole(manager, before)
    finally:
        set_language("en")
        layout.arrange(layout.WIDE_CANVAS.size)


def test_in_german_the_noble_in_hand_takes_two_lines_and_the_buttons_go_under_them(canvas):
    set_language("de")
    try:
        session = session_until(one_die_rolled)
        manager, board = make_board(session)
        before = [pygame.Rect(button.rect) for button in board.buttons]
        bp.key(manager, pygame.K_n)
        shown_whole(manager, drawn(make_board(session)[0]))
        assert [button.rect.top for button in board.buttons] > [rect.top for rect in before]
        bp.key(manager, pygame.K_ESCAPE)  # put back: the buttons where they were
        drawn(manager)
        assert [pygame.Rect(button.rect) for button in board.buttons] == before
    finally:
        set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_long_refusal_among_many_buttons_covers_neither_the_programs_nor_a_button(canvas, language):
    set_language(language)
    try:
        session = session_until(lambda state: state.round >= 2 and state.phase.value == "invest")
        before = drawn(make_board(session)[0])
        manager, board = make_board(session)
        board.show_message(" ".join(["Das Gebot muss mindestens 8 Münzen betragen und höher sein."] * 3))
        shown_whole(manager, before)
    finally:
        set_language("en")
