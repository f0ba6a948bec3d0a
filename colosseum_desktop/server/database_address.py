"""Where `colosseum serve` finds its database's address, and that address as it may be shown: the password hidden.

A password on the command line is read by every user of the computer (`ps`, /proc/PID/cmdline). The environment
($COLOSSEUM_DATABASE_URL) and a file named by `--database-file` (readable by its owner only) are not: those are
the places for it. `--database URL` with a password still works for this release, with a warning.
Nothing here imports SQLAlchemy at module level: `colosseum serve` asks for the server extra before it opens one.
"""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

from ..files.errors import Explained
from ..files.small_files import UnreadableFile, read_small_file
from ..i18n import _
from ..i18n.lazy import lazy_gettext, visible

MAX_ADDRESS_FILE_BYTES = 4096  # one line; a larger file is not an address
HIDDEN = "***"  # as SQLAlchemy writes a hidden password
_USER_AND_PASSWORD = re.compile(r"(://[^:/@\s]*):[^@\s]*@")


class AddressProblem(Explained):
    """The database's address cannot be had from where it was asked for; the reason says why in words."""


def has_password(url: str) -> bool:
    try:
        return bool(urlsplit(url).password)
    except ValueError:  # not even a URL: look for the user:password@ part as text
        return bool(_USER_AND_PASSWORD.search(url))


def shown_url(url: str) -> str:
    """The address as a log line may show it: `postgresql://user:***@host/db`, even when it is malformed."""
    try:
        from sqlalchemy.engine import make_url

        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # noqa: BLE001 - any address it cannot parse is masked as text instead, never shown whole
        return _USER_AND_PASSWORD.sub(rf"\1:{HIDDEN}@", url)


def readable_address(url: str) -> str:
    """`url` when SQLAlchemy can read it; else AddressProblem, naming it with the password hidden (SQLAlchemy's own
    error would repeat it whole)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        make_url(url)
    except (ArgumentError, ValueError):  # ValueError: a port that is no number (postgresql://u@h:notaport/x)
        raise AddressProblem(lazy_gettext("{address} is not a database's address (sqlite:///FILE or "
                                          "postgresql://USER@HOST/NAME).", address=visible(shown_url(url)))) from None
    return url


def read_address_file(path: str) -> str:
    """The first line of the file `--database-file` names (surrounding spaces and the line's end left off)."""
    try:
        data = read_small_file(Path(path), MAX_ADDRESS_FILE_BYTES)
    except UnreadableFile as error:
        raise AddressProblem(error.reason) from None
    if data is None:
        raise AddressProblem(lazy_gettext("There is no file {file}.", file=visible(path)))
    try:
        lines = data.decode("utf-8").splitlines()
    except UnicodeDecodeError:
        raise AddressProblem(lazy_gettext("{file} is not text.", file=visible(path))) from None
    address = lines[0].strip() if lines else ""
    if not address:
        raise AddressProblem(lazy_gettext("{file} is empty: its first line should be the database's address.",
                                          file=visible(path)))
    return address


def chosen_address(option: str | None, option_file: str | None, warn) -> str | None:
    """The address `--database` or `--database-file` gives (None: neither, so the environment or the default);
    `warn(line)` is told when a password was given on the command line."""
    if option_file is not None:
        return read_address_file(option_file)
    if option is not None and has_password(option):
        warn(_("warning: the password in --database can be read by every user of this computer (ps); put the "
               "address in ${env} or in a file named by --database-file instead (a password in --database will "
               "be refused in a later release)", env="COLOSSEUM_DATABASE_URL"))
    return option
