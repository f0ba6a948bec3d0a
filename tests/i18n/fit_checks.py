"""The checks of test_text_fit.py on one screen's recorded texts (sprites/text_record.py): what is cut, what
leaves its box, what overlaps; kept apart so that test_fit_checks.py can show them failing."""
from __future__ import annotations

from pathlib import Path

import pygame

from colosseum_desktop.i18n.card_names import program_name
from colosseum_desktop.rules.data import game_data
from colosseum_desktop.sprites.text_record import Container, DrawnText, Recording
from colosseum_desktop.viewport import LOGICAL_SIZE

from .screens import NAMES, SAVE_NAME

CANVAS = pygame.Rect(0, 0, *LOGICAL_SIZE)
SHADOW_OFFSET = 6  # a text drawn twice this close is a text with its shadow (the title's name), not an overlap
SCREENS_NAMED = 4  # a failure seen on more screens names this many of them


def may_be_cut(drawn: DrawnText, box: Container | None) -> bool:
    """Names players chose and files' names may be cut to fit; so may a program's name on a tile of the board
    (its whole card is one hover away, and in the program browser). Nothing else may."""
    if drawn.whole in NAMES or drawn.whole == SAVE_NAME or Path(drawn.whole).is_absolute():  # a folder's path
        return True
    return box is not None and box.kind == "program tile" and drawn.whole in program_names()


def program_names() -> set[str]:
    """Every program's name in the language drawn now, and each without its leading article (as tiles show)."""
    names = {program_name(card.number) for card in game_data().programs}
    return names | {name.split(" ", 1)[1] for name in names if " " in name}


def box_of(drawn: DrawnText, recording: Recording) -> tuple[pygame.Rect, Container | None]:
    """The box a text must stay in: its caller's, else the smallest panel, button or tile of its layer under
    the middle of its ink, else the canvas; and that container, if it is one."""
    if drawn.box is not None:
        return drawn.box, None
    under = [box for box in recording.boxes if box.layer == drawn.layer and box.rect.collidepoint(drawn.ink.center)]
    container = min(under, key=lambda box: box.rect.w * box.rect.h, default=None)
    return (CANVAS, None) if container is None else (container.rect, container)


def is_shadow(a: DrawnText, b: DrawnText) -> bool:
    return a.text == b.text and abs(a.ink.x - b.ink.x) <= SHADOW_OFFSET and abs(a.ink.y - b.ink.y) <= SHADOW_OFFSET


def failures(recording: Recording) -> list[str]:
    """What does not fit on one screen, each as a sentence naming the text and its box."""
    found = []
    texts = recording.texts
    for drawn in texts:
        box, container = box_of(drawn, recording)
        if drawn.cut and not may_be_cut(drawn, container):
            found.append(f"cut to {drawn.text!r} (was {drawn.whole!r}) in box {tuple(box)}")
        if not CANVAS.contains(drawn.ink):
            found.append(f"{drawn.text!r} leaves the canvas: ink {tuple(drawn.ink)}")
        elif not box.contains(drawn.ink):
            found.append(f"{drawn.text!r} leaves its box: ink {tuple(drawn.ink)}, box {tuple(box)}")
    buttons = [box for box in recording.boxes if box.kind == "button"]
    for drawn in texts:  # a text partly on a button is partly hidden by it, or hides its face
        for button in buttons:
            on_it = button.rect.colliderect(drawn.ink) and not button.rect.contains(drawn.ink)
            if button.layer == drawn.layer and on_it:
                found.append(f"{drawn.text!r} (ink {tuple(drawn.ink)}) runs onto the button at {tuple(button.rect)}")
    inks = [drawn.ink for drawn in texts]
    for i, drawn in enumerate(texts):
        for j in drawn.ink.collidelistall(inks[i + 1:]):
            other = texts[i + 1 + j]
            if other.layer == drawn.layer and not is_shadow(drawn, other):
                found.append(f"{drawn.text!r} (ink {tuple(drawn.ink)}) overlaps {other.text!r} "
                             f"(ink {tuple(other.ink)})")
    return found


def report(language: str, frames: dict[str, Recording]) -> list[str]:
    """language / screens / failure, one line per failure: the board's, seen under every menu and dialog,
    once with all the screens it was seen on."""
    screens_of: dict[str, list[str]] = {}
    for screen, recording in frames.items():
        for failure in dict.fromkeys(failures(recording)):
            screens_of.setdefault(failure, []).append(screen)
    return [f"{language}: {failure}  [on {named(screens)}]" for failure, screens in screens_of.items()]


def named(screens: list[str]) -> str:
    if len(screens) <= SCREENS_NAMED:
        return "; ".join(screens)
    return f"{'; '.join(screens[:SCREENS_NAMED])} and {len(screens) - SCREENS_NAMED} more screens"
