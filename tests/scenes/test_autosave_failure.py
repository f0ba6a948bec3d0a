"""An autosave that fails is told on the board in words, and the quit dialog stops promising that the game is
saved after every move (issue 9: it was shown only in the pause menu, as raw errno text)."""
import errno

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.saves import Autosaver, autosave
from colosseum_desktop.scenes.starting import entry as game_entry
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.board.pause import PauseScene

from .game_fixtures import fresh_session, seated
from .ui_events import draw, key, make_ctx, send

PROMISE = "It is saved after every move"


@pytest.fixture
def ctx(tmp_path, canvas):
    ctx = make_ctx(tmp_path / "saves")
    ctx.settings.animation_speed = 0
    return ctx


def board_for(ctx, autosaver) -> BoardScene:
    session = fresh_session(3, seed=4)
    ctx.manager.clear_to(BoardScene(ctx, seated(ctx, session, ["person"] * 3, autosaver)))
    ctx.manager.apply_pending()
    return ctx.manager.top


def a_move(board: BoardScene) -> None:
    """Any legal move, made the way the board's own buttons make it."""
    state = board.session.state
    assert board.submit(rules.legal_commands(state)[0])


def fail_writes_with(monkeypatch, number: int) -> None:
    def refuse(*args, **kwargs):
        raise OSError(number, "low-level text the players should not see")

    monkeypatch.setattr(autosave, "save_game", refuse)


@pytest.mark.parametrize("number, reason", [
    (errno.ENOSPC, "The disk is full"),
    (errno.EROFS, "The saves folder cannot be written to"),
    (errno.EACCES, "The saves folder cannot be written to"),
    (errno.EIO, "The last move could not be autosaved"),
])
def test_a_failed_autosave_is_said_on_the_board_and_explained_in_the_menu(ctx, monkeypatch, number, reason):
    board = board_for(ctx, Autosaver(ctx.saves_dir))
    fail_writes_with(monkeypatch, number)
    a_move(board)
    assert board.message == str(game_entry.AUTOSAVE_FAILED_LINE)
    draw(ctx)
    send(ctx, key(pygame.K_ESCAPE))
    menu = ctx.manager.top
    assert isinstance(menu, PauseScene) and menu.message.text.startswith(reason)
    assert "Errno" not in menu.message.text
    draw(ctx)


def test_a_real_failure_a_saves_folder_that_cannot_exist(ctx, tmp_path):
    blocker = tmp_path / "not a folder"
    blocker.write_text("a file where the saves folder should be")
    board = board_for(ctx, Autosaver(blocker / "saves"))
    a_move(board)
    assert board.message == str(game_entry.AUTOSAVE_FAILED_LINE)


def test_the_words_come_back_after_each_move_until_an_autosave_works_again(ctx, monkeypatch):
    board = board_for(ctx, Autosaver(ctx.saves_dir))
    fail_writes_with(monkeypatch, errno.ENOSPC)
    a_move(board)
    board.message = None  # as when the message has timed out
    a_move(board)
    assert board.message == str(game_entry.AUTOSAVE_FAILED_LINE)
    monkeypatch.undo()
    a_move(board)
    assert board.message != str(game_entry.AUTOSAVE_FAILED_LINE)


def test_the_quit_dialog_promises_only_what_happened(ctx, monkeypatch):
    board = board_for(ctx, Autosaver(ctx.saves_dir))
    a_move(board)
    menu = PauseScene(ctx, board.table)
    menu.ask_quit()
    assert PROMISE in menu.note

    fail_writes_with(monkeypatch, errno.ENOSPC)
    a_move(board)
    menu = PauseScene(ctx, board.table)
    ctx.manager.push(menu)
    ctx.manager.apply_pending()
    assert menu.message.text.startswith("The disk is full")
    send(ctx, key(pygame.K_q))
    assert menu.widgets is menu.quit_form
    assert PROMISE not in menu.note and "last autosave failed" in menu.note
    draw(ctx)


def test_a_table_without_an_autosave_has_nothing_to_tell(ctx):
    assert game_entry.autosave_problem(seated(ctx, fresh_session(3, seed=4), ["person"] * 3)) is None
