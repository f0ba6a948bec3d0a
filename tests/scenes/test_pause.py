"""The pause menu over a game: resume, save as, leaving with a confirmation; the board below sees nothing."""
from pathlib import Path

import pygame
import pytest

from colosseum_desktop.scenes.base import Scene
from colosseum_desktop.scenes.board.pause import PANEL, PauseScene
from colosseum_desktop.scenes.title.scene import TitleScene
from colosseum_desktop.sprites import theme

from .game_fixtures import finished_session, fresh_session, seated
from .ui_events import click, click_on, draw, key, make_ctx, send, show, typed


class FakeBoard(Scene):
    def __init__(self):
        self.events = []

    def handle_event(self, event):
        self.events.append(event)
        return True


@pytest.fixture
def ctx(tmp_path, canvas):
    return make_ctx(tmp_path / "saves")


@pytest.fixture
def board(ctx):
    return show(ctx, FakeBoard())


def pause(ctx, session=None, seats=("person", "person", "easy", "strong")):
    return show(ctx, PauseScene(ctx, seated(ctx, session or fresh_session(), list(seats))))


def test_escape_resumes_and_the_board_below_gets_nothing(ctx, board):
    menu = pause(ctx)
    send(ctx, *click((10, 10)), typed("x"))
    assert board.events == []
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.stack == [board]
    assert menu not in ctx.manager.stack


def test_the_board_is_drawn_under_the_menu(ctx, board):
    pause(ctx)
    assert ctx.manager.visible()[0] is board
    draw(ctx)


def test_save_as_writes_a_loadable_save_with_the_seats(ctx, board):
    from colosseum_desktop import saves
    session = fresh_session()
    menu = pause(ctx, session)
    send(ctx, key(pygame.K_s))
    assert menu.widgets is menu.save_form and menu.widgets.focus is menu.name_field
    send(ctx, *[key(pygame.K_BACKSPACE)] * 80, typed("Before lunch"), key(pygame.K_RETURN))
    path = ctx.saves_dir / "Before lunch.colosseum.json"
    assert path.is_file(), menu.message.text
    loaded = saves.load_game(path)
    assert loaded.session.state == session.state
    assert list(loaded.seats) == ["person", "person", "computer:easy", "computer:strong"]
    assert menu.widgets is menu.menu and "Saved" in menu.message.text


def test_a_name_that_would_leave_the_saves_folder_is_refused_on_screen(ctx, board):
    menu = pause(ctx)
    menu.ask_name()
    menu.name_field.set_text("../escape")
    send(ctx, key(pygame.K_RETURN))
    assert menu.widgets is menu.save_form and menu.message.text
    assert not (ctx.saves_dir.parent / "escape.colosseum.json").exists()
    draw(ctx)


def test_leaving_a_game_in_progress_asks_first(ctx, board):
    menu = pause(ctx)
    send(ctx, key(pygame.K_q))
    assert menu.widgets is menu.quit_form and ctx.manager.top is menu
    assert menu.widgets.focus.text == "Leave"
    stay = menu.quit_form.widgets[0]
    click_on(ctx, stay)
    assert menu.widgets is menu.menu
    send(ctx, key(pygame.K_q), key(pygame.K_ESCAPE))
    assert menu.widgets is menu.menu
    # Enter does what the highlighted button says, however the form was left before.
    send(ctx, key(pygame.K_q), key(pygame.K_RETURN))
    assert len(ctx.manager.stack) == 1 and isinstance(ctx.manager.top, TitleScene)


def test_enter_in_the_menu_resumes(ctx, board):
    pause(ctx)
    send(ctx, key(pygame.K_RETURN))
    assert ctx.manager.stack == [board]


def test_leaving_a_finished_game_does_not_ask(ctx, board):
    pause(ctx, finished_session())
    send(ctx, key(pygame.K_q))
    assert isinstance(ctx.manager.top, TitleScene)


def test_save_as_writes_who_plays_each_seat_from_the_table(ctx, board):
    from colosseum_desktop import saves
    from colosseum_desktop.saves import load_game
    menu = pause(ctx, fresh_session(), seats=("person", "easy", "person", "strong"))
    menu.ask_name()
    menu.name_field.text = "seats"
    menu.save()
    info = load_game(ctx.saves_dir / ("seats" + saves.SUFFIX))
    assert list(info.seats) == ["person", "computer:easy", "person", "computer:strong"]


def test_computer_pace_and_animation_settings_change_live(ctx, board, tmp_path):
    from colosseum_desktop.app import Settings

    ctx.settings_path = tmp_path / "settings.json"
    menu = pause(ctx)
    _language, pace, animations, _sound = menu.setting_choices
    assert pace.value == "Normal" and animations.value == "Normal"
    send(ctx, *click((pace.rect.right - 10, pace.rect.centery)))
    assert ctx.settings.computer_delay_ms == 350
    send(ctx, *click((pace.rect.right - 10, pace.rect.centery)))  # Fast is the scale's end: it stays (issue 20)
    assert ctx.settings.computer_delay_ms == 350 and pace.look().at_last
    send(ctx, *click((animations.rect.x + 10, animations.rect.centery)))  # a list, not a scale: round to Off
    assert ctx.settings.animation_speed == 0.0
    assert Settings.load(ctx.settings_path) == ctx.settings  # remembered for the next launch


def test_sound_volume_and_mute_change_live_and_are_remembered(ctx, board, tmp_path):
    from colosseum_desktop.app import Settings

    ctx.settings_path = tmp_path / "settings.json"
    menu = pause(ctx)
    volume = menu.setting_choices[3]
    assert volume.value == "Normal" and ctx.settings.sound_volume == 0.7
    send(ctx, *click((volume.rect.x + 10, volume.rect.centery)))
    assert ctx.settings.sound_volume == 0.35
    send(ctx, *click((volume.rect.x + 10, volume.rect.centery)))
    assert volume.value == "Off" and ctx.settings.sound_volume == 0.0  # muted
    assert Settings.load(ctx.settings_path).sound_volume == 0.0  # remembered for the next launch


def test_a_failed_autosave_is_reported_in_the_menu(ctx, board):
    from colosseum_desktop.saves.autosave import describe_failure
    from colosseum_desktop.table import AutosaveObserver

    class FailingAutosaver:
        problem = describe_failure(OSError(28, "No space left on device"))

    table = seated(ctx, fresh_session(), ["person"] * 4)
    table.watch(AutosaveObserver(FailingAutosaver()))
    menu = show(ctx, PauseScene(ctx, table))
    assert menu.message.text.startswith("The disk is full")


def test_a_long_saves_folder_is_shown_whole_inside_the_panel(canvas):
    # "Saves are kept in /home/…/.local/share/colosseum-desktop/saves" ran past both sides of the panel.
    folder = Path("/home/aurelia-maximiliana/.local/share/colosseum-desktop/saves")  # only shown, never made
    ctx = make_ctx(folder)
    show(ctx, FakeBoard())
    menu = pause(ctx)
    menu.ask_name()
    size, lines = menu.message_lines()
    assert lines[0] == "Saves are kept in" and lines[1] == str(folder)
    assert all(theme.font(size).size(line)[0] <= PANEL.width - 40 for line in lines)
    draw(ctx)


def test_typing_a_name_replaces_the_suggested_one(ctx, board):
    menu = pause(ctx)
    send(ctx, key(pygame.K_s))
    assert menu.name_field.text.startswith("Round ")
    send(ctx, typed("Before lunch"))
    assert menu.name_field.text == "Before lunch"


def test_the_leave_question_sits_in_a_box_sized_to_it(ctx, board):
    from colosseum_desktop.scenes.confirm import NOTE_SIZE, MARGIN
    from colosseum_desktop.scenes.board.pause import LEAVE_NOTE, PANEL, leave_box
    LEAVE_BOX = leave_box()
    from colosseum_desktop.sprites import theme
    menu = pause(ctx)
    send(ctx, key(pygame.K_q))
    lines = theme.wrap_text(LEAVE_NOTE, NOTE_SIZE, LEAVE_BOX.w - 2 * MARGIN)
    assert LEAVE_BOX.h < PANEL.h // 2 and len(lines) <= 3
    buttons = [w.rect for w in menu.quit_form.widgets]
    assert all(LEAVE_BOX.contains(rect) for rect in buttons)
    assert LEAVE_BOX.bottom - max(rect.bottom for rect in buttons) == MARGIN  # no empty space under the answers
    canvas = draw(ctx)
    inside = canvas.get_at((LEAVE_BOX.centerx, LEAVE_BOX.y + 8))
    outside = canvas.get_at((LEAVE_BOX.centerx, LEAVE_BOX.y - 8))
    assert inside != outside  # the box is drawn where it is said to be


def test_the_pause_menu_speaks_german_and_its_question_holds_the_longer_note(ctx, board):
    from colosseum_desktop.i18n import _, set_language
    from colosseum_desktop.scenes.confirm import MARGIN, NOTE_SIZE
    from colosseum_desktop.scenes.board.pause import LEAVE_NOTE_UNSAVED

    set_language("de")
    menu = pause(ctx)
    assert menu.heading == "Pause" and menu.name_field.text.startswith("Runde ")
    texts = {getattr(widget, "text", None) for widget in menu.menu.widgets}
    assert {"Weiterspielen", "Computertempo", "Zum Titel"} <= texts
    assert len(theme.wrap_text(_(LEAVE_NOTE_UNSAVED), NOTE_SIZE, menu.leave_box.w - 2 * MARGIN)) <= 3
    menu.ask_quit()
    draw(ctx)


def test_every_setting_label_ends_before_its_choice_in_every_language(ctx, board):
    from colosseum_desktop.i18n import LANGUAGES, _, set_language
    from colosseum_desktop.scenes.board.pause import SETTING_CHOICE_X
    from colosseum_desktop.scenes.title.settings_rows import ROW_LABELS
    from colosseum_desktop.scenes.widgets import Label

    for code in LANGUAGES:
        set_language(code)
        menu = pause(ctx)
        labels = [w for w in menu.menu.widgets if isinstance(w, Label) and w is not menu.message]
        assert len(labels) == 4
        for label, english in zip(labels, ROW_LABELS):
            assert label.text == _(english), (code, label.text)  # whole, not cut
            assert label.pos[0] + theme.font(label.size).size(label.text)[0] < SETTING_CHOICE_X, (code, label.text)
        menu.resume()
