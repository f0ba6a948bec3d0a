"""Every command the README and docs/ show is run, in the form that cannot touch anything: each `colosseum`
subcommand and each benchmark script with --help, every option the docs give it looked for in what it answers;
the pytest markers, extras, package name and catalog commands the docs name looked up where they are defined.
A doc that names an option, a subcommand or an extra the program no longer has fails here."""
from __future__ import annotations

import functools
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[1]
DOCS = [REPOSITORY / "README.md", REPOSITORY / "TRANSLATING.md", *sorted((REPOSITORY / "docs").glob("*.md"))]
INLINE = re.compile(r"`((?:python3? |colosseum |pipx? |uvicorn )[^`\n]*)`")
FENCE = re.compile(r"^\s*```(?:sh|bash|console)?\s*$")
PROJECT = tomllib.loads((REPOSITORY / "pyproject.toml").read_text())


def shown_commands() -> list[tuple[str, str]]:
    """(where, command) for every command in an inline code span or a shell block of the docs."""
    found = []
    for doc in DOCS:
        in_block = False
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{doc.relative_to(REPOSITORY)}:{number}"
            if FENCE.match(line):
                in_block = not in_block
                continue
            if in_block:
                line = line.split(" # ")[0].strip()
                found += [(where, part.strip()) for part in line.split("&&")
                          if re.match(r"(python3? |colosseum|pipx? |uvicorn )", part.strip())]
            else:
                found += [(where, command.strip()) for command in INLINE.findall(line)]
    return found


COMMANDS = shown_commands()


def words(command: str) -> list[str]:
    """The command's words, with the docs' usage notation ([optional], a|b, ...) taken away: `.[test]` stays."""
    try:
        parts = shlex.split(command.replace("\\|", "|"))
    except ValueError:  # an unbalanced quote inside a usage line
        parts = command.split()
    plain = [part if re.fullmatch(r"[\w.-]+\[[\w,]+\]", part) else part.strip("[]…") for part in parts]
    return [part for part in plain if part not in ("", "...")]


def options_in(parts: list[str]) -> set[str]:
    return {part.split("=")[0] for part in parts if re.fullmatch(r"--[a-z][a-z0-9-]*(=.*)?", part)}


@functools.cache
def help_text(*command: str) -> str:
    done = subprocess.run([sys.executable, *command, "--help"], cwd=REPOSITORY, capture_output=True, text=True,
                          timeout=120, env={"PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy",
                                            "SDL_AUDIODRIVER": "dummy", "LANG": "C.UTF-8", "HOME": "/nonexistent"})
    assert done.returncode == 0, f"{' '.join(command)} --help failed: {done.stderr[-800:]}"
    return done.stdout


@functools.cache
def subcommands() -> frozenset[str]:
    answer = help_text("-m", "colosseum_desktop")
    listed = re.findall(r"^    ([a-z][a-z-]+)\s", answer[answer.index("COMMAND\n"):], re.MULTILINE)
    assert len(listed) >= 5, f"colosseum --help lists no subcommands: {answer}"
    return frozenset(listed)


def check_colosseum(parts: list[str]) -> None:
    if any(part.startswith("colosseum://") for part in parts):
        return  # an invite's link given to the game: tests/online/test_invite_opening.py opens such links
    sub = next((part for part in parts if part in subcommands()), None)
    answer = help_text("-m", "colosseum_desktop", *([sub] if sub else []))
    missing = options_in(parts) - set(re.findall(r"--[a-z][a-z0-9-]*", answer))
    if sub is not None:  # options before the subcommand are the game's own
        missing -= set(re.findall(r"--[a-z][a-z0-9-]*", help_text("-m", "colosseum_desktop")))
    assert not missing, f"options the program does not have: {sorted(missing)}"


def check_python(parts: list[str]) -> None:
    if parts[1].startswith(("benchmarks/", "tools/")):
        script = REPOSITORY / parts[1]
        assert script.is_file(), f"no such script: {parts[1]}"
        missing = options_in(parts) - set(re.findall(r"--[a-z][a-z0-9-]*", help_text(parts[1])))
        assert not missing, f"options {parts[1]} does not have: {sorted(missing)}"
    elif parts[1:3] == ["-m", "colosseum_desktop"]:
        check_colosseum(parts[3:])
    elif parts[1:3] == ["-m", "colosseum_desktop.i18n.catalogs"]:
        from colosseum_desktop.i18n import catalogs  # says its commands in its docstring, which it prints
        assert parts[3:4] and f"catalogs {parts[3]} " in catalogs.__doc__, f"no such catalogs command: {parts[3:4]}"
    elif parts[1:3] == ["-m", "pytest"]:
        markers = {line.split(":")[0] for line in PROJECT["tool"]["pytest"]["ini_options"]["markers"]}
        asked = {parts[i + 1] for i, part in enumerate(parts[:-1]) if part == "-m"} - {"pytest"}
        assert asked <= markers | {"not soak"}, f"markers not registered: {sorted(asked - markers)}"
        for path in (part for part in parts[3:] if part.startswith("tests")):
            assert (REPOSITORY / path).exists(), f"no such tests: {path}"
    elif parts[1:4] == ["-m", "pip", "install"]:
        check_pip(parts[4:])
    elif parts[1:3] == ["-m", "build"]:
        assert any(requirement.startswith("build") for requirement in PROJECT["project"]["optional-dependencies"]["test"])
    else:
        pytest.fail(f"a command this test does not know how to check: {' '.join(parts)}")


def check_pip(parts: list[str]) -> None:
    extras = set(PROJECT["project"].get("optional-dependencies", {}))
    for part in parts:
        named = re.fullmatch(r"(?:\.|colosseum-desktop|colosseum_desktop-([\w.]+)-py3-none-any\.whl)(?:\[([a-z,]+)\])?",
                             part)
        if named:
            assert set((named.group(2) or "").split(",")) - {""} <= extras, f"no such extra: {part} ({sorted(extras)})"
            if named.group(1):
                from colosseum_desktop import __version__
                assert named.group(1) == str(__version__), f"a wheel of another version: {part}"
        elif re.match(r"colosseum", part):
            assert part == PROJECT["project"]["name"], f"not this project's name: {part}"
        else:  # another package (a build tool): a name and a version range, no more
            assert part.startswith("-") or part == "." or re.fullmatch(r"[A-Za-z][\w.-]*([<>=!~]=?[\w.]+,?)*", part), part


def check_uvicorn(parts: list[str]) -> None:
    target = next(part for part in parts if ":" in part and not part.startswith("-"))
    module, attribute = target.split(":")
    done = subprocess.run([sys.executable, "-c", f"import {module} as m; assert callable(m.{attribute})"],
                          cwd=REPOSITORY, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-800:]
    assert options_in(parts) <= set(re.findall(r"--[a-z][a-z0-9-]*", help_text("-m", "uvicorn")))


@pytest.mark.parametrize(("where", "command"), COMMANDS, ids=[where for where, _ in COMMANDS])
def test_every_command_the_docs_show_is_one_the_program_answers(where, command):
    parts = words(command)
    if parts[0] == "colosseum":
        check_colosseum(parts[1:])
    elif parts[0] in ("python", "python3"):
        check_python(parts)
    elif parts[0] in ("pip", "pipx"):
        check_pip(parts[2:] if parts[1:2] == ["install"] else parts[1:])
    elif parts[0] == "uvicorn":
        check_uvicorn(parts)
    else:
        pytest.fail(f"a command this test does not know how to check: {command}")


def test_the_docs_show_commands_of_every_kind_this_test_checks():
    """The harness finds what it should: the set-up commands, subcommands, benchmarks."""
    shown = " ".join(command for _, command in COMMANDS)
    for expected in ("python3 -m pip install -e", "python3 -m pytest", "colosseum serve", "colosseum check-save",
                     "colosseum render", "benchmarks/bench_rules.py", "catalogs update"):
        assert expected in shown, expected
