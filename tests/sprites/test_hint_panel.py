"""The hint's panel over the game log: as tall as its words, level with the action area where the move is made, and
over whole rows of the log only, so the log's title and its other lines stay in view, none half hidden, and over a
line wrapped over two rows whole or not at all."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.board.model import LogView
from colosseum_desktop.game_log import sentences
from colosseum_desktop.i18n import set_language
from colosseum_desktop.session import Session
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.sprites import hint, log_panel, text
from colosseum_desktop.viewport import ARRANGEMENTS

SHORT = "Pass: market 5's lot brings you nothing worth paying for"
LONG = " ".join(["A season ticket adds 5 spectators to each later production, about 188 over the game."] * 4)


def rows_top(log: pygame.Rect) -> int:
    return log.y + log_panel.TITLE_HEIGHT + 2


@pytest.mark.parametrize("canvas_size", ARRANGEMENTS)
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_short_hint_covers_a_few_whole_rows_of_the_log_level_with_the_action_area(canvas, canvas_size, players):
    layout.arrange(canvas_size)
    log = layout.BoardLayout(players).log
    panel = hint.panel_over_log(SHORT, log, layout.ACTION_AREA.y)
    assert log.contains(panel) and panel.width == log.width
    assert panel.top > log.top and panel.height < log.height // 2  # the title and most lines stay in view
    assert (panel.top - rows_top(log)) % log_panel.LINE_HEIGHT == 0 and panel.height % log_panel.LINE_HEIGHT == 0
    # its words whole at body size in the box draw_panel writes them in
    box = panel.inflate(-2 * hint.PANEL_PADDING, 0)
    box.height = panel.height - hint.WORDS_TOP - hint.WORDS_BELOW
    size, lines = text.fit_lines(SHORT, hint.WORD_SIZES, box)
    assert size == hint.WORD_SIZES[0] and not lines[-1].endswith("…")
    # from the first row at or below the action area's top (the log's first where the log begins lower), unless
    # the log ends first: then over its last rows
    top, last_row_end = rows_top(log), rows_top(log) + (log.bottom - rows_top(log)) // log_panel.LINE_HEIGHT * \
        log_panel.LINE_HEIGHT
    if layout.ACTION_AREA.y <= top:
        assert panel.top == top
    else:
        assert 0 <= panel.top - layout.ACTION_AREA.y < log_panel.LINE_HEIGHT or panel.bottom == last_row_end

def test_words_that_need_the_whole_log_get_it(canvas):
    layout.arrange((1600, 900))
    log = layout.BoardLayout(5).log
    assert hint.panel_over_log(LONG * 3, log, layout.ACTION_AREA.y) == log


def german_log(players: int) -> list:
    """The German game log of a game of long-named computer players, its long lines wrapped over two rows."""
    names = ("Aurelia Maximiliana Pia", "Brutus Cornelius Severus", "Cassia Valeria Octavia",
             "Decimus Quintilianus", "Flavia Domitilla Augusta")[:players]
    session = Session.new(rules.GameOptions(players=players, names=names), 5)
    let_computers_play(session, ("random",) * players, until=lambda state: state.round >= 3)
    set_language("de")
    try:
        return [line for entry in session.log for line in sentences(entry.events, entry.state_before)]
    finally:
        set_language("en")


@pytest.mark.parametrize("canvas_size", ARRANGEMENTS)
@pytest.mark.parametrize("players", [3, 5])
def test_the_hint_hides_a_log_entry_wrapped_over_two_rows_whole_or_not_at_all(canvas, canvas_size, players):
    """A German log line of two rows lies under the hint's panel whole or beside it whole, never cut between its
    rows, wherever the lines stand (the log scrolled row by row) and with the online board's rows kept free."""
    layout.arrange(canvas_size)
    log = layout.BoardLayout(players).log
    lines = german_log(players)
    wrapped = [line for line in lines if len(log_panel.line_rows(line, log.width - 24)[0]) == 2]
    assert len(wrapped) >= 10, "too few German lines take two rows to test with"
    checked = 0
    for room_above in (0, 56):
        for end in range(40, 80):
            shown = LogView(tuple(lines[:end]), 0, room_above)
            for words in (SHORT, LONG):
                panel = hint.panel_over_log(words, log, layout.ACTION_AREA.y, shown)
                assert log.contains(panel)
                for line, (_x, y) in log_panel.placed_lines(log, shown):
                    rows = len(log_panel.line_rows(line, log.width - 24)[0])
                    entry = pygame.Rect(log.x, y, log.width, rows * log_panel.LINE_HEIGHT)
                    overlap = entry.clip(panel).height
                    assert overlap in (0, entry.height), f"{line.text!r} half hidden by the panel {panel}"
                    checked += rows == 2 and overlap == entry.height
    assert checked, "no two-row entry ever lay under the panel"


@pytest.mark.parametrize("players", [3, 5])
def test_no_sliver_of_a_hidden_lines_pictures_shows_over_or_under_the_hint(canvas, players):
    """Issue 33: the hint's panel left slivers of a hidden log line above it: the token pictures after a line's words
    (24 px, the row 22) stood 2 px over their row. Drawn with the lines where they stand, a hint over them, no
    picture of a hidden line shows past the panel's edge, none seen beside it lies partly under it (more than its
    rim's pixel), wherever the lines stand."""
    from colosseum_desktop.sprites import text_record
    layout.arrange((1600, 900))
    log = layout.BoardLayout(players).log
    lines = german_log(players)
    assert sum(bool(line.pieces) for line in lines) >= 10, "too few lines with pictures to test with"
    edges_with_pictures = 0
    for end in range(40, 80):
        shown = LogView(tuple(lines[:end]))
        panel = hint.panel_over_log(SHORT, log, layout.ACTION_AREA.y, shown)
        with text_record.recording() as recorded:
            log_panel.draw_log(canvas, log, shown)
            edges_with_pictures += sum(panel.top - 3 <= picture.rect.centery <= panel.top + 3 or
                                       panel.bottom - 3 <= picture.rect.centery <= panel.bottom + 3 or
                                       picture.rect.top < panel.top < picture.rect.bottom or
                                       picture.rect.top < panel.bottom < picture.rect.bottom
                                       for picture in recorded.pictures)
            hint.draw_panel(canvas, SHORT, panel)
        assert not recorded.partly_hidden, recorded.partly_hidden
    assert edges_with_pictures, "no line with pictures ever stood at the panel's edge"
