"""The scene stack: screens and overlays, with changes queued and applied between frames.

Changing the stack while an event is being handled would let a half-built scene see the rest of that
event, so push/pop/replace only record the change; the app calls `apply_pending` between frames.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ..viewport import ARRANGEMENTS, LETTERBOX_COLOUR, LOGICAL_SIZE, band


class Scene:
    """One screen or overlay. Subclasses override what they need; every method has a harmless default."""

    manager: SceneManager | None = None  # set while the scene is on a manager's stack
    opaque: bool = True  # False for overlays: the scenes below are drawn first and see unconsumed events
    # True for the board, which is arranged for any canvas (scenes/board/layout_model.py); every other screen is laid out for
    # 1600x900 and drawn in the middle band of a taller canvas, seeing the pointer in that band's coordinates.
    whole_canvas: bool = False

    _needs_redraw: bool = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was consumed, so scenes further down do not see it."""
        return False

    def update(self, dt_ms: float) -> None:
        pass

    def wants_redraw(self) -> bool:
        """True after a change or while something moves; the app draws only then (idle costs nothing)."""
        return self._needs_redraw

    def invalidate(self) -> None:
        """Ask for one more frame: call after anything that changes what the scene shows."""
        self._needs_redraw = True

    def mark_drawn(self) -> None:
        self._needs_redraw = False

    def draw(self, canvas: pygame.Surface) -> None:
        pass

    def draw_on_top(self, canvas: pygame.Surface) -> None:
        """What must stay readable over the overlays drawn above this scene (dimmed dialogs): drawn after every
        visible scene, on the surface `draw` got. An online board's connection and turn deadline."""

    def changed_areas(self) -> list[pygame.Rect] | None:
        """Where the last `draw` changed the canvas, when it was the only scene drawn; None: anywhere (the default,
        and always right: the whole canvas is presented)."""
        return None

    def on_enter(self) -> None:
        pass

    def on_exit(self) -> None:
        pass

    def window_resized(self) -> None:
        """The window changed size: the pointer's place on the canvas is unknown until it moves again."""

    def on_language_changed(self) -> None:
        """The player chose another language: build again whatever was worded when it was made (controls
        with a label, text kept in a picture). What `draw` words each frame needs nothing; a scene that
        words nothing ahead of time keeps this default."""


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self._changed = False
        self.frames = 0  # frames drawn so far: a scene can tell whether it painted the canvas last
        self.canvas_size = LOGICAL_SIZE  # the canvas last drawn: where the 1600x900 band of other screens lies
        self._band: tuple[pygame.Surface, pygame.Surface] | None = None  # (canvas, its band) while taller

    # -- queued changes ---------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push_now(scene))

    def pop(self) -> None:
        self._pending.append(self._pop_now)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another one."""
        def change() -> None:
            self._pop_now()
            self._push_now(scene)
        self._pending.append(change)

    def clear_to(self, scene: Scene) -> None:
        """Leave every scene on the stack and start afresh with this one (e.g. back to the title)."""
        def change() -> None:
            while self.stack:
                self._pop_now()
            self._push_now(scene)
        self._pending.append(change)

    def remove(self, scene: Scene) -> None:
        """Take a particular scene off the stack wherever it is (an overlay closing itself under another)."""
        def change() -> None:
            if scene in self.stack:
                self.stack.remove(scene)
                scene.on_exit()
                self._changed = True
        self._pending.append(change)

    def apply_pending(self) -> bool:
        """Apply the queued changes in order; True when the stack changed. Called by the app between frames."""
        while self._pending:
            # Changes queued from on_enter/on_exit run in this same pass, after the ones before them.
            self._pending.pop(0)()
        changed, self._changed = self._changed, False
        if changed and self.stack:
            for scene in self.visible():
                scene.invalidate()
        return changed

    @property
    def has_pending(self) -> bool:
        return bool(self._pending)

    def _push_now(self, scene: Scene) -> None:
        scene.manager = self
        self.stack.append(scene)
        self._changed = True
        scene.on_enter()

    def _pop_now(self) -> None:
        if self.stack:
            scene = self.stack.pop()
            self._changed = True
            scene.on_exit()

    # -- the stack as seen by the app -------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                return self.stack[i:]
        return list(self.stack)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer the event to the top scene, then further down while the scenes above are overlays."""
        banded = self._in_band(event)
        for scene in reversed(list(self.stack)):
            if scene.handle_event(event if scene.whole_canvas else banded):
                return True
            if scene.opaque:
                return False
        return False

    def language_changed(self) -> None:
        """Every scene on the stack, the ones hidden under others too, words itself again in the language now
        chosen: queued like the stack's changes, so that no control is rebuilt while it handles an event."""
        def change() -> None:
            for scene in self.stack:
                scene.on_language_changed()
            self._changed = True  # the whole window is drawn again
        self._pending.append(change)

    def window_resized(self) -> None:
        for scene in self.stack:
            scene.window_resized()
            scene.invalidate()

    def update(self, dt_ms: float) -> None:
        # Scenes hidden under an opaque one (a board under the pause menu) stand still.
        for scene in self.visible():
            scene.update(dt_ms)

    def wants_redraw(self) -> bool:
        return any(scene.wants_redraw() for scene in self.visible())

    def _in_band(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event as a screen drawn in the band sees it (the pointer's place moved by the band's top)."""
        if not self._banded() or "pos" not in event.dict:
            return event
        top = band(self.canvas_size).top
        return pygame.event.Event(event.type, {**event.dict, "pos": (event.pos[0], event.pos[1] - top)})

    def draw(self, canvas: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw the visible scenes; returns the places of the canvas that changed since the last frame drawn, or None
        for anywhere (presenting copies only those: a whole 4K frame's copy costs ~5 ms)."""
        self.frames += 1
        self.canvas_size = canvas.get_size()
        visible = self.visible()
        for index, scene in enumerate(visible):
            if scene.whole_canvas or not self._banded():
                scene.draw(canvas)
            else:
                if index == 0:  # nothing below it: what lies outside the band is bare
                    canvas.fill(LETTERBOX_COLOUR)
                scene.draw(self._band_of(canvas))
            scene.mark_drawn()
        for scene in visible:
            scene.draw_on_top(canvas if scene.whole_canvas or not self._banded() else self._band_of(canvas))
        return visible[0].changed_areas() if len(visible) == 1 and visible[0].whole_canvas else None

    def _banded(self) -> bool:
        """The canvas is a taller arrangement than 16:9 (a canvas of any other size is drawn on as it is)."""
        return self.canvas_size != LOGICAL_SIZE and self.canvas_size in ARRANGEMENTS

    def _band_of(self, canvas: pygame.Surface) -> pygame.Surface:
        """The band of `canvas` as a surface of its own, the same one frame after frame (scenes keep what they
        drew last on it)."""
        if self._band is None or self._band[0] is not canvas:
            self._band = (canvas, canvas.subsurface(band(canvas.get_size())))
        return self._band[1]
