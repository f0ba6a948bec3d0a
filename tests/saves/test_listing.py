"""What the title and load screens list: one row per game in progress, the named saves, refusals with their
reasons; read from the files' headers, without replaying their moves."""
import json
import os
from datetime import datetime, timezone

import pytest

from colosseum_desktop import RULES_VERSION, rules
from colosseum_desktop.saves import (Autosaver, SaveError, autosave_path, finished_games, games_in_progress,
                                     list_saves, most_recent_game, named_saves, open_game, save_game)
from colosseum_desktop.saves import loading
from colosseum_desktop.files.atomic import TEMP_SUFFIX
from colosseum_desktop.simulate import haggling_session, let_computers_play
from colosseum_desktop.session import Session

from .games import as_schema_4, played

DAY = datetime(2026, 3, 1, tzinfo=timezone.utc)


def at(day: int) -> datetime:
    return DAY.replace(day=day)


def autosave(session, folder, day, seats=None):
    return save_game(session, autosave_path(folder, session.game_id, session.state.round), seats, saved_at=at(day))


def test_list_saves_newest_first_with_errors_for_files_that_do_not_read(tmp_path):
    early = save_game(played(3, seed=1, until_round=2, names=("A", "B", "C")), tmp_path / "early", saved_at=at(1))
    late = save_game(played(5, seed=2, until_round=4), tmp_path / "late", saved_at=at(2))
    broken = tmp_path / "broken.colosseum.json"
    broken.write_text("{")
    os.utime(broken, (at(3).timestamp(),) * 2)
    (tmp_path / "notes.txt").write_text("not a save")
    (tmp_path / f".early.colosseum.json.3{TEMP_SUFFIX}").write_text("temp")
    infos = list_saves(tmp_path)
    assert [i.path for i in infos] == [broken, late, early]
    assert "damaged" in str(infos[0].error) and not infos[0].loads
    assert infos[1].error is None and infos[1].round == 4 and infos[1].phase is rules.Phase.INVEST
    assert infos[2].names == ("A", "B", "C") and infos[2].seats == ("person",) * 3
    assert list_saves(tmp_path / "missing") == []


def test_list_saves_notices_a_file_that_changed(tmp_path):
    path = save_game(played(3, seed=1, until_round=2), tmp_path / "game")
    assert list_saves(tmp_path)[0].loads
    document = json.loads(path.read_text())
    document["state"]["players"][0]["coins"] = "many"
    path.write_text(json.dumps(document))
    assert not list_saves(tmp_path)[0].loads
    assert list_saves(tmp_path)[0].is_autosave is False


def test_one_row_per_game_in_progress_from_its_newest_autosave_and_finished_games_leave(tmp_path):
    first = played(4, seed=5, until_round=2)
    autosave(first, tmp_path, 1)
    let_computers_play(first, ("random",) * 4, until=lambda s: s.round >= 3)
    autosave(first, tmp_path, 4)
    second = played(3, seed=6, until_round=2, names=("Ann", "Bo", "Cy"))
    autosave(second, tmp_path, 3, seats=("person", "computer:easy", "person"))
    finished = played(3, seed=7)
    autosave(finished, tmp_path, 5)
    save_game(played(3, seed=8, until_round=2), tmp_path / "our game", saved_at=at(2))
    infos = list_saves(tmp_path)
    games = games_in_progress(infos)
    assert [g.game_id for g in games] == [first.game_id, second.game_id]
    assert games[0].latest.round == 3 and len(games[0].files) == 2
    assert games[1].latest.names == ("Ann", "Bo", "Cy") and games[1].latest.seats[1] == "computer:easy"
    assert [i.path.name for i in named_saves(infos)] == ["our game.colosseum.json"]
    assert most_recent_game(tmp_path).game_id == first.game_id


def test_continue_picks_the_most_recently_played_game_not_the_highest_round(tmp_path):
    late_in_game = played(4, seed=5, until_round=5)
    autosave(late_in_game, tmp_path, 1)
    just_started = played(3, seed=6, until_round=1)
    autosave(just_started, tmp_path, 2)
    assert most_recent_game(tmp_path).game_id == just_started.game_id


def test_opening_a_game_falls_back_to_its_older_autosave_when_the_newest_fails_the_full_check(tmp_path):
    session = played(4, seed=5, until_round=2)
    good = autosave(session, tmp_path, 1)
    let_computers_play(session, ("random",) * 4, until=lambda s: s.round >= 3)
    newest = autosave(session, tmp_path, 2)
    document = json.loads(newest.read_text())
    document["log"][3]["command"]["player"] = (document["log"][3]["command"]["player"] + 1) % 4  # reads, no replay
    newest.write_text(json.dumps(document))
    game = games_in_progress(list_saves(tmp_path))[0]
    assert game.latest.path == newest and game.latest.loads
    loaded = open_game(game)
    assert loaded.path == good
    assert not [i for i in list_saves(tmp_path) if i.path == newest][0].loads, "the refusal is listed from then on"


def test_a_game_none_of_whose_autosaves_pass_the_check_is_refused_with_the_newest_reason(tmp_path):
    session = played(3, seed=5, until_round=2)
    path = autosave(session, tmp_path, 1)
    document = json.loads(path.read_text())
    document["log"].pop()
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError, match="does not match its moves"):
        open_game(games_in_progress(list_saves(tmp_path))[0])


def test_pre_id_autosaves_are_one_game_in_progress(tmp_path):
    session = played(4, seed=11, until_round=3, cleanup=rules.CleanUp.THIS_ROUND)  # as games were before rules 3
    for day, name in ((1, "autosave-round-2"), (2, "autosave-round-3")):
        path = save_game(session, tmp_path / name, saved_at=at(day))
        document = as_schema_4(json.loads(path.read_text()))
        document.update(schema_version=2)
        del document["game_id"], document["start_state"]
        path.write_text(json.dumps(document))
    games = games_in_progress(list_saves(tmp_path))
    assert len(games) == 1 and len(games[0].files) == 2
    assert open_game(games[0]).session.state == session.state


def test_listing_reads_headers_and_never_replays_moves(tmp_path, monkeypatch):
    """Attack finding: a legal 9.6 MB save froze the Load screen for 8 s while the list replayed it."""
    big = haggling_session(offers=2000)
    path = save_game(big, tmp_path / "long haggling")
    Autosaver(tmp_path)(played(3, seed=2, until_round=2))

    def no_replay(save):
        raise AssertionError("listing replayed a save")

    monkeypatch.setattr(loading, "replay", no_replay)
    infos = list_saves(tmp_path)
    assert all(info.loads for info in infos) and len(infos) == 2
    row = [i for i in infos if i.path == path][0]
    assert row.round == big.state.round and row.names == tuple(p.name for p in big.state.players)


def test_the_header_of_a_save_written_in_another_key_order_is_read_too(tmp_path):
    session = played(3, seed=4, until_round=2)
    path = save_game(session, tmp_path / "reordered")
    document = json.loads(path.read_text())
    path.write_text(json.dumps({"log": document.pop("log"), **document}, indent=1))
    info = list_saves(tmp_path)[0]
    assert info.loads and info.round == session.state.round and info.game_id == session.game_id


def test_a_folder_named_like_a_save_is_not_listed_among_the_named_saves(tmp_path):
    (tmp_path / "folder.colosseum.json").mkdir()
    (tmp_path / f"autosave-{'0' * 16}-round-1.colosseum.json").mkdir()
    assert named_saves(list_saves(tmp_path)) == [] and games_in_progress(list_saves(tmp_path)) == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_fifo_named_like_a_save_is_refused_in_the_list_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "pipe.colosseum.json")
    session = Session.new(rules.GameOptions(players=3), 1)
    save_game(session, tmp_path / "real")
    infos = list_saves(tmp_path)
    assert sorted((i.path.name, i.loads) for i in infos) == [("pipe.colosseum.json", False),
                                                           ("real.colosseum.json", True)]


def test_finished_games_are_listed_apart_one_entry_each(tmp_path):
    finished = played(3, seed=7)
    for day in (1, 2):
        autosave(finished, tmp_path, day)  # the same point twice: one game
    save_game(finished, autosave_path(tmp_path, finished.game_id, 4), saved_at=at(1))
    ongoing = played(4, seed=5, until_round=2)
    autosave(ongoing, tmp_path, 3)
    infos = list_saves(tmp_path)
    assert [g.game_id for g in finished_games(infos)] == [finished.game_id]
    assert len(finished_games(infos)[0].files) == 2 and finished_games(infos)[0].over
    assert [g.game_id for g in games_in_progress(infos)] == [ongoing.game_id]


def test_a_game_saved_by_newer_rules_is_listed_with_that_reason_beside_a_game_of_these_rules(tmp_path):
    """Two games in one folder: the newer version's autosave is never opened here, nor changed; the other opens."""
    ours = played(3, seed=5, until_round=2)
    newer = played(4, seed=6, until_round=2)
    autosave(ours, tmp_path, 1)
    path = autosave(newer, tmp_path, 2)
    document = json.loads(path.read_text())
    path.write_text(json.dumps(dict(document, rules_version=str(int(RULES_VERSION) + 1))))
    before = path.read_bytes()
    infos = list_saves(tmp_path)
    refused = [i for i in infos if i.path == path]
    assert len(refused) == 1 and not refused[0].loads
    assert "made by a newer version of Colosseum Desktop" in str(refused[0].error)
    assert [g.game_id for g in games_in_progress(infos)] == [ours.game_id]
    assert open_game(games_in_progress(infos)[0]).session.state == ours.state
    assert path.read_bytes() == before
