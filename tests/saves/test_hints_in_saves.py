"""Schema 7: a save keeps whether the game allows hints and how many each seat was given; a save written before
(schema 6) opens with hints allowed, counted from then on; two games in one folder keep their own counts, and a
game killed while autosaving leaves an autosave whose counts are at most one move behind."""
import json
import random
import textwrap

import pytest

from colosseum_desktop import rules
from colosseum_desktop.saves import Autosaver, SaveError, load_game, newest_loadable_autosave, save_game
from colosseum_desktop.saves.migrations import STEPS
from colosseum_desktop.session import HintUse, Session
from colosseum_desktop.simulate import let_computers_play

from .games import FIXTURES_DIR, killed_while_autosaving

SCHEMA_6_FIXTURE = FIXTURES_DIR / "schema-6-mid-game-4-players.colosseum.json"


def test_a_save_written_before_hints_were_counted_opens_with_hints_allowed_counted_from_then_on(tmp_path):
    game = load_game(SCHEMA_6_FIXTURE)
    assert game.migrated_from == 6
    assert game.session.hints == HintUse(allowed=True, given=(0, 0, 0, 0), counted_from_start=False)
    game.session.hints = game.session.hints.one_more(2)
    again = load_game(save_game(game.session, tmp_path / "again", game.seats))
    assert again.migrated_from is None
    assert again.session.hints == HintUse(True, (0, 0, 1, 0), counted_from_start=False)
    assert again.session.state == game.session.state


def test_migration_from_6_changes_only_the_schema_version():
    old = json.loads(SCHEMA_6_FIXTURE.read_text(encoding="utf-8"))
    new = STEPS[6](old)
    assert new == dict(old, schema_version=7)
    assert old["schema_version"] == 6, "its input is unchanged"


def test_a_game_with_hints_off_keeps_them_off_and_its_counts_through_save_and_load(tmp_path):
    session = Session.new(rules.GameOptions(players=3), 4, hints=HintUse.none_given(3, allowed=False))
    let_computers_play(session, ("random",) * 3, until=lambda s: s.round >= 2)
    session.hints = session.hints.one_more(0).one_more(0).one_more(1)
    loaded = load_game(save_game(session, tmp_path / "off"))
    assert loaded.session.hints == HintUse(allowed=False, given=(2, 1, 0), counted_from_start=True)
    document = json.loads((tmp_path / "off.colosseum.json").read_text(encoding="utf-8"))
    assert document["hints"] == {"allowed": False, "given": [2, 1, 0], "counted_from_start": True}


@pytest.mark.parametrize("hints, fault", [
    ({"allowed": True, "given": [0, 0], "counted_from_start": True}, "hints"),
    ({"allowed": True, "given": [0, 0, 0, 0, 0], "counted_from_start": True}, "counts 5 seats for 4 players"),
    ({"allowed": True, "given": [0, -1, 0, 0], "counted_from_start": True}, "hints"),
    ({"allowed": "yes", "given": [0, 0, 0, 0], "counted_from_start": True}, "hints"),
])
def test_hints_that_do_not_fit_the_game_are_refused_with_a_reason_and_the_file_left_alone(tmp_path, hints, fault):
    session = Session.new(rules.GameOptions(players=4), 8)
    let_computers_play(session, ("random",) * 4, until=lambda s: s.round >= 2)
    path = save_game(session, tmp_path / "bad")
    document = json.loads(path.read_text(encoding="utf-8"))
    document["hints"] = hints
    path.write_text(json.dumps(document), encoding="utf-8")
    written = path.read_bytes()
    with pytest.raises(SaveError, match="damaged") as refusal:
        load_game(path)
    assert fault in str(refusal.value)
    assert path.read_bytes() == written


def test_two_games_in_one_folder_keep_their_own_hints(tmp_path):
    first = Session.new(rules.GameOptions(players=3), 11, on_change=Autosaver(tmp_path),
                        hints=HintUse.none_given(3, allowed=False))
    second = Session.new(rules.GameOptions(players=4), 12, on_change=Autosaver(tmp_path))
    for turn in range(3):  # the games take turns, as two windows on one folder would
        second.hints = second.hints.one_more(turn)
        let_computers_play(first, ("random",) * 3, until=lambda s, n=turn: s.round > n + 1)
        let_computers_play(second, ("random",) * 4, until=lambda s, n=turn: s.round > n + 1)
    assert newest_loadable_autosave(tmp_path, first.game_id).session.hints == HintUse(False, (0, 0, 0), True)
    assert newest_loadable_autosave(tmp_path, second.game_id).session.hints == HintUse(True, (1, 1, 1, 0), True)


# A game that takes a hint for the deciding seat before every move, autosaving after each: it prints how many
# moves it has applied, just before the autosave of that move.
KILLED_GAME = textwrap.dedent("""
    import sys
    from colosseum_desktop import rules
    from colosseum_desktop.bots import make_bot
    from colosseum_desktop.saves import Autosaver
    from colosseum_desktop.session import HintUse, Session
    autosaver = Autosaver(sys.argv[1])
    def saved(session):
        print("applied", len(session.log), flush=True)
        autosaver(session)
    session = Session.new(rules.GameOptions(players=3), 21, on_change=saved, hints=HintUse.none_given(3))
    print("game id", session.game_id, flush=True)
    bots = [make_bot("random", seat) for seat in range(3)]
    while not rules.is_over(session.state):
        seat = rules.current_player(session.state)
        session.hints = session.hints.one_more(seat)
        session.submit(bots[seat].choose(session.state))
""")


def test_a_game_killed_while_autosaving_keeps_hint_counts_that_match_its_moves(tmp_path):
    rng = random.Random(7)
    for run in range(6):
        folder = tmp_path / "saves"  # one folder for all the runs, as a player's games share one
        game_id, applied = killed_while_autosaving(KILLED_GAME, folder, rng.randint(2, 120))
        game = newest_loadable_autosave(folder, game_id)
        assert game is not None, f"run {run}: nothing loads after {applied} moves"
        moves = len(game.session.log)
        assert applied - 1 <= moves <= applied
        # One hint was taken before each move, and the count is saved with the move it came before.
        assert sum(game.session.hints.given) == moves, f"run {run}"
        assert game.session.hints.counted_from_start
