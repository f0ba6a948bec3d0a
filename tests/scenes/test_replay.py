"""The Replay screen: stepping, jumps, the slider, playing, the board drawn by the board's own picture, play on,
a picture of a moment, and the ways in (Load, end screen, records, `colosseum replay FILE`)."""
from __future__ import annotations

import hashlib
import shutil
from datetime import datetime, timezone

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.replay.model import SLIDER, slider_x
from colosseum_desktop.game_log import sentences
from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.render import render_save
from colosseum_desktop.replay import replay_save, session_at
from colosseum_desktop.saves import Autosaver, autosaves, records, save_game
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.board.snapshot import board_snapshot
from colosseum_desktop.scenes.end.scene import EndScene
from colosseum_desktop.scenes.starting.load import LoadScene
from colosseum_desktop.scenes.records.scene import RecordsScene
from colosseum_desktop.scenes.replay.scene import SPEEDS, ReplayScene
from colosseum_desktop.scenes.title.scene import TitleScene
from colosseum_desktop.scenes.widgets import fitted_label
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.table import AutosaveObserver
from colosseum_desktop.session import Session
from colosseum_desktop.viewport import LOGICAL_SIZE

from .ui_events import click, click_on, draw, key, make_ctx, send, show

NAMES = ("Aurelia", "Brutus", "Cassia", "Decimus", "Egnatia")
SEATS = ("person", "computer:easy", "person", "person", "computer:random")


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    """A finished 5-player game, autosaved as the board autosaves, and a named save of it."""
    folder = tmp_path_factory.mktemp("saves")
    session = Session.new(rules.GameOptions(players=5, names=NAMES), 31)
    let_computers_play(session, ("random",) * 5, observers=[AutosaveObserver(Autosaver(folder, seats=SEATS))])
    return folder, save_game(session, folder / "named", SEATS), session


@pytest.fixture
def ctx(tmp_path, canvas):
    return make_ctx(tmp_path / "saves")


def replay_of(ctx, path) -> ReplayScene:
    scene = show(ctx, ReplayScene(ctx, replay_save(path)))
    ctx.settings.animation_speed = 1.0
    return scene


def test_keys_step_and_jump_through_the_game(ctx, finished):
    scene = replay_of(ctx, finished[1])
    timeline = scene.timeline
    send(ctx, key(pygame.K_RIGHT))
    assert scene.move == 1 and scene.state == timeline.state_at(1)
    send(ctx, key(pygame.K_LEFT), key(pygame.K_LEFT))
    assert scene.move == 0
    send(ctx, key(pygame.K_END))
    assert scene.move == timeline.length and rules.is_over(scene.state)
    send(ctx, key(pygame.K_HOME), key(pygame.K_PAGEDOWN))
    assert scene.move == timeline.round_start(2)
    send(ctx, key(pygame.K_PAGEDOWN), key(pygame.K_PAGEUP))
    assert scene.move == timeline.round_start(2)  # back to this round's start...
    send(ctx, key(pygame.K_RIGHT), key(pygame.K_PAGEUP))
    assert scene.move == timeline.round_start(2)  # ...from inside it, its start
    send(ctx, key(pygame.K_4))
    assert scene.move == timeline.round_start(4) and scene.state.round == 4
    send(ctx, key(pygame.K_DOWN))
    assert scene.move == timeline.next_phase(timeline.round_start(4))
    assert scene.state.phase is not rules.Phase.INVEST
    send(ctx, key(pygame.K_UP))
    assert scene.move == timeline.round_start(4)
    send(ctx, key(pygame.K_9))
    assert scene.move == timeline.round_start(4) and "no round 9" in scene.hint()


def test_the_buttons_do_what_the_keys_do(ctx, finished):
    scene = replay_of(ctx, finished[1])
    click_on(ctx, scene.controls["step_forward"])
    click_on(ctx, scene.controls["step_forward"])
    assert scene.move == 2
    click_on(ctx, scene.controls["next_round"])
    assert scene.move == scene.timeline.round_start(2)
    click_on(ctx, scene.controls["to_end"])
    assert scene.move == scene.timeline.length
    assert not scene.controls["step_forward"].enabled and not scene.banner[0].enabled  # nothing to play on
    click_on(ctx, scene.controls["to_start"])
    assert scene.move == 0 and not scene.controls["step_back"].enabled


def test_the_slider_jumps_where_it_is_clicked_and_follows_a_drag(ctx, finished):
    scene = replay_of(ctx, finished[1])
    length = scene.timeline.length
    send(ctx, *click((SLIDER.x + SLIDER.width // 2, SLIDER.centery))[:2])  # pointer there, button down
    assert abs(scene.move - length // 2) <= 1 and scene.dragging
    send(ctx, pygame.event.Event(pygame.MOUSEMOTION, pos=(SLIDER.right + 50, SLIDER.centery), rel=(1, 0),
                                 buttons=(1, 0, 0)))
    assert scene.move == length
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(SLIDER.x - 20, SLIDER.centery), button=1))
    assert scene.move == length and not scene.dragging
    assert slider_x(0, length) == SLIDER.x and slider_x(length, length) == SLIDER.right


def test_playing_shows_move_after_move_with_the_boards_animations_then_stops_at_the_end(ctx, finished):
    scene = replay_of(ctx, finished[1])
    send(ctx, key(pygame.K_SPACE))
    assert scene.playing and scene.controls["toggle_play"].text == "Pause"
    moved = []
    for _ in range(400):
        scene.update(100)
        moved.append(scene.move)
        if scene.animator.busy:
            break
    assert scene.move >= 1 and scene.animator.busy  # a move came, with its animation
    send(ctx, key(pygame.K_PLUS), key(pygame.K_PLUS), key(pygame.K_PLUS))
    assert SPEEDS[scene.speed] == 8.0
    for _ in range(20000):
        scene.update(100)
        if not scene.playing:
            break
    assert scene.move == scene.timeline.length and not scene.playing
    send(ctx, key(pygame.K_MINUS))
    assert SPEEDS[scene.speed] == 4.0


def test_the_board_is_drawn_as_the_board_draws_that_moment(ctx, finished):
    """The panels, the ring and the log of the replay at a moment are, pixel for pixel, the board scene's own
    picture of the game at that moment (the action area and the banner's buttons are the replay's)."""
    scene = replay_of(ctx, finished[1])
    board_seats = scene.seats
    for move in (0, 37, scene.timeline.length // 2, scene.timeline.length):
        scene.go_to(move)
        replayed = draw(ctx)
        board = board_snapshot(ctx, session_at(scene.game, move), board_seats, LOGICAL_SIZE)
        places = [*scene.layout.panels,
                  scene.layout.log, pygame.Rect(layout.RING.x, layout.RING.y, layout.RING.width, layout.CELL),
                  pygame.Rect(layout.RING.x, layout.RING.bottom - layout.CELL, layout.RING.width, layout.CELL)]
        for place in places:
            assert pygame.image.tobytes(replayed.subsurface(place), "RGB") == \
                pygame.image.tobytes(board.subsurface(place), "RGB"), f"move {move}, {place}"


def test_the_log_ends_with_the_move_shown(ctx, finished):
    scene = replay_of(ctx, finished[1])
    scene.go_to(40)
    shown = scene.view().board.log.shown
    own = sentences(scene.timeline.record(40).events, scene.timeline.state_at(39))  # move 40's lines
    assert own and list(shown[-len(own):]) == own
    assert scene.log_lines[:scene.line_ends[40]][-len(shown):] == list(shown)  # and the ones before, none after


def test_play_on_starts_a_new_game_from_the_moment_and_leaves_the_file_as_it_was(ctx, finished):
    path = finished[1]
    before = digest(path), path.stat().st_mtime_ns
    scene = replay_of(ctx, path)
    scene.go_to(60)
    shown = scene.state
    send(ctx, key(pygame.K_RETURN, pygame.KMOD_CTRL))
    board = ctx.manager.top
    assert isinstance(board, BoardScene) and ctx.manager.stack == [board]
    assert board.session.state == shown and len(board.session.log) == 60
    assert board.session.game_id != scene.game.game_id and board.seats == ["person", "easy", "person", "person",
                                                                            "random"]
    let_computers_play(board.session, ("random",) * 5, until=lambda s: len(board.session.log) >= 70,
                       observers=[board.table.observer_of(AutosaveObserver)])
    assert autosaves(ctx.saves_dir, board.session.game_id)  # the new game autosaves as its own
    assert (digest(path), path.stat().st_mtime_ns) == before


def test_a_picture_of_a_moment_is_what_render_draws_of_that_moment(ctx, finished, tmp_path):
    scene = replay_of(ctx, finished[1])
    scene.go_to(25)
    send(ctx, key(pygame.K_s, pygame.KMOD_CTRL))
    picture = ctx.saves_dir / "pictures" / f"{scene.game.game_id}-move-0025.png"
    assert picture.is_file() and str(picture) in scene.hint()
    moment = save_game(session_at(scene.game, 25), tmp_path / "moment", scene.game.seats)
    rendered = tmp_path / "rendered.png"
    render_save(moment, rendered, LOGICAL_SIZE)
    assert pygame.image.tobytes(pygame.image.load(str(picture)), "RGB") == \
        pygame.image.tobytes(pygame.image.load(str(rendered)), "RGB")


def test_a_picture_that_cannot_be_written_is_said_and_nothing_else_happens(ctx, finished):
    ctx.saves_dir.mkdir(parents=True, exist_ok=True)
    (ctx.saves_dir / "pictures").write_text("a file where the folder would be")
    scene = replay_of(ctx, finished[1])
    send(ctx, key(pygame.K_s, pygame.KMOD_CTRL))
    assert "could not be saved" in scene.hint() and ctx.manager.top is scene


def test_the_load_screen_replays_a_finished_game_and_comes_back(canvas, finished):
    ctx = make_ctx(finished[0])
    load = show(ctx, LoadScene(ctx))
    finished_rows = [i for i, row in enumerate(load.entries) if getattr(row, "game_id", None) == finished[2].game_id]
    load.select(finished_rows[0], "saves")
    send(ctx, key(pygame.K_r))
    load.opening.wait()
    load.update(0)
    ctx.manager.apply_pending()
    replay = ctx.manager.top
    assert isinstance(replay, ReplayScene) and replay.game.game_id == finished[2].game_id
    assert replay.timeline.length == len(finished[2].log)
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.top is load


def test_the_end_screen_replays_the_game_just_played(ctx, finished):
    session = finished[2]
    end = show(ctx, EndScene(ctx, session, ["person", "easy", "person", "person", "random"]))
    send(ctx, key(pygame.K_r))
    replay = ctx.manager.top
    assert isinstance(replay, ReplayScene) and replay.game.game_id == session.game_id
    assert replay.timeline.state_at(replay.timeline.length) == session.state
    assert replay.game.seats == SEATS
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.top is end


def test_the_records_replay_the_last_recorded_game_whose_files_are_kept(canvas, finished, tmp_path):
    folder = tmp_path / "saves"
    shutil.copytree(finished[0], folder)
    ctx = make_ctx(folder)
    ctx.keep_records = True
    records_screen = show(ctx, RecordsScene(ctx))
    assert not records_screen.replay_button.enabled  # nothing recorded yet
    session = finished[2]
    records.record_game(ctx.records_path, records.game_record(session, SEATS, datetime.now(timezone.utc)))
    records_screen.refresh()
    assert records_screen.replay_button.enabled
    send(ctx, key(pygame.K_r))
    records_screen.opening.wait()
    records_screen.update(0)
    ctx.manager.apply_pending()
    assert isinstance(ctx.manager.top, ReplayScene) and ctx.manager.top.game.game_id == session.game_id
    for path in autosaves(folder, session.game_id):
        path.unlink()  # its files gone: the records have nothing to replay
    records_screen.refresh()
    assert not records_screen.replay_button.enabled


def test_colosseum_replay_file_opens_the_replay_over_the_title(ctx, finished, monkeypatch):
    from colosseum_desktop import app, cli
    asked = {}
    monkeypatch.setattr(app, "launch", lambda **kwargs: asked.update(kwargs) or 0)
    assert cli.main(["replay", str(finished[1])]) == 0 and asked["replay"] == str(finished[1])
    show(ctx, TitleScene(ctx, open_replay=finished[1]))
    ctx.manager.apply_pending()
    assert isinstance(ctx.manager.top, ReplayScene)


def test_a_file_that_is_not_a_save_is_refused_with_its_reason_on_the_title(ctx, tmp_path):
    bad = tmp_path / "bad.colosseum.json"
    bad.write_text("{")
    title = show(ctx, TitleScene(ctx, open_replay=bad))
    ctx.manager.apply_pending()
    assert ctx.manager.top is title and "bad.colosseum.json" in title.message.text


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_control_says_its_words_whole_in_every_language(ctx, finished, language):
    scene = replay_of(ctx, finished[1])
    try:
        set_language(language)
        scene.on_language_changed()
        for button in [*scene.controls.values(), *scene.banner]:
            _size, lines = fitted_label(button.look())
            assert "…" not in "".join(lines), (language, button.text)
        draw(ctx)
    finally:
        set_language("en")
