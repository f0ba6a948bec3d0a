"""Every kind of bad file is refused with one exception type and a message a player can read, and is
left exactly as it was."""
import json
import logging
import os
import re
import shutil
import threading

import pytest

from colosseum_desktop.bots import LEVELS
from colosseum_desktop.files import bounded_read
from colosseum_desktop.saves import MAX_SAVE_BYTES, SCHEMA_VERSION, SaveError, load_game, loading
from colosseum_desktop.session import Session

from .games import SAMPLES_DIR, fingerprint

SAMPLE = SAMPLES_DIR / "mid-game-4-players.colosseum.json"


def sample_document() -> dict:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def as_bytes(document) -> bytes:
    return json.dumps(document).encode("utf-8")


def edited(change) -> bytes:
    document = sample_document()
    change(document)
    return as_bytes(document)


def set_in(document, path, value):
    *parents, last = path
    for key in parents:
        document = document[key]
    document[last] = value


def first_index(document, kind):
    return next(i for i, record in enumerate(document["log"]) if record["command"]["kind"] == kind)


def bump_first_bid(document):
    record = document["log"][first_index(document, "open_auction")]
    record["command"]["bid"] += 1


def change_first_dice(document):
    for record in document["log"]:
        for event in record["events"]:
            if event["kind"] == "dice_rolled":
                event["faces"] = [6 if f != 6 else 5 for f in event["faces"]]
                return
    raise AssertionError("no dice in the sample")


def add_gladiator(document):
    tokens = document["state"]["players"][0]["tokens"]
    tokens["gladiator"] = tokens.get("gladiator", 0) + 1


BAD_FILES = {
    "empty": (b"", "This save file is empty"),
    "blank": (b"  \n\t ", "This save file is empty"),
    "truncated": (SAMPLE.read_bytes()[: len(SAMPLE.read_bytes()) // 2], "damaged or incomplete: it stops making sense"),
    "not json": (b"Dear diary, today we played Colosseum.", "damaged or incomplete"),
    "not text": (bytes(range(256)) * 4, "not a save: it is not text"),
    "json list": (b"[1, 2, 3]", "not a Colosseum save"),
    "wrong format": (edited(lambda d: d.update(format="some-other-game")), "not a Colosseum save"),
    "no format": (edited(lambda d: d.pop("format")), "not a Colosseum save"),
    "newer version": (edited(lambda d: d.update(schema_version=SCHEMA_VERSION + 1)),
                      rf"This save was made by a newer version \(schema {SCHEMA_VERSION + 1}\); this version reads up to "
                      + str(SCHEMA_VERSION)),
    "newer rules": (edited(lambda d: d.update(rules_version="4")),
                    r"This save was made by a newer version of Colosseum Desktop \(rules 4\); this version plays "
                    r"rules 3\. Update Colosseum Desktop to open it\."),
    "much newer rules": (edited(lambda d: d.update(rules_version="10")), r"newer version .*\(rules 10\)"),
    "no version": (edited(lambda d: d.pop("schema_version")), "no schema version"),
    "text version": (edited(lambda d: d.update(schema_version="2")), "no schema version"),
    "unknown field": (edited(lambda d: d.update(cheats=True)), "damaged: cheats"),
    "missing state": (edited(lambda d: d.pop("state")), "damaged: state"),
    "bad seat": (edited(lambda d: d.update(seats=["person", "wizard", "person", "person"])), "damaged: seats"),
    "too few seats": (edited(lambda d: d.update(seats=["person"])), "1 seat for 4 players"),
    "another game": (edited(lambda d: d.update(seed=d["seed"] + 1)), "belongs to another game"),
    "coins edited": (edited(lambda d: set_in(d, ["state", "players", 1, "coins"], 90)), "does not match its moves"),
    "negative coins": (edited(lambda d: set_in(d, ["state", "players", 1, "coins"], -5)),
                       r"breaks the rules \(Brutus has -5 coins\)"),
    "token added": (edited(add_gladiator), "breaks the rules .*gladiator tokens accounted for"),
    "bid edited": (edited(bump_first_bid), "move .* (cannot be played again|did not turn out as recorded)"),
    "dice edited": (edited(change_first_dice), "did not turn out as recorded"),
    "move removed": (edited(lambda d: d["log"].pop()), "does not match its moves"),
    "unknown computer level": (edited(lambda d: d.update(seats=["person", "computer:evil", "person", "person"])),
                               r"Seat 2 is played by a computer player of a level this version does not have "
                               r"\('evil'; it has " + re.escape(", ".join(sorted(LEVELS))) + r"\)"),
    "huge number": (b'{"format": "colosseum-desktop-save", "schema_version": 2, "seed": ' + b"9" * 5000 + b"}",
                    "values no save has"),
    "deep nesting": (b'{"format": "colosseum-desktop-save", "schema_version": 2, "log": '
                     + b"[" * 100_000 + b"]" * 100_000 + b"}", "values no save has"),
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_bad_file_is_refused_and_left_untouched(tmp_path, name):
    content, message = BAD_FILES[name]
    path = tmp_path / "bad.colosseum.json"
    path.write_bytes(content)
    before = fingerprint(path)
    with pytest.raises(SaveError, match=message):
        load_game(path)
    assert fingerprint(path) == before
    assert os.listdir(tmp_path) == ["bad.colosseum.json"]


def test_huge_file_is_refused_without_being_opened(tmp_path, monkeypatch):
    path = tmp_path / "huge.colosseum.json"
    shutil.copyfile(SAMPLE, path)
    with open(path, "ab") as file:
        file.truncate(MAX_SAVE_BYTES + 1)  # sparse: large on paper, cheap to make
    before = fingerprint(path)

    def no_open(*args, **kwargs):
        raise AssertionError("the loader read a file it should have refused by size")

    monkeypatch.setattr(bounded_read, "_read_up_to", no_open)
    with pytest.raises(SaveError, match=r"too large to be a save \(10\.0 MB; saves are under 10 MB\)"):
        load_game(path)
    monkeypatch.undo()
    assert fingerprint(path) == before


def test_missing_file_and_folder_are_refused(tmp_path):
    with pytest.raises(SaveError, match="There is no save called gone.colosseum.json"):
        load_game(tmp_path / "gone.colosseum.json")
    (tmp_path / "folder.colosseum.json").mkdir()
    with pytest.raises(SaveError, match="is not a save file"):
        load_game(tmp_path / "folder.colosseum.json")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_blocking(tmp_path):
    pipe = tmp_path / "pipe.colosseum.json"
    os.mkfifo(pipe)
    with pytest.raises(SaveError, match="is not a save file"):
        load_game(pipe)


@pytest.mark.skipif(not os.path.exists("/proc/kmsg"), reason="no /proc/kmsg here")
def test_a_link_to_a_kernel_file_that_blocks_when_read_is_refused_at_once(tmp_path):
    """Attack finding: a symlink to /proc/kmsg named like a save blocked check-save and the Load screen."""
    link = tmp_path / "kernel.colosseum.json"
    link.symlink_to("/proc/kmsg")
    outcome = []

    def load():
        try:
            load_game(link)
        except SaveError as error:
            outcome.append(str(error))

    reader = threading.Thread(target=load, daemon=True)
    reader.start()
    reader.join(timeout=30)  # not a speed figure: a blocked read never returns at all
    assert not reader.is_alive(), "reading /proc/kmsg blocked"
    assert len(outcome) == 1 and ("empty" in outcome[0] or "cannot be read" in outcome[0])


def test_every_refusal_is_a_value_error_for_callers_that_catch_those():
    assert issubclass(SaveError, ValueError)


@pytest.mark.parametrize("where, attribute, message", [
    ("the state check", (loading, "violations"), "its game state could not be checked"),
    ("the replay", (Session, "submit"), "move 1 could not be replayed"),
])
def test_an_unexpected_error_of_the_rules_is_logged_with_its_traceback_before_the_save_is_called_damaged(
        tmp_path, monkeypatch, caplog, where, attribute, message):
    """The player reads "damaged"; the log keeps what really went wrong, for whoever mends the rules."""
    path = tmp_path / "sample.colosseum.json"
    shutil.copy(SAMPLE, path)
    before = fingerprint(path)

    def broken(*args, **kwargs):
        raise ZeroDivisionError(f"a fault planted in {where}")

    monkeypatch.setattr(*attribute, broken)
    with caplog.at_level(logging.ERROR, logger=loading.__name__):
        with pytest.raises(SaveError, match=rf"This save is damaged: {message} \(ZeroDivisionError\)"):
            load_game(path)
    [record] = [r for r in caplog.records if r.name == loading.__name__]
    assert record.levelno == logging.ERROR and "ZeroDivisionError" in record.getMessage()
    kind, error, traceback = record.exc_info
    assert kind is ZeroDivisionError and str(error) == f"a fault planted in {where}" and traceback is not None
    assert fingerprint(path) == before
