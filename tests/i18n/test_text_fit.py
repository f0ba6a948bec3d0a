"""Every text fits, in every language: each screen and dialog of a played game (screens.py) is drawn with its
texts recorded (sprites/text_record.py), and the recorded ink is checked, not a picture eyeballed:

- no text is cut with "…", unless it is a name a player chose or a file's name;
- no text's ink leaves its box (the box its caller gave it, else the panel or button it lies on, else the
  canvas);
- no two texts of one layer overlap (a dialog over the dimmed board, a tooltip, are layers of their own).

The canvas is a fixed 1600x900 scaled into the window (viewport.py): a screen lays its texts out the same at
every window size, so one drawing per screen and language serves 1280x720 (the smallest window) and 1600x900;
what changes with the window is how large the letters come out, checked by the last test.

A failure names the language, the screens it was seen on (the board's own are seen under every menu and
dialog drawn over it), the text and its box."""
from __future__ import annotations

import pygame
import pytest

from colosseum_desktop.app import AppContext
from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.scenes.base import SceneManager
from colosseum_desktop.i18n.card_names import program_name
from colosseum_desktop.rules.data import game_data
from colosseum_desktop.sprites.text_record import Container, DrawnText, Recording
from colosseum_desktop.viewport import LOGICAL_SIZE, Viewport

from . import screens as screens_module
from .screens import NAMES, SAVE_NAME, PlayedGame, draw_screen, record_finished_game, saves_folder, screens

CANVAS = pygame.Rect(0, 0, *LOGICAL_SIZE)
WINDOWS = ((1280, 720), (1600, 900))
SHADOW_OFFSET = 6  # a text drawn twice this close is a text with its shadow (the title's name), not an overlap
SMALLEST_EM = 8  # pixels to the em a text has in the window at least, however it was shrunk to fit


@pytest.fixture(scope="module")
def drawn(tmp_path_factory) -> dict[str, dict[str, Recording]]:
    """{language: {screen: what its frame recorded}}: every screen drawn once per language."""
    pygame.init()
    pygame.display.set_mode((64, 36))
    game = PlayedGame()
    folder = tmp_path_factory.mktemp("fit") / "saves"
    saves_folder(folder, game)
    ctx = AppContext(SceneManager(), folder, keep_records=True)
    record_finished_game(ctx, game)
    ctx.keep_records = False  # the end screen drawn in six languages must not count the game six times
    every = screens(screens_module.rules_pages())
    frames = {}
    try:
        for language in LANGUAGES:
            set_language(language)
            frames[language] = {screen.name: draw_screen(ctx, screen, game) for screen in every}
    finally:
        set_language("en")
    return frames


def may_be_cut(drawn: DrawnText, box: Container | None) -> bool:
    """Names players chose and files' names may be cut to fit; so may a program's name on a tile of the board
    (its whole card is one hover away, and in the program browser). Nothing else may."""
    if drawn.whole in NAMES or SAVE_NAME in drawn.whole or drawn.whole.endswith(".json"):
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
    inks = [drawn.ink for drawn in texts]
    for i, drawn in enumerate(texts):
        for j in drawn.ink.collidelistall(inks[i + 1:]):
            other = texts[i + 1 + j]
            if other.layer == drawn.layer and not is_shadow(drawn, other):
                found.append(f"{drawn.text!r} (ink {tuple(drawn.ink)}) overlaps {other.text!r} (ink {tuple(other.ink)})")
    return found


def report(language: str, frames: dict[str, Recording]) -> list[str]:
    """language / screens / failure, one line per failure: the board's, seen under every menu and dialog,
    once with all the screens it was seen on."""
    screens_of: dict[str, list[str]] = {}
    for screen, recording in frames.items():
        for failure in dict.fromkeys(failures(recording)):
            screens_of.setdefault(failure, []).append(screen)
    return [f"{language}: {failure}  [on {', '.join(screens)}]" for failure, screens in screens_of.items()]


def test_every_screen_is_drawn_with_its_texts(drawn):
    """The harness sees what it should: every screen drew texts, and translated ones outside English."""
    for language, frames in drawn.items():
        for screen, recording in frames.items():
            assert len(recording.texts) >= 3, f"{language} / {screen}: {len(recording.texts)} texts recorded"
    english = {text.text for frames in drawn["en"].values() for recording in [frames] for text in recording.texts}
    german = {text.text for frames in drawn["de"].values() for recording in [frames] for text in recording.texts}
    assert len(german - english) > 100, "German screens show hardly any German"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_no_text_is_cut_leaves_its_box_or_overlaps_another(drawn, language):
    set_language(language)  # the program names a tile may cut are the language's
    found = report(language, drawn[language])
    assert not found, f"{len(found)} texts do not fit:\n" + "\n".join(found)


@pytest.mark.parametrize("window", WINDOWS)
def test_no_text_is_shrunk_past_reading_in_the_window(drawn, window):
    """The canvas is scaled into the window: at 1280x720 every letter is 0.8 times as large. A text shrunk to
    fit (or drawn small) must still come out at least SMALLEST_EM pixels to the em in the window."""
    scale = Viewport(window).scale
    too_small = sorted({f"{language} / {screen}: {text.text!r} at size {text.size} is {text.size * scale:.1f} px"
                        for language, frames in drawn.items() for screen, recording in frames.items()
                        for text in recording.texts if text.size * scale < SMALLEST_EM})
    assert not too_small, "\n".join(too_small)
