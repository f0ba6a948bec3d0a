"""Reading a file from the saves folder without ever blocking or swallowing a huge file.

The file is opened without waiting (a FIFO or a device named like one of ours would otherwise block for ever)
and checked through the open descriptor, so a file swapped for something else between a check and the read
cannot slip through. Callers put the refusals into their own words.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class NotARegularFile(OSError):
    """A directory, pipe, device or socket where a file was expected."""


class TooLarge(ValueError):
    def __init__(self, size: int, limit: int) -> None:
        super().__init__(f"{size} bytes; at most {limit}")
        self.size, self.limit = size, limit


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them. An empty file, and a kernel file
    (procfs reports size 0, and reading one may block), give b"" without a read. Raises FileNotFoundError,
    PermissionError and other OSErrors as the system does, NotARegularFile, or TooLarge."""
    # Decided from the name first, so a pipe, a kernel file or a huge file is never even opened; then checked
    # again through the descriptor, in case the file was swapped in between.
    if _check(os.stat(path), path, limit) == 0:
        return b""
    fd = os.open(path, _READ_FLAGS)
    try:
        if _check(os.fstat(fd), path, limit) == 0:
            return b""
        data = _read_up_to(fd, limit + 1)  # the file may have grown since fstat
    finally:
        os.close(fd)
    if len(data) > limit:
        raise TooLarge(len(data), limit)
    return data


def _check(info: os.stat_result, path: Path, limit: int) -> int:
    """The file's size, once it is known to be a regular file within the limit."""
    if not stat.S_ISREG(info.st_mode):
        raise NotARegularFile(f"{Path(path).name} is not a regular file")
    if info.st_size > limit:
        raise TooLarge(info.st_size, limit)
    return info.st_size


def _read_up_to(fd: int, limit: int) -> bytes:
    chunks, size = [], 0
    while size < limit:
        chunk = os.read(fd, min(1 << 20, limit - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)
