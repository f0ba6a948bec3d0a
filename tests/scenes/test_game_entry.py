"""Ways into a game: seat kinds between board and save format, where a game lands."""
from colosseum_desktop import rules
from colosseum_desktop.scenes.starting import entry as game_entry
from colosseum_desktop.scenes.end.scene import EndScene

from .game_fixtures import finished_session, fresh_session, seated
from .ui_events import make_ctx


def test_seat_kinds_round_trip_through_the_save_format():
    seats = ["person", "easy", "strong", "person"]
    saved = game_entry.seats_for_save(seats)
    assert saved == ["person", "computer:easy", "computer:strong", "person"]
    assert game_entry.seats_for_board(saved, 4) == seats
    assert game_entry.seats_for_board((), 3) == ["person"] * 3
    assert game_entry.seats_for_board(["computer"], 1) == ["easy"]


def test_a_finished_game_opens_on_the_end_screen(tmp_path, canvas):
    ctx = make_ctx(tmp_path)
    assert isinstance(game_entry.game_scene(ctx, seated(ctx, finished_session(), ["person"] * 4)), EndScene)


def test_a_new_game_writes_no_autosave_before_its_first_move_and_one_after_it(tmp_path, canvas):
    from colosseum_desktop import saves
    ctx = make_ctx(tmp_path / "saves")
    session = fresh_session()
    game_entry.play(ctx, session, ["person", "easy", "person", "person"])
    ctx.manager.apply_pending()
    assert ctx.manager.top.session is session
    assert saves.autosaves(ctx.saves_dir) == []
    session.submit(rules.legal_commands(session.state)[0])
    newest = saves.newest_loadable_autosave(ctx.saves_dir)
    assert newest is not None and newest.session.state == session.state
    assert newest.session.game_id == session.game_id
    assert list(newest.seats) == ["person", "computer:easy", "person", "person"]


def test_a_game_carried_over_from_older_rules_opens_on_the_board_with_its_notice(tmp_path, canvas):
    from colosseum_desktop import saves
    from tests.saves.games import OLDER_RULES_FIXTURE
    ctx = make_ctx(tmp_path / "saves")
    assert game_entry.open_save(ctx, OLDER_RULES_FIXTURE) is None
    ctx.manager.apply_pending()
    board = ctx.manager.top
    assert board.message == str(saves.load_game(OLDER_RULES_FIXTURE).notice)
    assert "undo starts here" in board.message and board.session.state.round == 3
