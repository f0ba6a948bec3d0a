"""Settings say when sound is unavailable and why (the terminal's log line was the only sign), under the Sound
row's label in the title's settings and the pause menu; with every sound playable they say nothing."""
import pytest

from colosseum_desktop import sound
from colosseum_desktop.scenes.title.settings_menu import SettingsScene
from colosseum_desktop.scenes.widgets import Label

from .ui_events import show


def labels(scene) -> list[str]:
    return [widget.text for widget in scene.widgets.widgets if isinstance(widget, Label)]


@pytest.fixture
def board(monkeypatch):
    board = sound.SoundBoard()
    monkeypatch.setattr(sound, "BOARD", board)
    return board


def test_no_audio_device_is_said_under_the_sound_row(ctx, board):
    board.silent_because = "No available audio device"
    assert "No sound: no audio device" in labels(show(ctx, SettingsScene(ctx)))


def test_sound_files_left_out_are_counted(ctx, board):
    board.unusable = {"dice": "its 'data' chunk claims 24254 bytes; the file holds 0", "gong": "missing"}
    assert "2 sounds missing: files unusable" in labels(show(ctx, SettingsScene(ctx)))
    ctx.choose_language("de")
    ctx.manager.apply_pending()
    assert "2 Klänge fehlen: Dateien unbrauchbar" in labels(ctx.manager.top)


def test_with_every_sound_playable_nothing_is_said(ctx, board):
    assert board.load()
    assert not [text for text in labels(show(ctx, SettingsScene(ctx))) if "sound" in text.lower()
                and text != "Sound"]
