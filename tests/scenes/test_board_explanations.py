"""Computer moves explained: hovering a computer player's line in the game log shows why it chose that move, from
the advisor's reasons on that player's view before the move; any other line keeps the log's own tooltip."""
import pygame

from colosseum_desktop import rules
from colosseum_desktop.advisor import explain
from colosseum_desktop.i18n.advice import reasons_text
from colosseum_desktop.sprites.log_panel import LINE_HEIGHT, TITLE_HEIGHT
from colosseum_desktop.table.views import view_for
from tests.e2e import board_player as bp

from .test_board_computers import frames_until, rules_session
from .test_board import make_board


def line_centre(board, line):
    index = board.log_panel.shown().index(line)
    rect = board.log_panel.rect
    return rect.x + 40, rect.y + TITLE_HEIGHT + 2 + index * LINE_HEIGHT + LINE_HEIGHT // 2


def hover(manager, pos):
    manager.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_a_computers_log_line_hovered_says_why_it_chose_its_move(canvas):
    session = rules_session()
    manager, board = make_board(session, seats=["strong", "person", "person"], computer_delay_ms=0)
    frames_until(board, lambda: rules.current_player(session.state) != 0)  # R6: the computer invests first
    entry = next(e for e in session.log if e.command.player == 0)
    lines = [line for line in board.log_panel.shown() if line.move is entry]
    assert lines, "the computer's move has no line carrying it"
    hover(manager, line_centre(board, lines[0]))
    why = board.view().why
    expected = explain(view_for(entry.state_before, 0), entry.command)
    name = session.state.player(0).name
    assert expected and why == f"Why, from {name}'s seat: {reasons_text(expected)}"
    manager.draw(canvas)  # the tooltip draws the reasons
    other = next(line for line in board.log_panel.shown() if line.move is None)  # a phase's line, say
    hover(manager, line_centre(board, other))
    assert board.view().why is None
