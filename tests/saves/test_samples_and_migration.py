import json
import re
from datetime import datetime, timezone

import pytest

from colosseum_desktop import rules
from colosseum_desktop.saves import PERSON, SCHEMA_VERSION, SUFFIX, SaveError, json_schema, load_game
from colosseum_desktop.saves.format import GAME_ID_PATTERN
from colosseum_desktop.saves.migrations import migrate
from colosseum_desktop.sample_saves import SAMPLES, SCHEMA_FILE, write_samples

from .games import SAMPLES_DIR, SCHEMA_1_FIXTURE, SCHEMA_2_FIXTURE

REGENERATE = "run `python benchmarks/make_sample_saves.py` and commit saves/"


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: s.name)
def test_every_sample_loads_where_it_was_stopped(sample):
    game = load_game(SAMPLES_DIR / (sample.name + SUFFIX))
    state = game.session.state
    assert (state.round, state.phase) == (sample.stop_round, sample.stop_phase)
    assert tuple(p.name for p in state.players) == sample.names
    assert game.seats == sample.seats


def test_the_samples_cover_a_mid_game_4_player_and_a_last_round_5_player_game():
    games = [load_game(SAMPLES_DIR / (s.name + SUFFIX)).session.state for s in SAMPLES]
    assert any(len(s.players) == 4 and 1 < s.round < 5 for s in games)
    assert any(len(s.players) == 5 and s.round == 5 and not rules.is_over(s) for s in games)


def test_the_sample_maker_makes_samples_that_load(tmp_path):
    # Not compared byte for byte with the committed ones: a change in how the random players choose would
    # make them differ without anything being wrong with saves.
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
    new = migrate(old, 1)
    assert new["schema_version"] == SCHEMA_VERSION and "saved" not in new
    kept = ("options", "seed", "state", "log")
    assert {k: new[k] for k in kept} == {k: old[k] for k in kept}
    assert old["schema_version"] == 1, "migration must not change its input"


@pytest.mark.parametrize("saved", [1e300, "yesterday", None])
def test_a_schema_1_save_with_a_bad_date_is_refused(tmp_path, saved):
    document = json.loads(SCHEMA_1_FIXTURE.read_text(encoding="utf-8"))
    document["saved"] = saved
    path = tmp_path / "old.colosseum.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError, match="damaged"):
        load_game(path)


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
    new = migrate(old, 2)
    assert new["schema_version"] == SCHEMA_VERSION == 3
    assert {k: v for k, v in new.items() if k not in ("game_id", "schema_version")} == \
        {k: v for k, v in old.items() if k != "schema_version"}
    later = dict(old, log=old["log"][:5], saved_at="2030-01-01T00:00:00Z")  # the same game, another autosave
    assert migrate(later, 2)["game_id"] == new["game_id"]
    other = dict(old, seed=old["seed"] + 1)
    assert migrate(other, 2)["game_id"] != new["game_id"]
    assert "game_id" not in old, "migration must not change its input"
