"""What a load-game screen shows: every save in a folder, newest first, with why a file does not load."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from ..rules import Phase
from .errors import SaveError
from .loading import load_game
from .paths import AUTOSAVE_PREFIX, is_save_file


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    saved_at: datetime  # from the save; the file's modification time when it does not load
    names: tuple[str, ...] = ()
    round: int | None = None
    phase: Phase | None = None
    seats: tuple[str, ...] = ()
    error: str | None = None  # why the file does not load; None when it does

    @property
    def loads(self) -> bool:
        return self.error is None

    @property
    def is_autosave(self) -> bool:
        return self.path.name.startswith(AUTOSAVE_PREFIX)


# Loading checks a whole game (a few milliseconds each); remember files that have not changed since.
_known: dict[Path, tuple[tuple[int, int], SaveInfo]] = {}


def save_info(path: Path) -> SaveInfo:
    try:
        info = path.stat()
        stamp = (info.st_mtime_ns, info.st_size)
    except OSError:
        stamp = None
    cached = _known.get(path)
    if stamp is not None and cached is not None and cached[0] == stamp:
        return cached[1]
    try:
        game = load_game(path)
    except SaveError as error:
        modified = datetime.fromtimestamp(stamp[0] / 1e9, timezone.utc) if stamp else datetime.now(timezone.utc)
        result = SaveInfo(path=path, saved_at=modified, error=str(error))
    else:
        state = game.session.state
        result = SaveInfo(path=path, saved_at=game.saved_at, names=tuple(p.name for p in state.players),
                          round=state.round, phase=state.phase, seats=game.seats)
    if stamp is not None:
        _known[path] = (stamp, result)
    return result


def list_saves(folder: Path | str) -> list[SaveInfo]:
    """Every *.colosseum.json file in `folder` (not its subfolders), newest first; [] if it does not exist."""
    folder = Path(folder)
    try:
        paths = [p for p in folder.iterdir() if is_save_file(p)]
    except OSError:
        return []
    return sorted((save_info(p) for p in paths), key=lambda s: s.saved_at, reverse=True)
