"""What leads to a game to watch: its link, or its id on a server (issue 32, spectators).

    colosseum://watch/0123456789abcdef?server=http%3A%2F%2Fexample.org%3A8765   (opens the game on this screen)
    http://example.org:8765/watch/0123456789abcdef                               (the same, as the server's address)
    0123456789abcdef                                                             (an id alone, on the server typed)

A link is text from anywhere: everything in it is checked as an invite link's is (invite_links.py), and a link
that is not exactly one of these forms is refused with the reason, never half read.
"""
from __future__ import annotations

import re
import urllib.parse

from ..i18n.lazy import lazy_gettext
from ..saves.format import GAME_ID_PATTERN
from ..protocol.invite_links import SCHEME, BadLink, link_server, split_link
from .lobby_calls import LobbyProblem, server_url

WATCH = "watch"
_GAME_ID = re.compile(GAME_ID_PATTERN)


def watch_link(server: str, game_id: str) -> str:
    """The link that opens game `game_id` of `server` (as `valid_server_address` gives it) for watching."""
    return f"{SCHEME}://{WATCH}/{game_id}?" + urllib.parse.urlencode({"server": server})


def is_watch_link(text: str) -> bool:
    """Whether `text` is meant as a `colosseum://watch/` link (which may still be refused when read)."""
    return text[:len(SCHEME) + 3 + len(WATCH)].lower() == f"{SCHEME}://{WATCH}"


def game_id_of(text: str) -> str:
    """A game's id as typed (any case, spaces around it); LobbyProblem when it is none."""
    return checked_game_id(text.strip().lower())


def checked_game_id(game_id: str) -> str:
    """`game_id`, when it is a game's id as servers give them; LobbyProblem when not."""
    if not _GAME_ID.fullmatch(game_id):
        raise LobbyProblem(lazy_gettext("A game's id is 16 characters, digits and the letters a to f."))
    return game_id


def read_watch_link(text: str) -> tuple[str, str]:
    """(server, game id) from a link made by `watch_link`; BadLink saying why for anything else."""
    parts = split_link(text, lazy_gettext("The link is too long to be a link to a game."),
                       lazy_gettext("The link holds characters no link to a game has."))
    game_id = parts.path.strip("/")
    if parts.scheme.lower() != SCHEME or parts.netloc.lower() != WATCH or parts.fragment or "/" in game_id:
        raise BadLink(lazy_gettext("Not a link to watch a game: it should read colosseum://watch/GAME?server=ADDRESS."))
    try:
        game_id = game_id_of(game_id)
    except LobbyProblem as problem:
        raise BadLink(problem.reason) from None
    return link_server(parts.query), game_id


def read_watch_text(text: str, server: str) -> tuple[str, str]:
    """(server, game id) from what a player pasted or typed: a link of either form, or an id alone on `server`;
    LobbyProblem (a BadLink's reason too) saying why not."""
    typed = text.strip()
    if is_watch_link(typed):
        try:
            return read_watch_link(typed)
        except BadLink as problem:
            raise LobbyProblem(problem.reason) from None
    where, marker, game_id = typed.rpartition(f"/{WATCH}/")
    if marker:
        return server_url(where), game_id_of(game_id)
    if not server:
        raise LobbyProblem(lazy_gettext("An id alone needs the server's address: go back and type it, or paste the "
                                        "whole link."))
    return server_url(server), game_id_of(typed)
