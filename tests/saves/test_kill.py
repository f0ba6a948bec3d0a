"""Kill an autosaving game at random moments: the newest autosave must always load and be at most
one action behind what the process had applied."""
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


def applied_count(line: bytes, so_far: int) -> int:
    # The process prints "applied N: ..." once move N is applied, just before autosaving it.
    if line.startswith(b"applied ") and line.endswith(b"\n"):
        return int(line.split()[1].rstrip(b":"))
    return so_far


def test_killed_autosaving_game_always_leaves_a_loadable_autosave_at_most_one_action_behind(tmp_path):
    rng = random.Random(4)
    started = time.monotonic()
    runs = 0
    for run in range(RUNS):
        if runs >= MIN_RUNS and time.monotonic() - started > TIME_BUDGET_SECONDS:
            break
        seed, folder = 100 + run, tmp_path / f"run-{run}"
        process = subprocess.Popen(
            [sys.executable, "-m", "colosseum_desktop", "simulate", "--players", str(PLAYERS), "--seed", str(seed),
             "--autosave-dir", str(folder)],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        kill_after, applied = rng.randint(1, 140), 0
        for line in process.stdout:
            applied = applied_count(line, applied)
            if applied >= kill_after:
                break
        time.sleep(rng.random() * 0.004)  # land anywhere in the writes that follow
        process.send_signal(signal.SIGKILL)
        for line in process.stdout.read().splitlines(keepends=True):  # what it printed before dying
            applied = applied_count(line, applied)
        process.wait()
        runs += 1

        game = newest_loadable_autosave(folder)
        assert game is not None, f"run {run}: no loadable autosave after {applied} moves"
        saved = len(game.session.log)
        assert applied - 1 <= saved <= applied, f"run {run}: autosave has {saved} moves, process applied {applied}"
        assert game.session.state == reference_states(seed)[saved], f"run {run}: not the game that was played"
        assert not any(p.name.endswith(".colosseum.json") and p.name.startswith(".") for p in folder.iterdir())
    assert runs >= MIN_RUNS
