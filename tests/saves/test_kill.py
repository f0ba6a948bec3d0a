"""Kill an autosaving game at random moments: the game's newest autosave must always load and be at most
one action behind what the process had applied. All the killed games share one saves folder, as a player's
games do, so each run also checks that the games before it did not take its place."""
import random
import signal
import subprocess
import sys
import time

from colosseum_desktop import rules
from colosseum_desktop.saves import newest_loadable_autosave
from colosseum_desktop.simulate import play_game

from .games import REPO

RUNS = 25
TIME_BUDGET_SECONDS = 25
MIN_RUNS = 10  # run at least these many even on a busy machine, budget or not
PLAYERS = 4


def reference_states(seed: int) -> list[rules.GameState]:
    """The states of the game `colosseum simulate --seed` plays, after 0, 1, 2 ... commands."""
    states = [rules.new_game(rules.GameOptions(players=PLAYERS), seed)]
    play_game(PLAYERS, seed, check=False, on_command=lambda state, command, events: states.append(state))
    return states


def game_id_of(line: bytes, so_far: str | None) -> str | None:
    # The process prints "game id <id>" before its first move.
    return line.split()[2].decode() if line.startswith(b"game id ") and line.endswith(b"\n") else so_far


def applied_count(line: bytes, so_far: int) -> int:
    # The process prints "applied N: ..." once move N is applied, just before autosaving it.
    if line.startswith(b"applied ") and line.endswith(b"\n"):
        return int(line.split()[1].rstrip(b":"))
    return so_far


def test_killed_autosaving_game_always_leaves_a_loadable_autosave_at_most_one_action_behind(tmp_path):
    rng = random.Random(4)
    started = time.monotonic()
    runs, recovered = 0, {}
    for run in range(RUNS):
        if runs >= MIN_RUNS and time.monotonic() - started > TIME_BUDGET_SECONDS:
            break
        seed, folder = 100 + run, tmp_path / "saves"
        process = subprocess.Popen(
            [sys.executable, "-m", "colosseum_desktop", "simulate", "--players", str(PLAYERS), "--seed", str(seed),
             "--autosave-dir", str(folder)],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        kill_after, applied, game_id = rng.randint(1, 140), 0, None
        for line in process.stdout:
            applied, game_id = applied_count(line, applied), game_id_of(line, game_id)
            if applied >= kill_after:
                break
        time.sleep(rng.random() * 0.004)  # land anywhere in the writes that follow
        process.send_signal(signal.SIGKILL)
        for line in process.stdout.read().splitlines(keepends=True):  # what it printed before dying
            applied, game_id = applied_count(line, applied), game_id_of(line, game_id)
        process.wait()
        runs += 1

        game = newest_loadable_autosave(folder, game_id)
        assert game is not None, f"run {run}: no loadable autosave after {applied} moves"
        saved = len(game.session.log)
        assert applied - 1 <= saved <= applied, f"run {run}: autosave has {saved} moves, process applied {applied}"
        assert game.session.state == reference_states(seed)[saved], f"run {run}: not the game that was played"
        assert game.session.game_id == game_id
        recovered[game_id] = game.session.state
        assert not any(p.name.endswith(".colosseum.json") and p.name.startswith(".") for p in folder.iterdir())
    assert runs >= MIN_RUNS
    for game_id, state in recovered.items():  # the later games in the folder left every earlier one as it was
        assert newest_loadable_autosave(tmp_path / "saves", game_id).session.state == state
