"""Every text fits, in every language: each screen and dialog of a played game (screens.py) is drawn with its
texts recorded (sprites/text_record.py), and the recorded ink is checked, not a picture eyeballed:

- no text is cut with "…", unless it is a name a player chose or a file's name;
- no text's ink leaves its box (the box its caller gave it, else the panel or button it lies on, else the
  canvas);
- no two texts of one layer overlap (a dialog over the dimmed board, a tooltip, are layers of their own);
- everything can be read in a 1280x720 window (fit_checks.too_small): no text under 12 pixels to the em, body
  text (three words or more) not under 14, no piece's picture under 18 pixels, a count beside its picture
  written as a number (never dots), a program's name whole on its tile (on two lines where it needs them).

The canvas is 1600x900 shrunk into a smaller 16:9 window (viewport.py): a screen lays its texts out the same at
every such size, so one drawing per screen and language serves 1280x720 (the smallest window, where letters and
pictures come out smallest). A larger window is drawn at its own resolution, its texts rendered and measured at
their size in its pixels (a few per cent off the canvas size's measure): every screen is drawn again as a 4K
window draws it, in three languages, and held to the same checks. 16:10 and 4:3 windows get a taller canvas (1600x1000,
1600x1200) with the board arranged for it (and the replay's board): every screen is drawn again on those, in six
languages, and checked for the smallest windows of those shapes held to these sizes (1280x800, 1280x960); the
other screens are drawn in their middle 1600x900. A 1024x768 window (0.64 window pixels to the canvas pixel) is
held to them screen by screen: the screens readable there in six languages are listed, every other one is listed
as not yet, and one that starts passing is told to move to the readable list (see the README). The taller
windows' checks are in test_text_fit_16_10.py and test_text_fit_4_3.py, the 4K window's in test_text_fit_4k.py;
the played game all of them draw is conftest.py's.

A failure names the language, the screens it was seen on (the board's own are seen under every menu and
dialog drawn over it), the text and its box."""
from __future__ import annotations

import pytest

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.sprites.text_record import Recording

from .fit_checks import report
from .fit_drawing import drawn_in_every_language
from .screens import SMALLEST_WINDOW, draw_screen, rules_pages, screens


@pytest.fixture(scope="module")
def drawn(played) -> dict[str, dict[str, Recording]]:
    """{language: {screen: what its frame recorded}}: every screen drawn once per language."""
    return drawn_in_every_language(played, SMALLEST_WINDOW)


def test_every_screen_is_drawn_with_its_texts(drawn):
    """The harness sees what it should: every screen drew texts, and translated ones outside English."""
    for language, frames in drawn.items():
        for screen, recording in frames.items():
            assert len(recording.texts) >= 3, f"{language} / {screen}: {len(recording.texts)} texts recorded"
    english, german = ({text.text for recording in drawn[language].values() for text in recording.texts}
                       for language in ("en", "de"))
    assert len(german - english) > 100, "German screens show hardly any German"
    board = drawn["en"]["board, invest"]
    assert {picture.what.split(":")[0] for picture in board.pictures} >= {"token", "noble", "icon"}
    assert sum(box.whole_name is not None for box in board.boxes) >= 15, "the programs for sale are not checked"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_no_text_is_cut_leaves_its_box_overlaps_another_or_is_too_small_to_read(drawn, language):
    found = report(language, drawn[language])
    assert not found, f"{len(found)} texts do not fit:\n" + "\n".join(found)


# A 1024x768 window shows the 1600x1200 canvas at 0.64: most texts come out under the sizes above. The screens
# whose texts are all large enough there, in every language; every other screen is not yet (the README says so).
SMALL_4_3 = (1024, 768)
READABLE_AT_1024X768 = ("title", "title, F11 told of on a small screen", "title, settings",
                        "title, settings, the widest choices", "new game", "new game, a problem said",
                        "new game, five seats, the widest choices", "online games, none",
                        "online, host a game, the widest choices", "online, host a game, a problem said", "online, join",
                        "online, join without a server", "online, watch a game",
                        "online, watch a game without a server", "online, account, a problem said",
                        "online, account, logged in")


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_screens_listed_as_readable_in_a_1024x768_window_are(played, language):
    ctx, game = played
    listed = [screen for screen in screens(rules_pages()) if screen.name in READABLE_AT_1024X768]
    assert len(listed) == len(READABLE_AT_1024X768), "a screen listed as readable at 1024x768 is no longer drawn"
    set_language(language)
    try:
        recordings = {screen.name: draw_screen(ctx, screen, game, SMALL_4_3) for screen in listed}
    finally:
        set_language("en")
    assert all(len(recording.texts) >= 3 for recording in recordings.values())
    found = report(language, recordings, SMALL_4_3)
    assert not found, f"{len(found)} texts do not fit or cannot be read at 1024x768:\n" + "\n".join(found)


def test_every_screen_not_listed_as_readable_in_a_1024x768_window_is_not_yet(played):
    """A screen that has become readable there in every language is told to join the list, so the list says what
    is (each screen is drawn language by language until one fails: most fail in English already)."""
    ctx, game = played
    readable_now = []
    try:
        for screen in screens(rules_pages()):
            if screen.name in READABLE_AT_1024X768:
                continue
            for language in LANGUAGES:
                set_language(language)
                if report(language, {screen.name: draw_screen(ctx, screen, game, SMALL_4_3)}, SMALL_4_3):
                    break
            else:
                readable_now.append(screen.name)
    finally:
        set_language("en")
    assert not readable_now, f"readable at 1024x768 in every language now: list {readable_now}"
