"""Thousands of random clicks, drags, keys and typing sent to each menu scene: nothing may raise.

Whenever a scene navigates away (starts a game, goes back), a fresh copy of it is put back, so every
event lands on the scene under test. Bounded in time so the suite stays quick.
"""
import random
import time

import pygame
import pytest

from colosseum_desktop import saves
from colosseum_desktop.scenes.end.scene import EndScene
from colosseum_desktop.scenes.starting.load import LoadScene
from colosseum_desktop.scenes.starting.new_game import NewGameScene
from colosseum_desktop.scenes.board.pause import PauseScene
from colosseum_desktop.scenes.title.scene import TitleScene

from .game_fixtures import finished_session, fresh_session, seated
from .ui_events import make_ctx

EVENTS_PER_SCENE = 4000
SECONDS_PER_SCENE = 2.5
MIN_EVENTS_PER_SCENE = 600
KEYS = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME, pygame.K_END,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_n, pygame.K_c, pygame.K_l, pygame.K_r,
        pygame.K_s, pygame.K_q, pygame.K_1, pygame.K_F1]
TEXT = ["a", "Z", "7", " ", "é", "/", "..", "\u2603", "0123456789"]


def random_events(rng: random.Random):
    """One gesture at a time: a click, a drag, a key, typing or the wheel; positions may fall off the canvas."""
    def pos():
        return rng.randint(-50, 1650), rng.randint(-50, 950)
    kind = rng.random()
    if kind < 0.45:
        p, button = pos(), rng.choice([1, 1, 1, 2, 3])
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=button)]
    if kind < 0.6:
        start, end = pos(), pos()
        steps = [(start[0] + (end[0] - start[0]) * i // 5, start[1] + (end[1] - start[1]) * i // 5) for i in range(6)]
        return ([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
                + [pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)) for p in steps]
                + [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    if kind < 0.85:
        mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
        return [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)]
    if kind < 0.95:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXT))]
    return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False)]


def scene_makers(ctx):
    game, over = fresh_session(), finished_session()
    seats = ["person", "easy", "person", "strong"]
    return {
        "title": lambda: TitleScene(ctx),
        "new game": lambda: NewGameScene(ctx),
        "pause": lambda: PauseScene(ctx, seated(ctx, game, seats)),
        "load": lambda: LoadScene(ctx),
        "end": lambda: EndScene(ctx, over, seats),
    }


@pytest.mark.parametrize("name", ["title", "new game", "pause", "load", "end"])
def test_random_input_never_breaks_a_scene(name, tmp_path, canvas):
    ctx = make_ctx(tmp_path / "saves")
    if name == "load":
        ctx.saves_dir.mkdir()
        saves.save_game(fresh_session(), ctx.saves_dir / "one.colosseum.json")
        (ctx.saves_dir / "bad.colosseum.json").write_text("[]")
    make = scene_makers(ctx)[name]
    rng = random.Random(name)
    ctx.manager.push(make())
    ctx.manager.apply_pending()
    scene_type = type(ctx.manager.top)
    deadline = time.monotonic() + SECONDS_PER_SCENE
    sent = 0
    # A busy machine still sends MIN_EVENTS_PER_SCENE; a quiet one sends more within the time.
    while sent < EVENTS_PER_SCENE and (sent < MIN_EVENTS_PER_SCENE or time.monotonic() < deadline):
        for event in random_events(rng):
            ctx.manager.handle_event(event)
            sent += 1
        ctx.manager.update(16)
        ctx.manager.apply_pending()
        if ctx.manager.wants_redraw() and sent % 40 < 4:
            ctx.manager.draw(canvas)
        if type(ctx.manager.top) is not scene_type or len(ctx.manager.stack) != 1:
            ctx.running = True
            ctx.manager.clear_to(make())
            ctx.manager.apply_pending()
    ctx.manager.draw(canvas)
