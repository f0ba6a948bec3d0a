"""The standalone bundle (tools/build_bundle.py), built once for these tests and run as a player runs it.

Building takes a minute or more, so these tests are marked `bundle` and skipped unless COLOSSEUM_RUN_BUNDLE_TESTS=1
(.ci/run sets it in its second job, after the README's test command). The executable runs with a clean environment:
no PYTHONPATH, no virtual environment on PATH, a home of its own, a working folder outside the checkout.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN_ENV = "COLOSSEUM_RUN_BUNDLE_TESTS"


def bundle_marks() -> list:
    """Each test module's pytestmark: marked `bundle`, and skipped, saying why, unless asked for."""
    return [pytest.mark.bundle,
            pytest.mark.skipif(os.environ.get(RUN_ENV) != "1",
                               reason=f"builds the PyInstaller bundle (a minute or more): set {RUN_ENV}=1 to run it, "
                                      f"as .ci/run does")]


def build_tool():
    """tools/build_bundle.py as a module (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("build_bundle", ROOT / "tools" / "build_bundle.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def needed_program(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{RUN_ENV}=1 but {name} is not installed (.ci/run installs it with apt-get)")
    return found


@pytest.fixture(scope="session")
def bundle(tmp_path_factory) -> Path:
    """The built executable."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail(f"{RUN_ENV}=1 but PyInstaller is not installed: pip install pyinstaller")
    out = tmp_path_factory.mktemp("bundle")
    built = subprocess.run([sys.executable, str(ROOT / "tools" / "build_bundle.py"), "--dist", str(out / "dist"),
                            "--work", str(out / "work")], capture_output=True, text=True, timeout=1200)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    executable = out / "dist" / "colosseum" / "colosseum"
    assert executable.is_file() and os.access(executable, os.X_OK), built.stdout[-2000:]
    return executable


def clean_environment(home: Path, **more: str) -> dict[str, str]:
    """What a player's session gives the game: no Python of this checkout anywhere (PATH less the venv's folder)."""
    venv_bin = str(Path(sys.executable).parent)
    path = os.pathsep.join(part for part in os.environ.get("PATH", "").split(os.pathsep)
                           if part and part != venv_bin and ".venv" not in part)
    for folder in ("config", "data", "cache"):
        (home / folder).mkdir(parents=True, exist_ok=True)
    return {"HOME": str(home), "PATH": path, "LANG": "C.UTF-8", "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"), "XDG_CACHE_HOME": str(home / "cache"), **more}


@pytest.fixture
def run_bundle(bundle, tmp_path):
    """Run the bundle with arguments, from a temporary working folder, in a clean environment."""
    workdir = tmp_path / "cwd"
    workdir.mkdir()

    def run(*arguments: str, timeout: float = 300) -> subprocess.CompletedProcess:
        return subprocess.run([str(bundle), *arguments], cwd=workdir, env=clean_environment(tmp_path / "home"),
                              capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)

    run.workdir = workdir
    return run
