"""Players with names on a server (optional: playing by code alone needs none): register, log in and out, the
session a token stands for, the seats a player logged in takes, and their page.

A password is kept only as its argon2id hash (argon2-cffi's defaults, RFC 9106's second choice: 64 MiB, 3 passes);
a session is a random token of 32 bytes, kept only as its SHA-256 digest (a token cannot be guessed, so no slow hash
is needed), valid for SESSION_DAYS. Neither a password nor a token is ever put in a log line or a refusal's words.

A name is what others see: 2 to 24 letters, digits, marks (not first), spaces (one between words), '-', '_' and
'.', with at least one letter or digit; never a control or invisible character. It is unique whatever its case or width
("Ana", "ANA" and the full-width "Ａｎａ" are one name): the database holds its NFKC case-folded key, unique.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import timedelta

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from ..protocol import credentials
from .games import Games, Refusal, _aware, now
from ..protocol.messages import Reason
from .ratings import NEW_RATING, Rating
from .storage import account_sessions, accounts, game_ratings, games, rating_changes, reading, seat_accounts, seats

NAME_LENGTHS = (2, 24)
PASSWORD_LENGTHS = (8, 128)
ABOUT_LENGTH = 200
SESSION_DAYS = 30
SESSIONS_KEPT = 20  # an account's newest sessions; an older one ends when a newer log-in passes this many
GAMES_ON_A_PAGE = 50
_NAME_PUNCTUATION = frozenset(" -_.")
_HASHER = PasswordHasher()
# Checked against when the name is unknown, so that a wrong name takes as long as a wrong password.
_NO_ONES_HASH = _HASHER.hash("no account has this password")


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a player's name (an English sentence), None when it can."""
    low, high = NAME_LENGTHS
    if not low <= len(name) <= high:
        return f"A name is {low} to {high} characters long."
    if unicodedata.normalize("NFC", name) != name:
        return "A name is written in composed characters (Unicode NFC)."
    for character in name:
        if character not in _NAME_PUNCTUATION and unicodedata.category(character)[0] not in "LNM":
            return (f"A name holds letters, digits, spaces, '-', '_' and '.' only, not "
                    f"U+{ord(character):04X}.")
    if unicodedata.category(name[0])[0] == "M":
        return "A name does not begin with a combining mark."
    if name != name.strip() or "  " in name:
        return "A name neither begins nor ends with a space, nor has two together."
    if not any(unicodedata.category(character)[0] in "LN" for character in name):
        return "A name has at least one letter or digit."
    return None


def name_key(name: str) -> str:
    """What must be unique: the name's NFKC form, case-folded."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


def password_problem(password: str) -> str | None:
    low, high = PASSWORD_LENGTHS
    if not low <= len(password) <= high:
        return f"A password is {low} to {high} characters long."
    return None


def about_problem(about: str) -> str | None:
    if len(about) > ABOUT_LENGTH:
        return f"A page's line is at most {ABOUT_LENGTH} characters long."
    if any(unicodedata.category(character) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for character in about):
        return "A page's line holds no control or invisible characters."
    return None


def hash_password(password: str) -> str:
    """Slow on purpose (a tenth of a second and more): run it on a thread of its own (accounts_api.py)."""
    return _HASHER.hash(password)


def password_matches(password: str, stored_hash: str | None) -> bool:
    """Whether `password` is the one hashed; as slow when there is no hash (no such name)."""
    try:
        return _HASHER.verify(stored_hash or _NO_ONES_HASH, password) and stored_hash is not None
    except (VerificationError, InvalidHashError):
        return False


@dataclass(frozen=True)
class Account:
    id: int
    name: str
    password_hash: str


class Accounts:
    """The accounts' transactions, on the games' database (and, on SQLite, their one writer at a time)."""

    def __init__(self, games_: Games) -> None:
        self.games, self.engine = games_, games_.engine

    def register(self, name: str, password_hash: str) -> tuple[str, str]:
        """A new account, logged in: (its name, a session token). Refused when the name is taken."""
        moment = now()
        try:
            with self.games.writing() as connection:
                account_id = connection.execute(insert(accounts).values(
                    name=name, name_key=name_key(name), password_hash=password_hash, about="", created_at=moment,
                    mu=NEW_RATING.mu, sigma=NEW_RATING.sigma, rated_games=0).returning(accounts.c.id)).scalar_one()
                token = _new_session(connection, account_id)
        except IntegrityError:
            raise Refusal(Reason.NAME_TAKEN, "That name is taken (whatever its case): choose another.") from None
        return name, token

    def find(self, name: str) -> Account | None:
        with reading(self.engine) as connection:
            row = connection.execute(select(accounts.c.id, accounts.c.name, accounts.c.password_hash)
                                     .where(accounts.c.name_key == name_key(name))).one_or_none()
        return None if row is None else Account(row.id, row.name, row.password_hash)

    def log_in(self, account_id: int) -> str:
        """A new session for the account (its password checked already): its token."""
        with self.games.writing() as connection:
            return _new_session(connection, account_id)

    def log_out(self, token: str) -> None:
        with self.games.writing() as connection:
            connection.execute(delete(account_sessions).where(
                account_sessions.c.token_digest == credentials.digest(token)))

    def account_of(self, token: str) -> int:
        """The account whose session `token` is; refused when it is no session's (ended, or never was)."""
        with reading(self.engine) as connection:
            row = connection.execute(select(account_sessions.c.account_id, account_sessions.c.created_at).where(
                account_sessions.c.token_digest == credentials.digest(token))).one_or_none()
        if row is None or _aware(row.created_at) + timedelta(days=SESSION_DAYS) < now():
            raise Refusal(Reason.LOGIN_NEEDED, "This session has ended (logged out, or too old): log in again.")
        return row.account_id

    def edit_page(self, account_id: int, name: str, about: str) -> None:
        """The page's line, by its own player only."""
        with self.games.writing() as connection:
            changed = connection.execute(update(accounts).where(
                accounts.c.id == account_id, accounts.c.name_key == name_key(name)).values(about=about))
            if changed.rowcount != 1:
                raise Refusal(Reason.NOT_YOUR_PAGE, "A player's page is changed by that player only.")

    def page(self, name: str) -> dict:
        """A player's page: their rating, and their newest games with the place they took."""
        with reading(self.engine) as connection:
            account = connection.execute(select(accounts).where(accounts.c.name_key == name_key(name))).one_or_none()
            if account is None:
                raise Refusal(Reason.NOT_FOUND, "No player has that name on this server.")
            players = select(func.count()).select_from(seats).where(seats.c.game_id == seat_accounts.c.game_id) \
                .correlate(seat_accounts).scalar_subquery()
            rows = connection.execute(
                select(seat_accounts.c.game_id, seat_accounts.c.seat, seat_accounts.c.place, games.c.created_at,
                       games.c.finished, players.label("players"), game_ratings.c.game_id.label("rated"),
                       rating_changes.c.mu_before, rating_changes.c.sigma_before, rating_changes.c.mu_after,
                       rating_changes.c.sigma_after)
                .join(games, games.c.id == seat_accounts.c.game_id)
                .outerjoin(game_ratings, game_ratings.c.game_id == seat_accounts.c.game_id)
                .outerjoin(rating_changes, (rating_changes.c.game_id == seat_accounts.c.game_id)
                           & (rating_changes.c.account_id == seat_accounts.c.account_id))
                .where(seat_accounts.c.account_id == account.id)
                .order_by(games.c.created_at.desc(), seat_accounts.c.game_id, seat_accounts.c.seat)
                .limit(GAMES_ON_A_PAGE)).all()
            played = connection.execute(select(func.count(func.distinct(seat_accounts.c.game_id))).where(
                seat_accounts.c.account_id == account.id)).scalar_one()
        return {"name": account.name, "about": account.about, "rating": Rating(account.mu, account.sigma).as_json(),
                "rated_games": account.rated_games, "games_played": played,
                "games": [_game_on_page(row) for row in rows]}


def _game_on_page(row) -> dict:
    changed = row.mu_before is not None
    return {"game_id": row.game_id, "when": _aware(row.created_at).isoformat(), "seat": row.seat,
            "players": row.players, "finished": row.finished, "place": row.place, "rated": row.rated is not None,
            "rating_before": Rating(row.mu_before, row.sigma_before).shown if changed else None,
            "rating_after": Rating(row.mu_after, row.sigma_after).shown if changed else None}


def _new_session(connection, account_id: int) -> str:
    token = credentials.new_secret()
    connection.execute(insert(account_sessions).values(token_digest=credentials.digest(token),
                                                       account_id=account_id, created_at=now()))
    kept = select(account_sessions.c.token_digest).where(account_sessions.c.account_id == account_id) \
        .order_by(account_sessions.c.created_at.desc()).limit(SESSIONS_KEPT)
    connection.execute(delete(account_sessions).where(account_sessions.c.account_id == account_id,
                                                      account_sessions.c.token_digest.not_in(kept.scalar_subquery())))
    return token
