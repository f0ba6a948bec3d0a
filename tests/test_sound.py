"""Sounds: synthesised by tools/make_sounds.py, mapped from game events, played without a device as well."""
import importlib.util
import logging
import wave
from pathlib import Path

import pygame
import pytest

from colosseum_desktop import sound
from colosseum_desktop.sprites import theme
from tests.scenes.game_fixtures import finished_session

ROOT = Path(__file__).resolve().parents[1]


def make_sounds_module():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_sounds_are_exactly_what_the_synthesiser_makes(tmp_path):
    made = make_sounds_module().make_all(tmp_path)
    assert sorted(p.stem for p in made) == sorted(sound.SOUND_NAMES)
    shipped = sorted(p.name for p in theme.assets_dir().joinpath("sounds").glob("*.wav"))
    assert shipped == sorted(p.name for p in made)
    for path in made:
        assert path.read_bytes() == theme.asset_path("sounds", path.name).read_bytes(), path.name
        with wave.open(str(path)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
            assert 0.1 < wav.getnframes() / 22050 <= 2.0


def test_a_whole_game_sounds_its_dice_coins_auctions_nobles_crowds_records_and_rounds():
    session = finished_session(players=4, seed=5)
    heard = []
    for entry in session.log:
        cues = sound.cues_for(entry.events, entry.state_before)
        heard += cues
        kinds = {e.kind for e in entry.events}
        names = {c.sound for c in cues}
        assert ("dice_rolled" in kinds) == ("dice" in names)
        assert ("auction_won" in kinds) == ("auction_won" in names)
        for event in entry.events:
            if event.kind == "produced":
                crowd = next(c for c in cues if c.sound == "crowd")
                assert crowd.loudness == sound.crowd_loudness(event.attendance.total)
                assert ("record" in names) == event.new_record
            if event.kind == "noble_moved" and entry.state_before.arena_owner(event.end) is not None:
                assert "noble" in names
    assert {c.sound for c in heard} == set(sound.SOUND_NAMES)


def test_a_bigger_attendance_is_a_louder_crowd():
    assert sound.crowd_loudness(5) < sound.crowd_loudness(30) < sound.crowd_loudness(60) == 1.0
    assert sound.crowd_loudness(0) == sound.CROWD_QUIETEST


def test_sounds_play_on_the_dummy_device_at_the_volume_asked_and_not_at_all_when_muted():
    board = sound.SoundBoard()
    assert board.load(), board.silent_because
    channels = board.play([sound.Cue("dice"), sound.Cue("crowd", 0.5)], volume=0.6)
    volumes = [c.get_volume() for c in channels]  # the mixer keeps volumes in steps of 1/128
    assert volumes == [pytest.approx(0.6, abs=0.01), pytest.approx(0.3, abs=0.01)]
    assert board.play([sound.Cue("gong")], volume=0.0) == []


def test_no_audio_device_means_silence_logged_once_and_no_error(monkeypatch, caplog):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    board = sound.SoundBoard()
    with caplog.at_level(logging.WARNING, logger="colosseum_desktop.sound"):
        assert board.load() is False
        assert board.play([sound.Cue("dice")], volume=1.0) == []
        assert board.play([sound.Cue("gong")], volume=1.0) == []
    assert board.silent_because == "No available audio device"
    assert [r.getMessage() for r in caplog.records] == ["Sound is off: No available audio device"]


@pytest.mark.parametrize("name", sound.SOUND_NAMES)
def test_every_sound_is_a_shipped_file(name):
    assert theme.asset_path("sounds", f"{name}.wav").stat().st_size > 1000
