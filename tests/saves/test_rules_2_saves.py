"""Saves written under rules version 2 (schema 4), before R11.2's clean-up followed four rulebooks of five, still
open with every move, and their games play on under the clean-up they were begun with (the German book's: only
this round's producers discard); games dealt now discard from each player's most recent event."""
import json

import pytest

from colosseum_desktop import RULES_VERSION, rules
from colosseum_desktop.saves import (Autosaver, SaveError, games_in_progress, list_saves, load_game, open_game,
                                     save_game)
from colosseum_desktop.saves.migrations import STEPS
from colosseum_desktop.simulate import let_computers_play

from .games import RULES_2_FIXTURES, as_schema_4, fingerprint, played

FIXTURES = sorted(RULES_2_FIXTURES, key=lambda p: p.name)


def discards_by_round(log) -> list[tuple[set[int], set[int]]]:
    """Per closing ceremony: (who produced that round, who discarded at its clean-up)."""
    rounds, producers = [], set()
    for entry in log:
        for event in entry.events:
            if event.kind == "produced":
                producers.add(event.player)
            elif event.kind == "podium_awarded":
                rounds.append((producers, set()))
                producers = set()
            elif event.kind == "token_discarded":
                rounds[-1][1].add(event.player)
    return rounds


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_r11_2_a_rules_2_save_replays_every_move_and_plays_on_under_its_own_clean_up(path, tmp_path):
    untouched = fingerprint(path)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert (document["schema_version"], document["rules_version"]) == (4, "2") and RULES_VERSION == "3"
    game = load_game(path)
    state = game.session.state
    assert (len(state.players), state.round, state.phase) == RULES_2_FIXTURES[path]
    assert game.migrated_from == 4 and game.notice is None and len(game.session.log) == len(document["log"])
    assert state.options.cleanup is rules.CleanUp.THIS_ROUND
    levels = ("strong", "easy", "random", "easy", "strong")[:len(state.players)]
    assert let_computers_play(game.session, levels) == []
    assert rules.is_over(game.session.state)
    ceremonies = discards_by_round(game.session.log)
    assert len(ceremonies) == 4 and all(discarded == produced for produced, discarded in ceremonies)
    assert fingerprint(path) == untouched  # opening and playing on never writes the old file
    resaved_path = save_game(game.session, tmp_path / path.name, game.seats)
    resaved = json.loads(resaved_path.read_text(encoding="utf-8"))
    assert resaved["rules_version"] == RULES_VERSION and resaved["options"]["cleanup"] == "this_round"
    again = load_game(resaved_path)
    assert again.notice is None and again.session.state == game.session.state


def test_r11_2_a_game_dealt_now_discards_from_each_players_most_recent_event():
    """Someone passes phase 4 after an earlier event in these seeds: the clean-up still takes one of its tokens."""
    late = 0
    for seed in range(1, 9):
        session = played(4, seed=seed)
        assert session.options.cleanup is rules.CleanUp.LAST_EVENT
        for produced, discarded in discards_by_round(session.log):
            assert produced <= discarded
            late += len(discarded - produced)
    assert late > 0


def test_r11_2_migration_to_6_names_the_old_clean_up_and_renames_only_the_players_field():
    path = FIXTURES[0]
    old = json.loads(path.read_text(encoding="utf-8"))
    new = STEPS[5](STEPS[4](old))  # 4 -> 5 adds no line of play; 5 -> 6 is the clean-up's
    assert new["schema_version"] == 6
    assert new["options"] == dict(old["options"], cleanup="this_round") == new["state"]["options"]
    assert [p["last_event_tokens"] for p in new["state"]["players"]] == \
        [p["assigned_this_round"] for p in old["state"]["players"]]
    assert all("assigned_this_round" not in p for p in new["state"]["players"])
    assert as_schema_4(dict(new, rules_version="2")) == dict(old, schema_version=4)
    assert old["schema_version"] == 4 and "cleanup" not in old["options"], "migration must not change its input"


def test_r11_2_a_rules_2_game_and_a_new_game_in_one_folder_each_keep_their_clean_up(tmp_path):
    old = load_game(FIXTURES[0]).session
    new = played(4, seed=3, until_round=3)
    Autosaver(tmp_path)(old)
    Autosaver(tmp_path)(new)
    games = games_in_progress(list_saves(tmp_path))
    assert len(games) == 2
    cleanups = {open_game(g).session.game_id: open_game(g).session.options.cleanup for g in games}
    assert cleanups == {old.game_id: rules.CleanUp.THIS_ROUND, new.game_id: rules.CleanUp.LAST_EVENT}


@pytest.mark.parametrize(("remove", "reason"), [(("options",), "damaged: options: a value is missing"),
                                                (("state", "players"), "damaged: state > players: a value is missing")])
def test_a_schema_4_file_missing_what_migration_4_touches_is_refused_naming_it(tmp_path, remove, reason):
    document = json.loads(FIXTURES[0].read_text(encoding="utf-8"))
    *parents, last = remove
    target = document
    for key in parents:
        target = target[key]
    del target[last]
    path = tmp_path / "odd.colosseum.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError, match=reason):
        load_game(path)
