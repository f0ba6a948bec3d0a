"""Sound never stops a game: every sound file is checked whole before the mixer gets it (a WAV cut after its header
made SDL's mixer abort the process, exit 134), and a missing or unusable one is left out, the others still played."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from colosseum_desktop import sound
from colosseum_desktop.sprites.theme import asset_path

REPO = Path(__file__).resolve().parents[1]
DICE = asset_path("sounds", "dice.wav").read_bytes()

# Loads the sounds from the folder given as the first argument (the shipped ones copied there, some spoilt), in a
# process of its own: before the check, the mixer aborted the whole process.
LOAD_FROM = """
import sys
from pathlib import Path
from colosseum_desktop import sound
sound.sound_file = lambda name: Path(sys.argv[1], f"{name}.wav")
board = sound.SoundBoard()
assert board.load()
played = board.play([sound.Cue(name) for name in sound.SOUND_NAMES], volume=0.5)
print(sorted(board.unusable), len(played))
"""


def sounds_folder(tmp_path, spoilt: dict) -> Path:
    for name in sound.SOUND_NAMES:
        content = spoilt.get(name, asset_path("sounds", f"{name}.wav").read_bytes())
        if content is not None:
            (tmp_path / f"{name}.wav").write_bytes(content)
    return tmp_path


def load_in_a_process_of_its_own(folder):
    env = {**os.environ, "PYTHONPATH": str(REPO), "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-c", LOAD_FROM, str(folder)], env=env, capture_output=True, text=True,
                          timeout=60)


def test_sounds_cut_to_their_header_or_missing_are_left_out_and_the_rest_play(tmp_path):
    folder = sounds_folder(tmp_path, {"dice": DICE[:44], "gong": DICE[:1000], "coins": None, "crowd": b"RIFF"})
    done = load_in_a_process_of_its_own(folder)
    assert done.returncode == 0, done.stderr  # it was 134: SIGABRT inside the mixer
    assert done.stdout.strip() == f"['coins', 'crowd', 'dice', 'gong'] {len(sound.SOUND_NAMES) - 4}"


@pytest.mark.parametrize("data, problem", [
    (b"", "not a RIFF WAVE file"),
    (b"RIFF\x00\x00\x00\x00WAVE", "it holds no sound data"),
    (DICE[:44], "its 'data' chunk claims 24254 bytes; the file holds 0"),
    (DICE[:36], "it holds no sound data"),                                      # its format, then nothing
    (DICE[:12] + DICE[36:], "its sound comes before its format"),
    (DICE[:20] + b"\x03\x00" + DICE[22:], "not plain PCM sound (encoding=3, channels=1, rate=22050, bits=16)"),
    (DICE[:40] + (3).to_bytes(4, "little") + DICE[44:47], "its sound data (3 bytes) is not a whole number of samples"),
    (DICE, None),
], ids=["empty", "riff alone", "cut after the header", "no data", "data first", "not pcm", "half a sample", "whole"])
def test_a_wav_is_checked_whole(data, problem):
    assert sound.wav_problem(data) == problem


def test_every_shipped_sound_passes_the_check():
    for name in sound.SOUND_NAMES:
        assert sound.wav_problem(asset_path("sounds", f"{name}.wav").read_bytes()) is None, name
