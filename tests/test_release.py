"""The package as released: its licence, its one version, what a player's install brings (the online client) and
what hosting adds (the `server` extra), and `colosseum serve` saying which extra it needs when it is missing."""
import subprocess
import sys
import tomllib
from pathlib import Path

from colosseum_desktop import __version__

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def names(requirements: list[str]) -> set[str]:
    """The distributions named ("uvicorn[standard]>=0.29" -> "uvicorn"), lower case."""
    return {requirement.split(">")[0].split("=")[0].split("<")[0].split("[")[0].strip().lower()
            for requirement in requirements}


def test_colosseum_version_prints_the_one_version_the_package_holds():
    shown = subprocess.run([sys.executable, "-m", "colosseum_desktop", "--version"], capture_output=True, text=True,
                           check=True, cwd=ROOT).stdout
    assert shown == f"colosseum {__version__}\n"
    # One place: pyproject reads colosseum_desktop.__version__ (which saves record as app_version), writes none.
    assert "version" not in PROJECT and "version" in PROJECT["dynamic"]
    assert SETUPTOOLS["dynamic"]["version"] == {"attr": "colosseum_desktop.__version__"}


def test_the_licence_is_stated_in_the_file_the_metadata_and_the_readme_and_the_game_stays_credited():
    licence = (ROOT / "LICENSE").read_text()
    assert licence.startswith("MIT License") and "Kramer" in licence and "Days of Wonder" in licence
    assert PROJECT["license"] == "MIT" and PROJECT["license-files"] == ["LICENSE"]
    readme = (ROOT / "README.md").read_text()
    assert "MIT licence" in readme and "[LICENSE](LICENSE)" in readme
    assert "Wolfgang Kramer and Markus Lübke, Days of Wonder" in readme
    classifiers = PROJECT["classifiers"]
    assert "Topic :: Games/Entertainment :: Board Games" in classifiers and PROJECT["readme"] == "README.md"


def test_a_players_install_plays_online_as_a_client_and_hosting_is_the_server_extra():
    base = names(PROJECT["dependencies"])
    assert {"pygame-ce", "pydantic", "platformdirs", "websockets", "desktop-notifier"} <= base
    extras = PROJECT["optional-dependencies"]
    server = {"starlette", "uvicorn", "sqlalchemy", "alembic", "psycopg", "argon2-cffi", "openskill"}
    assert names(extras["server"]) == server and not server & base
    assert extras["online"] == ["colosseum-desktop[server]"]  # 0.1's name, kept for one release
    assert "colosseum-desktop[server]" in extras["test"] and {"build", "setuptools"} <= names(extras["test"])


def test_serve_without_the_server_extra_says_which_to_install_in_one_line(tmp_path):
    """The extra's modules made unimportable, as in a player's install (None in sys.modules: import fails)."""
    code = ("import sys\n"
            "for name in ('starlette', 'uvicorn', 'sqlalchemy', 'alembic', 'psycopg'):\n"
            "    sys.modules[name] = None\n"
            "from colosseum_desktop.cli import main\n"
            "sys.exit(main(['--lang', 'en', 'serve', '--port', '0']))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=tmp_path,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)})
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == ("colosseum serve needs the server extra: pipx install --force 'colosseum-desktop[server]' "
                           "(or pip install 'colosseum-desktop[server]')\n")
