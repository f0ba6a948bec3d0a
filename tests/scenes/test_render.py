"""`colosseum render`: a saved game's board drawn to a PNG without a window; the picture written whole or not at
all, and only over a picture file."""
import os
import resource
import stat
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from colosseum_desktop import saves
from colosseum_desktop.render import main as render, parse_size

from .game_fixtures import fresh_session

REPO = Path(__file__).resolve().parents[2]


def test_renders_a_save_at_the_asked_size(tmp_path):
    save = saves.save_game(fresh_session(players=5), tmp_path / "five.colosseum.json", ["person"] * 5)
    out = tmp_path / "pictures" / "board.png"
    assert render(str(save), str(out), "800x450") == 0
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (800, 450)
    colours = {tuple(picture.get_at((x, y))) for x in range(0, 800, 37) for y in range(0, 450, 29)}
    assert len(colours) > 10, "a board, not a blank picture"


def test_a_bad_save_exits_2_with_the_reason(tmp_path, capsys):
    bad = tmp_path / "bad.colosseum.json"
    bad.write_text("{}")
    assert render(str(bad), str(tmp_path / "x.png"), "1600x900") == 2
    assert "colosseum render:" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("text, size", [("1600x900", (1600, 900)), ("1280X720", (1280, 720))])
def test_sizes(text, size):
    assert parse_size(text) == size


@pytest.mark.parametrize("text", ["big", "0x0", "1600", "99999x10"])
def test_bad_sizes_are_refused(text):
    with pytest.raises(ValueError):
        parse_size(text)


def test_a_kernel_file_as_the_picture_is_refused_in_one_line(tmp_path, capsys):
    save = saves.save_game(fresh_session(players=3), tmp_path / "three.colosseum.json", ["person"] * 3)
    assert render(str(save), "/proc/version", "64x36") == 2  # it reported success, exit 0, before
    assert capsys.readouterr().err == ("colosseum render: /proc/version is not a picture file that can be replaced; "
                                       "choose another --out\n")


def test_a_pipe_or_a_link_as_the_picture_is_refused_and_left_as_it_was(tmp_path, capsys):
    save = saves.save_game(fresh_session(players=3), tmp_path / "three.colosseum.json", ["person"] * 3)
    pipe, link, kept = tmp_path / "pipe.png", tmp_path / "link.png", tmp_path / "kept.png"
    os.mkfifo(pipe)
    kept.write_bytes(b"mine")
    link.symlink_to(kept)
    for target in (pipe, link):
        assert render(str(save), str(target), "64x36") == 2
        assert capsys.readouterr().err.endswith("is not a picture file that can be replaced; choose another --out\n")
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode) and link.is_symlink() and kept.read_bytes() == b"mine"


def test_a_write_cut_short_exits_2_and_leaves_the_older_picture_whole(tmp_path):
    """Under a file size limit the PNG was cut at the limit and the command said it was written (exit 0)."""
    save = saves.save_game(fresh_session(players=3), tmp_path / "three.colosseum.json", ["person"] * 3)
    out = tmp_path / "board.png"
    out.write_bytes(b"the older picture")

    def small_files_only():
        resource.setrlimit(resource.RLIMIT_FSIZE, (10_000, 10_000))

    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-m", "colosseum_desktop", "render", "--load", str(save), "--out", str(out),
                           "--size", "800x450"], env=env, capture_output=True, text=True, timeout=120,
                          preexec_fn=small_files_only)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"colosseum render: {out} could not be written (File too large)\n"
    assert out.read_bytes() == b"the older picture"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.png", "three.colosseum.json"]
