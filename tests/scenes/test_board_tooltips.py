"""The board's tooltip is drawn only while the board is the top scene and the pointer's place is known: never
under the pause menu or a dialog, and not left behind by a change of the window's size."""
import pygame
import pytest

from colosseum_desktop.scenes.board import moving_picture as board_moving_picture
from colosseum_desktop.scenes.board.pause import PauseScene
from tests.e2e import board_player as bp

from .test_board import make_board, session_until


@pytest.fixture
def shown(monkeypatch):
    """The texts of the tooltips drawn, frame after frame."""
    drawn = []
    real = board_moving_picture.tooltip.draw_tooltip

    def spy(canvas, lines, pos, bounds, *pictures):
        drawn.append(lines)
        return real(canvas, lines, pos, bounds, *pictures)
    monkeypatch.setattr(board_moving_picture.tooltip, "draw_tooltip", spy)
    return drawn


def over_the_log(manager, board, canvas, shown):
    bp.mouse(manager, pygame.MOUSEMOTION, board.log_panel.rect.center)
    manager.draw(canvas)
    assert shown and "game log" in shown[-1][0]
    shown.clear()


def test_the_log_tooltip_is_not_drawn_under_the_pause_menu(canvas, shown):
    manager, board = make_board(session_until(lambda s: s.round == 1))
    manager.ctx = board.ctx
    over_the_log(manager, board, canvas, shown)
    manager.push(PauseScene(board.ctx, board.table))
    manager.apply_pending()
    manager.draw(canvas)
    assert not shown
    manager.top.resume()
    manager.apply_pending()
    manager.draw(canvas)
    assert shown  # back on top, the pointer still there: the tooltip too


def test_a_window_resize_leaves_no_stale_tooltip(canvas, shown):
    manager, board = make_board(session_until(lambda s: s.round == 1))
    over_the_log(manager, board, canvas, shown)
    manager.window_resized()
    manager.draw(canvas)
    assert not shown and board.hover_pos is None
    bp.mouse(manager, pygame.MOUSEMOTION, board.log_panel.rect.center)  # the pointer moves: it comes back
    manager.draw(canvas)
    assert shown
