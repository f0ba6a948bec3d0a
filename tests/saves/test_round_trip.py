from datetime import datetime, timezone

import pytest

from colosseum_desktop import RULES_VERSION, __version__, rules
from colosseum_desktop.saves import PERSON, SaveError, computer_seat, load_game, save_game
from colosseum_desktop.bots import make_bot
from colosseum_desktop.table import computer_seed
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.session import Session

from .games import played


def assert_same_game(a: Session, b: Session) -> None:
    assert a.state.model_dump() == b.state.model_dump()
    assert [(e.command, e.events) for e in a.log] == [(e.command, e.events) for e in b.log]


def test_save_then_load_gives_back_the_same_game(tmp_path):
    session = played(4, seed=11, until_round=3, names=("Ann", "Bo", "Cy", "Di"))
    path = save_game(session, tmp_path / "friday.colosseum.json")
    game = load_game(path)
    assert_same_game(game.session, session)
    assert game.seats == (PERSON,) * 4
    assert (game.app_version, game.rules_version, game.migrated_from) == (__version__, RULES_VERSION, None)
    assert [p.name for p in game.session.state.players] == ["Ann", "Bo", "Cy", "Di"]


def test_continuing_a_loaded_game_equals_playing_on_without_saving(tmp_path):
    session = played(5, seed=3, until_round=3)
    game = load_game(save_game(session, tmp_path / "halfway"))
    # The same fresh players continue both copies.
    let_computers_play(session, ("random",) * 5)
    let_computers_play(game.session, ("random",) * 5)
    assert rules.is_over(session.state)
    assert_same_game(game.session, session)


def test_suffix_is_added_and_the_written_path_returned(tmp_path):
    path = save_game(played(3, seed=1, until_round=2), tmp_path / "sub" / "evening")
    assert path == tmp_path / "sub" / "evening.colosseum.json"
    assert path.is_file()


def test_seats_are_kept(tmp_path):
    seats = (PERSON, computer_seat("easy"), PERSON)
    game = load_game(save_game(played(3, seed=2, until_round=2), tmp_path / "mixed", seats))
    assert game.seats == seats


@pytest.mark.parametrize("seats", [("person",), ("person", "robot", "person"), ("person", "computer:Hard!", "person")])
def test_bad_seats_are_refused_when_saving(tmp_path, seats):
    with pytest.raises(SaveError):
        save_game(played(3, seed=2, until_round=2), tmp_path / "x", seats)
    assert not list(tmp_path.iterdir())


def test_fresh_finished_and_competitive_games_round_trip(tmp_path):
    for number, session in enumerate([Session.new(rules.GameOptions(players=3), 5), played(4, seed=8),
                                      played(3, seed=4, until_round=4, variant="competitive")]):
        assert_same_game(load_game(save_game(session, tmp_path / f"game-{number}")).session, session)


def test_undo_still_works_after_loading(tmp_path):
    session = played(4, seed=21, until_round=2)
    bots = [make_bot("random", computer_seed(5, seat)) for seat in range(4)]
    while not session.can_undo():  # play on to a move that can be taken back
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
    game = load_game(save_game(session, tmp_path / "undo"))
    game.session.undo()
    assert game.session.state == session.log[-1].state_before


def test_a_stored_start_that_breaks_the_rules_invariants_is_refused_on_load(tmp_path):
    state = rules.new_game(rules.GameOptions(players=3), 1)
    rigged = state.model_copy(update={"players": (state.players[0].model_copy(update={"medals": 9}),)
                                      + state.players[1:]})
    path = save_game(Session(rigged), tmp_path / "rigged")
    with pytest.raises(SaveError, match="starting state breaks the rules .*medals in play"):
        load_game(path)


def test_saved_at_is_recorded(tmp_path):
    moment = datetime(2030, 5, 1, 20, 15, tzinfo=timezone.utc)
    game = load_game(save_game(played(3, seed=1, until_round=2), tmp_path / "dated", saved_at=moment))
    assert game.saved_at == moment


def test_the_game_id_is_kept_across_save_and_load_and_the_next_save(tmp_path):
    session = played(4, seed=11, until_round=2)
    game = load_game(save_game(session, tmp_path / "first"))
    assert game.session.game_id == session.game_id
    let_computers_play(game.session, ("random",) * 4, until=lambda s: s.round >= 3)
    assert load_game(save_game(game.session, tmp_path / "second")).session.game_id == session.game_id


def test_a_session_that_did_not_start_from_a_new_deal_saves_its_start_and_loads_back(tmp_path):
    """A game carried over from a save whose moves no longer replay starts from a stored state."""
    start = played(3, seed=6, until_round=2).state
    session = Session(start)
    let_computers_play(session, ("random",) * 3, until=lambda s: s.round >= 3)
    game = load_game(save_game(session, tmp_path / "carried"))
    assert game.session.initial == start and game.session.game_id == session.game_id
    assert_same_game(game.session, session)
