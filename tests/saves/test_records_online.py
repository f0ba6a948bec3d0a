"""Records version 3: a finished game says whether it was played online (its game held by a server). An online
game's hints were counted only for the seats played at this computer; the others' are "not counted". A version-2
file (written before) still reads, its games played here, and is written back as 3 with both kinds of game."""
import json
from datetime import datetime, timezone

from colosseum_desktop.saves.records import game_record, read_history, record_game, standings
from colosseum_desktop.session import HintUse

from .games import played

WHEN = datetime(2026, 3, 1, 20, 0, tzinfo=timezone.utc)

# A records file as version 2 wrote it (hints counted, nothing said of online play): one game of three people.
VERSION_2 = {"format": "colosseum-desktop-records", "version": 2, "games": [{
    "game_id": "0123456789abcdef", "finished_at": "2026-02-01T20:00:00Z", "variant": "standard", "rounds": 5,
    "seats": [{"seat": i, "name": name, "played_by": "person", "record": 20 + i, "coins": 3, "winner": i == 2,
               "hints": i} for i, name in enumerate(("Ann", "Bo", "Cy"))],
    "best_events": [], "hints_allowed": True, "hints_counted_from_start": True}]}


def test_an_online_game_is_recorded_as_online_with_the_hints_of_the_seats_played_here_only(tmp_path):
    session = played(3, seed=5, names=("Ann", "Bo", "Cy"))
    session.hints = HintUse(allowed=True, given=(2, 0, 1))
    record = game_record(session, ("person", "person", "computer:easy"), WHEN, online_here=frozenset({0, 1}))
    assert record.online is True
    assert [seat.hints for seat in record.seats] == [2, 0, None]  # seat 2 was not played here: not counted here
    offline = game_record(session, ("person",) * 3, WHEN)
    assert offline.online is False and [seat.hints for seat in offline.seats] == [2, 0, 1]
    path = tmp_path / "records.json"
    assert record_game(path, record) is None
    assert record_game(path, record) is None  # the end screen shown again, or a second window: counted once
    assert read_history(path).games == (record,)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["version"] == 3 and document["games"][0]["online"] is True


def test_a_version_2_file_reads_its_games_as_played_here_and_is_written_back_as_version_3(tmp_path):
    path = tmp_path / "records.json"
    path.write_text(json.dumps(VERSION_2), encoding="utf-8")
    history = read_history(path)
    assert history.problem is None and len(history.games) == 1
    assert history.games[0].online is False and [s.hints for s in history.games[0].seats] == [0, 1, 2]
    session = played(3, seed=5, names=("Ann", "Bo", "Cy"))
    assert record_game(path, game_record(session, ("person",) * 3, WHEN, online_here=frozenset({0}))) is None
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["version"] == 3 and [game["online"] for game in document["games"]] == [False, True]
    assert document["games"][0] == dict(VERSION_2["games"][0], online=False)
    cy = next(s for s in standings(read_history(path).games) if s.name == "Cy")
    assert (cy.games, cy.hints_uncounted) == (2, True)  # the online game did not count Cy's hints here
