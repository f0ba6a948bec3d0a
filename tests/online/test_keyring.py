"""The seats' secrets kept on this computer (online/keyring.py), guarded like saves: two games in one folder, a
writer killed in the middle, a file written by the first version, a damaged file kept aside and said, never
deleted nor written over, a newer version's file left alone."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from colosseum_desktop.online import keyring
from colosseum_desktop.online.keyring import HeldSeat, HostedGame, Invite, SeatsNotKept, keep, read_keyring

REPO = Path(__file__).resolve().parents[2]

# A file as the first version wrote it (KEYRING_VERSION 1): it must go on loading after any change.
FIRST_VERSION_FILE = """{
 "format": "colosseum-desktop-online-seats",
 "version": 1,
 "seats": [
  {"server": "http://127.0.0.1:8765", "game_id": "0123456789abcdef", "seat": 2,
   "secret": "Zm9vYmFyYmF6cXV1eF9zZWNyZXRfdGhhdF9pc19sb25n", "name": "Cassia",
   "kept_at": "2026-11-26T12:00:00Z"}
 ],
 "hosted": [
  {"server": "http://127.0.0.1:8765", "game_id": "0123456789abcdef",
   "host_secret": "aG9zdF9zZWNyZXRfdGhhdF9pc19sb25nX2Vub3VnaA", "kept_at": "2026-11-26T12:00:00Z",
   "invites": [{"seat": 1, "name": "Brutus", "code": "ABCD-EFGH-JKMN"}]}
 ]
}"""


def held(game_id: str, seat: int, name: str = "Aurelia", server: str = "http://127.0.0.1:8765") -> HeldSeat:
    return HeldSeat(server=server, game_id=game_id, seat=seat, secret=f"secret-{game_id}-{seat}-padding",
                    name=name, kept_at=keyring.now())


def test_two_games_in_one_folder_keep_each_others_seats(tmp_path):
    path = tmp_path / keyring.KEYRING_FILE
    assert keep(path, (held("aaaaaaaaaaaaaaaa", 0),)) is None
    hosted = HostedGame(server="http://127.0.0.1:8765", game_id="bbbbbbbbbbbbbbbb", host_secret="h" * 40,
                        invites=(Invite(seat=1, name="Brutus", code="ABCD-EFGH-JKMN"),), kept_at=keyring.now())
    keep(path, (held("bbbbbbbbbbbbbbbb", 0, "Cassia"), held("bbbbbbbbbbbbbbbb", 2, "Decimus")), hosted)
    keep(path, (held("aaaaaaaaaaaaaaaa", 0, "Aurelia"),))  # the same seat again replaces it, nothing else
    found = read_keyring(path)
    assert found.problem is None
    assert sorted((s.game_id[0], s.seat, s.name) for s in found.seats) == [("a", 0, "Aurelia"), ("b", 0, "Cassia"),
                                                                          ("b", 2, "Decimus")]
    assert [s.seat for s in found.seats_of("http://127.0.0.1:8765", "bbbbbbbbbbbbbbbb")] == [0, 2]
    assert found.hosted_game("http://127.0.0.1:8765", "bbbbbbbbbbbbbbbb").invites[0].code == "ABCD-EFGH-JKMN"
    # One game id on two servers is two games.
    keep(path, (held("aaaaaaaaaaaaaaaa", 0, "Flavia", server="http://other:8765"),))
    assert len(read_keyring(path).seats) == 4


def test_a_file_written_by_the_first_version_loads(tmp_path):
    path = tmp_path / keyring.KEYRING_FILE
    path.write_text(FIRST_VERSION_FILE)
    found = read_keyring(path)
    assert found.problem is None and [(s.seat, s.name) for s in found.seats] == [(2, "Cassia")]
    keep(path, (held("aaaaaaaaaaaaaaaa", 1),))  # and is added to as it is
    assert [s.name for s in read_keyring(path).seats] == ["Cassia", "Aurelia"]
    assert read_keyring(path).hosted[0].invites[0].name == "Brutus"


def test_a_damaged_file_is_said_then_kept_aside_and_never_deleted(tmp_path):
    path = tmp_path / keyring.KEYRING_FILE
    damaged = FIRST_VERSION_FILE[:300]  # cut short, as by a full disk in an older program
    path.write_text(damaged)
    found = read_keyring(path)
    assert found.damaged and "damaged" in str(found.problem) and found.seats == ()
    assert path.read_text() == damaged  # reading changes nothing
    note = keep(path, (held("aaaaaaaaaaaaaaaa", 0),))
    assert note is not None and "kept as" in str(note)
    (aside,) = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert aside.read_text() == damaged
    assert [s.seat for s in read_keyring(path).seats] == [0]


def test_a_huge_file_or_a_folder_is_refused_without_reading_it_whole(tmp_path):
    path = tmp_path / keyring.KEYRING_FILE
    path.write_bytes(b" " * (keyring.MAX_KEYRING_BYTES + 1))
    assert read_keyring(path).damaged and "too large" in str(read_keyring(path).problem)
    path.unlink()
    path.mkdir()
    found = read_keyring(path)
    assert not found.damaged and "not a regular file" in str(found.problem)
    try:
        keep(path, (held("aaaaaaaaaaaaaaaa", 0),))
    except SeatsNotKept as error:
        assert "were not kept" in str(error)
    else:
        raise AssertionError("a folder in the file's place was written over")
    assert path.is_dir()


def test_a_newer_versions_file_is_left_alone(tmp_path):
    path = tmp_path / keyring.KEYRING_FILE
    newer = json.dumps({"format": keyring.FORMAT_NAME, "version": 7, "seats": [], "whatever": 1})
    path.write_text(newer)
    assert "newer version" in str(read_keyring(path).problem) and not read_keyring(path).damaged
    try:
        keep(path, (held("aaaaaaaaaaaaaaaa", 0),))
    except SeatsNotKept:
        pass
    else:
        raise AssertionError("a newer version's file was written over")
    assert path.read_text() == newer


WRITER = """
import sys
from pathlib import Path

import pytest
from colosseum_desktop.online import keyring
path = Path(sys.argv[1])
for n in range(100000):
    game = format(n, "016x")
    keyring.keep(path, (keyring.HeldSeat(server="http://127.0.0.1:8765", game_id=game, seat=n % 5,
                                         secret=f"secret-{n}-" + "x" * 30, name=f"P{n}", kept_at=keyring.now()),))
    sys.stdout.write(f"kept {n}\\n")  # one write: a line is whole or not there
    sys.stdout.flush()
"""


def test_a_writer_killed_in_the_middle_leaves_every_seat_it_had_kept(tmp_path):
    """Killed at moments spread over its writes, again and again on one file: each time the file loads, with
    every seat the writer said it had kept (and at most the one it was writing)."""
    path = tmp_path / keyring.KEYRING_FILE
    before: set[str] = set()
    furthest = -1  # the last seat any writer said it had kept
    for run in range(6):
        process = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], cwd=REPO, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL)
        said = []
        for line in process.stdout:
            said.append(int(line.split()[1]))
            if len(said) >= 3 + run * 4:
                break
        time.sleep(0.002 * run)  # land anywhere in the write that follows
        process.send_signal(signal.SIGKILL)
        # Printed before dying; a line cut by the kill (no newline yet) was not said.
        said += [int(line.split()[1]) for line in process.stdout.read().splitlines(keepends=True)
                 if line.endswith(b"\n")]
        process.wait()
        furthest = max(furthest, *said)
        found = read_keyring(path)
        assert found.problem is None, f"run {run}: {found.problem}"
        names = {s.name for s in found.seats}
        # Each run writes games 0, 1, 2...: the same seats as the runs before, the file growing only.
        assert {f"P{n}" for n in said} <= names and before <= names
        assert names <= {f"P{n}" for n in range(furthest + 2)}  # at most the one being written when killed
        before = names
        lock = path.with_name(f".{path.name}.lock")
        if lock.exists():  # left by the killed writer: taken over once stale (as the records' lock test shows)
            os.utime(lock, (time.time() - 120, time.time() - 120))
    # Nothing else in the folder but the file and what a killed write leaves (a temporary file, a lock).
    assert {p.name for p in tmp_path.iterdir()} - {path.name} <= {
        p.name for p in tmp_path.iterdir() if p.name.endswith(".partial") or p.name.endswith(".lock")}


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_the_seats_secrets_are_readable_by_their_owner_alone(tmp_path):
    path = tmp_path / keyring.KEYRING_FILE
    keep(path, (held("aaaaaaaaaaaaaaaa", 0),))
    assert path.stat().st_mode & 0o777 == 0o600
    path.chmod(0o644)  # copied in from elsewhere, say: the next write makes it private again
    keep(path, (held("bbbbbbbbbbbbbbbb", 1),))
    assert path.stat().st_mode & 0o777 == 0o600


def test_a_players_session_is_kept_beside_the_seats_and_neither_loses_the_other(tmp_path):
    """Version 2 of the file (the Account screen's sessions): keeping seats keeps the session, and the session kept,
    replaced or forgotten keeps the seats; a seat reserved keeps it too."""
    path = tmp_path / keyring.KEYRING_FILE
    keep(path, (held("aaaaaaaaaaaaaaaa", 0),))
    server = "http://127.0.0.1:8765"
    session = keyring.HeldSession(server=server, name="Aurelia", token="t" * 43, kept_at=keyring.now())
    assert keyring.keep_session(path, server, session) is None
    keep(path, (held("bbbbbbbbbbbbbbbb", 1),))
    assert keyring.reserve(path) is None
    found = read_keyring(path)
    assert found.problem is None and found.session_on(server) == session and len(found.seats) == 2
    assert found.session_on("http://other:8765") is None
    again = session.model_copy(update={"name": "Brutus", "token": "u" * 43})
    keyring.keep_session(path, server, again)
    assert read_keyring(path).sessions == (again,)  # one session a server
    keyring.keep_session(path, server, None)
    assert read_keyring(path).sessions == () and len(read_keyring(path).seats) == 2
    assert json.loads(path.read_text())["version"] == 2
