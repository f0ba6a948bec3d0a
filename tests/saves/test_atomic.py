import os

import pytest

from colosseum_desktop.saves import SUFFIX
from colosseum_desktop.files import atomic
from colosseum_desktop.files.atomic import write_atomically


def test_replaces_through_a_temp_file_in_the_same_folder_and_syncs(tmp_path, monkeypatch):
    target = tmp_path / f"game{SUFFIX}"
    target.write_bytes(b"old")
    renames, synced = [], []
    real_replace, real_fsync = os.replace, os.fsync
    monkeypatch.setattr(atomic.os, "replace", lambda src, dst: (renames.append((src, dst)), real_replace(src, dst)))
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new"
    [(temp, dst)] = renames
    assert os.path.dirname(temp) == str(tmp_path) and dst == target
    assert not temp.endswith(SUFFIX)
    assert len(synced) == 2  # the file's data, then the folder's entry for it
    assert os.listdir(tmp_path) == [target.name]


def test_a_failed_write_leaves_the_old_file_and_no_temp_file(tmp_path, monkeypatch):
    target = tmp_path / f"game{SUFFIX}"
    target.write_bytes(b"old")

    def disk_full(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", disk_full)
    with pytest.raises(OSError):
        write_atomically(target, b"new")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == [target.name]


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_new_file_gets_the_usual_permissions_and_a_replaced_one_keeps_its_own(tmp_path):
    """mkstemp's temporary file is its owner's alone; renamed into place as it was, a rendered picture or a save
    could not be read by the person's other programs or accounts as any other file they make can."""
    new = tmp_path / "board.png"
    write_atomically(new, b"picture")
    assert new.stat().st_mode & 0o777 == 0o666 & ~atomic.UMASK
    kept = tmp_path / f"game{SUFFIX}"
    kept.write_bytes(b"old")
    kept.chmod(0o640)
    write_atomically(kept, b"new")
    assert kept.stat().st_mode & 0o777 == 0o640


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_a_private_file_is_its_owners_alone_even_if_it_was_not(tmp_path):
    secrets = tmp_path / "online-seats.json"
    secrets.write_bytes(b"old")
    secrets.chmod(0o644)
    write_atomically(secrets, b"new", private=True)
    assert secrets.stat().st_mode & 0o777 == 0o600
