"""A game set up with hints off offers none (no Hint button, H says why); a game with hints counts them per seat
(the first press for a decision counts one); the set-up screen remembers the choice; the records screen shows each
player's hints."""
import pygame

from colosseum_desktop.saves import last_setup, records
from colosseum_desktop.saves.records import GameRecord, RecordsFile, SeatResult
from colosseum_desktop.scenes.starting.new_game import NewGameScene
from colosseum_desktop.scenes.records.scene import RecordsScene, hints_text
from colosseum_desktop.session import HintUse
from colosseum_desktop.scenes.board import layout_model as layout
from tests.e2e import board_player as bp

from .test_board import before_roll, make_board, session_until
from .test_board_hints import advised
from .test_records import WHEN
from .ui_events import key, make_ctx, send, show


def test_a_game_with_hints_off_has_no_hint_button_and_h_says_why(canvas):
    session = session_until(before_roll)
    session.hints = HintUse.none_given(4, allowed=False)
    manager, board = make_board(session)
    assert board.buttons and all(button.text != "Hint H" for button in board.buttons)
    bp.key(manager, pygame.K_h)
    assert board.message == "This game is played without hints (chosen when it was set up)."
    assert board.view().hint is None and board.view().hint_words is None
    assert session.hints.given == (0, 0, 0, 0)


def test_each_decision_hinted_counts_one_for_the_deciding_seat(canvas):
    session = session_until(before_roll)
    manager, board = make_board(session)
    first = board.deciding
    for _press in range(4):  # the ring, the move and why, away, the ring again: all one decision's hint
        bp.key(manager, pygame.K_h)
    advised(manager, board)
    assert session.hints.given == tuple(int(s == first) for s in range(4))
    bp.click(manager, layout.DICE_HIT.center)  # rolled: a new decision, hinted once more
    second = board.deciding
    bp.key(manager, pygame.K_h)
    assert session.hints.given == tuple(int(s == first) + int(s == second) for s in range(4))


def test_the_set_up_screen_starts_a_game_without_hints_and_remembers_the_choice(tmp_path, canvas):
    ctx = make_ctx(tmp_path / "saves")
    ctx.settings_path = tmp_path / "config" / "settings.json"
    scene = show(ctx, NewGameScene(ctx))
    assert scene.hints_allowed
    scene.hints.select(1)
    send(ctx, key(pygame.K_RETURN))
    board = ctx.manager.top
    assert board.session.hints == HintUse(allowed=False, given=(0, 0, 0, 0))
    assert last_setup.load_setup(last_setup.setup_path(ctx.settings_path)).hints is False
    again = show(ctx, NewGameScene(ctx))
    assert not again.hints_allowed


def test_the_records_screen_shows_each_players_hints(tmp_path, canvas):
    def game(number, given, allowed):
        seats = tuple(SeatResult(seat=i, name=name, played_by="person", record=10, coins=1, winner=i == 0,
                                 hints=None if given is None else given[i])
                      for i, name in enumerate(("Ann", "Bo", "Cy")))
        return GameRecord(game_id=f"{number:016x}", finished_at=WHEN, variant="standard", rounds=6, seats=seats,
                          hints_allowed=allowed, hints_counted_from_start=None if given is None else True)

    ctx = make_ctx(tmp_path / "saves")
    ctx.keep_records = True
    ctx.records_path.parent.mkdir(parents=True, exist_ok=True)
    games = (game(1, (3, 0, 0), True), game(2, (0, 0, 0), False), game(3, None, None))
    ctx.records_path.write_bytes(RecordsFile(games=games).model_dump_json().encode("utf-8"))
    scene = show(ctx, RecordsScene(ctx))
    shown = {standing.name: hints_text(standing) for standing in scene.players}
    assert shown == {"Ann": "≥ 3", "Bo": "≥ 0", "Cy": "≥ 0"}  # game 3 was recorded before hints were counted
    only_off = records.standings(games[1:2])
    assert [hints_text(standing) for standing in only_off] == ["off"] * 3
