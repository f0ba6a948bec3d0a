"""What the title and load screens show: the games in progress (one per game, from its autosaves) and the
named saves, newest first, with why a file cannot be read.

Listing reads each file's header only (everything but its moves: players, seats, round, phase, date, game
id), remembered while the file is unchanged; the moves are replayed and checked when a save is opened. A
long game's file is almost all moves, so a list of large saves costs milliseconds, not seconds.
"""
from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from .. import rules
from ..session import BranchPoint
from ..i18n.lazy import LazyMessage, lazy_gettext
from .autosave import autosave_name
from .errors import SaveError
from .loading import LoadedGame, load_game, parse_header, read_save_bytes
from .paths import is_save_file


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    saved_at: datetime  # from the save; the file's modification time when it cannot be read
    names: tuple[str, ...] = ()
    round: int | None = None
    phase: rules.Phase | None = None
    seats: tuple[str, ...] = ()
    error: LazyMessage | None = None  # why the file cannot be opened (str() words it); None: nothing against it
    game_id: str | None = None
    over: bool = False  # the game in it has ended
    branched_from: BranchPoint | None = None  # the game and move it branched off, if it is a line of its own

    @property
    def loads(self) -> bool:
        return self.error is None

    @property
    def is_autosave(self) -> bool:
        return autosave_name(self.path) is not None


@dataclass(frozen=True)
class AutosavedGame:
    """One game's autosaves, as the newest shows the game (in progress, or finished when `latest.over`)."""

    game_id: str
    latest: SaveInfo
    files: tuple[Path, ...]  # all its autosaves that read, newest first: opened in this order

    @property
    def saved_at(self) -> datetime:
        return self.latest.saved_at

    @property
    def over(self) -> bool:
        return self.latest.over


_Stamp = tuple[int, int]
_known: dict[Path, tuple[_Stamp, SaveInfo]] = {}
"""Headers of files read before, by path, with the (modification time, size) they had then."""


def _stamp(path: Path) -> _Stamp | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


def _refused(path: Path, stamp: _Stamp | None, reason: LazyMessage) -> SaveInfo:
    modified = datetime.fromtimestamp(stamp[0] / 1e9, timezone.utc) if stamp else datetime.now(timezone.utc)
    return SaveInfo(path=path, saved_at=modified, error=reason)


def save_info(path: Path) -> SaveInfo:
    """The header of one save, or why it cannot be read."""
    stamp = _stamp(path)
    cached = _known.get(path)
    if stamp is not None and cached is not None and cached[0] == stamp:
        return cached[1]
    try:
        header, _ = parse_header(read_save_bytes(path))
    except SaveError as error:
        result = _refused(path, stamp, error.reason)
    else:
        state = header.state
        result = SaveInfo(path=path, saved_at=header.saved_at, names=tuple(p.name for p in state.players),
                          round=state.round, phase=state.phase, seats=header.seats, game_id=header.game_id,
                          over=rules.is_over(state), branched_from=header.branch_point())
    if stamp is not None:
        _known[path] = (stamp, result)
    return result


def remember_refusal(path: Path, reason: LazyMessage) -> None:
    """A file that read well in the list but was refused when opened is listed with that reason from now on
    (until it changes)."""
    stamp = _stamp(path)
    if stamp is not None:
        _known[path] = (stamp, _refused(path, stamp, reason))


def _is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def list_saves(folder: Path | str) -> list[SaveInfo]:
    """Every *.colosseum.json entry in `folder` (not its subfolders), newest first; [] if it does not exist."""
    folder = Path(folder)
    try:
        paths = [p for p in folder.iterdir() if is_save_file(p)]
    except OSError:
        return []
    return sorted((save_info(p) for p in paths), key=lambda s: s.saved_at, reverse=True)


def named_saves(infos: list[SaveInfo]) -> list[SaveInfo]:
    """The saves players named, and every file that cannot be read (an autosave too), with its reason; not
    folders named like saves, which nobody saved."""
    return [info for info in infos
            if (not info.is_autosave or not info.loads) and (info.loads or _is_regular(info.path))]


def autosaved_games(infos: list[SaveInfo]) -> list[AutosavedGame]:
    """One entry per game with readable autosaves, the most recently played first. Games are told apart by
    the id inside their files, so autosaves named before games had ids join theirs."""
    by_game: dict[str, list[SaveInfo]] = {}
    for info in infos:
        if info.is_autosave and info.loads and info.game_id is not None:
            by_game.setdefault(info.game_id, []).append(info)
    games = []
    for game_id, files in by_game.items():
        files.sort(key=lambda i: (i.saved_at, i.round or 0), reverse=True)
        games.append(AutosavedGame(game_id, files[0], tuple(i.path for i in files)))
    return sorted(games, key=lambda g: g.latest.saved_at, reverse=True)


def games_in_progress(infos: list[SaveInfo]) -> list[AutosavedGame]:
    """The games whose newest readable autosave is not finished, the most recently played first."""
    return [game for game in autosaved_games(infos) if not game.latest.over]


def finished_games(infos: list[SaveInfo]) -> list[AutosavedGame]:
    """The games whose newest readable autosave is finished: kept to look at their end, or to delete."""
    return [game for game in autosaved_games(infos) if game.latest.over]


def open_game(game: AutosavedGame) -> LoadedGame:
    """The game from its newest autosave that passes the full check (an older one if the newest is damaged);
    the newest one's reason if none does."""
    first_error = None
    for path in game.files:
        try:
            return load_game(path)
        except SaveError as error:
            remember_refusal(path, error.reason)
            first_error = first_error or error
    raise first_error if first_error is not None else SaveError(lazy_gettext("This game has no autosave left."))


def open_save(path: Path) -> LoadedGame:
    """One save, fully checked; a refusal is remembered for the list."""
    try:
        return load_game(path)
    except SaveError as error:
        remember_refusal(Path(path), error.reason)
        raise


def most_recent_game(folder: Path | str) -> AutosavedGame | None:
    """What Continue resumes: the unfinished game played most recently."""
    games = games_in_progress(list_saves(folder))
    return games[0] if games else None
