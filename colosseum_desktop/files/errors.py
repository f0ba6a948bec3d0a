"""Errors whose reason is said in the player's words, and the system's reason for a failed file operation or
connection, in the player's words where it is a common one."""
from __future__ import annotations

import errno
import socket

from ..i18n.lazy import LazyMessage, lazy_gettext

# The system gives its reasons in English ("Connection refused" inside a German sentence): the common ones are
# worded here, in the catalogs; any other keeps the system's words.
SYSTEM_REASONS = {
    errno.ECONNREFUSED: lazy_gettext("Connection refused"),
    errno.ECONNRESET: lazy_gettext("Connection cut"),
    errno.ECONNABORTED: lazy_gettext("Connection cut"),
    errno.EPIPE: lazy_gettext("Connection cut"),
    errno.ETIMEDOUT: lazy_gettext("No answer in time"),
    errno.EHOSTUNREACH: lazy_gettext("Computer not reachable"),
    errno.EHOSTDOWN: lazy_gettext("Computer not reachable"),
    errno.ENETUNREACH: lazy_gettext("Network not reachable"),
    errno.ENETDOWN: lazy_gettext("Network not reachable"),
    errno.EADDRNOTAVAIL: lazy_gettext("Address not available"),
    errno.ENOSPC: lazy_gettext("Disk full"),
    errno.EDQUOT: lazy_gettext("Disk full"),
    errno.EACCES: lazy_gettext("Permission denied"),
    errno.EPERM: lazy_gettext("Permission denied"),
    errno.EROFS: lazy_gettext("Read-only disk"),
    errno.ENOENT: lazy_gettext("No such file or folder"),
    errno.ENOTDIR: lazy_gettext("No such file or folder"),
    errno.EIO: lazy_gettext("Disk read or write error"),
}
UNKNOWN_NAME = lazy_gettext("Unknown computer name")  # a name the system could not look up


class Explained(Exception):
    """An error whose reason is a message of the catalogs (an identifier and its values): str() gives it in the
    language of the moment, so a reason kept for later (the Load list's) follows a change of language."""

    def __init__(self, reason: LazyMessage) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return str(self.reason)


def system_reason(error: OSError) -> object:
    """What went wrong, for a message's value: the player's words for the common reasons (SYSTEM_REASONS), else the
    system's own ("No space left on device"), which Python's standard library gives in English."""
    if isinstance(error, socket.gaierror):
        return UNKNOWN_NAME
    return SYSTEM_REASONS.get(error.errno) or error.strerror or error
