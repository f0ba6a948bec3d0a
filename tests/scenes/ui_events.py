"""Synthetic input for scene tests: the events the app would deliver, positions already in canvas coordinates."""
from __future__ import annotations

from pathlib import Path

import pygame

from colosseum_desktop.app import AppContext
from colosseum_desktop.scenes.base import SceneManager


def make_ctx(saves_dir: Path) -> AppContext:
    return AppContext(SceneManager(), Path(saves_dir))


def show(ctx: AppContext, scene):
    """Put a scene on the stack the way the app does (queued, then applied)."""
    ctx.manager.push(scene)
    ctx.manager.apply_pending()
    return scene


def send(ctx: AppContext, *events: pygame.event.Event) -> None:
    for event in events:
        ctx.manager.handle_event(event)
    ctx.manager.apply_pending()


def click(pos, button: int = 1) -> list[pygame.event.Event]:
    pos = (int(pos[0]), int(pos[1]))
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def click_on(ctx: AppContext, widget) -> None:
    send(ctx, *click(widget.rect.center))


def draw(ctx: AppContext) -> pygame.Surface:
    from colosseum_desktop.viewport import LOGICAL_SIZE
    canvas = pygame.Surface(LOGICAL_SIZE)
    ctx.manager.draw(canvas)
    return canvas
