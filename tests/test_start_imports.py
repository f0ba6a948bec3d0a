"""What the game imports to show its first screens: the title and a board opened from a save never bring the
server's stack (a player's install need not have it, and it costs start-up time), and a game at this computer
never brings the online client (HTTP, TLS, the seat links: 40-47 ms before the board came up)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from colosseum_desktop.app import BENCH_ENV

REPOSITORY = Path(__file__).resolve().parents[1]
SERVER_STACK = ("starlette", "uvicorn", "sqlalchemy", "alembic", "psycopg", "argon2", "openskill")
ONLINE_CLIENT = ("http.client", "ssl", "urllib.request", "websockets", "colosseum_desktop.online.client_table",
                 "colosseum_desktop.online.client_views", "colosseum_desktop.online.client_session",
                 "colosseum_desktop.online.link", "colosseum_desktop.online.lobby_calls")


def imported_by_the_game(tmp_path: Path, *args: str) -> set[str]:
    """Every module a fresh game process imported (python -X importtime lists each on standard error) before it
    quit on its own, a second and a half after its first frame."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), **{BENCH_ENV: "1500"})
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "colosseum_desktop",
                           "--saves-dir", str(tmp_path / "saves"), *args],
                          env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return {line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}


def top_names(modules: set[str]) -> set[str]:
    return {name.split(".")[0] for name in modules}


def test_the_title_imports_nothing_of_the_servers_stack(tmp_path):
    modules = imported_by_the_game(tmp_path)
    assert "colosseum_desktop.scenes.title.scene" in modules  # the harness sees the game's imports
    assert not top_names(modules) & set(SERVER_STACK)


def test_a_board_opened_from_a_save_imports_neither_the_server_nor_the_online_client(tmp_path):
    modules = imported_by_the_game(tmp_path, "--load", str(REPOSITORY / "saves" / "mid-game-4-players.colosseum.json"))
    assert "colosseum_desktop.scenes.board.undo" in modules  # the board was opened
    assert not top_names(modules) & set(SERVER_STACK)
    assert not modules & set(ONLINE_CLIENT)
