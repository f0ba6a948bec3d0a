"""Waking the window's loop from another thread: a driver's answer (a computer player's move, a save opened on
a worker) reaches the screen at once, not on the idle loop's next tick. The loop takes WAKE like any event and
hands it to nobody (app.py)."""
from __future__ import annotations

import threading

import pygame

WAKE_EVENT = pygame.event.custom_type()
_woken = threading.Event()  # the idle loop sleeps on it between looks for input, so a wake ends its sleep at once


def wake() -> None:
    """Safe from any thread (SDL's event queue is locked). Without a window (headless tests) nobody sleeps."""
    if pygame.display.get_init():
        pygame.event.post(pygame.event.Event(WAKE_EVENT))
    _woken.set()


def sleep_until_woken(seconds: float) -> bool:
    """Sleep up to `seconds`, less if `wake` is called meanwhile (or was since the last sleep); True if woken."""
    woken = _woken.wait(seconds)
    _woken.clear()
    return woken


def wake_after(ms: float) -> None:
    """Wake once, `ms` from now (a computer's move waiting for its pace); a later call replaces it."""
    if pygame.display.get_init():
        pygame.time.set_timer(WAKE_EVENT, max(1, round(ms)), loops=1)
