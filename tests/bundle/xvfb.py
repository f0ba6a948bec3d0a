"""An X server of a test's own (Xvfb), the window of a process on it, and screenshots of it."""
from __future__ import annotations

import os
import socket
import subprocess
import time
from pathlib import Path

import pygame
import pytest

from .conftest import needed_program

WINDOW_SECONDS = 60  # to open the window; far more than it takes, for a loaded machine


def colours_in(picture: pygame.Surface, step: int = 7) -> set[tuple[int, int, int]]:
    width, height = picture.get_size()
    return {tuple(picture.get_at((x, y)))[:3] for x in range(0, width, step) for y in range(0, height, step)}


def free_display() -> int:
    """A display number no X server holds: neither its lock file nor its abstract socket (which X clients try
    first, and which another X server on this machine may hold where this one's /tmp does not show its lock)."""
    for number in range(200 + os.getpid() % 100, 600):
        if os.path.exists(f"/tmp/.X{number}-lock") or os.path.exists(f"/tmp/.X11-unix/X{number}"):
            continue
        probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            probe.bind(f"\0/tmp/.X11-unix/X{number}")
        except OSError:
            continue
        finally:
            probe.close()
        return number
    pytest.fail("no free X display number")


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """An X server of its own, once it is ready (it writes its display number when it is)."""
    read, write = os.pipe()
    number = free_display()
    server = subprocess.Popen([needed_program("Xvfb"), f":{number}", "-displayfd", str(write), "-screen", "0",
                               "1280x800x24", "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as answer:
        said = answer.readline().strip()
    assert said == str(number), f"Xvfb :{number} did not start (it said {said!r})"
    return server, f":{number}"


def wait_for_window(display: str, game: subprocess.Popen) -> str:
    deadline = time.monotonic() + WINDOW_SECONDS
    while time.monotonic() < deadline:
        assert game.poll() is None, f"the game ended before its window opened: {game.returncode}"
        # By its process (_NET_WM_PID): under LANG=C.UTF-8 SDL leaves the window without WM_NAME to search by.
        found = subprocess.run([needed_program("xdotool"), "search", "--onlyvisible", "--pid", str(game.pid)],
                               env={**os.environ, "DISPLAY": display}, capture_output=True, text=True)
        if found.stdout.strip():
            return found.stdout.split()[0]
        time.sleep(0.5)
    pytest.fail(f"no window in {WINDOW_SECONDS} s")


def screenshot(display: str, path: Path) -> pygame.Surface:
    """The whole screen, written to `path` (to look at after a failure) and loaded."""
    subprocess.run([needed_program("import"), "-window", "root", str(path)], check=True, timeout=60,
                   env={**os.environ, "DISPLAY": display})
    return pygame.image.load(str(path))
