"""Every bad argument on the command line is refused in one line naming it, with exit status 2, before anything
is played, written or read; a reader that goes away (`| head`) ends the command quietly."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from colosseum_desktop.cli import MOST_GAMES, main

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "saves" / "mid-game-4-players.colosseum.json"


def refusal(argv, capsys) -> str:
    """The one line saying what is wrong (argparse's usage lines before it aside); exit status 2 checked."""
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    return captured.err.strip().splitlines()[-1]


@pytest.mark.parametrize("games", ["-1", "0", str(10**30), str(MOST_GAMES + 1), "ten", "1e3"])
def test_a_number_of_games_outside_1_to_the_most_is_refused(games, capsys):
    line = refusal(["simulate", "--games", games], capsys)
    assert line == (f"colosseum simulate: error: argument --games: a whole number from 1 to {MOST_GAMES} is "
                    f"needed, not '{games}'")


def test_a_round_to_stop_after_below_0_is_refused(capsys):
    assert "argument --stop-after-round: a whole number from 0 to 99" in refusal(
        ["simulate", "--stop-after-round", "-1"], capsys)


@pytest.mark.parametrize("option", ["--save", "--autosave-dir"])
def test_an_empty_file_or_folder_name_is_refused_and_nothing_is_written(option, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)  # an empty folder name was the current folder: autosaves were written there
    line = refusal(["simulate", "--stop-after-round", "1", option, ""], capsys)
    assert line.endswith(("the file name is empty", "the folder name is empty"))
    assert list(tmp_path.iterdir()) == []


def test_an_empty_saves_folder_is_refused(capsys):
    assert refusal(["--saves-dir", " "], capsys) == "colosseum: error: argument --saves-dir: the folder name is empty"


def test_a_file_where_a_folder_is_wanted_is_refused_and_left_alone(tmp_path, capsys):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("mine")
    for argv in (["--saves-dir", str(a_file)], ["simulate", "--autosave-dir", str(a_file), "--stop-after-round", "1"]):
        assert refusal(argv, capsys).endswith(f"{a_file} is not a folder")
    assert a_file.read_text() == "mine"


def test_a_folder_where_a_file_is_wanted_is_refused(tmp_path, capsys):
    line = refusal(["simulate", "--stop-after-round", "1", "--save", str(tmp_path)], capsys)
    assert line.endswith(f"{tmp_path} is a folder, not a file")
    assert refusal(["render", "--load", str(SAMPLE), "--out", str(tmp_path)], capsys).endswith("is a folder, not a file")


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else True, reason="root writes anywhere")
def test_an_autosave_folder_that_cannot_be_written_is_refused_before_playing(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    assert refusal(["simulate", "--autosave-dir", str(locked)], capsys).endswith(f"{locked} cannot be written to")


def test_an_autosave_folder_that_cannot_be_made_is_refused_before_playing(tmp_path, capsys):
    a_file = tmp_path / "file"
    a_file.write_text("")
    inside = a_file / "saves"
    assert refusal(["simulate", "--autosave-dir", str(inside)], capsys).endswith(f"{inside} cannot be made (Not a "
                                                                                 "directory)")


def test_check_save_into_a_reader_that_went_away_ends_quietly(tmp_path):
    """`colosseum check-save FILE | head -0`: no BrokenPipeError traceback, the shell's status for it."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen([sys.executable, "-m", "colosseum_desktop", "check-save", str(SAMPLE)], cwd=tmp_path,
                             env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    child.stdout.close()  # gone before the child writes a word: it takes a moment to start
    err = child.stderr.read().decode()
    assert child.wait(timeout=60) == 141, err
    assert err == ""
