"""The release as a player gets it: the wheel and the sdist built from a copy of the sources in a clean folder, the
wheel installed into a new virtual environment, and `colosseum` run from there (cwd outside the repository, the
repository on no path): --version, simulate, render, check-save, and serve saying which extra it lacks.

Slow-ish (the new environment installs pygame-ce, pydantic, websockets... from the configured index): one module
fixture builds and installs once for every test here.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from colosseum_desktop import __version__
from colosseum_desktop.i18n.catalogs import TRANSLATED

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "saves" / "mid-game-4-players.colosseum.json"
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "colosseum_desktop", "assets")  # what the build reads
LEFT_BEHIND = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")


@pytest.fixture(scope="module")
def release(tmp_path_factory) -> dict[str, Path]:
    """The built wheel and sdist, and the bin/ folder of a new venv with the wheel installed."""
    top = tmp_path_factory.mktemp("release")
    sources = top / "sources"
    sources.mkdir()
    for name in SOURCES:
        copy = shutil.copytree if (ROOT / name).is_dir() else shutil.copy2
        copy(ROOT / name, sources / name, **({"ignore": LEFT_BEHIND} if (ROOT / name).is_dir() else {}))
    # The sdist first, then the wheel built from the unpacked sdist (so a file the sdist misses is missed here);
    # --no-isolation: this environment's setuptools and build (the test extra), no second download.
    subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(top / "dist"), str(sources)],
                   check=True, capture_output=True, cwd=top, timeout=300)
    wheel, = (top / "dist").glob("*.whl")
    sdist, = (top / "dist").glob("*.tar.gz")
    venv = top / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, capture_output=True, timeout=120)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", str(wheel)], check=True,
                   capture_output=True, timeout=600, cwd=top)
    return {"wheel": wheel, "sdist": sdist, "bin": venv / "bin", "top": top}


def run(release, *argv: str, check: bool = True) -> subprocess.CompletedProcess:
    """`colosseum ARGV` of the new venv, from a folder outside the repository, with nothing of it on a path."""
    home = release["top"] / "home"
    home.mkdir(exist_ok=True)
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("PYTHON", "VIRTUAL_ENV", "COLOSSEUM"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PATH=f"{release['bin']}:/usr/bin:/bin")
    return subprocess.run([str(release["bin"] / "colosseum"), "--lang", "en", *argv], capture_output=True, text=True,
                          cwd=home, env=env, timeout=300, check=check)


def test_the_wheel_carries_fonts_icons_sounds_catalogs_game_data_and_the_licence(release):
    shipped = zipfile.ZipFile(release["wheel"]).namelist()
    assert release["wheel"].name == f"colosseum_desktop-{__version__}-py3-none-any.whl"
    package = [name for name in shipped if name.startswith("colosseum_desktop/")]
    for folder, suffix in (("assets/fonts/", ".otf"), ("assets/icons/", ".svg"), ("assets/sounds/", ".wav")):
        assert any(n.startswith(f"colosseum_desktop/{folder}") and n.endswith(suffix) for n in package), folder
    for code in TRANSLATED:
        assert f"colosseum_desktop/locale/{code}/LC_MESSAGES/colosseum.mo" in package
    assert {"colosseum_desktop/rules/game_data.json", "colosseum_desktop/assets/ATTRIBUTIONS.md",
            "colosseum_desktop/server/migrations/script.py.mako"} <= set(package)
    assert f"colosseum_desktop-{__version__}.dist-info/licenses/LICENSE" in shipped
    metadata = zipfile.ZipFile(release["wheel"]).read(f"colosseum_desktop-{__version__}.dist-info/METADATA").decode()
    assert "License-Expression: MIT" in metadata and "Requires-Dist: websockets" in metadata
    in_sdist = tarfile.open(release["sdist"]).getnames()
    top = f"colosseum_desktop-{__version__}"
    assert {f"{top}/LICENSE", f"{top}/README.md", f"{top}/assets/ATTRIBUTIONS.md"} <= set(in_sdist)


def test_the_installed_game_is_the_wheels_and_reports_its_version(release):
    assert run(release, "--version").stdout == f"colosseum {__version__}\n"
    where = "import colosseum_desktop; print(colosseum_desktop.__file__)"
    found = subprocess.run([str(release["bin"] / "python"), "-c", where], capture_output=True, text=True, check=True,
                           cwd=release["top"], env={"PATH": "/usr/bin:/bin"}).stdout
    assert Path(found.strip()).is_relative_to(release["top"] / "venv")


def test_the_installed_game_simulates_renders_and_checks_a_save(release):
    summary = json.loads(run(release, "simulate", "--players", "3", "--games", "1", "--json").stdout.splitlines()[-1])
    assert summary["games"] == 1 and summary["invariant_violations"] == 0
    save = release["top"] / "home" / SAMPLE.name
    shutil.copy2(SAMPLE, save)
    picture = release["top"] / "home" / "board.png"
    run(release, "render", "--load", str(save), "--out", str(picture), "--size", "800x450")
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    checked = run(release, "check-save", str(save)).stdout
    assert "Players" in checked or "players" in checked


def test_a_players_install_has_the_online_client_and_serve_names_the_extra_it_lacks(release):
    client = ("import websockets, desktop_notifier, colosseum_desktop.online.link, "
              "colosseum_desktop.online.lobby_calls, colosseum_desktop.scenes.online.board")
    subprocess.run([str(release["bin"] / "python"), "-c", client], check=True, capture_output=True,
                   cwd=release["top"], env={"PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy"}, timeout=120)
    served = run(release, "serve", "--port", "0", check=False)
    assert served.returncode == 1 and served.stdout == ""
    assert served.stderr == ("colosseum serve needs the server extra: pipx install --force "
                             "'colosseum-desktop[server]' (or pip install 'colosseum-desktop[server]')\n")
