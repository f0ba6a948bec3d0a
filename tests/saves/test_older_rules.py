"""Saves that outlive an update of the rules: a file whose moves no longer replay, written under other rules,
goes on from its stored state with a notice; under the same rules it is still refused as damaged."""
import json

import pytest

from colosseum_desktop import RULES_VERSION, rules
from colosseum_desktop.cli import main
from colosseum_desktop.saves import SaveError, load_game, save_game
from colosseum_desktop.saves.migrations import migrate
from colosseum_desktop.simulate import let_computers_play

from .games import OLDER_RULES_FIXTURE, fingerprint


def document():
    return json.loads(OLDER_RULES_FIXTURE.read_text(encoding="utf-8"))


def written(tmp_path, change, name="edited"):
    data = document()
    change(data)
    path = tmp_path / f"{name}.colosseum.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_fixture_is_an_older_rules_save_whose_moves_no_longer_replay():
    data = document()
    assert data["rules_version"] == "1" != RULES_VERSION and data["schema_version"] == 2
    assert any(record["command"]["kind"] == "propose_trade" and record["command"]["give"] == {"gladiator": 0}
               for record in data["log"])  # legal under rules 1; rules 2 refuses an offer of zero counts (R8)


def test_an_older_rules_save_opens_from_its_stored_state_with_a_notice_and_is_left_untouched():
    untouched = fingerprint(OLDER_RULES_FIXTURE)
    game = load_game(OLDER_RULES_FIXTURE)
    assert str(game.notice) == ("This game was saved with an older version (rules 1); its moves cannot be replayed, "
                           "so undo starts here.")
    state = game.session.state
    assert (state.round, state.phase) == (3, rules.Phase.AUCTION)
    assert state.model_dump(mode="json") == migrate(document(), document()["schema_version"])["state"]
    assert game.session.log == [] and not game.session.can_undo()
    assert game.seats == ("person", "computer:easy", "person", "computer:strong")
    assert fingerprint(OLDER_RULES_FIXTURE) == untouched


def test_an_older_rules_game_plays_on_and_its_next_save_carries_these_rules_and_replays(tmp_path):
    game = load_game(OLDER_RULES_FIXTURE)
    carried_from = game.session.state
    assert let_computers_play(game.session, ("easy", "strong", "random", "easy"),
                              until=lambda s: s.round >= 4) == []
    path = save_game(game.session, tmp_path / "carried", game.seats)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["rules_version"] == RULES_VERSION
    assert saved["start_state"] == carried_from.model_dump(mode="json")
    again = load_game(path)
    assert again.notice is None and again.session.game_id == game.session.game_id
    assert again.session.state == game.session.state and len(again.session.log) == len(game.session.log)
    assert again.session.initial == carried_from


def test_the_same_file_claiming_these_rules_is_refused_as_damaged(tmp_path):
    path = written(tmp_path, lambda d: d.update(rules_version=RULES_VERSION))
    with pytest.raises(SaveError, match=r"damaged: move \d+ \(propose trade\) cannot be played again: "
                                        r"A trade must exchange something"):
        load_game(path)


def test_an_older_rules_save_whose_state_breaks_the_rules_is_refused(tmp_path):
    def negative_coins(data):
        data["state"]["players"][2]["coins"] = -3

    with pytest.raises(SaveError, match=r"breaks the rules \(Octavia has -3 coins\)"):
        load_game(written(tmp_path, negative_coins))


def test_an_older_rules_save_whose_state_is_not_a_valid_model_is_refused(tmp_path):
    with pytest.raises(SaveError, match="damaged: state"):
        load_game(written(tmp_path, lambda d: d["state"].update(round="three")))


def test_check_save_tells_the_notice(capsys):
    assert main(["check-save", str(OLDER_RULES_FIXTURE)]) == 0
    assert "its moves cannot be replayed, so undo starts here" in capsys.readouterr().out
