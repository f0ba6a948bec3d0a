"""The kinds of damage a file can come to, each made in place of one path: the table the file tests run through."""
from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

HUGE = 64 * 1024 * 1024  # sparse: larger than any limit, and no disk spent


def _replace(path: Path) -> bytes:
    """The path emptied for the damage, its bytes returned (unlinked, not written: the copy may share its inode)."""
    data = path.read_bytes() if path.is_file() else b""
    if path.is_dir() and not path.is_symlink():
        path.rmdir()
    elif os.path.lexists(path):
        path.unlink()
    return data


def missing(path: Path) -> None:
    _replace(path)


def empty(path: Path) -> None:
    _replace(path)
    path.write_bytes(b"")


def directory(path: Path) -> None:
    _replace(path)
    path.mkdir()


def fifo(path: Path) -> None:
    _replace(path)
    os.mkfifo(path)


def dev_zero(path: Path) -> None:
    _replace(path)
    path.symlink_to("/dev/zero")


def random_bytes(path: Path) -> None:
    _replace(path)
    path.write_bytes(random.Random(35).randbytes(4096))


def truncated(path: Path) -> None:
    data = _replace(path)
    path.write_bytes(data[:len(data) // 3])


def huge(path: Path) -> None:
    data = _replace(path)
    with path.open("wb") as file:
        file.write(data)
        file.truncate(HUGE)


def unreadable(path: Path) -> None:
    data = _replace(path)
    path.write_bytes(data)
    path.chmod(0)


DAMAGES: dict[str, Callable[[Path], None]] = {
    "missing": missing, "empty": empty, "directory": directory, "fifo": fifo, "dev-zero link": dev_zero,
    "random bytes": random_bytes, "truncated": truncated, "huge": huge, "unreadable": unreadable}


def root_reads_anything(damage: str) -> bool:
    """chmod 000 denies nothing to root: the 'unreadable' case cannot be made there."""
    return damage == "unreadable" and hasattr(os, "geteuid") and os.geteuid() == 0
