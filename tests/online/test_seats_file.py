"""A seat is never claimed unless its secret can be kept: whatever is in the online seats file's place (a folder, a
pipe, a device, a newer version's file, a full disk...), joining is refused before the server is asked, so the
invite code still works once the file is put right; a damaged file is kept aside and the seat joined."""
from __future__ import annotations

import errno
import json

import pytest

from colosseum_desktop.online import api, keyring
from colosseum_desktop.online.lobby_calls import LobbyProblem
from colosseum_desktop.scenes.online.join import join_and_keep

from ..files.damage import DAMAGES, root_reads_anything


def invite_code(base_url: str) -> str:
    created = api.create_game(base_url, [{"name": "Aurelia", "kind": "person"}, {"name": "Brutus", "kind": "person"},
                                         {"name": "Cassia", "kind": "computer:easy"}])
    return created["invites"][0]["code"]


def newer_version(path):
    path.write_text(json.dumps({"format": keyring.FORMAT_NAME, "version": 99, "seats": [], "more": "of the future"}))


def full_disk(path, monkeypatch):
    def no_room(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(keyring, "write_small_file", no_room)


def read_only_folder(path):
    path.parent.chmod(0o500)


REFUSED = {"directory", "fifo", "dev-zero link", "unreadable", "newer version", "full disk", "read-only folder"}
KEPT_ASIDE = {"empty", "random bytes", "truncated", "huge"}
STATES = [*DAMAGES, "newer version", "full disk", "read-only folder"]


def put_right(path, monkeypatch) -> None:
    """What the player does once told: the file's place made usable again."""
    monkeypatch.undo()
    path.parent.chmod(0o700)
    if path.is_dir() and not path.is_symlink():
        path.rmdir()
    elif path.exists() or path.is_symlink():
        path.chmod(0o600) if path.is_file() and not path.is_symlink() else None
        path.unlink()


@pytest.mark.parametrize("state", STATES)
def test_a_seat_is_claimed_only_once_its_secret_can_be_kept(server, tmp_path, monkeypatch, state):
    if root_reads_anything(state) or (state == "read-only folder" and root_reads_anything("unreadable")):
        pytest.skip("running as root: permissions do not stop root")
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / keyring.KEYRING_FILE
    path.write_text(json.dumps({"format": keyring.FORMAT_NAME, "version": 1}))  # a file of this version, no seats
    before = path.read_bytes()
    if state in DAMAGES:
        DAMAGES[state](path)
        before = path.read_bytes() if path.is_file() and state != "unreadable" else None
    elif state == "full disk":
        full_disk(path, monkeypatch)
    elif state == "read-only folder":
        read_only_folder(path)
    else:
        newer_version(path)
        before = path.read_bytes()
    code = invite_code(server.base_url)
    if state in REFUSED:
        with pytest.raises(keyring.SeatsNotKept) as refused:
            join_and_keep(path, server.base_url, code)
        if state == "newer version":
            assert path.read_bytes() == before  # left as it was
        put_right(path, monkeypatch)
    held, note = join_and_keep(path, server.base_url, code)  # the same code: before, it was spent by the refusal
    if state in REFUSED:
        assert "nothing was asked of the server" in str(refused.value).lower(), str(refused.value)
    assert held.name == "Aurelia" and keyring.read_keyring(path).seats == (held,)
    if state in KEPT_ASIDE:
        kept = [p for p in folder.iterdir() if ".damaged-" in p.name]
        assert note is not None and len(kept) == 1 and (before is None or kept[0].read_bytes() == before)
    with pytest.raises(LobbyProblem):  # and the code is spent now
        join_and_keep(folder / "other.json", server.base_url, code)
