"""What the texts and pictures of a frame took on the canvas, recorded while it is drawn: for the test that checks
every text fits its box and can be read in every language (tests/i18n/test_text_fit.py), measured from the
drawing itself.

Off unless a `recording()` is open: the drawing functions then pay one `is None` test per text. While one is
open, each text drawn is kept with the pixels its ink covers, the box its caller meant it to fit (a button, or
the panel it lies on), whether it was cut with an ellipsis and whether it was shrunk to fit. A dimming veil or
a tooltip starts a new layer: texts on different layers may cover each other. Each piece's picture drawn is kept
too (its place, and the count it stands beside where it shows one), so that the test can ask that it is large
enough and that its count is written as a number.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame


@dataclass(frozen=True)
class DrawnText:
    text: str  # as drawn, after any cut
    whole: str  # as asked for, before an ellipsis cut
    ink: pygame.Rect  # the pixels its letters cover, in canvas coordinates
    size: int  # the font size drawn
    box: pygame.Rect | None  # the box the caller gave it to fit, if any
    layer: int
    shrunk_from: int | None  # the size it was asked at, when it was drawn smaller to fit
    clipped: bool = False  # partly hidden by the surface's clip (a page scrolled, a text field's long text)
    names_cut: tuple[str, ...] = ()  # the players' names cut with an ellipsis in it (alone or within a sentence)

    @property
    def cut(self) -> bool:
        return self.text != self.whole


@dataclass(frozen=True)
class DrawnPicture:
    rect: pygame.Rect  # in canvas coordinates
    what: str  # the piece pictured ("token:lion", "noble:consul", "icon:medal")
    layer: int
    count: int | None = None  # how many of it the picture stands for, where it shows a count
    seen: pygame.Rect | None = None  # the part a clip lets through, where that is less than `rect`

    @property
    def shown(self) -> pygame.Rect:
        return self.rect if self.seen is None else self.seen


@dataclass(frozen=True)
class Container:
    rect: pygame.Rect
    layer: int
    kind: str  # "panel", "button", "program tile", "tooltip"
    whole_name: str | None = None  # a name the box shows whole, on as many lines as it takes (a program's, on its tile)


GRAZE = 1  # a picture's rim: hidden, or left showing, by no more than this it is not hidden in part (an outline,
# or where a clip read back at a window's resolution is rounded a pixel outwards)


def _partly(shape: pygame.Rect, picture: pygame.Rect) -> bool:
    """Whether `shape` hides more of `picture` than its rim, and leaves more than its rim in view."""
    hidden = shape.clip(picture)
    left_in_view = max(shape.left - picture.left, picture.right - shape.right, shape.top - picture.top,
                       picture.bottom - shape.bottom)
    return min(hidden.size) > GRAZE and left_in_view > GRAZE


@dataclass
class Recording:
    texts: list[DrawnText] = field(default_factory=list)
    boxes: list[Container] = field(default_factory=list)  # panels, buttons, tiles
    pictures: list[DrawnPicture] = field(default_factory=list)
    layer: int = 0
    origin: tuple[int, int] = (0, 0)  # where the surface drawn on lies on the canvas (a cached tile's picture)
    _cuts: dict[str, str] = field(default_factory=dict)  # cut text -> the text before the cut
    _names_cut: dict[str, str] = field(default_factory=dict)  # a name as cut -> the whole name
    _shrunk: dict[tuple[str, int], int] = field(default_factory=dict)  # (text, size drawn) -> size asked for
    # what an opaque shape hid in part, a sliver left showing: (what, its place, the shape's place)
    partly_hidden: list[tuple[str, pygame.Rect, pygame.Rect]] = field(default_factory=list)

    def text(self, surface: pygame.Surface, value: str, image: pygame.Surface, rect: pygame.Rect, size: int,
             box=None) -> None:
        """`image` drawn at `rect` on `surface`; only what a clip set on it lets through is seen (a scrolled page).
        Ink beyond the surface's edges is kept: a text running off the canvas is a text that does not fit."""
        whole_ink = image.get_bounding_rect().move(rect.topleft)
        clip = surface.get_clip()
        ink = whole_ink if clip == surface.get_rect() else whole_ink.clip(clip)
        if not value.strip() or ink.width == 0 or ink.height == 0:
            return
        if box is not None:
            box = pygame.Rect(box).move(self.origin)
        whole = self._cuts.get(value, value)
        names_cut = tuple(name for shown, name in self._names_cut.items() if shown in whole)
        self.texts.append(DrawnText(value, whole, ink.move(self.origin), size, box, self.layer,
                                    self._shrunk.get((value, size)), ink != whole_ink, names_cut))

    def picture(self, rect, what: str, count: int | None = None, seen=None) -> None:
        """A piece's picture drawn at `rect`; `count`: how many of it it stands for, where a count goes with it;
        `seen`: the part of it a clip let through."""
        seen = None if seen is None or pygame.Rect(seen) == pygame.Rect(rect) else pygame.Rect(seen).move(self.origin)
        self.pictures.append(DrawnPicture(pygame.Rect(rect).move(self.origin), what, self.layer, count, seen))

    def cut(self, shown: str, whole: str) -> None:
        self._cuts[shown] = whole

    def name_cut(self, shown: str, name: str) -> None:
        """A player's name cut to `shown`, drawn alone or worded into a sentence (found in it when drawn)."""
        self._cuts[shown] = name
        self._names_cut[shown] = name

    def shrunk(self, value: str, size: int, asked: int) -> None:
        self._shrunk[(value, size)] = asked

    def container(self, rect, kind: str = "panel", whole_name: str | None = None) -> None:
        """A panel, button or tile drawn: the box of the texts drawn on it that name no box of their own.
        `whole_name`: a name it must show whole (the test reads its texts top to bottom as one line)."""
        self.boxes.append(Container(pygame.Rect(rect).move(self.origin), self.layer, kind, whole_name))

    def cover(self, rect) -> None:
        """An opaque shape painted over `rect`: the texts of this layer it hides wholly, and the pictures whose
        middle it hides, are no longer seen; those it hides in part are kept in `partly_hidden` (a shape laid over
        something should hide it whole, or leave it be)."""
        rect = pygame.Rect(rect).move(self.origin)
        for drawn in self.texts:
            if drawn.layer == self.layer and rect.colliderect(drawn.ink) and not rect.contains(drawn.ink):
                self.partly_hidden.append((repr(drawn.text), drawn.ink, rect))
        for picture in self.pictures:
            if picture.layer == self.layer and _partly(rect, picture.shown):
                self.partly_hidden.append((f"the picture {picture.what}", picture.rect, rect))
        self.texts = [drawn for drawn in self.texts if drawn.layer != self.layer or not rect.contains(drawn.ink)]
        self.pictures = [picture for picture in self.pictures
                         if picture.layer != self.layer or not rect.collidepoint(picture.rect.center)]

    def new_layer(self) -> None:
        self.layer += 1

    def add(self, other: Recording) -> None:
        """What `other` recorded, as if drawn here now (a kept picture's words, `kept_apart`)."""
        self.texts.extend(other.texts)
        self.boxes.extend(other.boxes)
        self.pictures.extend(other.pictures)
        self._cuts.update(other._cuts)
        self._names_cut.update(other._names_cut)
        self._shrunk.update(other._shrunk)

    @contextmanager
    def placed_at(self, origin: tuple[int, int]) -> Iterator[None]:
        """Texts drawn inside are drawn on a picture that is then put at `origin` on the canvas."""
        before = self.origin
        self.origin = (before[0] + origin[0], before[1] + origin[1])
        try:
            yield
        finally:
            self.origin = before


active: Recording | None = None  # the recording open now, if any


@contextmanager
def recording() -> Iterator[Recording]:
    """Record every text drawn inside the `with` block."""
    global active
    if active is not None:
        raise RuntimeError("a text recording is already open")
    active = Recording()
    try:
        yield active
    finally:
        active = None


@contextmanager
def kept_apart() -> Iterator[Recording | None]:
    """What is drawn inside recorded apart as well (None when no recording is open), then added to the open recording:
    a picture kept to be used again keeps what drawing it recorded, to `add` it whenever it is used again unchanged."""
    global active
    outer = active
    if outer is None:
        yield None
        return
    apart = Recording(layer=outer.layer, origin=outer.origin, _cuts=dict(outer._cuts),
                      _names_cut=dict(outer._names_cut), _shrunk=dict(outer._shrunk))
    active = apart
    try:
        yield apart
    finally:
        active = outer
    outer.add(apart)
    outer.layer = apart.layer
