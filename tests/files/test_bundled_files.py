"""Every file the game ships with, damaged every way, in a copy of the game launched in a process of its own: a
sound is left out (Settings says so), a font gives way to the default face, a pictogram to a plain shape, a
catalog or the rules' text to English (the title says which files), all without a traceback, a hang or a native
abort; the game's own data ends the program with one line and status 2."""
from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo

from colosseum_desktop.i18n.catalogs import read_catalog

from .damage import DAMAGES, root_reads_anything

REPO = Path(__file__).resolve().parents[2]
LAUNCH_MS = 300  # the title shown this long (the bench probe's exit), then the window closes

# Launches the copied game as a player would (through the command line), lets the title run, then reports what
# the game made of its files.
PROBE = """
import json, sys
from colosseum_desktop import cli, sound
status = cli.main(sys.argv[1:])
import pygame
pygame.font.init()
from colosseum_desktop.i18n import _, current_language
from colosseum_desktop.scenes.rules_reference import summary as rules_summary
from colosseum_desktop.sprites import icons, theme
theme.font(20, bold=True).render(_("New game"), True, (0, 0, 0))
icons.icon("lion", 30)
# the rules screen's first section (an older copy of the game had no fallback: its own sections())
shown = getattr(rules_summary, "shown_sections", lambda language: rules_summary.sections())
rules = shown(current_language())[0].id
try:
    from colosseum_desktop.files import bundled
    unusable, title = sorted(bundled.unusable_files()), str(bundled.title_note() or "")
except ImportError:  # an older copy of the game, which said nothing of its own files
    unusable, title = [], ""
print(json.dumps({"status": status, "unusable": unusable, "rules": rules,
                  "sound": str(sound.BOARD.unavailable() or ""), "title": title}))
"""

# path in the copy -> the language the game is launched in
SHIPPED = {
    "assets/sounds/dice.wav": "en",
    "assets/fonts/LinLibertine_R.otf": "en",
    "assets/fonts/LinLibertine_RB.otf": "de",
    "assets/icons/lion.svg": "en",
    "colosseum_desktop/locale/de/LC_MESSAGES/colosseum.mo": "de",
    "colosseum_desktop/locale/de/rules_summary.txt": "de",
    "colosseum_desktop/locale/en/rules_summary.txt": "en",
}
GAME_DATA = "colosseum_desktop/rules/game_data.json"


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> Path:
    """One copy of the game (package and assets), made once; each test links its own copy from it."""
    copy = tmp_path_factory.mktemp("pristine")
    ignore = shutil.ignore_patterns("*.po", "*.pot")
    shutil.copytree(REPO / "colosseum_desktop", copy / "colosseum_desktop", ignore=ignore)
    shutil.copytree(REPO / "assets", copy / "assets")
    return copy


def game_copy(pristine: Path, tmp_path: Path) -> Path:
    """A copy of the game whose files are hard links to the pristine one's (damage replaces a file, never writes
    into it)."""
    copy = tmp_path / "game"
    shutil.copytree(pristine, copy, copy_function=os.link)
    return copy


def launch(copy: Path, tmp_path: Path, language: str) -> subprocess.CompletedProcess:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {**os.environ, "PYTHONPATH": str(copy), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
           "COLOSSEUM_BENCH_EXIT_AFTER_MS": str(LAUNCH_MS), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, "-c", PROBE, "--saves-dir", str(home / "saves"), "--lang", language],
                          env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60)


def report(done: subprocess.CompletedProcess) -> dict:
    assert done.returncode == 0, done.stderr[-3000:]  # was 1 (a traceback), -6 (a native abort), or a hang
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def expected_name(path: str) -> str:
    """How the title names the file."""
    if path.endswith(".mo"):
        return "de/colosseum.mo"
    return path.removeprefix("assets/").removeprefix("colosseum_desktop/locale/")


def said_for(path: str, seen: dict) -> None:
    """What the player is told of the damaged file `path`."""
    if path.endswith(".wav"):
        assert seen["sound"] == "1 sound missing: file unusable", seen
        return
    assert expected_name(path) in seen["unusable"] and expected_name(path) in seen["title"], seen
    if path.endswith("rules_summary.txt"):
        assert seen["rules"] == "unavailable", seen  # a section saying the rules' text could not be read


@pytest.mark.parametrize("damage", DAMAGES)
@pytest.mark.parametrize("path", SHIPPED)
def test_a_damaged_shipped_file_gives_way_to_a_stand_in_and_is_said(pristine, tmp_path, path, damage):
    if root_reads_anything(damage):
        pytest.skip("running as root: chmod 000 does not stop root from reading")
    copy = game_copy(pristine, tmp_path)
    DAMAGES[damage](copy / path)
    said_for(path, report(launch(copy, tmp_path, SHIPPED[path])))


def german_catalog_with(msgid: str, translation) -> bytes:
    catalog = read_catalog("de")
    catalog[msgid].string = translation
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def plural_formula(formula: str) -> bytes:
    catalog = read_catalog("de")
    catalog.plural_forms_override = formula
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    data = out.getvalue()
    return data.replace(b"plural=(n != 1)", formula.encode()) if formula.encode() not in data else data


TITLE_WORDS = "New game"
HOSTILE_CATALOGS = {
    "placeholder indexing an int": lambda: german_catalog_with(TITLE_WORDS, "{n[0]}"),
    "huge width": lambda: german_catalog_with("{n} medal", ("{n:999999999}", "{n:999999999}")),
    "a NUL in a translation": lambda: german_catalog_with(TITLE_WORDS, "Neues\0Spiel"),
    "plural forms dividing by zero": lambda: plural_formula("plural=(n / 0)"),
    "an attribute of a value": lambda: german_catalog_with("{n} medal", ("{n.real}", "{n.imag}")),
}


@pytest.mark.parametrize("kind", HOSTILE_CATALOGS)
def test_a_catalog_that_could_crash_a_screen_means_english_and_is_said(pristine, tmp_path, kind):
    copy = game_copy(pristine, tmp_path)
    mo = copy / "colosseum_desktop/locale/de/LC_MESSAGES/colosseum.mo"
    data = HOSTILE_CATALOGS[kind]()
    mo.unlink()
    mo.write_bytes(data)
    said_for(str(mo.relative_to(copy)), report(launch(copy, tmp_path, "de")))


BAD_SUMMARIES = {"a bad heading": "# The aim without an id\ntext\n", "binary": "\0\1\2 text\n",
                 "text before a heading": "text\n# The aim {#aim}\n"}


@pytest.mark.parametrize("kind", BAD_SUMMARIES)
def test_a_rules_text_out_of_shape_is_shown_in_english_with_a_word(pristine, tmp_path, kind):
    copy = game_copy(pristine, tmp_path)
    path = copy / "colosseum_desktop/locale/de/rules_summary.txt"
    path.unlink()
    path.write_text(BAD_SUMMARIES[kind], encoding="utf-8")
    said_for("colosseum_desktop/locale/de/rules_summary.txt", report(launch(copy, tmp_path, "de")))


GAME_DATA_DAMAGES = {**DAMAGES, "not the game's data": lambda path: path.write_text('{"programs": []}'),
                     "deeply nested": lambda path: path.write_text("[" * 100_000 + "]" * 100_000)}


@pytest.mark.parametrize("damage", GAME_DATA_DAMAGES)
def test_damaged_game_data_ends_the_program_with_one_line_and_status_2(pristine, tmp_path, damage):
    if root_reads_anything(damage):
        pytest.skip("running as root: chmod 000 does not stop root from reading")
    copy = game_copy(pristine, tmp_path)
    path = copy / GAME_DATA
    if damage in DAMAGES:
        DAMAGES[damage](path)
    else:
        path.unlink()
        GAME_DATA_DAMAGES[damage](path)
    done = launch(copy, tmp_path, "en")
    assert done.returncode == 2, done.stderr[-3000:]
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "game_data.json" in lines[0] and "reinstall" in lines[0], done.stderr[-3000:]
