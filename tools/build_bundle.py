"""Build the standalone game with PyInstaller: one folder holding one executable that runs with no Python installed.

    pip install -e ".[test]" pyinstaller      # PyInstaller is a build tool, not something the game needs
    python tools/build_bundle.py              # -> dist/colosseum/colosseum (run it; ship the whole folder)

The data files put in the bundle are the ones pyproject.toml's [tool.setuptools.package-data] lists (fonts, icons,
sounds, catalogs and rules summaries, the game's data, the computer players' weights), read from there so a wheel
and the bundle never disagree, each at the place inside the package the game reads it from (the frozen package
answers `importlib.resources` and `__file__` from the bundle's folder). The online server (`colosseum serve`, with
Starlette, uvicorn, SQLAlchemy, Alembic, psycopg) is left out: the bundle is the player's game, and plays online as
a client; a host installs the package with pip. docs/bundle.md says what Windows and macOS need besides.
"""
from __future__ import annotations

import argparse
import os
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "colosseum"
ENTRY = ROOT / "tools" / "bundle_entry.py"
# The server's own code and its libraries: the bundle is a player's game, not a host's.
SERVER_ONLY_PACKAGES = ("colosseum_desktop.server",)  # with its migrations
# Its libraries only: without them `colosseum serve` in the bundle answers as in an install without the server extra.
SERVER_LIBRARIES = ("starlette", "uvicorn", "sqlalchemy", "alembic", "psycopg", "psycopg_binary", "psycopg_pool",
                    "uvloop", "httptools", "watchfiles")  # the last three: uvicorn[standard]'s, found by hooks
# Reached by no import of the game's, but found through optional imports of its libraries: kept out for size.
NOT_NEEDED = ("tkinter", "pytest", "hypothesis", "babel", "numpy", "IPython")


def package_data(pyproject: Path = ROOT / "pyproject.toml") -> list[tuple[Path, str]]:
    """(file, folder inside the bundle) for every data file the wheel ships, server-only packages left out."""
    setuptools = tomllib.loads(pyproject.read_text(encoding="utf-8"))["tool"]["setuptools"]
    folders = setuptools.get("package-dir", {})
    found = []
    for package, patterns in setuptools["package-data"].items():
        if any(package == server or package.startswith(f"{server}.") for server in SERVER_ONLY_PACKAGES):
            continue
        source = ROOT / folders.get(package, package.replace(".", "/"))
        target = Path(*package.split("."))
        for pattern in patterns:
            files = sorted(path for path in source.glob(pattern) if path.is_file())
            if not files:
                raise SystemExit(f"pyproject.toml lists {package}: {pattern}, which matches no file in {source}")
            found += [(path, str(target / path.parent.relative_to(source))) for path in files]
    return found


def pyinstaller_arguments(dist: Path, work: Path) -> list[str]:
    arguments = ["--noconfirm", "--clean", "--onedir", "--name", NAME, "--log-level", "WARN",
                 "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
                 # The checkout's package: an editable install is found through an import hook PyInstaller cannot see.
                 "--paths", str(ROOT),
                 # On Windows and macOS: "--windowed" too (no console window), and an icon (docs/bundle.md).
                 ]
    for module in SERVER_ONLY_PACKAGES + SERVER_LIBRARIES + NOT_NEEDED:
        arguments += ["--exclude-module", module]
    for path, folder in package_data():
        arguments += ["--add-data", f"{path}{os.pathsep}{folder}"]
    return [*arguments, str(ENTRY)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the bundle's folder is made (default: dist/, giving dist/colosseum/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bundle",
                        help="PyInstaller's working folder (default: build/bundle/)")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__
    except ImportError:
        print("PyInstaller is not installed: pip install pyinstaller", file=sys.stderr)
        return 2
    PyInstaller.__main__.run(pyinstaller_arguments(args.dist.resolve(), args.work.resolve()))
    executable = args.dist.resolve() / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))
    print(f"built {executable}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
