"""Is this text a server's address, and which: the one place an address typed, pasted, stored or given on the
command line is checked and put into the form every call uses ("http://host:port", the host in ASCII).

Everything is decided here, before any connection or name lookup: a name in another script is IDNA-encoded
('例え.jp' -> 'xn--r8jz45g.jp', Python's own idna codec); control characters, bidirectional controls, spaces, a
user name or password, a path, a query, a broken IPv6 literal, a port outside 1-65535 and schemes other than
http, https, ws and wss are refused with the reason in the player's words (NotAnAddress).
"""
from __future__ import annotations

import ipaddress
import re
import unicodedata
import urllib.parse

from ..files.errors import Explained
from ..i18n.lazy import escaped_char, lazy_gettext
from . import DEFAULT_PORT

MAX_ADDRESS_CHARS = 300  # a host name is at most 253 characters; the scheme and the port add a few
MAX_HOST_CHARS = 253
MAX_LABEL_CHARS = 63
SCHEMES = {"http": "http", "https": "https", "ws": "http", "wss": "https"}  # a WebSocket address names its server
_LABEL = re.compile(r"^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?$")
_LOOKS_NUMERIC = re.compile(r"^[0-9.]+$")  # 999.1.1.1 is a broken IPv4 address, not a name to look up


class NotAnAddress(Explained, ValueError):
    """The text is not a server's address (the reason, in the player's words, says why)."""


def _refuse(text: str, why=None) -> NotAnAddress:
    shown = "".join(escaped_char(char) if char != " " and _acts_instead_of_showing(char) else char
                    for char in (text if len(text) <= 80 else text[:79] + "…"))
    if why is None:
        return NotAnAddress(lazy_gettext("{address} is not a server's address.", address=shown))
    return NotAnAddress(lazy_gettext("{address} is not a server's address: {why}.", address=shown, why=why))


def _acts_instead_of_showing(char: str) -> bool:
    # Cc: controls (NUL, escape...); Cf: format characters (bidirectional overrides, zero widths); Z*: spaces.
    return unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Zl", "Zp")


def host_name(text: str) -> str:
    """`text` as a host to connect to or listen on, in ASCII: an IPv4 or IPv6 address (IPv6 with or without its
    brackets), or a name (IDNA-encoded, lower case); NotAnAddress otherwise."""
    if not text or len(text) > MAX_HOST_CHARS + 2:
        raise _refuse(text, lazy_gettext("the name is empty") if not text else
                      lazy_gettext("longer than {count} characters", count=MAX_HOST_CHARS))
    if any(_acts_instead_of_showing(char) for char in text):
        raise _refuse(text, lazy_gettext("it holds a space, a control or an invisible character"))
    bare = text[1:-1] if text.startswith("[") and text.endswith("]") else text
    if ":" in bare or text.startswith("["):
        try:
            return str(ipaddress.IPv6Address(bare))
        except ValueError:
            raise _refuse(text, lazy_gettext("not an IPv6 address")) from None
    if _LOOKS_NUMERIC.match(bare):
        try:
            return str(ipaddress.IPv4Address(bare))
        except ValueError:
            raise _refuse(text, lazy_gettext("not an IPv4 address")) from None
    try:
        ascii_name = bare.rstrip(".").encode("idna").decode("ascii").lower()
    except UnicodeError:
        raise _refuse(text, lazy_gettext("not a host name")) from None
    labels = ascii_name.split(".")
    if len(ascii_name) > MAX_HOST_CHARS or not all(len(label) <= MAX_LABEL_CHARS and _LABEL.match(label)
                                                   for label in labels):
        raise _refuse(text, lazy_gettext("not a host name"))
    return ascii_name


def server_address(text: str) -> str:
    """The server's address in the form the calls use ("http://host:port", "https://[::1]:8765"): "example.org"
    and "example.org:8765" are taken as http on DEFAULT_PORT; NotAnAddress (the reason said) when `text` is none."""
    typed = text.strip()
    if not typed:
        raise NotAnAddress(lazy_gettext("Type the server's address, as its host gave it (like 192.168.1.20:8765)."))
    if len(typed) > MAX_ADDRESS_CHARS:
        raise _refuse(typed, lazy_gettext("longer than {count} characters", count=MAX_ADDRESS_CHARS))
    if any(_acts_instead_of_showing(char) for char in typed):
        raise _refuse(typed, lazy_gettext("it holds a space, a control or an invisible character"))
    if "://" not in typed:
        typed = "http://" + typed
    try:
        parts = urllib.parse.urlsplit(typed)
        port = parts.port
    except ValueError:  # a port that is no number or out of range, a broken IPv6 literal
        raise _refuse(text.strip()) from None
    scheme = SCHEMES.get(parts.scheme.lower())
    if scheme is None:
        raise _refuse(text.strip(), lazy_gettext("it must begin with http:// or https://"))
    if "@" in parts.netloc:
        raise _refuse(text.strip(), lazy_gettext("a user name or password does not belong in it"))
    if parts.path not in ("", "/") or parts.query or parts.fragment or typed.endswith(("?", "#")):
        raise _refuse(text.strip(), lazy_gettext("a path after the port does not belong in it"))
    if port == 0 or not parts.hostname or parts.netloc.endswith(":"):
        raise _refuse(text.strip())
    host = host_name(parts.netloc.rpartition(":")[0] if parts.port is not None else parts.netloc)
    shown_host = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown_host}:{port or DEFAULT_PORT}"


def is_server_address(text: str) -> bool:
    try:
        server_address(text)
    except NotAnAddress:
        return False
    return True
