"""The one place that knows window pixels: a logical canvas of the window's shape scaled into the window.

The canvas is 1600 wide and 900 high for a 16:9 window, 1000 for 16:10, 1200 for 4:3 (the board has its own
arrangement for each, board/layout.py); a window of another shape gets the nearest one, with narrow bars beside
it. Screens other than the board are laid out for 1600x900 and drawn in the middle band of a taller canvas.
"""
from __future__ import annotations

import math

import pygame

LOGICAL_SIZE = (1600, 900)  # 16:9, and the band every screen but the board is laid out in
ARRANGEMENTS = (LOGICAL_SIZE, (1600, 1000), (1600, 1200))  # 16:9, 16:10, 4:3
LETTERBOX_COLOUR = (18, 14, 10)


def arrangement_for(window_size: tuple[int, int]) -> tuple[int, int]:
    """The canvas whose shape is nearest the window's (compared as ratios, so 4:3 and 16:9 weigh alike)."""
    width, height = max(1, window_size[0]), max(1, window_size[1])
    return min(ARRANGEMENTS, key=lambda size: abs(math.log((size[0] / size[1]) / (width / height))))


def band(canvas_size: tuple[int, int]) -> pygame.Rect:
    """Where a 1600x900 screen lies on a canvas of this size: in its middle."""
    return pygame.Rect(0, (canvas_size[1] - LOGICAL_SIZE[1]) // 2, *LOGICAL_SIZE)

# Mouse events carry window pixels in `pos`; these are rewritten to canvas coordinates.
_POSITIONED_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class Viewport:
    """Where the logical canvas lands in a window of a given size (aspect kept, bars on two sides). The canvas
    is the arrangement nearest the window's shape unless `logical_size` is given."""

    def __init__(self, window_size: tuple[int, int], logical_size: tuple[int, int] | None = None) -> None:
        self.window_size = (max(1, int(window_size[0])), max(1, int(window_size[1])))
        self.logical_size = logical_size = logical_size or arrangement_for(self.window_size)
        lw, lh = logical_size
        ww, wh = self.window_size
        self.scale = min(ww / lw, wh / lh)
        width, height = max(1, round(lw * self.scale)), max(1, round(lh * self.scale))
        self.rect = pygame.Rect((ww - width) // 2, (wh - height) // 2, width, height)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Window pixel -> canvas coordinate; points on the bars fall outside the canvas, never clamped in."""
        x = (pos[0] - self.rect.x) / self.scale
        y = (pos[1] - self.rect.y) / self.scale
        return int(x // 1), int(y // 1)

    def logical_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The same event with `pos` (and `rel` for motion) in canvas coordinates."""
        if event.type not in _POSITIONED_EVENTS or not hasattr(event, "pos"):
            return event
        attrs = dict(event.dict)
        attrs["pos"] = self.to_logical(event.pos)
        if "rel" in attrs:
            attrs["rel"] = (round(attrs["rel"][0] / self.scale), round(attrs["rel"][1] / self.scale))
        return pygame.event.Event(event.type, attrs)

    def bars(self) -> list[pygame.Rect]:
        """The parts of the window the canvas does not cover (two letterbox bars, or none)."""
        ww, wh = self.window_size
        r = self.rect
        parts = [pygame.Rect(0, 0, ww, r.top), pygame.Rect(0, r.bottom, ww, wh - r.bottom),
                 pygame.Rect(0, r.top, r.left, r.height), pygame.Rect(r.right, r.top, ww - r.right, r.height)]
        return [part for part in parts if part.width > 0 and part.height > 0]

    def present(self, canvas: pygame.Surface, window: pygame.Surface) -> None:
        """Scale the canvas (of this viewport's logical size) into the window with letterbox bars around it."""
        if canvas.get_size() != self.logical_size:
            raise ValueError(f"a {canvas.get_size()} canvas presented as {self.logical_size}")
        for bar in self.bars():
            window.fill(LETTERBOX_COLOUR, bar)
        if self.rect.size == canvas.get_size():
            window.blit(canvas, self.rect)
            return
        try:
            # Scaling straight into the window (no intermediate surface) takes a third of the time at 4K.
            # Smooth scaling keeps thin lines and small text legible at any size.
            pygame.transform.smoothscale(canvas, self.rect.size, window.subsurface(self.rect))
        except ValueError:  # the window's pixel format differs from the canvas's
            window.blit(pygame.transform.smoothscale(canvas, self.rect.size), self.rect)
