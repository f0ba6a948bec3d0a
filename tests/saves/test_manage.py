"""Renaming and deleting saves and games: only the chosen files change, and names cannot leave the folder."""
import pytest

from colosseum_desktop.saves import (SaveError, autosave_path, delete_game, delete_save, games_in_progress,
                                     list_saves, load_game, rename_save, save_game)

from .games import fingerprint, played


def folder_with_two_games_and_a_named_save(folder):
    first, second = played(4, seed=5, until_round=2), played(3, seed=6, until_round=3)
    for session in (first, second):
        save_game(session, autosave_path(folder, session.game_id, session.state.round))
    save_game(first, autosave_path(folder, first.game_id, 1))
    named = save_game(second, folder / "our game")
    return first, second, named


def everything_in(folder):
    return {path.name: fingerprint(path) for path in folder.iterdir()}


def test_rename_changes_only_the_chosen_save(tmp_path):
    _, second, named = folder_with_two_games_and_a_named_save(tmp_path)
    before = everything_in(tmp_path)
    renamed = rename_save(tmp_path, named, "  Friday night ")
    assert renamed == tmp_path / "Friday night.colosseum.json"
    after = everything_in(tmp_path)
    assert after.pop("Friday night.colosseum.json") == before.pop("our game.colosseum.json")
    assert after == before
    assert load_game(renamed).session.game_id == second.game_id


def test_rename_never_replaces_another_save(tmp_path):
    _, _, named = folder_with_two_games_and_a_named_save(tmp_path)
    other = save_game(played(3, seed=9, until_round=1), tmp_path / "other")
    before = everything_in(tmp_path)
    with pytest.raises(SaveError, match="already a save called other.colosseum.json"):
        rename_save(tmp_path, named, "other")
    assert everything_in(tmp_path) == before and other.exists()


@pytest.mark.parametrize("name, reason", [("../escaped", "cannot contain /"), ("sub/dir", "cannot contain /"),
                                          ("..", "cannot start with a dot"), ("", "Give the save a name"),
                                          ("autosave-mine", "kept for autosaves"), ("a\x00b", "control characters")])
def test_rename_refuses_names_that_would_escape_the_folder_or_pose_as_autosaves(tmp_path, name, reason):
    _, _, named = folder_with_two_games_and_a_named_save(tmp_path)
    before = everything_in(tmp_path)
    with pytest.raises(SaveError, match=reason):
        rename_save(tmp_path, named, name)
    assert everything_in(tmp_path) == before
    assert not (tmp_path.parent / "escaped.colosseum.json").exists()


def test_delete_save_removes_only_that_file(tmp_path):
    _, _, named = folder_with_two_games_and_a_named_save(tmp_path)
    before = everything_in(tmp_path)
    delete_save(tmp_path, named)
    before.pop(named.name)
    assert everything_in(tmp_path) == before


def test_delete_refuses_files_outside_the_folder_and_folders(tmp_path):
    outside = save_game(played(3, seed=2, until_round=1), tmp_path / "outside")
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "folder.colosseum.json").mkdir()
    with pytest.raises(SaveError, match="not a save in the saves folder"):
        delete_save(folder, folder / ".." / "outside.colosseum.json")
    with pytest.raises(SaveError, match="not a save file"):
        delete_save(folder, folder / "folder.colosseum.json")
    assert outside.exists() and (folder / "folder.colosseum.json").is_dir()


def test_deleting_a_game_in_progress_removes_all_its_autosaves_and_nothing_else(tmp_path):
    first, second, named = folder_with_two_games_and_a_named_save(tmp_path)
    before = everything_in(tmp_path)
    game = next(g for g in games_in_progress(list_saves(tmp_path)) if g.game_id == first.game_id)
    deleted = delete_game(tmp_path, game)
    assert sorted(p.name for p in deleted) == sorted(autosave_path(tmp_path, first.game_id, r).name for r in (1, 2))
    for path in deleted:
        before.pop(path.name)
    assert everything_in(tmp_path) == before
    assert [g.game_id for g in games_in_progress(list_saves(tmp_path))] == [second.game_id]


def test_deleting_a_game_leaves_a_file_that_changed_to_another_game_since_the_list(tmp_path):
    first, _, _ = folder_with_two_games_and_a_named_save(tmp_path)
    game = next(g for g in games_in_progress(list_saves(tmp_path)) if g.game_id == first.game_id)
    swapped = autosave_path(tmp_path, first.game_id, 1)
    save_game(played(5, seed=1, until_round=1), swapped)  # another game written under that name meanwhile
    delete_game(tmp_path, game)
    assert swapped.exists() and load_game(swapped).session.game_id != first.game_id
