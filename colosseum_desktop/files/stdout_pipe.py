"""Standard output into a pipe whose reader left early (`colosseum check-save FILE | head`): end quietly."""
from __future__ import annotations

import os
import sys


def stop_writing_to_stdout() -> None:
    """Point standard output at the null device, so that Python's own flush at exit cannot fail again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
    except (OSError, ValueError):  # no file descriptor behind sys.stdout (a test's capture): nothing to flush
        pass
