import json
import re
from datetime import datetime, timezone

import pytest

from colosseum_desktop import rules
from colosseum_desktop.saves import PERSON, SCHEMA_VERSION, SUFFIX, SaveError, json_schema, load_game
from colosseum_desktop.saves.format import GAME_ID_PATTERN
from colosseum_desktop.saves.migrations import STEPS, migrate
from colosseum_desktop.sample_saves import SAMPLES, SCHEMA_FILE, write_samples

from .games import RULES_2_FIXTURES, SAMPLES_DIR, SCHEMA_1_FIXTURE, SCHEMA_2_FIXTURE, SCHEMA_3_FIXTURE

RULES_2_FIXTURES_FIRST = sorted(RULES_2_FIXTURES, key=lambda p: p.name)[0]

REGENERATE = "run `python benchmarks/make_sample_saves.py` and commit saves/"


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: s.name)
def test_every_sample_loads_where_it_was_stopped(sample):
    game = load_game(SAMPLES_DIR / (sample.name + SUFFIX))
    state = game.session.state
    assert (state.round, state.phase) == (sample.stop_round, sample.stop_phase)
    assert tuple(p.name for p in state.players) == sample.names
    assert game.seats == sample.seats
    assert game.session.game_id == sample.game_id


def test_regenerating_the_samples_rewrites_the_committed_bytes(tmp_path):
    # Rules that make the random players choose otherwise change the games, and the samples must then be
    # regenerated and committed (with RULES_VERSION bumped); what must never differ is a fresh run of the same code.
    write_samples(tmp_path)
    for sample in SAMPLES:
        name = sample.name + SUFFIX
        assert (tmp_path / name).read_bytes() == (SAMPLES_DIR / name).read_bytes(), REGENERATE


def test_the_samples_cover_a_mid_game_4_player_and_a_last_round_5_player_game():
    games = [load_game(SAMPLES_DIR / (s.name + SUFFIX)).session.state for s in SAMPLES]
    assert any(len(s.players) == 4 and 1 < s.round < 5 for s in games)
    assert any(len(s.players) == 5 and s.round == 5 and not rules.is_over(s) for s in games)


def test_the_sample_maker_makes_samples_that_load(tmp_path):
    # Where they are written and that they load; the bytes are compared with the committed ones below.
    written = write_samples(tmp_path)
    assert {p.name for p in written} == {s.name + SUFFIX for s in SAMPLES} | {SCHEMA_FILE}
    for sample in SAMPLES:
        state = load_game(tmp_path / (sample.name + SUFFIX)).session.state
        assert (state.round, state.phase) == (sample.stop_round, sample.stop_phase)


def test_the_committed_schema_is_the_format_models_schema():
    committed = json.loads((SAMPLES_DIR / SCHEMA_FILE).read_text(encoding="utf-8"))
    assert committed == json_schema(), REGENERATE


def test_a_schema_1_save_is_migrated_and_loads():
    game = load_game(SCHEMA_1_FIXTURE)
    assert game.migrated_from == 1
    assert game.seats == (PERSON,) * 3  # schema 1 only knew hot-seat games
    assert game.saved_at == datetime(2026, 1, 1, 12, 0, tzinfo=timezone.utc)  # from its Unix "saved"
    assert game.rules_version == "1"
    assert [p.name for p in game.session.state.players] == ["Lucia", "Marcus", "Nerva"]
    assert len(game.session.log) == 6


def test_migration_from_1_changes_only_the_top_level():
    old = json.loads(SCHEMA_1_FIXTURE.read_text(encoding="utf-8"))
    new = STEPS[1](old)
    assert new["schema_version"] == 2 and "saved" not in new
    kept = ("options", "seed", "state")
    assert {k: new[k] for k in kept} == {k: old[k] for k in kept}
    assert [r["command"] for r in new["log"]] == [r["command"] for r in old["log"]]
    assert old["schema_version"] == 1, "migration must not change its input"


@pytest.mark.parametrize("saved", [1e300, "yesterday", None])
def test_a_schema_1_save_with_a_bad_date_is_refused(tmp_path, saved):
    document = json.loads(SCHEMA_1_FIXTURE.read_text(encoding="utf-8"))
    document["saved"] = saved
    path = tmp_path / "old.colosseum.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError, match="damaged"):
        load_game(path)


@pytest.mark.parametrize(("saved", "reason"), [("yesterday", "saved: should be a number"),
                                                ({"at": 1}, "saved: should be a number"),
                                                (None, "saved: should be a number"),
                                                (..., "saved: a value is missing")])
def test_a_schema_1_save_with_a_bad_date_names_its_own_field(tmp_path, saved, reason):
    """Schema 1 had "saved"; the field it is read into, "saved_at", is none of the file's."""
    document = json.loads(SCHEMA_1_FIXTURE.read_text(encoding="utf-8"))
    if saved is ...:
        del document["saved"]
    else:
        document["saved"] = saved
    path = tmp_path / "old.colosseum.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        load_game(path)
    assert str(refused.value) == f"This save is damaged: {reason}." and "saved_at" not in str(refused.value)


def test_a_schema_4_save_with_a_bad_field_that_schema_6_renamed_names_the_files_own_field(tmp_path):
    document = json.loads(RULES_2_FIXTURES_FIRST.read_text(encoding="utf-8"))
    document["state"]["players"][1]["assigned_this_round"] = "all of them"
    path = tmp_path / "old.colosseum.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError, match=r"damaged: state > players > 1 > assigned_this_round: ") as refused:
        load_game(path)
    assert "last_event_tokens" not in str(refused.value)


@pytest.mark.parametrize("version", [0, -3])
def test_unknown_old_versions_are_refused(version):
    with pytest.raises(SaveError, match=f"unknown schema version \\({version}\\)"):
        migrate({}, version)


def test_a_schema_2_save_is_migrated_loads_and_gets_an_id_derived_from_its_game():
    game = load_game(SCHEMA_2_FIXTURE)
    assert game.migrated_from == 2
    assert [p.name for p in game.session.state.players] == ["Aurelia", "Brutus", "Cassia", "Decimus"]
    assert re.fullmatch(GAME_ID_PATTERN, game.session.game_id)
    assert load_game(SCHEMA_2_FIXTURE).session.game_id == game.session.game_id, "the same file, the same game"


def test_migration_from_2_adds_only_a_game_id_that_depends_on_options_and_seed():
    old = json.loads(SCHEMA_2_FIXTURE.read_text(encoding="utf-8"))
    new = STEPS[2](old)
    assert new["schema_version"] == 3
    assert {k: v for k, v in new.items() if k not in ("game_id", "schema_version", "log")} == \
        {k: v for k, v in old.items() if k not in ("schema_version", "log")}
    later = dict(old, log=old["log"][:5], saved_at="2030-01-01T00:00:00Z")  # the same game, another autosave
    assert migrate(later, 2)["game_id"] == new["game_id"]
    other = dict(old, seed=old["seed"] + 1)
    assert migrate(other, 2)["game_id"] != new["game_id"]
    assert "game_id" not in old, "migration must not change its input"


SCHEMA_3_MEDAL_REASONS = {"6 coins": "coins", "extra-action token": "extra_action_token",
                          "extra investment": "extra_investment", "noble ended on a rest square": "rest_square",
                          "noble move": "noble_move", "+3 spectators each": "spectators",
                          "emperor token": "emperor_token"}


def _reasons(document) -> list[tuple[str, str]]:
    return [(e["kind"], e["reason"]) for record in document["log"] for e in record["events"] if "reason" in e]


def test_a_schema_3_save_written_before_events_held_identifiers_loads_and_replays():
    """A save written by the previous version (its medal reasons in English words) opens with every move."""
    old = json.loads(SCHEMA_3_FIXTURE.read_text(encoding="utf-8"))
    assert old["schema_version"] == 3 and {r for _k, r in _reasons(old)} == set(SCHEMA_3_MEDAL_REASONS)
    before = SCHEMA_3_FIXTURE.read_bytes()
    game = load_game(SCHEMA_3_FIXTURE)
    assert game.migrated_from == 3 and game.notice is None and len(game.session.log) == len(old["log"])
    reasons = {e.reason for entry in game.session.log for e in entry.events if e.kind == "medals_changed"}
    assert reasons == set(SCHEMA_3_MEDAL_REASONS.values())
    assert SCHEMA_3_FIXTURE.read_bytes() == before, "loading never rewrites the file"


def test_migration_from_3_changes_only_the_reasons_of_medal_and_donation_events():
    old = json.loads(SCHEMA_3_FIXTURE.read_text(encoding="utf-8"))
    old["log"][0]["events"].append({"kind": "donation_skipped", "reason": "The podium winner holds no normal token"})
    old["log"][1]["events"].append({"kind": "donation_skipped",
                                    "reason": "The podium winner has the lowest record too"})
    new = STEPS[3](old)
    assert new["schema_version"] == 4
    identifiers = {**SCHEMA_3_MEDAL_REASONS, "The podium winner holds no normal token": "no_normal_token",
                   "The podium winner has the lowest record too": "giver_is_lowest"}
    assert _reasons(new) == [(kind, identifiers[reason]) for kind, reason in _reasons(old)]
    assert _without_reasons(new) == _without_reasons(old)
    assert {k: v for k, v in new.items() if k not in ("log", "schema_version")} == \
        {k: v for k, v in old.items() if k not in ("log", "schema_version")}
    assert old["schema_version"] == 3 and "6 coins" in {r for _k, r in _reasons(old)}, "its input is unchanged"


def _without_reasons(document) -> list:
    return [(r["command"], [{k: v for k, v in e.items() if k != "reason"} for e in r["events"]])
            for r in document["log"]]


def test_a_schema_3_event_with_an_unknown_reason_is_refused_not_guessed(tmp_path):
    document = json.loads(SCHEMA_3_FIXTURE.read_text(encoding="utf-8"))
    record = next(r for r in document["log"] if any(e["kind"] == "medals_changed" for e in r["events"]))
    next(e for e in record["events"] if e["kind"] == "medals_changed")["reason"] = "a gift from the gods"
    path = tmp_path / "odd.colosseum.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError):
        load_game(path)


@pytest.mark.parametrize("kind", [{"medals_changed": 1}, ["medals_changed"], 7, None])
def test_a_schema_3_event_whose_kind_is_not_a_word_is_refused_with_a_reason(tmp_path, kind):
    """A crafted file: an event's kind as a JSON object or list must reach validation, not crash the migration."""
    document = json.loads(SCHEMA_3_FIXTURE.read_text(encoding="utf-8"))
    record = next(r for r in document["log"] if r["events"])
    record["events"][0]["kind"] = kind
    path = tmp_path / "odd-kind.colosseum.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError):
        load_game(path)
