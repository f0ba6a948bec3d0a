"""The one place that knows window pixels: a logical canvas of the window's shape, drawn at the window's own
resolution.

The canvas is 1600 wide and 900 high for a 16:9 window, 1000 for 16:10, 1200 for 4:3 (the board has its own
arrangement for each, scenes/board/layout_model.py); a window of another shape gets the nearest one, with narrow bars beside
it. Screens other than the board are laid out for 1600x900 and drawn in the middle band of a taller canvas.
Screens draw in canvas coordinates. In a window as large as the canvas or larger the canvas holds the window's own
pixels (sprites/pen.py scales every drawing, text is rendered at its size times the scale: crisp at 4K): the app's
canvas is drawn straight into the window (`canvas_over`), so presenting a frame copies nothing. A smaller window (1280x720: 0.8) gets the canvas drawn at its own size and smoothly
shrunk: the sizes the text-fit test holds there are then exactly the pixels shown, and a text is never measured at a
size rounded to a few device pixels. The pointer's window pixels are turned into canvas coordinates here.
"""
from __future__ import annotations

import math
from functools import cached_property

import pygame

from .sprites import pen

LOGICAL_SIZE = (1600, 900)  # 16:9, and the band every screen but the board is laid out in
ARRANGEMENTS = (LOGICAL_SIZE, (1600, 1000), (1600, 1200))  # 16:9, 16:10, 4:3
LETTERBOX_COLOUR = (18, 14, 10)
MAX_SHRINK_GRID = 64  # canvas pixels: a larger square would repaint much more than a frame changed


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
        self.drawn_at = max(1.0, self.scale)  # device pixels per canvas pixel on the canvas (see above)
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

    def canvas(self, like: pygame.Surface | None = None) -> pygame.Surface:
        """A canvas of this viewport's arrangement (in `like`'s pixel format), drawn on in canvas coordinates at
        `drawn_at`, which pictures must be made at (pen.set_scale): the window's own pixels, or the canvas's in a
        smaller window."""
        if self.drawn_at == 1:
            return pygame.Surface(self.logical_size, 0, like) if like is not None else pygame.Surface(self.logical_size)
        return pen.ScaledSurface(self.logical_size, 0, like, scale=self.drawn_at, device_size=self.rect.size)

    def canvas_over(self, window: pygame.Surface) -> pygame.Surface:
        """The canvas for `window` (this viewport's size): where it is drawn at the window's resolution, drawn straight
        into the window's pixels (pen.WindowCanvas: presenting then copies nothing, at 4K 2 ms a frame after a move);
        else a canvas of its own, shrunk into the window when presented."""
        if pygame.Surface.get_size(window) != self.window_size:
            raise ValueError(f"a canvas for a {self.window_size} window made over one of {window.get_size()}")
        if self.drawn_at == 1:
            return self.canvas(window)
        return pen.WindowCanvas(window.subsurface(self.rect), self.logical_size, self.drawn_at)

    def present(self, canvas: pygame.Surface, window: pygame.Surface, areas: list[pygame.Rect] | None = None) -> None:
        """Put the canvas (made by `canvas` or `canvas_over`) into the window, with letterbox bars around it; `areas`:
        only these places of the canvas changed since the last frame presented (in canvas coordinates), None: all of
        it."""
        drawn = pen.device_size(canvas)
        if canvas.get_size() != self.logical_size or drawn != self.canvas_pixels:
            raise ValueError(f"a {canvas.get_size()} canvas of {drawn} pixels presented as {self.logical_size} in "
                             f"{self.rect.size}")
        if isinstance(canvas, pen.WindowCanvas) and canvas.pixels.get_parent() is not window:
            raise ValueError("a canvas drawn into one window presented in another")
        if areas is None:
            for bar in self.bars():
                window.fill(LETTERBOX_COLOUR, bar)
        if isinstance(canvas, pen.WindowCanvas):  # drawn in the window already
            return
        for place in self._canvas_places(areas):
            target = pen.device_rect(place, self.scale).move(self.rect.topleft)
            if drawn == self.rect.size:
                window.blit(canvas, target, pen.device_rect(place, self.scale))
            else:
                _shrink(canvas.subsurface(place), window, target)

    @property
    def canvas_pixels(self) -> tuple[int, int]:
        """The canvas's size in pixels: the window's place for it, or the canvas's own size in a smaller window."""
        return self.rect.size if self.drawn_at != 1 else self.logical_size

    @cached_property  # asked twice a frame (presenting, and the places told to the screen); a viewport never changes
    def shrink_grid(self) -> int | None:
        """In a window smaller than the canvas: the side, in canvas pixels, of the squares that each shrink into a
        whole number of window pixels exactly as they do within the whole canvas (so a frame shrinks only the places
        it changed): pygame's smooth scaling steps in 65536ths of a pixel, exact where a square's window pixels divide
        65536 (1280x720: 5 canvas pixels to 4, 1024x768: 25 to 16). None: no such square (1366x768: the whole canvas
        is shrunk every frame)."""
        if self.canvas_pixels == self.rect.size:
            return None
        (canvas_w, canvas_h), (window_w, window_h) = self.logical_size, self.rect.size
        for side in range(1, MAX_SHRINK_GRID + 1):
            if canvas_w % side or canvas_h % side or window_w * side % canvas_w or window_h * side % canvas_h:
                continue
            if 65536 % (window_w * side // canvas_w) == 0 and 65536 % (window_h * side // canvas_h) == 0:
                return side
        return None

    def _canvas_places(self, areas: list[pygame.Rect] | None) -> list[pygame.Rect]:
        """The places of the canvas to put into the window for a frame that changed `areas` (None: all of it)."""
        whole = pygame.Rect((0, 0), self.logical_size)
        if areas is None:
            return [whole]
        if self.canvas_pixels == self.rect.size:
            return [pygame.Rect(area).clip(whole) for area in areas]
        grid = self.shrink_grid
        if grid is None:
            return [whole]
        places = []
        for area in areas:
            area = pygame.Rect(area).clip(whole)
            left, top = area.left // grid * grid, area.top // grid * grid
            right, bottom = -(-area.right // grid) * grid, -(-area.bottom // grid) * grid
            places.append(pygame.Rect(left, top, right - left, bottom - top))
        return [place for place in places if place.w and place.h]

    def window_areas(self, areas: list[pygame.Rect] | None) -> list[pygame.Rect]:
        """The window's pixels that `present(canvas, window, areas)` wrote (for pygame.display.update)."""
        if areas is None:
            return [pygame.Rect((0, 0), self.window_size)]
        return [pen.device_rect(place, self.scale).move(self.rect.topleft) for place in self._canvas_places(areas)]


def _shrink(piece: pygame.Surface, window: pygame.Surface, target: pygame.Rect) -> None:
    """A piece of the canvas smoothly shrunk into `target`, straight into the window (no picture in between: a third
    of the time) unless its pixel format differs from the canvas's."""
    try:
        pygame.transform.smoothscale(piece, target.size, window.subsurface(target))
    except ValueError:
        window.blit(pygame.transform.smoothscale(piece, target.size), target)
