"""Giving the memory of pictures let go back to the system, where the C library would keep it.

glibc serves large allocations from the heap once one has been freed (its mmap threshold rises to the size freed,
up to 32 MB: every picture of a 4K board), and keeps freed heap memory for later: a 4K board leaving the screen
let go of 70 MB of pictures and the process kept all of it. `malloc_trim` hands the free pages back, in a few
milliseconds. Elsewhere (another C library, another system) there is no such call and nothing is done: their
allocators give large blocks back on their own.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys


def _trim():
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc.malloc_trim  # glibc only: musl has no malloc_trim
    except (OSError, AttributeError):
        return None


_MALLOC_TRIM = _trim()


def give_back() -> bool:
    """Hand the C library's free memory back to the system; True when there was a way to."""
    if _MALLOC_TRIM is None:
        return False
    _MALLOC_TRIM(0)
    return True
