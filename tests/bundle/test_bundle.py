"""The standalone bundle runs as a player's game with no Python installed: the title in a window (under Xvfb),
a save drawn to a PNG, headless games, its catalogs and every data file the wheel ships (issue 31)."""
from __future__ import annotations

import json
import os
import subprocess
import time

import pygame
import pytest

from .conftest import build_tool, bundle_marks, clean_environment, needed_program
from .xvfb import colours_in, screenshot, start_xvfb, wait_for_window

pytestmark = bundle_marks()
STAYS_OPEN_SECONDS = 4  # the title keeps running this long (it draws and waits for the player)


def test_the_bundle_holds_every_data_file_the_wheel_ships(bundle):
    inside = bundle.parent / "_internal"
    expected = [inside / folder / path.name for path, folder in build_tool().package_data()]
    assert len(expected) > 40  # fonts, icons, sounds, catalogs and summaries, game data, weights
    assert [str(path) for path in expected if not path.is_file()] == []
    assert not (inside / "starlette").exists() and not (inside / "sqlalchemy").exists()  # the server is left out


def test_the_bundle_names_its_version_and_says_the_server_is_not_in_it(run_bundle):
    from colosseum_desktop import __version__

    version = run_bundle("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"colosseum {__version__}", version.stderr
    serve = run_bundle("--lang", "en", "serve", "--port", "0")
    assert serve.returncode == 1 and serve.stdout == ""
    assert len(serve.stderr.strip().splitlines()) == 1 and "colosseum-desktop[server]" in serve.stderr, serve.stderr


def test_the_bundle_plays_headless_games_with_every_computer_player(run_bundle):
    played = run_bundle("simulate", "--games", "2", "--players", "4", "--bots", "random,easy,strong,expert",
                        "--json")
    assert played.returncode == 0, played.stderr[-3000:]
    summary = json.loads(played.stdout.strip().splitlines()[-1])
    assert summary["games"] == 2 and summary["invariant_violations"] == 0
    assert summary["bots"] == ["random", "easy", "strong", "expert"]  # the weights were found


def test_the_bundle_renders_a_save_it_made(run_bundle):
    saved = run_bundle("simulate", "--stop-after-round", "2", "--save", "game")
    assert saved.returncode == 0, saved.stderr[-3000:]
    save = next(run_bundle.workdir.glob("game*.json"))
    checked = run_bundle("check-save", str(save))
    assert checked.returncode == 0, checked.stderr[-3000:]
    drawn = run_bundle("render", "--load", str(save), "--out", "board.png", "--size", "1280x720")
    assert drawn.returncode == 0, drawn.stderr[-3000:]
    picture = pygame.image.load(str(run_bundle.workdir / "board.png"))
    assert picture.get_size() == (1280, 720)
    assert len(colours_in(picture)) > 200  # a board with its cards, icons and text, not a blank sheet


def test_the_bundle_speaks_the_languages_of_its_catalogs(run_bundle):
    german = run_bundle("--lang", "de", "render", "--help")
    assert german.returncode == 0 and "Spielbrett" in german.stdout, german.stdout + german.stderr
    romanian = run_bundle("--lang", "ro", "simulate", "--help")
    assert romanian.returncode == 0 and "jucători" in romanian.stdout, romanian.stdout + romanian.stderr


def test_the_bundle_opens_its_window_on_the_title_and_quits_with_q(bundle, tmp_path):
    server, display = start_xvfb()
    game = None
    try:
        workdir = tmp_path / "cwd"
        workdir.mkdir()
        game = subprocess.Popen([str(bundle), "--lang", "en"], cwd=workdir, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                env=clean_environment(tmp_path / "home", DISPLAY=display))
        wait_for_window(display, game)
        time.sleep(STAYS_OPEN_SECONDS)
        assert game.poll() is None, "the game ended on the title by itself"
        picture = screenshot(display, tmp_path / "title.png")
        assert len(colours_in(picture)) > 200, "the window is blank"  # the title's drawing and its words
        # The title's Quit key, pressed where the pointer is over the window (no window manager gives focus).
        width, height = picture.get_size()
        subprocess.run([needed_program("xdotool"), "mousemove", str(width // 2), str(height // 2), "key", "q"],
                       check=True, env={**os.environ, "DISPLAY": display})
        assert game.wait(timeout=30) == 0, game.stdout.read()[-3000:]
    finally:
        if game is not None and game.poll() is None:
            game.kill()
            game.wait()
        server.terminate()
        server.wait(timeout=10)
