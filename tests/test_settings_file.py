"""The settings file read and written like a save: bounded, never blocking, finite numbers within their bounds,
written atomically; a damaged one kept aside as a copy and said on the title screen, one that is not ours left
alone. The remembered set-up (last-game-setup.json) the same way."""
import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from colosseum_desktop.app import App, AppContext
from colosseum_desktop.cli import main
from colosseum_desktop.saves import last_setup
from colosseum_desktop.scenes.base import SceneManager
from colosseum_desktop.scenes.starting.new_game import NewGameScene
from colosseum_desktop.scenes.title.scene import TitleScene
from colosseum_desktop.settings import Settings, open_settings
from tests.scenes.ui_events import show

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def settings_path(tmp_path):
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir()
    return path


def kept_copies(folder: Path, stem: str) -> list[Path]:
    return sorted(folder.glob(f"{stem}.damaged-*.json"))


@pytest.mark.parametrize("text", ['{"computer_delay_ms": Infinity}', '{"animation_speed": NaN}',
                                  '{"sound_volume": -Infinity}'])
def test_a_number_json_cannot_hold_is_a_damaged_file_never_a_crash(settings_path, capsys, text):
    settings_path.write_text(text)
    assert Settings.load(settings_path) == Settings()  # read-only: the command line's look
    with pytest.raises(SystemExit) as done:  # --help crashed (OverflowError, int(inf)) with such a file
        main(["--help"])
    assert done.value.code == 0 and capsys.readouterr().out.startswith("usage:")
    settings, unusable = open_settings(settings_path)
    assert settings == Settings() and unusable.kept_as is not None and unusable.kept_as.read_text() == text


@pytest.mark.parametrize("saved, expected", [
    ({"computer_delay_ms": 1e300}, Settings(computer_delay_ms=10_000)),        # the computers waited for ever
    ({"animation_speed": 1e-12}, Settings(animation_speed=0.25)),             # an animation never ending
    ({"sound_volume": 7}, Settings(sound_volume=1.0)),
    ({"animation_speed": 0, "sound_volume": 0}, Settings(animation_speed=0.0, sound_volume=0.0)),  # off stays off
])
def test_every_number_is_finite_and_within_its_bounds(settings_path, saved, expected):
    settings_path.write_text(json.dumps(saved))
    assert Settings.load(settings_path) == expected
    assert open_settings(settings_path) == (expected, None)


@pytest.mark.parametrize("text, expected", [
    ('{"animation_speed": ' + "1" * 400 + '}', Settings()),                    # not a finite float: ignored
    ('{"computer_delay_ms": -5, "language": 3, "auto_dialogs": "no"}', Settings()),
    ('{"computer_delay_ms": 1e400, "animation_speed": 2}', Settings(animation_speed=2.0)),  # json reads inf
])
def test_values_that_cannot_be_used_are_ignored_and_the_file_kept_aside_before_it_is_replaced(settings_path, text,
                                                                                               expected):
    settings_path.write_text(text)
    assert Settings.load(settings_path) == expected
    settings, unusable = open_settings(settings_path)  # the file was replaced later, its bytes kept nowhere
    assert settings == expected and unusable.kept_as.read_text() == text and not settings_path.exists()


def in_a_fresh_process(settings_path, *argv):
    env = {**os.environ, "PYTHONPATH": str(REPO), "XDG_CONFIG_HOME": str(settings_path.parent.parent)}
    (settings_path.parent.parent / "colosseum-desktop").mkdir(exist_ok=True)
    return subprocess.run([sys.executable, "-m", "colosseum_desktop", *argv], env=env, capture_output=True,
                          text=True, timeout=60)


@pytest.mark.parametrize("kind", ["fifo", "link to /dev/zero", "folder"])
def test_something_not_a_file_in_its_place_is_never_read_nor_replaced(tmp_path, kind):
    """A pipe blocked every launch and every command for ever; a link to /dev/zero ate 3.7 GB."""
    config = tmp_path / "config" / "colosseum-desktop"
    config.mkdir(parents=True)
    path = config / "settings.json"
    {"fifo": lambda: os.mkfifo(path), "link to /dev/zero": lambda: path.symlink_to("/dev/zero"),
     "folder": path.mkdir}[kind]()
    done = in_a_fresh_process(config / "settings.json", "--help")
    assert done.returncode == 0 and "usage:" in done.stdout
    settings, unusable = open_settings(path)
    assert settings == Settings() and unusable.left_alone and unusable.kept_as is None
    ctx = AppContext(SceneManager(), tmp_path, settings, path)
    ctx.settings_file_unusable(unusable)
    ctx.settings.computer_delay_ms = 350
    ctx.settings_changed()  # not remembered: it is not ours to replace
    assert os.path.lexists(path) and not path.is_file()
    assert "changes are not remembered" in str(ctx.file_notes[0])


def test_a_cut_file_is_kept_as_a_copy_said_on_the_title_and_a_new_one_written(tmp_path, settings_path, canvas):
    Settings(computer_delay_ms=350, language="nl").save(settings_path)
    cut = settings_path.read_bytes()[:25]
    settings_path.write_bytes(cut)  # a crash mid-write by an older version, or a disk error
    app = App(tmp_path / "saves", TitleScene, settings_path)
    assert app.ctx.settings == Settings()
    (copy,) = kept_copies(settings_path.parent, "settings")
    assert copy.read_bytes() == cut and not settings_path.exists()
    title = show(app.ctx, TitleScene(app.ctx))
    title.update(16)
    assert title.message.text == (f"settings.json was damaged, so the usual values are used; the damaged file was "
                                  f"kept as {copy.name}.")
    app.ctx.settings.computer_delay_ms = 1600
    app.ctx.settings_changed()  # used to write over the damaged file, keeping nothing
    assert Settings.load(settings_path).computer_delay_ms == 1600 and copy.read_bytes() == cut


def test_a_failing_write_leaves_the_settings_as_they_were(settings_path, monkeypatch):
    """It left settings.json empty (written in place); now a temporary file is renamed over it once complete."""
    Settings(computer_delay_ms=350).save(settings_path)
    before = settings_path.read_bytes()

    def disk_full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", disk_full)
    Settings(computer_delay_ms=1600).save(settings_path)  # logged, not raised: a preference never stops a game
    monkeypatch.undo()
    assert settings_path.read_bytes() == before
    assert [p.name for p in settings_path.parent.iterdir()] == ["settings.json"]


def test_a_damaged_remembered_set_up_is_kept_as_a_copy_and_said(tmp_path, settings_path, canvas):
    setup_file = last_setup.setup_path(settings_path)
    setup_file.write_text('{"format": "colosseum-desktop-setup", "players": 4, "seats": [')
    ctx = AppContext(SceneManager(), tmp_path / "saves", Settings(), settings_path)
    scene = show(ctx, NewGameScene(ctx))
    (copy,) = kept_copies(settings_path.parent, "last-game-setup")
    assert "last-game-setup.json was damaged" in scene.error.text and copy.name in scene.error.text
    assert "last-game-setup.json was damaged" in str(ctx.file_notes[0])  # the title says it too
    last_setup.save_setup(setup_file, scene.setup())
    assert last_setup.load_setup(setup_file) is not None and copy.exists()


def test_a_pipe_in_place_of_the_remembered_set_up_is_left_alone(tmp_path, settings_path, canvas, monkeypatch):
    setup_file = last_setup.setup_path(settings_path)
    os.mkfifo(setup_file)
    ctx = AppContext(SceneManager(), tmp_path / "saves", Settings(), settings_path)
    scene = show(ctx, NewGameScene(ctx))
    assert "changes are not remembered" in scene.error.text
    monkeypatch.setattr("colosseum_desktop.scenes.starting.entry.start_new_game", lambda *args, **kwargs: None)
    scene.start()
    assert os.path.lexists(setup_file) and not setup_file.is_file()
