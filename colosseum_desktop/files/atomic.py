"""Writing a file so that a crash or power cut leaves either the old file or the new one, never half of one."""
from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".partial"  # temporary files never end in the save suffix, so no listing ever shows them
STALE_TEMP_SECONDS = 60


def write_atomically(path: Path, data: bytes) -> None:
    """Write `data` to a temporary file beside `path`, make it durable, then rename it over `path`."""
    path = Path(path)
    folder = path.parent
    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable. Windows cannot open folders; its rename is journaled instead."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def remove_stale_temp_files(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> None:
    """Remove temporary files a killed process left behind; recent ones may still be in use."""
    cutoff = time.time() - older_than
    with contextlib.suppress(OSError):
        for temp in Path(folder).glob(f".*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                if temp.is_file() and temp.stat().st_mtime < cutoff:
                    temp.unlink()
