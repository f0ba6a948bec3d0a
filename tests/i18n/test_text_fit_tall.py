"""Every text fits in the smallest 16:10 and 4:3 windows, in every language (the checks are test_text_fit.py's):
those windows get a taller canvas (1600x1000, 1600x1200) with the board arranged for it, and every screen is
drawn again on each."""
from __future__ import annotations

import pytest

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.sprites.text_record import Recording

from .fit_checks import report
from .screens import TALL_WINDOWS, draw_screen, rules_pages, screens


@pytest.fixture(scope="module")
def drawn_tall(played) -> dict[tuple[int, int], dict[str, dict[str, Recording]]]:
    """{canvas: {language: {screen: recording}}}: every screen as the smallest 16:10 and 4:3 windows show it, the
    board's own arranged for the canvas, the others in its middle band."""
    ctx, game = played
    every = screens(rules_pages())
    frames = {}
    try:
        for size, window in TALL_WINDOWS.items():
            for language in LANGUAGES:
                set_language(language)
                frames.setdefault(size, {})[language] = {screen.name: draw_screen(ctx, screen, game, window)
                                                         for screen in every}
    finally:
        set_language("en")
    return frames


@pytest.mark.parametrize("size", list(TALL_WINDOWS))
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_screen_fits_as_well_in_the_16_10_and_4_3_windows(drawn_tall, language, size):
    recordings = drawn_tall[size][language]
    assert len(recordings) >= 30 and all(len(recording.texts) >= 3 for recording in recordings.values())
    found = report(language, recordings, TALL_WINDOWS[size])
    assert not found, f"{len(found)} texts do not fit:\n" + "\n".join(found)
