from pathlib import Path

import platformdirs
import pytest

from colosseum_desktop.saves import SAVES_DIR_ENV, SaveError, default_saves_dir, safe_save_path


@pytest.mark.parametrize("name", ["Friday night", "Partie à cinq", "game 2 (rematch)", "Brutus's revenge",
                                  "ends-with-suffix.colosseum.json", "  padded  "])
def test_ordinary_names_stay_in_the_folder(tmp_path, name):
    path = safe_save_path(tmp_path, name)
    assert path.parent == tmp_path
    assert path.name.endswith(".colosseum.json") and not path.name.endswith(".colosseum.json.colosseum.json")


@pytest.mark.parametrize("name, reason", [
    ("", "Give the save a name"),
    ("   ", "Give the save a name"),
    ("../escape", "cannot contain"),
    ("..", "cannot start with a dot"),
    (".hidden", "cannot start with a dot"),
    ("/etc/passwd", "cannot contain"),
    ("a/b", "cannot contain"),
    ("..\\..\\windows", "cannot contain"),
    ("C:evil", "cannot contain"),
    ("tab\there", "control characters"),
    ("nul\x00byte", "control characters"),
    ("what?", "cannot contain"),
    ("trailing.", "cannot end with a dot"),
    ("CON", "Windows keeps for devices"),
    ("lpt1.txt", "Windows keeps for devices"),
    ("autosave-round-2", "kept for autosaves"),
    ("x" * 81, "at most 80 characters"),
])
def test_names_that_escape_or_cannot_be_stored_are_refused(tmp_path, name, reason):
    with pytest.raises(SaveError, match=reason):
        safe_save_path(tmp_path, name)


def test_an_existing_link_out_of_the_folder_is_refused(tmp_path):
    outside = tmp_path / "outside.colosseum.json"
    outside.write_text("{}")
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "sneaky.colosseum.json").symlink_to(outside)
    with pytest.raises(SaveError, match="outside the saves folder"):
        safe_save_path(folder, "sneaky")


def test_saves_dir_comes_from_the_environment_when_set(monkeypatch, tmp_path):
    monkeypatch.setenv(SAVES_DIR_ENV, str(tmp_path / "mine"))
    assert default_saves_dir() == tmp_path / "mine"


def test_saves_dir_defaults_to_the_user_data_dir(monkeypatch):
    monkeypatch.delenv(SAVES_DIR_ENV, raising=False)
    assert default_saves_dir() == Path(platformdirs.user_data_dir("colosseum-desktop", appauthor=False)) / "saves"
