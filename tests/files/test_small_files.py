"""The settings and the last set-up, damaged every way: opening them never raises, the player is told why a file
was not used, and whatever the program writes afterwards, the file's bytes are still somewhere (left where they
were, or kept aside beside them): a newer version's file is never rewritten, a file of the wrong shape is kept aside
before it is replaced."""
from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from colosseum_desktop.cli import main
from colosseum_desktop.online import keyring
from colosseum_desktop.saves import records
from colosseum_desktop.saves.last_setup import LastSetup, SeatSetup, open_setup, save_setup
from colosseum_desktop.settings import Settings, open_settings

from ..saves.test_records import entry
from .damage import DAMAGES, root_reads_anything

SEAT = keyring.HeldSeat(server="http://127.0.0.1:8000", game_id="0123456789abcdef", seat=0, secret="s" * 43, name="Aurelia",
                        kept_at=datetime(2026, 3, 1, tzinfo=timezone.utc))
GOOD = {"settings.json": json.dumps({"sound_volume": 0.35, "language": "de"}).encode(),
        "last-game-setup.json": LastSetup(players=3, seats=tuple(SeatSetup(name=name) for name in (
            "Aurelia", "Brutus", "Cassia", "Decimus", "Egnatia"))).model_dump_json().encode(),
        "records.json": records.RecordsFile(games=(entry("1111111111111111", names=("Aurelia", "Bo", "Cy")),)).model_dump_json(
            ).encode(),
        keyring.KEYRING_FILE: keyring.KeyringFile(seats=(SEAT,)).model_dump_json().encode()}
FORMATS = {"settings.json": "colosseum-desktop-settings", "last-game-setup.json": "colosseum-desktop-setup",
           "records.json": records.FORMAT_NAME, keyring.KEYRING_FILE: keyring.FORMAT_NAME}
SETUP = LastSetup(players=4, seats=tuple(SeatSetup(name=name) for name in "ABCDE"))


def open_and_write(path: Path):
    """What the window does with the file: open it, then write it when told it may (a setting changed, a new game
    set up, a game finished, a seat kept). Returns what the player is told on opening it."""
    if path.name == "settings.json":
        settings, unusable = open_settings(path)
        assert Settings.load(path) is not None  # the command line's look, read-only
        if unusable is None or not unusable.left_alone:
            settings.sound_volume = 1.0
            settings.save(path)
        return unusable and unusable.reason
    if path.name == "records.json":
        problem = records.read_history(path).problem
        records.record_game(path, entry("2222222222222222"))
        return problem
    if path.name == keyring.KEYRING_FILE:
        problem = keyring.read_keyring(path).problem
        try:
            keyring.reserve(path)  # what joining does first (since the seats file's check came in)
            keyring.keep(path, (SEAT.model_copy(update={"seat": 1}),))
        except keyring.SeatsNotKept as refused:
            assert str(refused)
        return problem
    setup, unusable = open_setup(path)
    if unusable is None or not unusable.left_alone:
        save_setup(path, SETUP)
    return unusable and unusable.reason


def deeply_nested(path: Path) -> None:
    path.write_text("[" * 5000 + "]" * 5000)


def nul_in_a_name(path: Path) -> None:
    text = GOOD[path.name].decode()
    path.write_text(text.replace("Aurelia", "Aur\\u0000elia") if "Aurelia" in text else
                    json.dumps({"language": "d\u0000e", "sound_volume": 0.35}))


def newer_version(path: Path) -> None:
    document = json.loads(GOOD[path.name])
    document.update({"version": 99, "format": FORMATS[path.name], "a newer setting": {"kept": True}})
    path.write_text(json.dumps(document))


def wrong_shape(path: Path) -> None:
    document = json.loads(GOOD[path.name])
    document["sound_volume" if path.name == "settings.json" else "players" if "setup" in path.name else
             "games" if path.name == "records.json" else "seats"] = "loud"
    path.write_text(json.dumps(document))


STATES = {**DAMAGES, "deeply nested": deeply_nested, "a NUL in a stored name": nul_in_a_name,
          "newer version": newer_version, "wrong shape": wrong_shape}


def all_bytes_beside(path: Path) -> list[bytes]:
    return [p.read_bytes() for p in path.parent.iterdir() if p.is_file() and not p.is_symlink()]


@pytest.mark.parametrize("state", STATES)
@pytest.mark.parametrize("name", GOOD)
def test_a_damaged_file_is_said_and_its_bytes_are_never_lost(tmp_path, name, state):
    if root_reads_anything(state):
        pytest.skip("running as root: chmod 000 does not stop root from reading")
    path = tmp_path / name
    path.write_bytes(GOOD[name])
    STATES[state](path)
    before = path.read_bytes() if path.is_file() and not path.is_symlink() and state != "unreadable" else None
    said = open_and_write(path)
    if state == "missing" or (state == "empty" and name == "records.json"):  # an empty history is no history
        assert said is None
        return
    assert said is not None and str(said)
    if before is not None:
        assert before in all_bytes_beside(path), "the file's bytes were written over"
    if state == "newer version" and name != "last-game-setup.json":  # the set-up has no version: kept aside
        assert path.read_bytes() == before  # never rewritten by this version


def test_a_newer_versions_unknown_settings_are_written_back_as_they_were(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sound_volume": 0.35, "a newer setting": {"kept": True}}))
    settings, unusable = open_settings(path)
    settings.language = "fr"
    settings.save(path)
    saved = json.loads(path.read_text())
    assert unusable is None and saved["a newer setting"] == {"kept": True} and saved["language"] == "fr"


def test_a_full_disk_after_keeping_a_damaged_file_aside_is_said(tmp_path, monkeypatch):
    from colosseum_desktop import settings as settings_module
    from colosseum_desktop.app import AppContext
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    settings, unusable = open_settings(path)
    ctx = AppContext(None, tmp_path, settings, path)
    ctx.settings_file_unusable(unusable)

    def no_room(*_args, **_kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(settings_module, "write_small_file", no_room)
    ctx.settings_changed()
    ctx.settings_changed()
    assert [str(note) for note in ctx.file_notes][1:] == [
        "The settings could not be saved in settings.json (Disk full): changes last until the game is closed."]


def test_a_full_disk_when_the_set_up_is_remembered_is_said(tmp_path, monkeypatch):
    from colosseum_desktop.saves import last_setup
    path = tmp_path / "last-game-setup.json"
    path.write_text("{not json")
    assert open_setup(path)[1].kept_as is not None

    def no_room(*_args, **_kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(last_setup, "write_small_file", no_room)
    failure = save_setup(path, SETUP)  # None before: logged only
    assert str(failure) == "The game's set-up could not be remembered in last-game-setup.json (Disk full)."


@pytest.mark.parametrize("command", [["--help"], ["check-save", "nothing.colosseum"]])
def test_deeply_nested_settings_never_stop_the_command_line(tmp_path, monkeypatch, capsys, command):
    (tmp_path / "colosseum-desktop").mkdir()
    deeply_nested(tmp_path / "colosseum-desktop" / "settings.json")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    try:
        status = main(command)
    except SystemExit as done:
        status = done.code
    assert status in (0, 2), capsys.readouterr()
