"""Writing a file so that a crash or power cut leaves either the old file or the new one, never half of one."""
from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".partial"  # temporary files never end in the save suffix, so no listing ever shows them
STALE_TEMP_SECONDS = 60


def _process_umask() -> int:
    # Read once, when the module loads in the main thread: reading it means setting it for a moment.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


UMASK = _process_umask()


def _mode_for(path: Path) -> int:
    """The file keeps its permissions when replaced; a new one gets what any program's new file gets (mkstemp's
    temporary file is readable by its owner only, which made saved pictures private)."""
    with contextlib.suppress(FileNotFoundError):
        return path.stat().st_mode & 0o7777
    return 0o666 & ~UMASK


def write_atomically(path: Path, data: bytes, private: bool = False) -> None:
    """Write `data` to a temporary file beside `path`, make it durable, then rename it over `path`. `private`: only
    its owner may read it, whatever it was before (secrets)."""
    path = Path(path)
    folder = path.parent
    mode = 0o600 if private else _mode_for(path)
    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        os.chmod(temp, mode)
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
