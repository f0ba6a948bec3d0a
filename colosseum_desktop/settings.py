"""The player's settings: one typed record the scenes read, kept in a small JSON file between runs."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path


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

    @classmethod
    def load(cls, path: Path) -> "Settings":
        """The settings saved at `path`; defaults for anything missing, unreadable or of the wrong type."""
        settings = cls()
        try:
            saved = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return settings
        if isinstance(saved, dict):
            for name, default in asdict(settings).items():
                value = saved.get(name)
                if isinstance(default, (str, bool)):
                    if type(value) is type(default):
                        setattr(settings, name, value)
                elif isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0:
                    setattr(settings, name, type(default)(value))
        return settings

    def save(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(asdict(self), indent=2), encoding="utf-8")
        except OSError:
            pass  # a preference not remembered is no reason to interrupt a game
