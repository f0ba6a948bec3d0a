"""Reading the small files the client keeps beside the saves (records, the last set-up) without ever blocking
or swallowing a huge file, and writing them atomically."""
from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

from ..i18n.lazy import lazy_gettext
from .atomic import write_atomically
from .bounded_read import NotARegularFile, TooLarge, read_regular_file
from .errors import Explained, system_reason

LOCK_WAIT_SECONDS = 5.0
STALE_LOCK_SECONDS = 30.0  # a writer holds the lock for a fraction of a second; older ones were killed


class UnreadableFile(Explained, ValueError):
    """The file is there but cannot be used; the reason says why in words."""


class FileTooLarge(UnreadableFile):
    """Larger than such a file ever grows: its content is wrong, not merely out of reach now."""


class BusyFile(Explained, OSError):
    """Another window kept the file to itself for longer than anyone should."""


def read_small_file(path: Path, limit: int) -> bytes | None:
    """The file's bytes, or None when there is no such file. Anything but a regular file of at most `limit`
    bytes is refused (UnreadableFile): a pipe or device could block, a huge file could freeze the window."""
    try:
        return read_regular_file(path, limit)
    except FileNotFoundError:
        return None
    except NotARegularFile:
        raise UnreadableFile(lazy_gettext("{file} is not a regular file.", file=path.name)) from None
    except TooLarge as error:
        raise FileTooLarge(lazy_gettext("{file} is too large ({size} KB; at most {limit} KB).", file=path.name,
                                        size=error.size // 1024, limit=limit // 1024)) from None
    except OSError as error:
        raise UnreadableFile(lazy_gettext("{file} cannot be read ({reason}).", file=path.name,
                                          reason=system_reason(error))) from None


@contextlib.contextmanager
def one_writer_at_a_time(path: Path) -> Iterator[None]:
    """Hold a lock file beside `path` while reading, changing and writing it, so that two windows finishing
    games at once do not each write their own version over the other's."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = path.with_name(f".{path.name}.lock")
    deadline = time.monotonic() + LOCK_WAIT_SECONDS
    while True:
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
            break
        except FileExistsError:
            with contextlib.suppress(FileNotFoundError):
                if time.time() - os.stat(lock).st_mtime > STALE_LOCK_SECONDS:
                    os.unlink(lock)  # left by a writer that was killed
                    continue
            if time.monotonic() > deadline:
                raise BusyFile(lazy_gettext("{file} is kept busy by another window", file=path.name)) from None
            time.sleep(0.02)
    try:
        yield
    finally:
        os.close(fd)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(lock)


def write_small_file(path: Path, data: bytes) -> None:
    """Write atomically, making the folder first: a crash leaves the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, data)
