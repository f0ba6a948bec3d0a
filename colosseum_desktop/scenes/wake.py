"""Waking the window's loop from another thread: a driver's answer (a computer player's move, a save opened on
a worker) reaches the screen at once, not on the idle loop's next tick. The loop takes WAKE like any event and
hands it to nobody (app.py)."""
from __future__ import annotations

import pygame

WAKE_EVENT = pygame.event.custom_type()


def wake() -> None:
    """Safe from any thread (SDL's event queue is locked). Without a window (headless tests) nobody sleeps."""
    if pygame.display.get_init():
        pygame.event.post(pygame.event.Event(WAKE_EVENT))


def wake_after(ms: float) -> None:
    """Wake once, `ms` from now (a computer's move waiting for its pace); a later call replaces it."""
    if pygame.display.get_init():
        pygame.time.set_timer(WAKE_EVENT, max(1, round(ms)), loops=1)
