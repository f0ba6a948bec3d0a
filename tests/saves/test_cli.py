import json
import subprocess
import sys

from colosseum_desktop import rules
from colosseum_desktop.cli import main
from colosseum_desktop.saves import autosave_name, autosaves, load_game, newest_loadable_autosave
from colosseum_desktop.simulate import play_game

from .games import REPO, SAMPLES_DIR


def test_check_save_summarises_a_good_save(capsys):
    sample = SAMPLES_DIR / "mid-game-4-players.colosseum.json"
    assert main(["check-save", str(sample)]) == 0
    out = capsys.readouterr().out
    assert "Players: Aurelia (person), Brutus (person), Cassia (person), Decimus (person)" in out
    assert "Round 3, Phase 2: Acquire tokens" in out
    moves = len(json.loads(sample.read_text(encoding="utf-8"))["log"])
    assert "Records: Aurelia " in out and f"Moves recorded: {moves}\n" in out


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


def game_id_printed(out: str) -> str:
    return next(line.split()[2] for line in out.splitlines() if line.startswith("game id "))


def test_two_simulated_games_into_one_folder_both_keep_their_newest_point(tmp_path, capsys):
    """The issue's reproduction: game A (4 players, seed 5) to round 4, then game B (3 players, seed 6)."""
    game_ids = {}
    for players, seed in ((4, 5), (3, 6)):
        argv = ["simulate", "--players", str(players), "--games", "1", "--seed", str(seed), "--stop-after-round", "3",
                "--autosave-dir", str(tmp_path)]
        assert main(argv) == 0
        game_ids[(players, seed)] = game_id_printed(capsys.readouterr().out)
    for (players, seed), game_id in game_ids.items():
        game = newest_loadable_autosave(tmp_path, game_id)
        assert game.session.state.round == 4 and len(game.session.state.players) == players
        assert [round_of(p) for p in autosaves(tmp_path, game_id)] == [4, 3, 2]


def round_of(path) -> int:
    return autosave_name(path).round


def test_two_windows_on_one_saves_folder_each_keep_a_recoverable_game(tmp_path):
    """Attack finding: with two games autosaving into one folder at once, the first had no recoverable file."""
    processes = [subprocess.Popen([sys.executable, "-m", "colosseum_desktop", "simulate", "--players", str(players),
                                   "--seed", str(seed), "--autosave-dir", str(tmp_path)],
                                  cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for players, seed in ((4, 31), (5, 32))]
    outputs = [process.communicate(timeout=120) for process in processes]
    assert [process.returncode for process in processes] == [0, 0], outputs
    for (out, _), players, seed in zip(outputs, (4, 5), (31, 32)):
        game = newest_loadable_autosave(tmp_path, game_id_printed(out))
        assert rules.is_over(game.session.state) and len(game.session.state.players) == players
        result = play_game(players, seed, check=False)
        assert len(game.session.log) == result.commands
        assert [p.record for p in game.session.state.players] == result.records
