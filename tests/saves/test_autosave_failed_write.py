"""A failed autosave never deletes anything: the game's older autosaves are deleted only when the disk is full and
deleting them makes room for the save, never for a file size limit, a folder in the file's place or a read-only
folder (rounds 2 and 3 were deleted for those, round 4 alone left). Another game's files and the files written by
earlier versions are never touched."""
import errno
import os

from colosseum_desktop.saves import autosave_path, autosaves, newest_loadable_autosave, saving, save_game
from colosseum_desktop.simulate import let_computers_play

from .games import played
from .test_autosave import SmallDisk, autosaved_game, fingerprints


def folder_with_two_games_and_an_older_versions_autosave(folder, until_round):
    """A neighbour game and a pre-id autosave in `folder`, then the game under test played to `until_round`."""
    autosaved_game(folder, players=3, seed=4, until_round=2)
    save_game(played(4, seed=11, until_round=2), folder / "autosave-round-2.colosseum.json")
    others = fingerprints(autosaves(folder))
    session, autosaver = autosaved_game(folder, players=4, seed=5, until_round=until_round)
    return session, autosaver, others, fingerprints(autosaves(folder, session.game_id))


def next_round(session) -> None:
    round_now = session.state.round
    let_computers_play(session, ("random",) * 4, until=lambda s: s.round > round_now)


def test_a_file_size_limit_deletes_nothing(tmp_path, monkeypatch):
    session, autosaver, others, own = folder_with_two_games_and_an_older_versions_autosave(tmp_path, 4)
    assert len(own) == 3

    def too_large(path, data):
        raise OSError(errno.EFBIG, os.strerror(errno.EFBIG))

    monkeypatch.setattr(saving, "write_atomically", too_large)
    next_round(session)
    assert autosaver.last_error.errno == errno.EFBIG and autosaver.problem is not None
    assert fingerprints(own) == own and fingerprints(others) == others


def test_a_folder_in_the_autosaves_place_deletes_nothing(tmp_path):
    session, autosaver, others, own = folder_with_two_games_and_an_older_versions_autosave(tmp_path, 4)
    autosave_path(tmp_path, session.game_id, 5).mkdir()  # the next round's autosave cannot be written
    older = {path: print_ for path, print_ in own.items() if not path.name.endswith("round-4.colosseum.json")}
    next_round(session)  # round 4 is played to its end (its file rewritten), then round 5 cannot be written
    assert autosaver.last_error.errno == errno.EISDIR and autosaver.problem is not None
    assert fingerprints(older) == older and len(older) == 2 and fingerprints(others) == others
    assert newest_loadable_autosave(tmp_path, session.game_id).session.state.round == 4


def test_a_full_disk_that_deleting_cannot_make_room_on_deletes_nothing(tmp_path, monkeypatch):
    session, autosaver, others, own = folder_with_two_games_and_an_older_versions_autosave(tmp_path, 2)
    SmallDisk(tmp_path, SmallDisk(tmp_path, 0).used()).install(monkeypatch)  # not one byte more
    next_round(session)  # round 3 needs more than round 1's file would free
    assert autosaver.last_error.errno == errno.ENOSPC
    assert "The disk is full" in str(autosaver.problem)
    assert fingerprints(own) == own and fingerprints(others) == others


def test_a_full_disk_deletes_the_oldest_first_and_only_what_makes_room(tmp_path, monkeypatch):
    session, autosaver, others, own = folder_with_two_games_and_an_older_versions_autosave(tmp_path, 4)
    oldest, middle, newest = sorted(own, key=lambda path: path.name)
    disk = SmallDisk(tmp_path, SmallDisk(tmp_path, 0).used() + 1_000)
    disk.install(monkeypatch)
    next_round(session)
    assert autosaver.problem is None
    assert not oldest.exists() and newest.exists()
    assert fingerprints(others) == others
    assert newest_loadable_autosave(tmp_path, session.game_id).session.state == session.state
