"""Rendered text, cached, and the one place text is fitted to a width: cut with an ellipsis, or the largest
size that fits. Fitting costs a few measurements whatever the length of the text (a 200,000-character name
once took 11 minutes when each shorter try was measured again)."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from . import pen, text_record, theme

ELLIPSIS = "…"


def text(value: str, size: int, colour=theme.PALETTE["ink"], bold: bool = False,
         italic: bool = False) -> pygame.Surface:
    return theme.render_text(value, size, colour, bold, italic)


def blit(surface: pygame.Surface, value: str, pos, size: int = 18, colour=theme.PALETTE["ink"],
         bold: bool = False, italic: bool = False, anchor: str = "topleft", box=None) -> pygame.Rect:
    """Draw cached text placed by any pygame.Rect anchor; returns where it went. `box`: the rect it is meant
    to stay in, where that is not the panel it lies on (recorded for the text-fit test, see text_record.py)."""
    image = text(value, size, tuple(colour), bold, italic)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    if text_record.active is not None:
        text_record.active.text(surface, value, image, rect, size, box)
    return rect


def width_of(value: str, size: int, bold: bool = False, italic: bool = False) -> int:
    return theme.text_width(value, size, bold, italic)


def fit(value: str, size: int, width: int, bold: bool = False, italic: bool = False) -> str:
    """The text cut with an ellipsis so it is no wider than `width`."""
    shown = _fit(value, size, width, bold, italic)
    if text_record.active is not None and shown != value:
        text_record.active.cut(shown, value)
    return shown


@pen.cached(maxsize=4096)
def _fit(value: str, size: int, width: int, bold: bool, italic: bool) -> str:
    return fit_measured(value, width, lambda part: theme.text_width(part, size, bold, italic))


def fit_measured(value: str, width: int, measure: Callable[[str], int]) -> str:
    """`value`, or its longest beginning that fits `width` with an ellipsis after it, by `measure` (the width
    of a string). No character a reader can see is narrower than a pixel, so at most `width` characters are
    ever measured; the cut is then found by interpolating between the widths measured so far, checking the
    neighbour of each guess, and halving the range whenever a guess did not: typically 2-4 measurements,
    never more than about 3 log2(width)."""
    cap = max(0, width)
    if len(value) <= cap:
        whole = measure(value)
        if whole <= width:
            return value
        hi, hi_width = len(value), whole  # the longest beginning known not to fit (with or without "…")
    else:
        hi, hi_width = cap, measure(value[:cap] + ELLIPSIS)
        if hi_width <= width:  # characters of no width (combining marks): show no more than `cap` of them
            return value[:cap] + ELLIPSIS
    lo, lo_width = 0, 0  # the longest beginning known to fit ("…" alone is drawn even when it does not)

    def try_length(length: int) -> None:
        nonlocal lo, lo_width, hi, hi_width
        measured = measure(value[:length] + ELLIPSIS)
        if measured <= width:
            lo, lo_width = length, measured
        else:
            hi, hi_width = length, measured

    bisect = False
    while hi - lo > 1:
        span = hi - lo
        if bisect or hi_width <= lo_width:
            guess = (lo + hi) // 2
        else:
            guess = lo + int((width - lo_width) * span / (hi_width - lo_width))
        guess = min(hi - 1, max(lo + 1, guess))
        try_length(guess)
        if hi - lo > 1:  # the guess's neighbour on the other side often settles it
            try_length(lo + 1 if lo == guess else hi - 1)
        bisect = (hi - lo) * 2 > span  # a guess far off: halve next time, so the count stays bounded
    return value[:lo] + ELLIPSIS


def largest_fitting_size(value: str, sizes: Sequence[int], width: int, bold: bool = False,
                         italic: bool = False) -> int | None:
    """The first of `sizes` (largest first) at which `value` is no wider than `width`; None if none is."""
    size = _largest_fitting_size(value, tuple(sizes), width, bold, italic)
    if text_record.active is not None and size is not None and size != sizes[0]:
        text_record.active.shrunk(value, size, sizes[0])
    return size


@pen.cached(maxsize=4096)  # the log's lines and the buttons' labels are fitted again at every repaint
def _largest_fitting_size(value: str, sizes: tuple[int, ...], width: int, bold: bool, italic: bool) -> int | None:
    if len(value) > width:  # a pixel a character at least: no size fits, and measuring would be slow
        return None
    for size in sizes:
        if width_of(value, size, bold, italic) <= width:
            return size
    return None


def blit_fitted(surface: pygame.Surface, value: str, pos, sizes: Sequence[int], width: int,
                colour=theme.PALETTE["ink"], bold: bool = False, italic: bool = False,
                anchor: str = "topleft", box=None) -> pygame.Rect:
    """One line no wider than `width`, whatever the language: at the first of `sizes` (largest first) it fits,
    else at the smallest, cut with an ellipsis."""
    size = largest_fitting_size(value, sizes, width, bold, italic)
    if size is None:
        size = sizes[-1]
        if text_record.active is not None and size != sizes[0]:
            text_record.active.shrunk(fit(value, size, width, bold, italic), size, sizes[0])
        value = fit(value, size, width, bold, italic)
    return blit(surface, value, pos, size, colour, bold, italic, anchor, box)


def line_step(size: int) -> int:
    """From one line's top to the next one's, for lines of this size."""
    return round(size * 1.15)


def lines_height(lines: Sequence[str], size: int, bold: bool = False, italic: bool = False) -> int:
    """How tall these lines stand, drawn `line_step` apart, from the first one's top to the last one's bottom."""
    return (len(lines) - 1) * line_step(size) + max(text(line, size, bold=bold, italic=italic).get_height()
                                                    for line in lines)


def wrapped_within(value: str, size: int, box: pygame.Rect, bold: bool = False,
                   italic: bool = False) -> list[str] | None:
    """`value` wrapped at `size` to the box's width, if all its lines fit the box whole; else None (nothing cut,
    nothing recorded: a layout may try another size or shape)."""
    lines = theme.wrap_text(value, size, box.width, bold)
    fits = lines_height(lines, size, bold, italic) <= box.height and \
        all(width_of(line, size, bold, italic) <= box.width for line in lines)
    return lines if fits else None


def fit_lines(value: str, sizes: Sequence[int], box: pygame.Rect, bold: bool = False,
              italic: bool = False) -> tuple[int, list[str]]:
    """(size, lines): `value` wrapped at the first of `sizes` (largest first) at which all its lines fit `box`,
    as many lines as it takes; if none does, at the smallest, with the last line that fits cut with an ellipsis."""
    for size in sizes:
        lines = wrapped_within(value, size, box, bold, italic)
        if lines is not None:
            return size, lines
    size = sizes[-1]
    lines = theme.wrap_text(value, size, box.width, bold)
    keep = max(1, (box.height - lines_height(lines[:1], size, bold, italic)) // line_step(size) + 1)
    shown = lines[:keep - 1] + [" ".join(lines[keep - 1:])]
    return size, [fit(line, size, box.width, bold, italic) for line in shown]


def blit_lines(surface: pygame.Surface, value: str, box: pygame.Rect, sizes: Sequence[int],
               colour=theme.PALETTE["ink"], bold: bool = False, italic: bool = False, centred: bool = False) -> None:
    """A sentence in `box`, on as many lines as it needs at the largest of `sizes` that lets it fit (fit_lines),
    the lines centred on the box's middle."""
    size, lines = fit_lines(value, sizes, box, bold, italic)
    draw_lines(surface, lines, size, box, colour, bold, italic, centred)


def draw_lines(surface: pygame.Surface, lines: Sequence[str], size: int, box: pygame.Rect,
               colour=theme.PALETTE["ink"], bold: bool = False, italic: bool = False, centred: bool = False) -> None:
    """Lines `line_step` apart, the block centred on the box's middle; each line centred too, or at its left."""
    top = box.centery - lines_height(lines, size, bold, italic) // 2
    for i, line in enumerate(lines):
        x = box.centerx if centred else box.x
        blit(surface, line, (x, top + i * line_step(size)), size, colour, bold, italic,
             "midtop" if centred else "topleft", box)


def fit_name_in(words: Callable[[str], str], name: str, sizes: Sequence[int], width: int, bold: bool = False,
                italic: bool = False) -> tuple[int, str]:
    """(size, text): `words(name)` at the first of `sizes` at which it is no wider than `width`; else at the
    smallest, with the name cut with an ellipsis and the words around it kept ("Decimus Quin…, staged 3×")."""
    whole = words(name)
    size = largest_fitting_size(whole, sizes, width, bold, italic)
    if size is not None:
        return size, whole
    size = sizes[-1]
    room = width - width_of(words(""), size, bold, italic)
    shown = words(fit(name, size, max(0, room), bold, italic))
    excess = width_of(shown, size, bold, italic) - width
    if excess > 0:  # kerning across the joins: take the difference off the name once more
        shown = words(fit(name, size, max(0, room - excess), bold, italic))
    return size, shown


def fit_names_in(words: Callable[[Sequence[str]], str], names: Sequence[str], sizes: Sequence[int], width: int,
                 bold: bool = False, italic: bool = False) -> tuple[int, str]:
    """(size, text): `words(names)` at the first of `sizes` at which it is no wider than `width`; else at the
    smallest, with every name longer than a shared length cut to it with an ellipsis, that length the longest
    that lets the text fit, so the words around the names stay whole ("Aurelia Ma…, Brutus  ·  round 2")."""
    whole = words(names)
    size = largest_fitting_size(whole, sizes, width, bold, italic)
    if size is not None:
        return size, whole
    size, shown = sizes[-1], whole
    for keep in range(max(map(len, names), default=0) - 1, 0, -1):
        shown = words([cut_name(name, keep) for name in names])
        if width_of(shown, size, bold, italic) <= width:
            return size, shown
    return size, fit(shown, size, width, bold, italic)  # not even one letter of each name leaves room: cut it all


def cut_name(name: str, keep: int) -> str:
    """The name's first `keep` characters and an ellipsis, if it is longer (recorded as a cut of the name)."""
    if len(name) <= keep:
        return name
    shown = name[:keep].rstrip() + ELLIPSIS
    if text_record.active is not None:
        text_record.active.name_cut(shown, name)
    return shown
