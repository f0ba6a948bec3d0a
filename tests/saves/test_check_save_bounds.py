"""`colosseum check-save` prints every field of a save bounded (cut with an ellipsis) and with its controls escaped,
whatever the file holds: a version 5 MB long, a version of digits too many for int(), a terminal's escape codes, a
bidirectional override. Each hostile field in a table, through the command as a person types it."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from colosseum_desktop.cli import main

SAMPLE = Path(__file__).resolve().parents[2] / "saves" / "mid-game-4-players.colosseum.json"
MOST_LINE_CHARS = 1000  # the longest line check-save may print (a path and a sentence of bounded fields)

HOSTILE_FIELDS = [
    ("app_version", "A" * 5_000_000),
    ("app_version", "\x1b[2J\x1b]0;owned\x07" * 1000),
    ("app_version", "\u202eevil\u2066" * 100),
    ("app_version", "line\nbreak\r\n" * 100),
    ("rules_version", "9" * 5_000_000),  # more digits than int() reads
    ("rules_version", "0" * 100_000 + "2"),
    ("rules_version", "²"),  # a digit to str.isdigit, not to int
    ("rules_version", "R" * 1_000_000),
    ("rules_version", "\x1b[31m" * 10_000),
]


@pytest.mark.parametrize("field, value", HOSTILE_FIELDS, ids=lambda value: repr(value)[:30])
def test_every_field_check_save_prints_is_bounded_and_escaped(field, value, tmp_path, capsys):
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    document[field] = value
    save = tmp_path / "hostile.colosseum.json"
    save.write_text(json.dumps(document), encoding="utf-8")
    status = main(["--lang", "en", "check-save", str(save)])
    captured = capsys.readouterr()
    assert status in (0, 2)
    printed = captured.out + captured.err
    assert printed.strip()
    for line in printed.splitlines():
        assert len(line) <= MOST_LINE_CHARS, f"a line of {len(line)} characters"
        assert line.isprintable() or "\u202f" in line, repr(line[:200])  # format_datetime's narrow space
        assert "\x1b" not in line and "\u202e" not in line
    if len(value) > 1000:
        assert "…" in printed  # said cut, not silently dropped


def test_a_save_long_path_is_cut_too(tmp_path, capsys):
    deep = tmp_path
    for _ in range(20):
        deep = deep / ("folder-" + "x" * 40)
    deep.mkdir(parents=True)
    save = deep / "game.colosseum.json"
    save.write_bytes(SAMPLE.read_bytes())
    assert main(["--lang", "en", "check-save", str(save)]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert len(first) <= MOST_LINE_CHARS and "…" in first
