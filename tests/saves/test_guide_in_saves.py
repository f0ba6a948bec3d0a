"""Schema 8: a guided first game keeps its guide's step in its saves; a save written before (schema 7) opens as a
game like any other; two games in one folder keep their own; a guided game killed while autosaving leaves an
autosave whose step is the one its moves lead to."""
import json
import random
import textwrap

import pytest

from colosseum_desktop import guide, rules
from colosseum_desktop.saves import Autosaver, SaveError, load_game, newest_loadable_autosave, save_game
from colosseum_desktop.saves.migrations import STEPS
from colosseum_desktop.session import Session
from colosseum_desktop.simulate import let_computers_play

from .games import FIXTURES_DIR, killed_while_autosaving

SCHEMA_7_FIXTURE = FIXTURES_DIR / "schema-7-mid-game-4-players.colosseum.json"


def guided_session(**kwargs) -> Session:
    return Session.new(guide.guide_options(), guide.GUIDE_SEED, guide_step=0, **kwargs)


def step_its_moves_lead_to(session: Session) -> int:
    """The guide's step after Next on its welcome and the moves of the session's log, followed again."""
    progress = guide.GuideProgress(0)
    progress.next()
    for entry, after in zip(session.log, [e.state_before for e in session.log[1:]] + [session.state]):
        progress.moved(entry.state_before, entry.command, after)
    return progress.index


def test_a_save_written_before_the_guide_opens_as_a_game_like_any_other(tmp_path):
    game = load_game(SCHEMA_7_FIXTURE)
    assert game.migrated_from == 7 and game.session.guide_step is None
    again = json.loads(save_game(game.session, tmp_path / "again", game.seats).read_text(encoding="utf-8"))
    assert again["schema_version"] == 8 and again["guide"] is None


def test_migration_from_7_changes_only_the_schema_version():
    old = json.loads(SCHEMA_7_FIXTURE.read_text(encoding="utf-8"))
    assert STEPS[7](old) == dict(old, schema_version=8)
    assert old["schema_version"] == 7, "its input is unchanged"


def test_a_guided_game_keeps_its_step_through_save_and_load(tmp_path):
    session = guided_session()
    let_computers_play(session, ("random",) * 3, until=lambda s: s.phase is rules.Phase.TRADE)
    session.guide_step = 4
    loaded = load_game(save_game(session, tmp_path / "guided"))
    assert loaded.session.guide_step == 4 and loaded.session.state == session.state


@pytest.mark.parametrize("guide_value", [{"step": -1}, {"step": 101}, {"step": "3"}, {"where": 3}, 3])
def test_a_guide_that_is_no_step_is_refused_with_a_reason_and_the_file_left_alone(tmp_path, guide_value):
    path = save_game(guided_session(), tmp_path / "bad")
    document = json.loads(path.read_text(encoding="utf-8"))
    document["guide"] = guide_value
    path.write_text(json.dumps(document), encoding="utf-8")
    written = path.read_bytes()
    with pytest.raises(SaveError, match="damaged.*guide"):
        load_game(path)
    assert path.read_bytes() == written


def test_a_guided_game_and_another_in_one_folder_keep_their_own(tmp_path):
    guided = guided_session(on_change=Autosaver(tmp_path))
    other = Session.new(rules.GameOptions(players=3), guide.GUIDE_SEED, on_change=Autosaver(tmp_path))
    for round_number in (2, 3):  # the games take turns, as two windows on one folder would
        guided.guide_step = round_number
        let_computers_play(guided, ("random",) * 3, until=lambda s, n=round_number: s.round >= n)
        let_computers_play(other, ("random",) * 3, until=lambda s, n=round_number: s.round >= n)
    assert newest_loadable_autosave(tmp_path, guided.game_id).session.guide_step == 3
    assert newest_loadable_autosave(tmp_path, other.game_id).session.guide_step is None


# A guided game whose learner and computers play at random, its table followed by the guide and then by the
# autosave (as game_entry seats it); it prints how many moves it has applied, before the autosave of that move.
KILLED_GAME = textwrap.dedent("""
    import random, sys
    from colosseum_desktop import guide, rules
    from colosseum_desktop.bots import make_bot
    from colosseum_desktop.saves import Autosaver
    from colosseum_desktop.session import Session
    from colosseum_desktop.table import AutosaveObserver, Computer, Table, TableObserver
    class Told(TableObserver):
        def moved(self, table, entry):
            print("applied", len(table.session.log), flush=True)
    session = Session.new(guide.guide_options(), guide.GUIDE_SEED, guide_step=0)
    observer = guide.GuideObserver(session)
    observer.next()
    table = Table(session, [Computer(level="random")] * 3, [observer, Told(), AutosaveObserver(Autosaver(sys.argv[1]))],
                  pace_ms=lambda: 0, threaded=False)
    print("game id", session.game_id, flush=True)
    while not rules.is_over(session.state):
        table.tick(1000)
""")


def test_a_guided_game_killed_while_autosaving_keeps_the_step_its_moves_lead_to(tmp_path):
    rng = random.Random(8)
    folder = tmp_path / "saves"
    for run in range(5):
        game_id, applied = killed_while_autosaving(KILLED_GAME, folder, rng.randint(3, 60))
        game = newest_loadable_autosave(folder, game_id)
        assert game is not None, f"run {run}: nothing loads after {applied} moves"
        assert applied - 1 <= len(game.session.log) <= applied
        assert game.session.guide_step == step_its_moves_lead_to(game.session), f"run {run}"
        assert game.session.guide_step >= 1
