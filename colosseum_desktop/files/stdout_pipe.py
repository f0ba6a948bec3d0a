"""Standard output that cannot take what a command prints: a reader that left early (`colosseum check-save FILE |
head`) ends the command quietly; a full disk or a broken device (`> /dev/full`) is said in one line on standard
error, with a non-zero status; no standard output at all (`>&-`) is written to the null device.

A command's main runs inside `guarded_output`: its prints go through `GuardedStream`, which tells a failure of
standard output (ReaderGone, StdoutFailed) from a failure of a file the command writes, so an `except OSError` of
the command's own (or argparse's, around its help) never mistakes one for the other nor swallows it.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Callable

SIGPIPE_STATUS = 141  # as a shell reports a command ended by SIGPIPE
STDOUT_FAILED_STATUS = 1


class StdoutFailed(Exception):
    """Standard output could not be written (not an OSError: the command's own handlers of files let it through)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error.strerror or str(error))
        self.error = error


class ReaderGone(Exception):
    """The reader of standard output went away (a BrokenPipeError, which argparse's help would swallow)."""


class GuardedStream:
    """sys.stdout, whose failures to write are ReaderGone or StdoutFailed."""

    def __init__(self, stream) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise ReaderGone() from None
        except OSError as error:
            raise StdoutFailed(error) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise ReaderGone() from None
        except OSError as error:
            raise StdoutFailed(error) from None

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


def stop_writing_to_stdout() -> None:
    """Point standard output at the null device, so that Python's own flush at exit cannot fail again."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no file descriptor behind sys.stdout (a test's capture)
        pass


def _stdout_to_null_when_closed() -> None:
    """Started with standard output closed (`>&-`): the null device takes its place (descriptor 1 too, so that
    no file the command opens later becomes standard output by chance)."""
    if sys.stdout is not None:
        return
    null = os.open(os.devnull, os.O_WRONLY)
    if null != 1:
        os.dup2(null, 1)
        os.close(null)
    sys.stdout = open(1, "w", encoding="utf-8", closefd=False)


def guarded_output(main: Callable[[], int], say_failure: Callable[[str], str]) -> int:
    """`main()`'s status, standard output's failures turned into a status: SIGPIPE_STATUS, quietly, for a reader
    gone away; STDOUT_FAILED_STATUS, with `say_failure(reason)` on standard error, for any other failure.
    `--help` ends with SystemExit: its output is flushed here too, so a failure to print it is not status 0."""
    _stdout_to_null_when_closed()
    unguarded = sys.stdout
    sys.stdout = GuardedStream(unguarded)
    try:
        try:
            status = main()
        except SystemExit:
            sys.stdout.flush()
            raise
        sys.stdout.flush()
        return status
    except (ReaderGone, BrokenPipeError):  # `colosseum check-save FILE | head`: the reader has all it wanted
        stop_writing_to_stdout()
        return SIGPIPE_STATUS
    except StdoutFailed as failure:
        stop_writing_to_stdout()
        if sys.stderr is not None:
            print(say_failure(str(failure)), file=sys.stderr)
        return STDOUT_FAILED_STATUS
    finally:
        sys.stdout = unguarded
