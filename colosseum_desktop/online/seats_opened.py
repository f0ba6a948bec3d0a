"""The seats `colosseum play-online` opens, with their secrets from the online seats file or standard input.

A secret on the command line is read by every user of the computer (`ps`, /proc/PID/cmdline), so the command
takes a seat's secret from where joining in the window kept it (online-seats.json, the keyring), or one secret a
line from standard input (`--secrets-stdin`, for a secret kept elsewhere). `--secret` still works for this
release, with a warning.
"""
from __future__ import annotations

from pathlib import Path
from typing import TextIO

from pydantic import ValidationError

from ..files.errors import Explained
from ..i18n.lazy import lazy_gettext, visible
from .keyring import keyring_path, read_keyring
from .lobby_calls import LobbyProblem, server_url
from ..protocol.messages import SeatCredentials

MAX_STDIN_CHARS = 64 * 1024  # five secrets are a few hundred characters


class SeatsProblem(Explained):
    """The seats cannot be opened as asked; the reason says why in words."""


def credentials(game_id: str, pairs: list[tuple[int, str]]) -> list[SeatCredentials]:
    """(seat counted from 1, secret) pairs as the server's credentials; a malformed one is a SeatsProblem."""
    try:
        return [SeatCredentials(game_id=game_id, seat=seat - 1, secret=secret) for seat, secret in pairs]
    except ValidationError as error:
        raise SeatsProblem(lazy_gettext("Not a seat of an online game: {reason}",
                                        reason=error.errors()[0]["msg"])) from None


def secrets_read(stdin: TextIO, count: int) -> list[str]:
    """`count` secrets, one a line (blank lines left out), from standard input."""
    lines = [line.strip() for line in stdin.read(MAX_STDIN_CHARS + 1).splitlines()]
    secrets = [line for line in lines if line]
    if len(secrets) != count:
        raise SeatsProblem(lazy_gettext("Standard input must give one secret a line for each --seat, in their "
                                        "order (--seat: {seats}, secrets: {given}).", given=len(secrets), seats=count))
    return secrets


def server_address(text: str) -> str:
    """The server's address as the window's lobby writes it ("127.0.0.1:8765" -> "http://127.0.0.1:8765"), which
    the online seats file keeps and the board connects to."""
    try:
        return server_url(text)
    except LobbyProblem as problem:
        raise SeatsProblem(problem.reason) from None


def kept_secrets(server: str, game_id: str, seats: list[int] | None, saves_dir: Path) -> list[tuple[int, str]]:
    """The seats of the game this computer keeps on `server` (a server_address) (all of them when `seats` is None),
    counted from 1."""
    path = keyring_path(saves_dir)
    keyring = read_keyring(path)
    if keyring.problem is not None:
        raise SeatsProblem(keyring.problem)
    held = {seat.seat + 1: seat.secret for seat in keyring.seats_of(server, game_id)}
    missing = [seat for seat in seats or () if seat not in held]
    if missing:
        raise SeatsProblem(lazy_gettext(
            "{file} does not keep seat {seats} of game {game} on {server}: join it in the window (Title, then "
            "Online), or give its secret on standard input with --secrets-stdin.", file=str(path),
            seats=", ".join(map(str, missing)), game=visible(game_id), server=server))
    if not held:
        raise SeatsProblem(lazy_gettext(
            "{file} keeps no seat of game {game} on {server}: join it in the window (Title, then Online), or give "
            "its secrets on standard input with --secrets-stdin.", file=str(path), game=visible(game_id),
            server=server))
    return [(seat, held[seat]) for seat in (seats or sorted(held))]


def seats_to_open(server: str, game_id: str, seats: list[int] | None, given_secrets: list[str] | None,
                  from_stdin: bool, stdin: TextIO, saves_dir: Path) -> list[SeatCredentials]:
    """The credentials of the seats asked for: from --secret (old), standard input, or the online seats file."""
    if given_secrets is not None or from_stdin:
        if not seats:
            raise SeatsProblem(lazy_gettext("Name each seat with --seat, in the order of its secret."))
        secrets = given_secrets if given_secrets is not None else secrets_read(stdin, len(seats))
        if len(secrets) != len(seats):
            raise SeatsProblem(lazy_gettext("Give one --secret for each --seat."))
        return credentials(game_id, list(zip(seats, secrets)))
    return credentials(game_id, kept_secrets(server, game_id, seats, saves_dir))
