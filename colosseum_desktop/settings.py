"""The player's settings: one typed record the scenes read, kept in a small JSON file between runs.

The file is read as the saves are: at most a few kilobytes, never from a pipe or a device, every number finite and
within its bounds (a hand-edited 1e300 ms pace or 1e-12 animation speed would stop the computer players); it is
written atomically. A damaged one is kept aside under another name, never written over, and the player told.
"""
from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass
from pathlib import Path

from .files.small_files import Unusable, UnreadableFile, read_or_keep_aside, read_small_file, write_small_file

log = logging.getLogger(__name__)

MAX_SETTINGS_BYTES = 16 * 1024  # five settings take about 150 bytes
# The bounds of each number: beyond them a value is brought back to the nearest bound.
BOUNDS = {"computer_delay_ms": (0, 10_000), "animation_speed": (0.25, 8.0), "sound_volume": (0.0, 1.0)}
OFF = 0  # no pause, no animation, no sound: below the lowest bound, and kept


def default_settings_path() -> Path:
    """Where the settings are kept between runs (~/.config/colosseum-desktop/settings.json on Linux)."""
    import platformdirs  # asked only when needed: importing it costs the first frame a little

    return platformdirs.user_config_path("colosseum-desktop", appauthor=False) / "settings.json"


@dataclass
class Settings:
    computer_delay_ms: int = 900     # pause before each computer move, so people can follow it
    animation_speed: float = 1.0     # 2.0 = twice as fast; 0 = no animation
    language: str = ""               # a code of i18n.LANGUAGES once the player chose one; "": the system's
    sound_volume: float = 0.7        # 0 = sound off
    auto_dialogs: bool = True        # a person's decision opens its dialog by itself (the board's buttons remain)
    online_server: str = ""          # the online games' server last used ("http://host:port"); "": none yet
    whole_screen_told: bool = False  # the title told once that F11 gives the whole screen (a small screen's)

    @classmethod
    def parse(cls, data: bytes) -> "Settings":
        """The settings a file's bytes hold: defaults for anything missing or of the wrong type, every number
        brought within its bounds. ValueError when the bytes are not a JSON object at all."""
        saved = json.loads(data.decode("utf-8"), parse_constant=_refuse_constant)
        if not isinstance(saved, dict):
            raise ValueError("the settings are not a JSON object")
        settings = cls()
        for name, default in asdict(settings).items():
            value = saved.get(name)
            if isinstance(default, (str, bool)):
                if type(value) is type(default):
                    setattr(settings, name, value)
                continue
            number = _finite(value)
            if number is not None and number >= 0:  # a negative one means nothing: the default stays
                setattr(settings, name, type(default)(bounded(name, number)))
        return settings

    @classmethod
    def load(cls, path: Path) -> "Settings":
        """The settings saved at `path`, for a look only (the command line's language): defaults for anything
        missing, unreadable or damaged. The file is never changed; `open_settings` is for the window."""
        try:
            data = read_small_file(path, MAX_SETTINGS_BYTES)
            return cls() if data is None else cls.parse(data)
        except (UnreadableFile, ValueError, UnicodeDecodeError):
            return cls()

    def save(self, path: Path) -> None:
        """Remember the settings, atomically; a failure is logged (a preference is no reason to stop a game)."""
        try:
            write_small_file(path, json.dumps(asdict(self), indent=2).encode("utf-8"))
        except OSError as error:
            log.warning("could not remember the settings in %s: %s", path, error)


def open_settings(path: Path) -> tuple[Settings, Unusable | None]:
    """The settings for the window, and what was wrong with their file: a damaged one is kept aside (and the
    defaults used), one that cannot be read is left alone (and must not be written over)."""
    settings, unusable = read_or_keep_aside(Path(path), MAX_SETTINGS_BYTES, Settings.parse)
    return settings or Settings(), unusable


def bounded(name: str, number: float) -> float:
    """`number` brought within the setting's bounds (0 stays 0: no animation, no sound)."""
    low, high = BOUNDS[name]
    return OFF if number == OFF else min(high, max(low, number))


def _finite(value: object) -> float | None:
    """A JSON number as a finite float; None for anything else (true/false, text, 10**400, 1e400)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        number = float(value)
    except OverflowError:
        return None
    return number if math.isfinite(number) else None


def _refuse_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number a setting can have")
