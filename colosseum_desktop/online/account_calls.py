"""The Account screen's calls to a server (run on a worker thread): register, log in and out, and where the player
stands (their rating, and the computer levels' fixed ones). A session's token is kept in the seats file
(keyring.py) beside the seats' secrets, never in the settings, a log or a command line.

Every answer is checked by a model with bounds before it is used; every failure is a `LobbyProblem` in the player's
words (lobby_calls.py).
"""
from __future__ import annotations

from pathlib import Path

from pydantic import Field

from . import api, keyring
from .keyring import HeldSession, now
from .lobby_calls import Answer, LobbyProblem, checked
from ..protocol.messages import Secret


class LoggedIn(Answer):
    name: str = Field(min_length=1, max_length=24)
    token: Secret


class ShownRating(Answer):
    shown: int = Field(ge=-10_000, le=10_000)


class PlayerPage(Answer):
    name: str = Field(min_length=1, max_length=24)
    rating: ShownRating
    rated_games: int = Field(ge=0)


class LevelRating(Answer):
    level: str = Field(pattern=r"^[a-z0-9_-]{1,32}$")
    shown: int = Field(ge=-10_000, le=10_000)


class LevelRatings(Answer):
    levels: list[LevelRating] = Field(max_length=20)


def register(path: Path, server: str, name: str, password: str) -> HeldSession:
    """A new player on `server`, logged in: the session kept in the seats file at `path`."""
    return _kept(path, server, checked(LoggedIn, api.register, server, name, password))


def log_in(path: Path, server: str, name: str, password: str) -> HeldSession:
    return _kept(path, server, checked(LoggedIn, api.log_in, server, name, password))


def _kept(path: Path, server: str, answer: LoggedIn) -> HeldSession:
    session = HeldSession(server=server, name=answer.name, token=answer.token, kept_at=now())
    keyring.keep_session(path, server, session)  # SeatsNotKept: said by the screen (the server's session unused)
    return session


def log_out(path: Path, session: HeldSession) -> None:
    """The session ends on the server and is forgotten here (here even when the server cannot be reached: a token
    not kept is no session of this computer's; the server ends it at the latest after 30 days)."""
    try:
        checked(Answer, api.log_out, session.server, session.token)
    except LobbyProblem:
        keyring.keep_session(path, session.server, None)
        raise
    keyring.keep_session(path, session.server, None)


def standing(session: HeldSession) -> tuple[PlayerPage, LevelRatings]:
    """The player's page (their rating and rated games) and the levels' published ratings."""
    return (checked(PlayerPage, api.player_page, session.server, session.name),
            checked(LevelRatings, api.level_ratings, session.server))
