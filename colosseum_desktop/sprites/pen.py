"""Drawing at the window's own resolution: pictures whose pixels are the screen's, spoken to in canvas coordinates.

Every screen is laid out on a canvas of 1600 logical pixels across (viewport.py). A `ScaledSurface` (a picture) or
a `WindowCanvas` (the app's canvas, drawn straight into the window) holds `scale` device pixels for each logical
one; their methods (blit, fill, get_size, get_rect, subsurface, the clip) take and give logical coordinates, and the
drawing functions here (rect, circle, line... with pygame.draw's signatures) scale what they draw. Text is rendered
at its size times the scale and pictures are made at their size in device pixels, so they are crisp in a 4K window,
while layouts, hit tests and the text-fit test go on in logical pixels.

Pictures are made at the current scale (`set_scale`: the app sets the window's, once per window size); caches of
pictures key on it (`scale()` as an argument). A plain pygame.Surface counts as scale 1: drawing on one is drawing as
before, which is what the tests' canvases and a 1600x900 window do.
"""
from __future__ import annotations

import functools
import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import pygame

_scale = 1.0


def scale() -> float:
    """Device pixels per logical pixel for the pictures made now."""
    return _scale


def set_scale(value: float) -> None:
    global _scale
    if not value > 0:
        raise ValueError(f"a drawing scale must be positive, not {value!r}")
    _scale = float(value)


@contextmanager
def scaled(value: float) -> Iterator[None]:
    """Pictures made inside are made at `value` (a snapshot at another size, a test at 4K)."""
    before = _scale
    set_scale(value)
    try:
        yield
    finally:
        set_scale(before)


def cached(maxsize: int | None, megabytes: float | None = None, by_area: bool = False) -> Callable:
    """A cache of what `make` makes (a picture, or a text's measure) at the current scale, let go when the scale
    changes: a window of another size never draws those again. `megabytes`: the most its pictures may weigh, the
    least recently used let go first (a 4K window's pictures weigh 5.8 times a 1600x900 window's, a texture of the
    whole board 33 MB there); without it an lru_cache of `maxsize`, for the caches asked hundreds of times a frame.
    `by_area`: `maxsize` is counted at scale 1, at a larger scale as many fewer as each picture has more pixels
    (at 4K 1024 lines of text become 177, about the same megabytes: the board shows 85 at once)."""
    def wrap(make: Callable) -> Callable:
        if megabytes is not None:
            return functools.update_wrapper(_Weighed(make, maxsize, megabytes), make)
        kept = [functools.lru_cache(maxsize=maxsize)(make)]
        made_at = [_scale]

        @functools.wraps(make)  # __wrapped__: the maker, for a picture painted afresh
        def picture(*args, **kwargs):
            if made_at[0] != _scale:
                kept[0].cache_clear()
                if by_area and maxsize is not None:
                    kept[0] = functools.lru_cache(maxsize=max(1, int(maxsize / max(1.0, _scale) ** 2)))(make)
                made_at[0] = _scale
            return kept[0](*args, **kwargs)
        picture.cache_clear = lambda: kept[0].cache_clear()
        picture.cache_info = lambda: kept[0].cache_info()
        return picture
    return wrap


class _Weighed:
    """`cached` with a weight limit: the pictures kept, least recently used first, and the bytes they hold."""

    def __init__(self, make: Callable, maxsize: int | None, megabytes: float) -> None:
        self.make, self.maxsize, self.budget = make, maxsize, megabytes * 2 ** 20
        self.kept: OrderedDict = OrderedDict()
        self.weight, self.made_at = 0, _scale
        self.lock = threading.Lock()  # only the dict's changes: a picture is made outside it

    def __call__(self, *args, **kwargs):
        key = (args, tuple(kwargs.items()))
        with self.lock:
            if self.made_at != _scale:
                self.kept.clear()
                self.weight, self.made_at = 0, _scale
            hit = self.kept.get(key)
            if hit is not None:
                self.kept.move_to_end(key)
                return hit[0]
        made = self.make(*args, **kwargs)
        size = pygame.Surface.get_width(made) * pygame.Surface.get_height(made) * made.get_bytesize() \
            if isinstance(made, pygame.Surface) else 0
        with self.lock:
            self.kept[key] = (made, size)
            self.weight += size
            while len(self.kept) > 1 and (self.weight > self.budget or
                                          (self.maxsize is not None and len(self.kept) > self.maxsize)):
                _, (_, gone) = self.kept.popitem(last=False)
                self.weight -= gone
        return made

    def cache_clear(self) -> None:
        with self.lock:
            self.kept.clear()
            self.weight = 0


def scale_of(surface: pygame.Surface) -> float:
    return surface.scale if isinstance(surface, LogicalPixels) else 1.0


def pixels_of(surface: pygame.Surface) -> pygame.Surface:
    """The pygame.Surface holding `surface`'s device pixels, for pygame's own functions (a canvas over the window's
    pixels is not a Surface itself)."""
    return surface.pixels if isinstance(surface, LogicalPixels) else surface


def device_size(surface: pygame.Surface) -> tuple[int, int]:
    return pygame.Surface.get_size(pixels_of(surface))


def device_rect(rect, s: float) -> pygame.Rect:
    """A logical rect's device pixels: each edge rounded on its own, so rects that touch stay touching."""
    x, y, w, h = rect if isinstance(rect, (pygame.Rect, pygame.FRect)) else pygame.FRect(rect)
    left, top = round(x * s), round(y * s)
    return pygame.Rect(left, top, round((x + w) * s) - left, round((y + h) * s) - top)


def logical_rect(rect: pygame.Rect, s: float) -> pygame.Rect:
    """The logical rect covering a device rect (rounded outwards: what was painted is inside it)."""
    left, top = math.floor(rect.x / s + 1e-9), math.floor(rect.y / s + 1e-9)
    return pygame.Rect(left, top, math.ceil(rect.right / s - 1e-9) - left, math.ceil(rect.bottom / s - 1e-9) - top)


@contextmanager
def clipped(surface, rect) -> Iterator[None]:
    """Draw on `surface` inside `rect` (logical) as well as inside its clip, the clip given back as it was to the
    device pixel (a clip read back in logical pixels is rounded outwards: set again it would let more through)."""
    pixels = surface.pixels if isinstance(surface, LogicalPixels) else surface
    if not isinstance(pixels, pygame.Surface):  # a stand-in that only measures (extent.py)
        before = surface.get_clip()
        surface.set_clip(before.clip(pygame.Rect(rect)))
        try:
            yield
        finally:
            surface.set_clip(before)
        return
    before = pygame.Surface.get_clip(pixels)
    inside = device_rect(rect, surface.scale) if isinstance(surface, LogicalPixels) else pygame.Rect(rect)
    pygame.Surface.set_clip(pixels, before.clip(inside))
    try:
        yield
    finally:
        pygame.Surface.set_clip(pixels, before)


class LogicalPixels:
    """Device pixels (`pixels`, `scale` of them to the logical one) spoken to in logical coordinates: a pygame.Surface's
    methods that take or give places (blit, fill, the clip, sizes). Hand it to the functions below and to these
    methods, never to pygame.draw (which would draw in device pixels)."""

    scale: float = 1.0
    logical_size: tuple[int, int] = (0, 0)
    pixels: pygame.Surface

    # -- sizes, in logical pixels
    def get_size(self) -> tuple[int, int]:
        return self.logical_size

    def get_width(self) -> int:
        return self.logical_size[0]

    def get_height(self) -> int:
        return self.logical_size[1]

    def get_rect(self, **where) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.logical_size)
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    def get_bounding_rect(self, min_alpha: int = 1) -> pygame.Rect:
        """Where the ink lies, each edge at the nearest canvas pixel (a measure, not a place to repaint)."""
        ink, s = pygame.Surface.get_bounding_rect(self.pixels, min_alpha), self.scale
        left, top = round(ink.x / s), round(ink.y / s)
        return pygame.Rect(left, top, round(ink.right / s) - left, round(ink.bottom / s) - top)

    # -- drawing, in logical coordinates
    def blit(self, source: pygame.Surface, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        s = self.scale
        if scale_of(source) != s:
            raise ValueError(f"a picture made at scale {scale_of(source)} drawn on one at scale {s}")
        x, y = (dest.x, dest.y) if isinstance(dest, (pygame.Rect, pygame.FRect)) else (dest[0], dest[1])
        done = pygame.Surface.blit(self.pixels, pixels_of(source), (round(x * s), round(y * s)),
                                   None if area is None else device_rect(area, s), special_flags)
        return logical_rect(done, s)

    def fill(self, color, rect=None, special_flags: int = 0) -> pygame.Rect:
        s = self.scale
        done = pygame.Surface.fill(self.pixels, color, None if rect is None else device_rect(rect, s), special_flags)
        return logical_rect(done, s)

    def set_clip(self, rect=None) -> None:
        pygame.Surface.set_clip(self.pixels, None if rect is None else device_rect(rect, self.scale))

    def get_clip(self) -> pygame.Rect:
        clip = pygame.Surface.get_clip(self.pixels)
        if clip == pygame.Rect((0, 0), device_size(self)):
            return self.get_rect()
        return logical_rect(clip, self.scale)


class ScaledSurface(LogicalPixels, pygame.Surface):
    """A picture of `logical_size` canvas pixels held at `scale` device pixels each, in pixels of its own."""

    def __init__(self, size, flags: int = 0, like: pygame.Surface | None = None, *, scale: float | None = None,
                 device_size: tuple[int, int] | None = None) -> None:
        s = _scale if scale is None else scale
        size = (int(size[0]), int(size[1]))
        device = device_size or (round(size[0] * s), round(size[1] * s))
        if like is not None:
            super().__init__(device, flags, pixels_of(like))
        else:
            super().__init__(device, flags)
        self._keep(s, size)

    def _keep(self, s: float, size: tuple[int, int]) -> ScaledSurface:
        self.scale, self.logical_size = s, size
        return self

    @property
    def pixels(self) -> pygame.Surface:
        return self

    # -- new surfaces keep the scale
    def subsurface(self, rect) -> ScaledSurface:
        rect = pygame.Rect(rect)
        return super().subsurface(device_rect(rect, self.scale))._keep(self.scale, rect.size)

    def copy(self) -> ScaledSurface:
        return super().copy()._keep(self.scale, self.logical_size)

    def convert(self, *args) -> ScaledSurface:
        return super().convert(*args)._keep(self.scale, self.logical_size)

    def convert_alpha(self, *args) -> ScaledSurface:
        return super().convert_alpha(*args)._keep(self.scale, self.logical_size)


class WindowCanvas(LogicalPixels):
    """A canvas drawn straight into pixels it did not make, the window's own (viewport.canvas_over): presenting a
    frame drawn on it copies nothing. Not a pygame.Surface (pygame-ce makes no Surface subclass over another's
    pixels): it has the methods a canvas is drawn on with, and pixels_of gives pygame's functions its pixels.
    Drawing on it after the window's pixels were made anew (a resize) would write where they no longer are: the app
    makes a new one first (app.Window.holds)."""

    def __init__(self, pixels: pygame.Surface, logical_size: tuple[int, int], scale: float,
                 whole: WindowCanvas | None = None) -> None:
        self.pixels, self.logical_size, self.scale = pixels, (int(logical_size[0]), int(logical_size[1])), scale
        self._whole = whole or self

    def subsurface(self, rect) -> WindowCanvas:
        rect = pygame.Rect(rect)
        return WindowCanvas(self.pixels.subsurface(device_rect(rect, self.scale)), rect.size, self.scale, self._whole)

    def get_abs_parent(self) -> WindowCanvas:
        return self._whole

    def copy(self) -> ScaledSurface:
        """A picture of its own holding what the canvas shows now."""
        picture = ScaledSurface(self.logical_size, 0, self.pixels, scale=self.scale, device_size=device_size(self))
        pygame.Surface.blit(picture, self.pixels, (0, 0))
        return picture


def surface(size, flags: int = 0, like: pygame.Surface | None = None) -> pygame.Surface:
    """A new picture of `size` logical pixels: at `like`'s scale when given (and in its pixel format), else at the
    current scale. At scale 1 a plain pygame.Surface, drawn on as before."""
    s = _scale if like is None else scale_of(like)
    if s == 1:
        return pygame.Surface(size, flags, like) if like is not None else pygame.Surface(size, flags)
    return ScaledSurface(size, flags, like, scale=s)


def blit_within(surface: pygame.Surface, picture: pygame.Surface, rect) -> pygame.Rect:
    """`picture`, made at `rect`'s size, put in `rect` and not a pixel past its edges. At a fractional scale a
    picture's pixels are its size times the scale rounded, a rect's edges each rounded where they lie: the two can
    differ by one, and a row past the edge would be drawn over the next place (kept there by a frame drawn whole,
    cut away by one that repaints the place alone)."""
    s = scale_of(surface)
    if s == 1:
        return surface.blit(picture, rect)
    place = device_rect(rect, s)
    return logical_rect(pygame.Surface.blit(pixels_of(surface), picture, place, (0, 0, place.w, place.h)), s)


def adopt(image: pygame.Surface, size: tuple[int, int] | None = None, s: float | None = None) -> pygame.Surface:
    """A picture already drawn in device pixels (rendered text, a rasterised icon) as one of `size` logical pixels
    (by default its device size over the scale); at scale 1 the picture itself."""
    s = _scale if s is None else s
    if s == 1:
        return image
    w, h = image.get_size() if not isinstance(image, ScaledSurface) else pygame.Surface.get_size(image)
    kept = ScaledSurface(size or (max(1, round(w / s)), max(1, round(h / s))), image.get_flags() & pygame.SRCALPHA,
                         scale=s, device_size=(w, h))
    # Added onto the new picture's zeros: an exact copy (a blend would darken the edges of letters).
    pygame.Surface.blit(kept, image, (0, 0), special_flags=pygame.BLEND_RGBA_ADD if kept.get_flags() & pygame.SRCALPHA else 0)
    return kept


def enlarged(small: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A small plain picture (a grid of noise) smoothly enlarged over `size` logical pixels, at the current scale."""
    if _scale == 1:
        return pygame.transform.smoothscale(small, size)
    out = surface(size, small.get_flags() & pygame.SRCALPHA)
    pygame.transform.smoothscale(small, pygame.Surface.get_size(out), out)
    return out


def rotated(image: pygame.Surface, angle: float) -> pygame.Surface:
    """The picture turned `angle` degrees anticlockwise, at its own scale."""
    turned = pygame.transform.rotate(image, angle)
    return adopt(turned, s=scale_of(image)) if isinstance(image, ScaledSurface) else turned


# -- pygame.draw's functions, in logical coordinates -------------------------------------------------------------
def _width(width: float, s: float) -> int:
    return 0 if width <= 0 else max(1, round(width * s))


def _point(point, s: float) -> tuple[float, float]:
    return point[0] * s, point[1] * s


def _points(points: Sequence, s: float) -> list[tuple[float, float]]:
    return [(x * s, y * s) for x, y in points]


def _painted(done: pygame.Rect, s: float) -> pygame.Rect:
    return done if s == 1 else logical_rect(done, s)


def rect(surface: pygame.Surface, color, rect, width: int = 0, border_radius: int = 0,
         border_top_left_radius: int = -1, border_top_right_radius: int = -1, border_bottom_left_radius: int = -1,
         border_bottom_right_radius: int = -1) -> pygame.Rect:
    s = scale_of(surface)
    if s == 1:
        return pygame.draw.rect(surface, color, rect, width, border_radius, border_top_left_radius,
                                border_top_right_radius, border_bottom_left_radius, border_bottom_right_radius)
    corners = [r if r < 0 else round(r * s) for r in (border_top_left_radius, border_top_right_radius,
                                                     border_bottom_left_radius, border_bottom_right_radius)]
    place, line, radius = device_rect(rect, s), _width(width, s), round(border_radius * s)
    if corners == [-1] * 4 and _rounded_quickly(surface, color, place, line, radius):
        return logical_rect(place, s)
    return logical_rect(pygame.draw.rect(pixels_of(surface), color, place, line, radius, *corners), s)


def _rounded_quickly(surface: pygame.Surface, color, place: pygame.Rect, line: int, radius: int) -> bool:
    """A rounded rect of one opaque colour as straight fills and four kept corners: pygame.draw's rounded rects
    cost about a millisecond each at 4K (a button's rim, a panel's), this a few hundredths. False: not drawn (a
    colour with alpha, a rim as thick as the corner, a rect too small for its corners), pygame.draw's to do."""
    color = tuple(pygame.Color(color))
    radius = min(radius, place.w // 2, place.h // 2)
    if radius < 2 or color[3] != 255 or line >= radius:
        return False
    x, y, w, h = place
    surface, fill = pixels_of(surface), pygame.Surface.fill
    if line == 0:
        fill(surface, color, (x + radius, y, w - 2 * radius, h))
        fill(surface, color, (x, y + radius, radius, h - 2 * radius))
        fill(surface, color, (x + w - radius, y + radius, radius, h - 2 * radius))
    else:
        fill(surface, color, (x + radius, y, w - 2 * radius, line))
        fill(surface, color, (x + radius, y + h - line, w - 2 * radius, line))
        fill(surface, color, (x, y + radius, line, h - 2 * radius))
        fill(surface, color, (x + w - line, y + radius, line, h - 2 * radius))
    disc = _corner_disc(color, radius, line)
    for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        pygame.Surface.blit(surface, disc, (x + dx * (w - radius), y + dy * (h - radius)),
                            (dx * radius, dy * radius, radius, radius))
    return True


@functools.lru_cache(maxsize=256)
def _corner_disc(color: tuple, radius: int, line: int) -> pygame.Surface:
    """A disc (or ring `line` thick) of `radius`, whose quarters are a rounded rect's corners."""
    disc = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    pygame.draw.circle(disc, color, (radius, radius), radius, line)
    return disc.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else disc


def circle(surface: pygame.Surface, color, center, radius: float, width: int = 0, **quarters) -> pygame.Rect:
    s = scale_of(surface)
    return _painted(pygame.draw.circle(pixels_of(surface), color, _point(center, s), radius * s, _width(width, s), **quarters), s)


def ellipse(surface: pygame.Surface, color, rect, width: int = 0) -> pygame.Rect:
    s = scale_of(surface)
    return _painted(pygame.draw.ellipse(pixels_of(surface), color, device_rect(rect, s), _width(width, s)), s)


def line(surface: pygame.Surface, color, start_pos, end_pos, width: int = 1) -> pygame.Rect:
    s = scale_of(surface)
    return _painted(pygame.draw.line(pixels_of(surface), color, _point(start_pos, s), _point(end_pos, s), _width(width, s)), s)


def lines(surface: pygame.Surface, color, closed: bool, points: Sequence, width: int = 1) -> pygame.Rect:
    s = scale_of(surface)
    return _painted(pygame.draw.lines(pixels_of(surface), color, closed, _points(points, s), _width(width, s)), s)


def polygon(surface: pygame.Surface, color, points: Sequence, width: int = 0) -> pygame.Rect:
    s = scale_of(surface)
    return _painted(pygame.draw.polygon(pixels_of(surface), color, _points(points, s), _width(width, s)), s)
