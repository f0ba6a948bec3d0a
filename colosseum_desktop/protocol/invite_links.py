"""The `colosseum:` link that opens the game on its Join screen, with the server and the code filled in.

One form, made by the invite page (server/invite_page.py) and read by `colosseum LINK` (the desktop entry's
`%u`, desktop_entry.py):

    colosseum://join/ABCD-EFGH-JKMN?server=http%3A%2F%2Fexample.org%3A8765

The server is the address the player's game calls (http or https, a host name or an address, a port); the code is
an invite code as the server issues them (three groups of four of INVITE_ALPHABET, any case). A link is text from
anywhere (a web page, a chat): everything in it is checked here, and a link that is not exactly this form is
refused with the reason, never half read.
"""
from __future__ import annotations

import ipaddress
import re
import urllib.parse

from ..files.errors import Explained
from ..i18n.lazy import LazyMessage, lazy_gettext
from .addresses import NotAnAddress, server_address
from .credentials import INVITE_ALPHABET, normalized_invite_code

SCHEME = "colosseum"
MAX_LINK_LENGTH = 600  # a 200-character host name, percent-encoded, fits; more is not a link we made
HOST_NAME = re.compile(r"^(?=.{1,253}\.?$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*"
                       r"[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.?$")
CODE_PATTERN = re.compile(f"^[{INVITE_ALPHABET}]{{4}}-[{INVITE_ALPHABET}]{{4}}-[{INVITE_ALPHABET}]{{4}}$")


class BadLink(Explained):
    """Why a `colosseum:` link was refused, in the player's words."""


def is_colosseum_link(text: str) -> bool:
    """Whether `text` is meant as a `colosseum:` link (which may still be refused when read)."""
    return text[:len(SCHEME) + 1].lower() == SCHEME + ":"


def colosseum_link(server: str, code: str) -> str:
    """The link that opens the game on Join with `server` (as `valid_server_address` gives it) and `code`."""
    return f"{SCHEME}://join/{code}?" + urllib.parse.urlencode({"server": server})


def has_control_characters(text: str) -> bool:
    return any(ord(c) < 32 or 127 <= ord(c) < 160 for c in text)


def valid_server_address(text: str) -> str:
    """The server address `text` names, as the calls use it ("http://host:port"); `NotAnAddress` with the reason
    when it is none: too long, control characters, another scheme, a path, a user name, a host that is neither a
    name (letters, digits, hyphens, dots) nor an IP address. Any host is allowed (a server elsewhere is the point),
    but only as such. For anything typed or received as a server's address (a link's, a visitor's Host header)."""
    refused = NotAnAddress(lazy_gettext("{address} is not a server's address.", address=text[:300]))
    if len(text) > 300 or has_control_characters(text):
        raise refused
    url = server_address(text)
    host = urllib.parse.urlsplit(url).hostname or ""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        if not HOST_NAME.match(host):
            raise refused from None
    return url


def read_colosseum_link(text: str) -> tuple[str, str]:
    """(server, code) from a link made by `colosseum_link`; `BadLink` saying why for anything else."""
    parts = split_link(text, lazy_gettext("The link is too long to be an invite to Colosseum."),
                       lazy_gettext("The link holds characters no invite has."))
    if parts.scheme.lower() != SCHEME:
        raise BadLink(lazy_gettext("Not a colosseum: link."))
    code = parts.path.strip("/")
    if parts.netloc.lower() != "join" or parts.fragment or "/" in code:
        raise BadLink(lazy_gettext("Not an invite link: it should read colosseum://join/CODE?server=ADDRESS."))
    code = normalized_invite_code(urllib.parse.unquote(code))
    if not CODE_PATTERN.match(code):
        raise BadLink(lazy_gettext("The link's invite code is not one a server gives (like ABCD-EFGH-JKMN)."))
    return link_server(parts.query), code


def split_link(text: str, too_long: LazyMessage, strange: LazyMessage) -> urllib.parse.SplitResult:
    """The parts of a link, once its length and its characters are checked (BadLink `too_long`, `strange`)."""
    if len(text) > MAX_LINK_LENGTH:
        raise BadLink(too_long)
    if has_control_characters(text) or not text.isprintable():
        raise BadLink(strange)
    return urllib.parse.urlsplit(text)


def link_server(query: str) -> str:
    """The server a link's query names, once and alone (?server=ADDRESS), as `valid_server_address` gives it;
    BadLink saying why not."""
    try:
        fields = urllib.parse.parse_qs(query, strict_parsing=True, max_num_fields=4)
    except ValueError:
        fields = {}
    servers = fields.get("server", [])
    if len(servers) != 1 or set(fields) != {"server"}:
        raise BadLink(lazy_gettext("The link does not name its server once (?server=ADDRESS)."))
    try:
        return valid_server_address(servers[0])
    except NotAnAddress:
        raise BadLink(lazy_gettext("The link's server is not a server's address.")) from None
