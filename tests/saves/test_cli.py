from colosseum_desktop import rules
from colosseum_desktop.cli import main
from colosseum_desktop.saves import autosaves, load_game, newest_loadable_autosave
from colosseum_desktop.simulate import play_game

from .games import SAMPLES_DIR


def test_check_save_summarises_a_good_save(capsys):
    assert main(["check-save", str(SAMPLES_DIR / "mid-game-4-players.colosseum.json")]) == 0
    out = capsys.readouterr().out
    assert "Players: Aurelia (person), Brutus (person), Cassia (person), Decimus (person)" in out
    assert "Round 3, Phase 2: Acquire tokens" in out
    assert "Records: Aurelia " in out and "Moves recorded: 73" in out


def test_check_save_gives_the_reason_and_exit_2_for_a_bad_one(tmp_path, capsys):
    bad = tmp_path / "bad.colosseum.json"
    bad.write_text("{}")
    assert main(["check-save", str(bad)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "This file is not a Colosseum save." in captured.err


def test_simulate_can_save_a_game_halfway(tmp_path, capsys):
    target = tmp_path / "half.colosseum.json"
    assert main(["simulate", "--players", "4", "--seed", "5", "--stop-after-round", "2", "--save", str(target)]) == 0
    assert f"saved to {target}" in capsys.readouterr().out
    state = load_game(target).session.state
    assert (state.round, state.phase) == (3, rules.Phase.INVEST)


def test_simulate_autosaves_the_same_game_simulate_plays(tmp_path, capsys):
    assert main(["simulate", "--players", "3", "--seed", "8", "--autosave-dir", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    game = newest_loadable_autosave(tmp_path)
    assert rules.is_over(game.session.state)
    assert len(autosaves(tmp_path)) == 3
    assert game.seats == ("computer:random",) * 3
    assert sum(line.startswith("applied ") for line in lines) == len(game.session.log)
    expected = play_game(3, 8)
    assert [p.record for p in game.session.state.players] == expected.records
    assert len(game.session.log) == expected.commands


def test_simulate_saves_the_computer_levels_as_seats(tmp_path, capsys):
    target = tmp_path / "bots.colosseum.json"
    assert main(["simulate", "--players", "3", "--seed", "2", "--bots", "easy,random,easy", "--stop-after-round", "1",
                 "--save", str(target)]) == 0
    assert load_game(target).seats == ("computer:easy", "computer:random", "computer:easy")


def test_simulate_says_when_it_cannot_save(tmp_path, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    assert main(["simulate", "--players", "3", "--stop-after-round", "1", "--save", str(blocker / "x")]) == 2
    assert "could not save to" in capsys.readouterr().err
