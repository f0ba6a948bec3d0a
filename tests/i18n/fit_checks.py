"""The checks of test_text_fit.py on one screen's recorded texts and pictures (sprites/text_record.py): what is
cut, what leaves its box, what overlaps, and what is too small to read in the smallest window; kept apart so that
test_fit_checks.py can show each of them failing."""
from __future__ import annotations

from pathlib import Path

import pygame

from colosseum_desktop.sprites.text_record import Container, DrawnText, Recording
from colosseum_desktop.viewport import LOGICAL_SIZE, Viewport

from .screens import NAMES, SAVE_NAME, SMALLEST_WINDOW

CANVAS = pygame.Rect(0, 0, *LOGICAL_SIZE)
SHADOW_OFFSET = 6  # a text drawn twice this close is a text with its shadow (the title's name), not an overlap
SCREENS_NAMED = 4  # a failure seen on more screens names this many of them

# Sizes a person can read in the smallest window the game is made for (SMALLEST_WINDOW), in that window's pixels.
SMALLEST_TEXT = 12  # no text smaller, however it was shrunk to fit
BODY_TEXT = 14  # a text of BODY_WORDS words or more is read, not glanced at: a sentence, a log line, a hint
BODY_WORDS = 3  # ... unless it is a name: a player's, or a program's on its tile (a label, read as one)
SMALLEST_PICTURE = 18  # a piece's picture: a token, a noble, a supply's pictogram
COUNT_REACH = 1.0  # a count is written within this many of its picture's widths of it


def may_be_cut(drawn: DrawnText) -> bool:
    """Names players chose and files' names may be cut to fit (past a length all the names of a line share), the
    names near the longest allowed (NAMES) that is: a name as short as people mostly give (online_screens.SHORT_NAMES,
    seven letters) is never cut. Nothing else may: a program's name neither."""
    return drawn.whole in NAMES or drawn.whole == SAVE_NAME or Path(drawn.whole).is_absolute()  # a folder's path


def box_of(drawn: DrawnText, recording: Recording, canvas: pygame.Rect = CANVAS) -> tuple[pygame.Rect, Container | None]:
    """The box a text must stay in: its caller's, else the smallest panel, button or tile of its layer under
    the middle of its ink, else the canvas; and that container, if it is one."""
    if drawn.box is not None:
        return drawn.box, None
    under = [box for box in recording.boxes if box.layer == drawn.layer and box.rect.collidepoint(drawn.ink.center)]
    container = min(under, key=lambda box: box.rect.w * box.rect.h, default=None)
    return (canvas, None) if container is None else (container.rect, container)


def is_shadow(a: DrawnText, b: DrawnText) -> bool:
    return a.text == b.text and abs(a.ink.x - b.ink.x) <= SHADOW_OFFSET and abs(a.ink.y - b.ink.y) <= SHADOW_OFFSET


def failures(recording: Recording, canvas: pygame.Rect = CANVAS) -> list[str]:
    """What does not fit on one screen (drawn on `canvas`), each as a sentence naming the text and its box."""
    found = []
    texts = recording.texts
    for drawn in texts:
        box, _ = box_of(drawn, recording, canvas)
        if drawn.cut and not may_be_cut(drawn):
            found.append(f"cut to {drawn.text!r} (was {drawn.whole!r}) in box {tuple(box)}")
        for name in drawn.names_cut:  # worded into a sentence ("Aur…: stage an event"): a short name is never cut
            if name not in NAMES:
                found.append(f"the name {name!r} is cut in {drawn.text!r}, in box {tuple(box)}")
        if not canvas.contains(drawn.ink):
            found.append(f"{drawn.text!r} leaves the canvas: ink {tuple(drawn.ink)}")
        elif not box.contains(drawn.ink):
            found.append(f"{drawn.text!r} leaves its box: ink {tuple(drawn.ink)}, box {tuple(box)}")
    buttons = [box for box in recording.boxes if box.kind == "button"]
    button_rects = [button.rect for button in buttons]
    for drawn in texts:  # a text partly on a button is partly hidden by it, or hides its face
        for button in map(buttons.__getitem__, drawn.ink.collidelistall(button_rects)):
            if button.layer == drawn.layer and not button.rect.contains(drawn.ink):
                found.append(f"{drawn.text!r} (ink {tuple(drawn.ink)}) runs onto the button at {tuple(button.rect)}")
    for i, button in enumerate(buttons):  # a button laid over another hides it, its label too
        for other in buttons[i + 1:]:
            if other.layer == button.layer and other.rect.colliderect(button.rect):
                found.append(f"the button at {tuple(button.rect)} and the one at {tuple(other.rect)} overlap")
    inks = [drawn.ink for drawn in texts]
    for i, drawn in enumerate(texts):
        for j in drawn.ink.collidelistall(inks[i + 1:]):
            other = texts[i + 1 + j]
            if other.layer == drawn.layer and not is_shadow(drawn, other):
                found.append(f"{drawn.text!r} (ink {tuple(drawn.ink)}) overlaps {other.text!r} "
                             f"(ink {tuple(other.ink)})")
    for what, place, shape in recording.partly_hidden:
        found.append(f"{what} at {tuple(place)} is partly hidden by an opaque shape at {tuple(shape)}")
    round_pieces = [picture for picture in recording.pictures if picture.what.split(":")[0] in ROUND_PIECES]
    tiles = [box for box in recording.boxes if box.kind == "program tile"]
    near = [piece.rect.inflate(2 * (TOUCH + 1), 2 * (TOUCH + 1)) for piece in round_pieces]  # see _under_disc
    for drawn in texts:  # a word under a piece is hidden by it; its own mark ("?") and its count may lie on it
        for piece in map(round_pieces.__getitem__, drawn.ink.collidelistall(near)):
            if piece.layer == drawn.layer and _under_disc(drawn.ink, piece.rect) and not _a_count(drawn) \
                    and not piece.rect.contains(drawn.ink) and not _tile_over(drawn, piece, tiles):
                found.append(f"{drawn.text!r} (ink {tuple(drawn.ink)}) lies under the picture {piece.what} "
                             f"at {tuple(piece.rect)}")
    return found


def _tile_over(drawn: DrawnText, piece, tiles: list[Container]) -> bool:
    """A panel's held programs overlap on purpose, each tile painted whole over the one before: a text on one tile
    and a piece of another meet where they overlap."""
    of_layer = [tile.rect for tile in tiles if tile.layer == drawn.layer]
    return any(text_tile.contains(drawn.ink) and piece_tile.contains(piece.rect) and piece_tile != text_tile
               for text_tile in of_layer for piece_tile in of_layer)


ROUND_PIECES = ("token", "face-down token")  # drawn as discs filling their box (a noble's figure does not)
TOUCH = 3.0  # a disc may graze a text's box by this much: a descender's tail (ț, g) is not a hidden word


def _under_disc(ink: pygame.Rect, box: pygame.Rect) -> bool:
    """Whether the disc drawn in `box` covers part of `ink` (more than grazing it). Only where `ink` meets `box` grown
    by TOUCH + 1 on each side can it: `failures` asks only those (every screen holds thousands of texts and pieces)."""
    radius = min(box.w, box.h) / 2
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    nearest_x, nearest_y = min(max(cx, ink.left), ink.right), min(max(cy, ink.top), ink.bottom)
    return (nearest_x - cx) ** 2 + (nearest_y - cy) ** 2 < (radius - TOUCH) ** 2


def _a_count(drawn: DrawnText) -> bool:
    return drawn.text.strip("×+-").isdigit()


def too_small(recording: Recording, window: tuple[int, int] = SMALLEST_WINDOW) -> list[str]:
    """What a person cannot read in `window`: a text under SMALLEST_TEXT pixels to the em, body text under
    BODY_TEXT, a piece's picture under SMALLEST_PICTURE, a count shown otherwise than as a number beside its
    picture (dots), a program's name not written whole on its tile (two lines allowed)."""
    scale = Viewport(window).scale
    named = [box for box in recording.boxes if box.whole_name is not None]
    found = []
    for drawn in recording.texts:
        a_name = drawn.whole in NAMES or any(box.layer == drawn.layer and box.rect.contains(drawn.ink) for box in named)
        smallest, kind = ((BODY_TEXT, "body text") if len(drawn.whole.split()) >= BODY_WORDS and not a_name
                          else (SMALLEST_TEXT, "text"))
        if drawn.size * scale < smallest - 1e-9:
            found.append(f"{kind} {drawn.text!r} is {drawn.size * scale:.1f} px in a {window[0]}x{window[1]} window, "
                         f"under {smallest}")
    for picture in recording.pictures:
        shown = min(picture.rect.size) * scale
        if shown < SMALLEST_PICTURE - 1e-9:
            found.append(f"the picture {picture.what} is {shown:.1f} px in a {window[0]}x{window[1]} window, "
                         f"under {SMALLEST_PICTURE}")
        if picture.count is not None and picture.count > 1 and not _count_written(picture, recording):
            found.append(f"the picture {picture.what} at {tuple(picture.rect)} stands for {picture.count} "
                         f"with no number {picture.count} beside it")
    for box in recording.boxes:
        if box.whole_name is not None and box.whole_name not in _words_in(box, recording):
            found.append(f"the {box.kind} at {tuple(box.rect)} does not show {box.whole_name!r} whole")
    return found


def _count_written(picture, recording: Recording) -> bool:
    reach = picture.rect.inflate(picture.rect.w * COUNT_REACH * 2, picture.rect.h * COUNT_REACH * 2)  # each side
    digits = {str(picture.count), f"×{picture.count}", f"{picture.count}×"}
    return any(drawn.layer == picture.layer and drawn.text in digits and reach.contains(drawn.ink)
               for drawn in recording.texts)


def _words_in(box: Container, recording: Recording) -> str:
    """The texts of the box's layer inside it, top to bottom, joined as one line."""
    inside = [drawn for drawn in recording.texts if drawn.layer == box.layer and box.rect.contains(drawn.ink)]
    return " ".join(drawn.text for drawn in sorted(inside, key=lambda drawn: (drawn.ink.y, drawn.ink.x)))


def report(language: str, frames: dict[str, Recording], window: tuple[int, int] = SMALLEST_WINDOW) -> list[str]:
    """language / screens / failure, one line per failure: the board's, seen under every menu and dialog,
    once with all the screens it was seen on. `window`: the smallest window of the shape the frames were drawn
    for (their canvas is the arrangement it gets)."""
    canvas = pygame.Rect(0, 0, *Viewport(window).logical_size)
    screens_of: dict[str, list[str]] = {}
    for screen, recording in frames.items():
        for failure in dict.fromkeys([*failures(recording, canvas), *too_small(recording, window)]):
            screens_of.setdefault(failure, []).append(screen)
    return [f"{language}: {failure}  [on {named(screens)}]" for failure, screens in screens_of.items()]


def named(screens: list[str]) -> str:
    if len(screens) <= SCREENS_NAMED:
        return "; ".join(screens)
    return f"{'; '.join(screens[:SCREENS_NAMED])} and {len(screens) - SCREENS_NAMED} more screens"
