"""Every subcommand, and every help, with standard output that cannot take it: closed (`>&-`: written to the null
device, the usual status, no AttributeError), a full disk (`> /dev/full`: one line on standard error, a non-zero
status, `--help` included), a reader gone before the first word (`| head -0`: quiet, status 141). And hostile
arguments: each refused in one argparse line, status 2, nothing run."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from colosseum_desktop.cli import main

REPO = Path(__file__).resolve().parents[1]
SAMPLE = str(REPO / "saves" / "mid-game-4-players.colosseum.json")
SECONDS = 120

HELPS = [["--help"], *([command, "--help"] for command in
                       ("simulate", "check-save", "replay", "render", "serve", "play-online"))]
PRINTING = {
    "simulate": ["simulate", "--games", "1"],
    "simulate --json": ["simulate", "--games", "1", "--json"],
    "simulate --stop-after-round": ["simulate", "--stop-after-round", "1", "--save", "{tmp}/stopped.colosseum.json"],
    "check-save": ["check-save", SAMPLE],
    "render": ["render", "--load", SAMPLE, "--out", "{tmp}/board.png", "--size", "320x180"],
    "serve": ["serve", "--port", "0", "--database", "sqlite:///{tmp}/online.sqlite3"],
    "catalogs check": None,  # python -m colosseum_desktop.i18n.catalogs check
}
CASES = {**{" ".join(argv): argv for argv in HELPS}, **PRINTING}


def command_line(name: str, tmp_path: Path) -> list[str]:
    argv = CASES[name]
    if argv is None:
        return [sys.executable, "-m", "colosseum_desktop.i18n.catalogs", "check"]
    return [sys.executable, "-m", "colosseum_desktop", "--lang", "en",
            *(arg.replace("{tmp}", str(tmp_path)) for arg in argv)]


def run(name: str, tmp_path: Path, stdout, preexec_fn=None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    child = subprocess.Popen(command_line(name, tmp_path), stdout=stdout, stderr=subprocess.PIPE, text=True,
                             stdin=subprocess.DEVNULL, cwd=tmp_path, env=env, preexec_fn=preexec_fn)
    if isinstance(stdout, int) and stdout > 2:
        os.close(stdout)  # the child holds the only writing end
    try:
        _out, err = child.communicate(timeout=SECONDS)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        raise
    return subprocess.CompletedProcess(child.args, child.returncode, None, err)


def close_stdout() -> None:
    os.close(1)


@pytest.mark.parametrize("name", [name for name in CASES if name != "serve"])  # serve would go on serving
def test_closed_standard_output_is_the_null_device(name, tmp_path):
    done = run(name, tmp_path, None, preexec_fn=close_stdout)
    assert "Traceback" not in done.stderr and "AttributeError" not in done.stderr, done.stderr
    assert done.returncode == (1 if name == "catalogs check" and "missing" in done.stderr else 0), done.stderr


@pytest.mark.parametrize("name", CASES)
def test_a_full_disk_under_standard_output_is_one_line_and_a_failure(name, tmp_path):
    with open("/dev/full", "w") as full:
        done = run(name, tmp_path, full)
    assert done.returncode != 0
    assert "Traceback" not in done.stderr, done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert "standard output cannot be written (No space left on device)" in line


@pytest.mark.parametrize("name", CASES)
def test_a_reader_gone_before_the_first_word_ends_the_command_quietly(name, tmp_path):
    reading, writing = os.pipe()
    os.close(reading)  # `| head -0`, gone before the command starts
    done = run(name, tmp_path, writing)
    verdict = 0 if name == "catalogs check" else 141  # the catalogs' check gives its verdict, as before
    assert done.stderr == "" and done.returncode == verdict, done.stderr


# --- hostile arguments -------------------------------------------------------------------------------------------
HOSTILE_ARGUMENTS = [
    (["serve", "--port", "99999"], "--port: a whole number from 0 to 65535"),
    (["serve", "--port", "-1"], "--port: a whole number from 0 to 65535"),
    (["serve", "--port", "http"], "--port: a whole number from 0 to 65535"),
    (["serve", "--host", "999.1.1.1"], "--host: 999.1.1.1 is not"),
    (["serve", "--host", ""], "--host:"),
    (["serve", "--host", "a b"], "--host:"),
    (["serve", "--host", "lo\x00calhost"], "--host: lo\\x00calhost"),
    (["serve", "--host", "[::1"], "--host:"),
    (["serve", "--database", "notaurl"], "--database: notaurl is not a database address"),
    (["serve", "--database", "mysql://user@127.0.0.1/colosseum"], "--database: mysql://user@127.0.0.1/colosseum is not"),
    (["serve", "--database", ""], "--database:"),
    (["serve", "--database", "postgresql://u:hidden@127.0.0.1:port/x"], "--database:"),
    (["--load", ""], "--load: the file name is empty"),
    (["--load", "  "], "--load: the file name is empty"),
    (["replay", ""], "FILE: the file name is empty"),
    (["render", "--load", "", "--out", "x.png"], "--load: the file name is empty"),
]


@pytest.mark.parametrize("argv, words", HOSTILE_ARGUMENTS, ids=lambda value: repr(value)[:40])
def test_a_hostile_argument_is_refused_in_one_line(argv, words, capsys, monkeypatch):
    from colosseum_desktop import app
    from colosseum_desktop.server import serve
    monkeypatch.setattr(app, "launch", lambda **kwargs: pytest.fail(f"the window was opened with {kwargs}"))
    monkeypatch.setattr(serve, "serve", lambda *args: pytest.fail(f"the server was started with {args}"))
    with pytest.raises(SystemExit) as done:
        main(["--lang", "en", *argv])
    assert done.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    last = captured.err.strip().splitlines()[-1]
    assert ": error: argument " in last and words in last, last
    assert "hidden" not in captured.err  # a password is never shown


@pytest.mark.parametrize("server", ["", "ftp://127.0.0.1", "http://[::1", "a b.example", "127.0.0.1:0",
                                    "ex\x00ample.org", "\u202eelpmaxe.org"], ids=repr)
def test_a_hostile_server_for_play_online_is_refused_in_one_line(server, capsys, monkeypatch):
    from colosseum_desktop import app
    monkeypatch.setattr(app, "launch", lambda **kwargs: pytest.fail(f"the window was opened with {kwargs}"))
    status = main(["--lang", "en", "play-online", "--server", server, "--game", "g", "--seat", "1",
                   "--secrets-stdin"])
    captured = capsys.readouterr()
    assert status == 2 and captured.out == ""
    (line,) = captured.err.splitlines()
    assert line.startswith("colosseum play-online: ") and line.isprintable()


def test_a_saves_folder_that_does_not_exist_is_made_or_refused_before_the_window(tmp_path, capsys, monkeypatch):
    from colosseum_desktop import app
    opened = []
    monkeypatch.setattr(app, "launch", lambda **kwargs: opened.append(kwargs) or 0)
    missing = tmp_path / "new" / "saves"
    assert main(["--lang", "en", "--saves-dir", str(missing)]) == 0
    assert missing.is_dir() and opened[0]["saves_dir"] == str(missing)
    a_file = tmp_path / "file"
    a_file.write_text("mine")
    with pytest.raises(SystemExit):
        main(["--lang", "en", "--saves-dir", str(a_file / "saves")])
    assert capsys.readouterr().err.strip().splitlines()[-1].endswith("cannot be made (Not a directory)")
    assert a_file.read_text() == "mine" and len(opened) == 1
