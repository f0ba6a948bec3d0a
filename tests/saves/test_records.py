"""Records across games (issue 9): one entry per finished game, kept once, in a file that is validated on
reading and never overwritten blindly."""
import json
import os
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import platformdirs
import pytest

from colosseum_desktop import rules
from colosseum_desktop.saves import load_game, save_game
from colosseum_desktop.saves import records
from colosseum_desktop.saves.records import (MAX_GAMES, GameRecord, ProgramBest, RecordsFile, SeatResult,
                                             game_record, program_records, read_history, record_game, standings)

from .games import fingerprint, played

WHEN = datetime(2026, 3, 1, 20, 0, tzinfo=timezone.utc)
SEATS = ("person", "computer:easy", "person", "computer:strong")


@pytest.fixture(scope="module")
def finished():
    return played(4, seed=3, names=("Ann", "Bo", "Cy", "Di"))


def entry(game_id: str, names=("Ann", "Bo", "Cy"), records_=(10, 20, 30), winner: int = 2, when=WHEN,
          kinds=("person",) * 3, best=()) -> GameRecord:
    seats = tuple(SeatResult(seat=i, name=n, played_by=k, record=r, coins=5, winner=i == winner)
                  for i, (n, r, k) in enumerate(zip(names, records_, kinds)))
    return GameRecord(game_id=game_id, finished_at=when, variant="standard", rounds=6, seats=seats,
                      best_events=tuple(ProgramBest(program=p, attendance=a, seat=s) for p, a, s in best))


def test_a_finished_game_is_recorded_with_its_seats_winner_and_best_events(tmp_path, finished):
    path = tmp_path / "records.json"
    record = game_record(finished, SEATS, WHEN)
    assert record_game(path, record) is None
    [kept] = read_history(path).games
    state = finished.state
    assert kept.game_id == finished.game_id and kept.rounds == state.round
    assert [(s.name, s.played_by, s.record, s.coins) for s in kept.seats] == \
        [(p.name, kind, p.record, p.coins) for p, kind in zip(state.players, SEATS)]
    assert [s.seat for s in kept.seats if s.winner] == sorted(rules.winners(state))
    produced = [e.attendance for entry_ in finished.log for e in entry_.events if e.kind == "produced"]
    assert {b.program for b in kept.best_events} == {a.program for a in produced}
    for best in kept.best_events:
        assert best.attendance == max(a.total for a in produced if a.program == best.program)


def test_each_game_is_recorded_once_even_when_its_finished_save_is_loaded_again(tmp_path, finished):
    path = tmp_path / "records.json"
    record_game(path, game_record(finished, SEATS, WHEN))
    save = save_game(finished, tmp_path / "done.colosseum.json", list(SEATS))
    loaded = load_game(save)
    assert loaded.session.game_id == finished.game_id
    before = fingerprint(path)
    assert record_game(path, game_record(loaded.session, loaded.seats, WHEN + timedelta(days=1))) is None
    assert len(read_history(path).games) == 1
    assert fingerprint(path) == before  # not even rewritten


def test_two_games_make_two_entries_and_the_standings_count_them(tmp_path):
    path = tmp_path / "records.json"
    record_game(path, entry("a" * 16, records_=(10, 20, 30), winner=2, best=[(1, 10, 0), (12, 30, 2)]))
    record_game(path, entry("b" * 16, names=("ann", "Bo", "Eve"), records_=(40, 5, 6), winner=0,
                            when=WHEN + timedelta(hours=2), best=[(1, 12, 1)]))
    games = read_history(path).games
    assert [g.game_id for g in games] == ["a" * 16, "b" * 16]
    table = {s.name.casefold(): s for s in standings(games)}
    assert (table["ann"].name, table["ann"].games, table["ann"].wins, table["ann"].best_record) == ("ann", 2, 1, 40)
    assert (table["bo"].games, table["bo"].wins, table["bo"].best_record) == (2, 0, 20)
    assert (table["cy"].wins, table["eve"].games) == (1, 1)
    assert [s.name for s in standings(games)][:2] == ["ann", "Cy"]  # most wins first, then most games
    best = {b.program: b for b in program_records(games)}
    assert (best[1].attendance, best[1].name) == (12, "Bo") and best[12].name == "Cy"
    assert best[12].title and best[1].title != best[12].title


def test_the_same_name_played_by_a_person_and_by_the_computer_counts_apart():
    games = [entry("a" * 16, kinds=("person", "computer:easy", "person")),
             entry("b" * 16, names=("Bo", "Ann", "Cy"), kinds=("person", "person", "person"))]
    rows = {(s.name, s.played_by): s.games for s in standings(games)}
    assert rows[("Bo", "computer:easy")] == 1 and rows[("Bo", "person")] == 1 and rows[("Ann", "person")] == 2


def test_a_damaged_file_is_set_aside_said_so_and_a_new_one_started(tmp_path):
    path = tmp_path / "records.json"
    path.write_bytes(b'{"format": "colosseum-desktop-records", "version": 1, "games": [{"game_id": ')
    note = str(record_game(path, entry("c" * 16)))
    assert note and "damaged" in note and "new records were started" in note
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("records.damaged-")]
    assert aside.name in note
    assert aside.read_bytes().endswith(b'"game_id": ')  # kept exactly as it was
    assert [g.game_id for g in read_history(path).games] == ["c" * 16]


def test_a_second_damaged_file_gets_a_name_of_its_own(tmp_path):
    path = tmp_path / "records.json"
    for attempt in range(2):
        path.write_text("not json")
        record_game(path, entry(f"{attempt}" * 16))
    assert len([p for p in tmp_path.iterdir() if ".damaged-" in p.name]) == 2


ODD = {
    "not json": (b"\xff\xfe garbage", "damaged"),
    "a list": (b"[]", "damaged"),
    "another format": (json.dumps({"format": "x", "version": 1}).encode(), "format"),
    "NUL in a name": (RecordsFile(games=(entry("d" * 16),)).model_dump_json().replace('"Ann"', '"A\\u0000n"')
                      .encode(), "control characters"),
    "a 12,000-character name": (RecordsFile(games=(entry("d" * 16),)).model_dump_json()
                                .replace('"Ann"', json.dumps("A" * 12_000)).encode(), "at most 24"),
    "no such program": (RecordsFile(games=(entry("d" * 16, best=[(1, 5, 0)]),)).model_dump_json()
                        .replace('"program":1', '"program":31').encode(), "less than or equal to 30"),
    "a huge record": (RecordsFile(games=(entry("d" * 16),)).model_dump_json()
                      .replace('"record":10', '"record":' + "9" * 4000).encode(), "record"),
    "seats out of order": (RecordsFile(games=(entry("d" * 16),)).model_dump_json()
                           .replace('"seat":1', '"seat":4').encode(), "numbered in order"),
    "a best event of a missing seat": (RecordsFile(games=(entry("d" * 16, best=[(1, 5, 2)]),)).model_dump_json()
                                       .replace('"attendance":5,"seat":2', '"attendance":5,"seat":4').encode(),
                                       "seat the game did not have"),
    "a date at the edge of time": (RecordsFile(games=(entry("d" * 16),)).model_dump_json()
                                   .replace("2026-03-01T20:00:00Z", "0001-01-01T00:00:00+14:00").encode(),
                                   "plausible"),
    "deep nesting": (b'{"games": ' + b"[" * 50_000 + b"]" * 50_000 + b"}", "damaged"),
    "a bad game id": (RecordsFile(games=(entry("d" * 16),)).model_dump_json()
                      .replace("d" * 16, "../../etc").encode(), "game_id"),
}


@pytest.mark.parametrize("case", ODD)
def test_odd_content_is_refused_with_a_reason_and_left_alone_by_reading(tmp_path, case):
    content, reason = ODD[case]
    path = tmp_path / "records.json"
    path.write_bytes(content)
    history = read_history(path)
    assert history.games == () and history.damaged
    assert reason in str(history.problem)
    assert path.read_bytes() == content


def test_a_records_file_from_a_newer_version_is_said_so_left_alone_and_not_called_damaged(tmp_path):
    path = tmp_path / "records.json"
    content = json.dumps({"format": "colosseum-desktop-records", "version": 4, "games": [{"new": "shape"}]}).encode()
    path.write_bytes(content)
    history = read_history(path)
    assert history.games == () and not history.damaged
    assert str(history.problem) == ("The records file was written by a newer version of Colosseum Desktop (records "
                                    "version 4; this version reads version 3). Update Colosseum Desktop to see and "
                                    "add records.")
    note = str(record_game(path, entry("a" * 16)))
    assert "newer version" in note and "damaged" not in note and "not added" in note
    assert path.read_bytes() == content and os.listdir(tmp_path) == ["records.json"]  # nothing set aside


def test_a_huge_file_is_refused_by_its_size(tmp_path):
    path = tmp_path / "records.json"
    with open(path, "wb") as file:
        file.truncate(records.MAX_RECORDS_BYTES + 1)  # sparse: large on paper, cheap to make
    history = read_history(path)
    assert history.damaged and "too large" in str(history.problem)


def test_a_folder_in_place_of_the_file_is_left_alone_and_nothing_is_recorded(tmp_path):
    path = tmp_path / "records.json"
    path.mkdir()
    note = str(record_game(path, entry("e" * 16)))
    assert "not a regular file" in note and "not added" in note
    assert path.is_dir() and os.listdir(tmp_path) == ["records.json"]


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0, reason="needs a folder this user cannot write")
def test_a_read_only_folder_is_said_in_words_and_nothing_breaks(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        note = str(record_game(folder / "records.json", entry("f" * 16)))
    finally:
        folder.chmod(0o700)
    assert note.startswith("The records could not be written")


def test_a_read_only_folder_as_root_is_simulated(tmp_path, monkeypatch):
    def refuse(path, data):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(records, "write_small_file", refuse)
    assert str(record_game(tmp_path / "records.json", entry("f" * 16))) == \
        "The records could not be written (Permission denied)."


def test_the_oldest_games_make_room_when_the_history_is_full(tmp_path):
    path = tmp_path / "records.json"
    games = tuple(entry(f"{i:016x}", when=WHEN + timedelta(minutes=i)) for i in range(MAX_GAMES))
    path.write_bytes(RecordsFile(games=games).model_dump_json().encode("utf-8"))
    record_game(path, entry("f" * 16, when=WHEN + timedelta(days=30)))
    kept = read_history(path).games
    assert len(kept) == MAX_GAMES and kept[0].game_id == f"{1:016x}" and kept[-1].game_id == "f" * 16


def test_records_live_beside_the_default_saves_folder_or_inside_a_moved_one(tmp_path):
    default_saves = platformdirs.user_data_path("colosseum-desktop", appauthor=False) / "saves"
    assert records.records_path(default_saves) == default_saves.parent / "records.json"
    assert records.records_path(tmp_path / "mine") == tmp_path / "mine" / "records.json"


def test_a_missing_file_is_no_records_and_no_problem(tmp_path):
    assert read_history(tmp_path / "records.json") == records.History(())
    assert not Path(tmp_path / "records.json").exists()


def test_every_program_of_the_game_data_can_be_recorded_and_no_other():
    numbers = [card.number for card in rules.game_data().programs]
    for number in numbers:
        assert ProgramBest(program=number, attendance=1, seat=0).program == number
    for number in (min(numbers) - 1, max(numbers) + 1):
        with pytest.raises(ValueError):
            ProgramBest(program=number, attendance=1, seat=0)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_named_like_the_records_is_refused_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "records.json").symlink_to(tmp_path / "pipe")
    history = read_history(tmp_path / "records.json")
    assert "not a regular file" in str(history.problem) and not history.damaged
    assert "not added" in str(record_game(tmp_path / "records.json", entry("a" * 16)))


def test_a_kernel_file_of_size_zero_is_never_read(tmp_path, monkeypatch):
    """procfs files say they are empty and a read may block forever (/proc/kmsg): size 0 is not read."""
    path = tmp_path / "records.json"
    path.write_bytes(b"")
    monkeypatch.setattr(os, "open", lambda *args, **kwargs: pytest.fail("an empty file was opened"))
    assert read_history(path) == records.History(())


GAMES_EACH = 40
RECORD_MANY = f"GAMES = {GAMES_EACH}" + """
import sys
import time
from datetime import datetime, timezone
from pathlib import Path
from colosseum_desktop.saves.records import GameRecord, SeatResult, record_game
path, prefix = Path(sys.argv[1]), sys.argv[2]
seats = tuple(SeatResult(seat=i, name=n, played_by="person", record=i, coins=i, winner=i == 0)
              for i, n in enumerate(("Ann", "Bo", "Cy")))
while not path.with_name("go").exists():  # both start together, so that their writes overlap
    time.sleep(0.005)
for i in range(GAMES):
    game = GameRecord(game_id=f"{prefix}{i:015x}", finished_at=datetime.now(timezone.utc), variant="standard",
                      rounds=5, seats=seats)
    assert record_game(path, game) is None
"""


def test_two_windows_finishing_games_at_once_lose_none(tmp_path):
    import subprocess
    import sys
    path = tmp_path / "records.json"
    env = {**os.environ, "PYTHONPATH": str(Path(records.__file__).resolve().parents[2])}
    writers = [subprocess.Popen([sys.executable, "-c", RECORD_MANY, str(path), prefix], env=env)
               for prefix in "ab"]
    time.sleep(1.5)  # both started and waiting
    (tmp_path / "go").touch()
    assert [writer.wait(timeout=120) for writer in writers] == [0, 0]
    ids = [game.game_id for game in read_history(path).games]
    assert len(ids) == 2 * GAMES_EACH and {i[0] for i in ids} == {"a", "b"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["go", "records.json"]  # no lock left behind


def test_a_lock_left_by_a_killed_writer_is_taken_over(tmp_path):
    path = tmp_path / "records.json"
    lock = tmp_path / ".records.json.lock"
    lock.write_text("")
    os.utime(lock, (0, 0))  # as old as can be
    assert record_game(path, entry("a" * 16)) is None
    assert len(read_history(path).games) == 1 and not lock.exists()


def test_a_lock_held_too_long_is_said_and_nothing_is_written(tmp_path, monkeypatch):
    from colosseum_desktop.files import small_files
    monkeypatch.setattr(small_files, "LOCK_WAIT_SECONDS", 0.1)
    (tmp_path / ".records.json.lock").write_text("")
    note = str(record_game(tmp_path / "records.json", entry("a" * 16)))
    assert note == "The records could not be written (records.json is kept busy by another window)."
    assert not (tmp_path / "records.json").exists()
