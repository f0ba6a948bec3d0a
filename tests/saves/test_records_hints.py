"""Records version 2: each finished game says whether hints were allowed and how many each seat was given; a
version-1 file (written before) still reads, its games counted as hints not recorded, and is written back in the
version of now (3, which says whether a game was online: test_records_online.py)."""
import json
from datetime import datetime, timezone

from colosseum_desktop.saves.records import game_record, read_history, record_game, standings
from colosseum_desktop.session import HintUse

from .games import played

WHEN = datetime(2026, 3, 1, 20, 0, tzinfo=timezone.utc)

# A records file as version 1 wrote it (before hints were counted): one game of three people.
VERSION_1 = {"format": "colosseum-desktop-records", "version": 1, "games": [{
    "game_id": "0123456789abcdef", "finished_at": "2026-02-01T20:00:00Z", "variant": "standard", "rounds": 6,
    "seats": [{"seat": i, "name": name, "played_by": "person", "record": 20 + i, "coins": 3, "winner": i == 0}
              for i, name in enumerate(("Ann", "Bo", "Cy"))],
    "best_events": []}]}


def test_a_finished_game_records_whether_hints_were_allowed_and_each_seats_count(tmp_path):
    session = played(3, seed=5, names=("Ann", "Bo", "Cy"))
    session.hints = HintUse(allowed=True, given=(4, 0, 1))
    record = game_record(session, ("person",) * 3, WHEN)
    assert [seat.hints for seat in record.seats] == [4, 0, 1]
    assert record.hints_allowed is True and record.hints_counted_from_start is True
    path = tmp_path / "records.json"
    assert record_game(path, record) is None
    assert read_history(path).games == (record,)
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 3


def test_a_version_1_file_reads_its_games_as_hints_not_recorded_and_is_written_back_as_version_3(tmp_path):
    path = tmp_path / "records.json"
    path.write_text(json.dumps(VERSION_1), encoding="utf-8")
    history = read_history(path)
    assert history.problem is None and len(history.games) == 1
    old = history.games[0]
    assert old.hints_allowed is None and all(seat.hints is None for seat in old.seats)
    session = played(3, seed=5, names=("Ann", "Bo", "Cy"))
    session.hints = HintUse(allowed=False, given=(0, 0, 0))
    assert record_game(path, game_record(session, ("person",) * 3, WHEN)) is None
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["version"] == 3 and len(document["games"]) == 2
    assert document["games"][0] == dict(VERSION_1["games"][0], finished_at="2026-02-01T20:00:00Z",
                                        hints_allowed=None, hints_counted_from_start=None, online=False,
                                        seats=[dict(seat, hints=None) for seat in VERSION_1["games"][0]["seats"]])
    ann = next(s for s in standings(read_history(path).games) if s.name == "Ann")
    assert (ann.games, ann.hints, ann.hints_uncounted, ann.hints_off) == (2, 0, True, 1)


def test_the_standings_add_up_each_players_hints_and_games_played_with_hints_off(tmp_path):
    path = tmp_path / "records.json"
    for seed, given, allowed in ((5, (2, 0, 1), True), (6, (0, 0, 0), False), (7, (3, 1, 0), True)):
        session = played(3, seed=seed, names=("Ann", "Bo", "Cy"))
        session.hints = HintUse(allowed=allowed, given=given)
        record_game(path, game_record(session, ("person",) * 3, WHEN))
    table = {s.name: s for s in standings(read_history(path).games)}
    assert {name: (s.hints, s.hints_off, s.hints_uncounted) for name, s in table.items()} == {
        "Ann": (5, 1, False), "Bo": (1, 1, False), "Cy": (1, 1, False)}
