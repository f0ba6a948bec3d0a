"""Every script in benchmarks/ runs, in its short mode (`--short`), so none can rot unnoticed: bench_memory.py
stopped compiling once and nobody knew (issue 17). A short run's figures mean nothing, so none is checked: the
script must finish without an error and print something.

The scripts run in processes of their own (each sets up pygame and its drivers as a user running it would),
two at a time, started once for the module; each test waits for its own script's run."""
from __future__ import annotations

import ast
import os
import subprocess
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = sorted((REPO / "benchmarks").glob("*.py"))
SHORT = "--short"


def declares_short_mode(source: str) -> bool:
    """Whether the script's argument parser takes `--short`."""
    return any(isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
               and node.func.attr == "add_argument" and node.args
               and isinstance(node.args[0], ast.Constant) and node.args[0].value == SHORT
               for node in ast.walk(ast.parse(source)))


def run_short(script: Path, scratch: Path) -> subprocess.CompletedProcess:
    """The script's short run, on this checkout's package, with its files and the player's folders in `scratch`."""
    scratch.mkdir()
    env = dict(os.environ, PYTHONPATH=str(REPO), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TMPDIR=str(scratch), XDG_DATA_HOME=str(scratch / "data"), XDG_CONFIG_HOME=str(scratch / "config"),
               COLOSSEUM_SAVES_DIR=str(scratch / "saves"))
    return subprocess.run([sys.executable, str(script), SHORT], cwd=scratch, env=env, capture_output=True,
                          text=True, timeout=600)


@pytest.fixture(scope="module")
def short_runs(request, tmp_path_factory):
    """script name -> its short run, under way: two at a time (the machine the tests run on has two cores), and
    only the scripts whose tests were selected."""
    selected = {item.callspec.params["script"] for item in request.session.items
                if item.originalname == test_every_benchmark_script_runs_in_its_short_mode.__name__}
    scratch = tmp_path_factory.mktemp("benchmarks")
    with ThreadPoolExecutor(max_workers=2) as pool:
        yield {script.name: pool.submit(run_short, script, scratch / script.stem)
               for script in SCRIPTS if script in selected and runnable_short(script)}


def runnable_short(script: Path) -> bool:
    """A script with a short mode is run; so is one that does not even parse, to show its error. One without
    a short mode is not: it would run in full, for minutes."""
    try:
        return declares_short_mode(script.read_text(encoding="utf-8"))
    except SyntaxError:
        return True


def test_the_folder_has_its_scripts():
    assert len(SCRIPTS) >= 10 and (REPO / "benchmarks" / "bench_memory.py") in SCRIPTS


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_every_benchmark_script_has_a_short_mode(script):
    assert declares_short_mode(script.read_text(encoding="utf-8")), (
        f"{script.name} takes no {SHORT}: give it a short mode (a run of a few seconds whose figures need not mean "
        f"anything) so that tests/test_benchmarks.py can run it")


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_every_benchmark_script_runs_in_its_short_mode(script, short_runs):
    run: Future | None = short_runs.get(script.name)
    if run is None:
        pytest.fail(f"{script.name} has no short mode, so it is not run (see the test above)")
    done = run.result()
    assert done.returncode == 0, f"{script.name} {SHORT} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    assert done.stdout.strip(), f"{script.name} {SHORT} printed nothing"


def test_a_script_without_a_short_mode_is_told_apart():
    """The check itself, on a script that parses other arguments only, and on one that takes --short."""
    assert not declares_short_mode('import argparse\nargparse.ArgumentParser().add_argument("--games")\n')
    assert declares_short_mode('import argparse\np = argparse.ArgumentParser()\np.add_argument("--short")\n')
