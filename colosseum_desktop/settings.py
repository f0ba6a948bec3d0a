"""The player's settings: one typed record the scenes read, kept in a small JSON file between runs.

The file is read as the saves are: at most a few kilobytes, never from a pipe or a device, every number finite and
within its bounds (a hand-edited 1e300 ms pace or 1e-12 animation speed would stop the computer players); it is
written atomically. A damaged one is kept aside under another name, never written over, and the player told.
"""
from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .files.errors import system_reason
from .files.small_files import Unusable, UnreadableFile, keep_aside, read_or_keep_aside, read_small_file, \
    write_small_file
from .i18n.lazy import LazyMessage, lazy_gettext

log = logging.getLogger(__name__)

MAX_SETTINGS_BYTES = 16 * 1024  # five settings take about 150 bytes
# The bounds of each number: beyond them a value is brought back to the nearest bound.
BOUNDS = {"computer_delay_ms": (0, 10_000), "animation_speed": (0.25, 8.0), "sound_volume": (0.0, 1.0)}
OFF = 0  # no pause, no animation, no sound: below the lowest bound, and kept
FORMAT_NAME = "colosseum-desktop-settings"
SETTINGS_VERSION = 1  # a file of a higher version is a newer program's: read for what this one knows, never written


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
    # What the file held that this version does not know (a newer version's settings): written back as it was.
    others: dict = field(default_factory=dict, repr=False, compare=False)
    # Settings of the file whose values this version could not use (the defaults were taken): see open_settings.
    refused: tuple[str, ...] = field(default=(), repr=False, compare=False)
    newer_version: int | None = field(default=None, repr=False, compare=False)  # the file's, when newer than ours

    @classmethod
    def parse(cls, data: bytes) -> "Settings":
        """The settings a file's bytes hold: defaults for anything missing or of the wrong type (named in
        `refused`), every number brought within its bounds, what this version does not know kept in `others`.
        ValueError when the bytes are not a JSON object at all (nested past Python's depth included)."""
        try:
            saved = json.loads(data.decode("utf-8"), parse_constant=_refuse_constant)
        except RecursionError:
            raise ValueError("the settings are nested too deeply to be settings") from None
        if not isinstance(saved, dict):
            raise ValueError("the settings are not a JSON object")
        settings = cls()
        known = _values(settings)
        refused = []
        for name, default in known.items():
            if name not in saved:
                continue
            value = saved[name]
            if isinstance(default, (str, bool)):
                if type(value) is type(default) and "\0" not in str(value):
                    setattr(settings, name, value)
                else:
                    refused.append(name)
                continue
            number = _finite(value)
            if number is not None and number >= 0:  # a negative one means nothing: the default stays
                setattr(settings, name, type(default)(bounded(name, number)))
            else:
                refused.append(name)
        settings.others = {name: value for name, value in saved.items() if name not in known and name not in
                           ("format", "version")}
        settings.refused = tuple(refused)
        version = saved.get("version")
        if saved.get("format") == FORMAT_NAME and type(version) is int and version > SETTINGS_VERSION:
            settings.newer_version = version
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

    def save(self, path: Path) -> LazyMessage | None:
        """Remember the settings, atomically, with what the file held that this version does not know. A failure
        is logged and returned in words for the player (a preference is no reason to stop a game)."""
        if self.newer_version is not None:  # open_settings has the window leave the file alone; a caller that did not
            return lazy_gettext("The settings were not saved: {file} is a newer version's.", file=Path(path).name)
        document = {**self.others, "format": FORMAT_NAME, "version": SETTINGS_VERSION, **_values(self)}
        try:
            write_small_file(path, json.dumps(document, indent=2).encode("utf-8"))
        except OSError as error:
            log.warning("could not remember the settings in %s: %s", path, error)
            return lazy_gettext("The settings could not be saved in {file} ({reason}): changes last until the game "
                                "is closed.", file=Path(path).name, reason=system_reason(error))
        return None


def _values(settings: Settings) -> dict:
    """The settings proper, by name (what the file holds besides its format and what this version does not know)."""
    values = asdict(settings)
    for bookkeeping in ("others", "refused", "newer_version"):
        del values[bookkeeping]
    return values


def open_settings(path: Path) -> tuple[Settings, Unusable | None]:
    """The settings for the window, and what was wrong with their file: a damaged one is kept aside (and the
    defaults used), one that cannot be read is left alone (and must not be written over)."""
    path = Path(path)
    settings, unusable = read_or_keep_aside(path, MAX_SETTINGS_BYTES, Settings.parse)
    if settings is None:
        return Settings(), unusable
    if settings.newer_version is not None:
        log.warning("%s is a newer version's (version %s): read, never written", path, settings.newer_version)
        return settings, Unusable(lazy_gettext(
            "{file} was written by a newer version of Colosseum (version {version}): what this version knows of it is "
            "used, the file is left as it is, and changes are not remembered.", file=path.name,
            version=settings.newer_version), left_alone=True)
    if settings.refused:
        return settings, _keep_a_copy(path, settings.refused)
    return settings, None


def _keep_a_copy(path: Path, refused: tuple[str, ...]) -> Unusable:
    """A file holding values this version cannot use is renamed aside before anything is written in its place (its
    bytes kept: a hand edit, or another program's), and said."""
    names = ", ".join(refused)
    return keep_aside(path, f"unusable values: {names}", lambda kept: lazy_gettext(
        "{file} held values this version cannot use ({names}), so the usual ones are used for them; the file was kept "
        "as {copy}.", file=path.name, names=names, copy=kept.name), lambda reason: lazy_gettext(
        "{file} holds values this version cannot use ({names}) and could not be kept aside ({reason}): it is left as "
        "it is, and changes are not remembered.", file=path.name, names=names, reason=reason))


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
