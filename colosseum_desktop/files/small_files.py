"""Reading the small files the program keeps (the settings, the last set-up, the records) without ever blocking
or swallowing a huge file, writing them atomically, and keeping a damaged one aside instead of writing over it."""
from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from ..i18n.lazy import LazyMessage, lazy_gettext
from .atomic import write_atomically
from .bounded_read import NotARegularFile, TooLarge, read_regular_file
from .errors import Explained, system_reason

log = logging.getLogger(__name__)
T = TypeVar("T")

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


def write_small_file(path: Path, data: bytes, private: bool = False) -> None:
    """Write atomically, making the folder first: a crash leaves the old file or the new one (`private`: see
    write_atomically)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, data, private)


@dataclass(frozen=True)
class Unusable:
    """Why one of the program's files could not be used, and what became of it; `reason` words it for the player."""

    reason: LazyMessage
    kept_as: Path | None = None  # the damaged file, renamed beside its place so that nothing writes over it
    left_alone: bool = False  # not ours to replace (a pipe, a device, a folder, a file that cannot be read now)


def read_or_keep_aside(path: Path, limit: int, parse: Callable[[bytes], T]) -> tuple[T | None, Unusable | None]:
    """The file's content as `parse` makes it (None when there is no file), and what was wrong with it, if anything.

    A file whose content is wrong (cut short, not JSON, too large) is renamed aside (kept, never written over) and
    said; one that cannot be read at all is left where it is, and whoever writes the file must not replace it."""
    try:
        data = read_small_file(path, limit)
    except FileTooLarge as error:
        return None, _keep_aside(path, error.reason)
    except UnreadableFile as error:
        log.warning("not using %s: %s", path, error)
        return None, Unusable(lazy_gettext("{file} cannot be used ({reason}), so the usual values are used; it is "
                                           "left as it is, and changes are not remembered.", file=path.name,
                                           reason=error.reason), left_alone=True)
    if data is None:
        return None, None
    try:
        return parse(data), None
    except (ValueError, UnicodeDecodeError) as error:  # JSON's errors and pydantic's are ValueErrors
        log.warning("%s is damaged: %s", path, error)
        return None, _keep_aside(path, error)


def _keep_aside(path: Path, problem: object) -> Unusable:
    return keep_aside(path, problem, lambda kept: lazy_gettext(
        "{file} was damaged, so the usual values are used; the damaged file was kept as {copy}.", file=path.name,
        copy=kept.name), lambda reason: lazy_gettext(
        "{file} is damaged and could not be kept aside ({reason}), so the usual values are used; it is left as it "
        "is, and changes are not remembered.", file=path.name, reason=reason))


def keep_aside(path: Path, problem: object, kept_words: Callable[[Path], LazyMessage],
               failed_words: Callable[[object], LazyMessage]) -> Unusable:
    """Rename a file whose content cannot be used aside, before anything is written in its place, and say so in
    `kept_words` (given the new name), or in `failed_words` (given the system's reason) when it cannot be renamed:
    then it is left alone, and must not be written over."""
    try:
        kept = set_aside(path)
    except OSError as error:
        log.warning("could not keep %s aside: %s", path, error)
        return Unusable(failed_words(system_reason(error)), left_alone=True)
    log.warning("%s was damaged (%s); kept as %s", path, problem, kept.name)
    return Unusable(kept_words(kept), kept_as=kept)


def set_aside(path: Path) -> Path:
    """Rename a damaged file to a name no other file has, beside it; returns the new path."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(1, 1000):
        suffix = "" if attempt == 1 else f"-{attempt}"
        kept = path.with_name(f"{path.stem}.damaged-{stamp}{suffix}{path.suffix}")
        if not os.path.lexists(kept):
            os.rename(path, kept)
            return kept
    raise FileExistsError(f"too many damaged files beside {path.name}")


def newer_format_version(data: bytes, format_name: str, known_version: int) -> int | None:
    """The version of a file of `format_name` written by a newer version of the program, else None (this version's,
    or content that is no such file of any version: validation words what is wrong with it)."""
    try:
        document = json.loads(data)
    except (ValueError, RecursionError):
        return None
    if not isinstance(document, dict):
        return None
    version = document.get("version")
    if document.get("format") == format_name and type(version) is int and version > known_version:
        return version
    return None
