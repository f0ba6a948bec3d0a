"""One game continued twice, through the screens (issue 18): a second window opening a game open in a first is told
and goes on as a game of its own; a named save behind its game does likewise; both lines are kept and the Load
screen says where a line branched off."""
from __future__ import annotations

from colosseum_desktop import rules
from colosseum_desktop.saves import Autosaver, autosaves, games_in_progress, list_saves, load_game, save_game
from colosseum_desktop.scenes.starting import entry as game_entry
from colosseum_desktop.scenes.starting.save_rows import describe_game
from colosseum_desktop.session import BranchPoint, Session
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.table import AutosaveObserver

from .ui_events import make_ctx

LEVELS = ("random",) * 4


def game_in(folder, seed=8, until_round=2) -> Session:
    session = Session.new(rules.GameOptions(players=4), seed)
    let_computers_play(session, LEVELS, until=lambda s: s.round >= until_round,
                       observers=[AutosaveObserver(Autosaver(folder))])
    return session


def opened(ctx, game):
    game_entry.opening_game(ctx, game, background=False).finish()
    ctx.manager.apply_pending()
    return ctx.manager.top


def listed(folder) -> dict:
    return {game.game_id: game for game in games_in_progress(list_saves(folder))}


def play_on(board, round_number):
    let_computers_play(board.session, LEVELS, until=lambda s: s.round >= round_number,
                       observers=[board.table.observer_of(AutosaveObserver)])


def test_a_second_window_on_an_open_game_is_told_and_both_lines_are_kept(canvas, tmp_path):
    original = game_in(tmp_path)
    other = game_in(tmp_path, seed=9, until_round=3)
    first, second = make_ctx(tmp_path), make_ctx(tmp_path)
    board_a = opened(first, listed(tmp_path)[original.game_id])
    board_b = opened(second, listed(tmp_path)[original.game_id])
    try:
        assert board_a.session.game_id == original.game_id and board_a.message is None
        moves = len(original.log)
        assert board_b.session.game_id != original.game_id
        assert board_b.session.branched_from == BranchPoint(original.game_id, moves)
        assert "already open in another window" in board_b.message
        for round_number in (3, 4):  # the two windows take turns
            play_on(board_a, round_number)
            play_on(board_b, round_number)
        line_a = load_game(autosaves(tmp_path, original.game_id)[0]).session
        line_b = load_game(autosaves(tmp_path, board_b.session.game_id)[0]).session
        assert line_a.state == board_a.session.state and line_b.state == board_b.session.state
        assert [e.command for e in line_a.log[:moves]] == [e.command for e in line_b.log[:moves]]  # a shared past
        games = listed(tmp_path)
        assert set(games) == {original.game_id, board_b.session.game_id, other.game_id}
        _labels, details = describe_game(games[board_b.session.game_id])
        assert f"branched off at move {moves}" in details
        assert "branched" not in describe_game(games[original.game_id])[1]
    finally:
        board_a.on_exit()
        board_b.on_exit()
    first.release_open_game()  # the first window went back to its title
    third = make_ctx(tmp_path)
    board_c = opened(third, listed(tmp_path)[original.game_id])
    try:
        assert board_c.session.game_id == original.game_id and board_c.message is None
    finally:
        board_c.on_exit()
        third.release_open_game()
        second.release_open_game()


def test_a_named_save_behind_its_game_is_said_to_go_on_as_a_game_of_its_own(canvas, tmp_path):
    session = game_in(tmp_path)
    checkpoint = save_game(session, tmp_path / "checkpoint")
    let_computers_play(session, LEVELS, until=lambda s: s.round >= 4, observers=[AutosaveObserver(Autosaver(tmp_path))])
    ctx = make_ctx(tmp_path)
    assert game_entry.open_save(ctx, checkpoint) is None
    ctx.manager.apply_pending()
    board = ctx.manager.top
    try:
        assert board.session.game_id != session.game_id
        assert board.session.branched_from == BranchPoint(session.game_id, len(load_game(checkpoint).session.log))
        assert "behind its game's newest autosave" in board.message
    finally:
        board.on_exit()
        ctx.release_open_game()


def test_a_finished_game_looked_at_is_neither_claimed_nor_branched(canvas, tmp_path):
    session = game_in(tmp_path, until_round=99)
    assert rules.is_over(session.state)
    finished = save_game(session, tmp_path / "finished")
    ctx, other_window = make_ctx(tmp_path), make_ctx(tmp_path)
    for window in (ctx, other_window):
        assert game_entry.open_save(window, finished) is None
        window.manager.apply_pending()
        assert window.manager.top.session.game_id == session.game_id and window.open_game is None
