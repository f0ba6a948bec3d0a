"""The player's settings: typed, remembered between runs, and a damaged file never stops the game."""
import json

from colosseum_desktop.settings import Settings


def test_every_setting_survives_a_save_and_a_load(tmp_path):
    path = tmp_path / "settings.json"
    chosen = Settings(computer_delay_ms=350, animation_speed=0.0, language="nl", auto_dialogs=False)
    chosen.save(path)
    assert Settings.load(path) == chosen


def test_a_value_of_the_wrong_type_is_ignored_and_the_rest_kept(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"auto_dialogs": "no", "animation_speed": 2, "computer_delay_ms": True}))
    assert Settings.load(path) == Settings(animation_speed=2.0)
    path.write_text(json.dumps({"auto_dialogs": 0}))
    assert Settings.load(path).auto_dialogs is True

