"""Every text fits as well in a 4K window, drawn at that window's own resolution (the checks are
test_text_fit.py's), in three languages."""
from __future__ import annotations

import pytest

from colosseum_desktop.i18n import set_language
from colosseum_desktop.sprites.text_record import Recording

from .fit_checks import report
from .screens import collector_frozen, draw_screen, rules_pages, screens


FOUR_K = (3840, 2160)
FOUR_K_LANGUAGES = ("en", "de", "ro")


@pytest.fixture(scope="module")
def drawn_4k(played) -> dict[str, dict[str, Recording]]:
    """{language: {screen: recording}}: every screen drawn at a 4K window's own resolution (2.4 window pixels to
    the canvas pixel), where each text is rendered, and measured, at its size in the window's pixels."""
    ctx, game = played
    frames = {}
    try:
        with collector_frozen():
            for language in FOUR_K_LANGUAGES:
                set_language(language)
                frames[language] = {screen.name: draw_screen(ctx, screen, game, FOUR_K)
                                    for screen in screens(rules_pages())}
    finally:
        set_language("en")
    return frames


@pytest.mark.parametrize("language", FOUR_K_LANGUAGES)
def test_every_text_fits_as_well_drawn_at_a_4k_windows_own_resolution(drawn_4k, language):
    recordings = drawn_4k[language]
    assert len(recordings) >= 30 and all(len(recording.texts) >= 3 for recording in recordings.values())
    found = report(language, recordings, FOUR_K)
    assert not found, f"{len(found)} texts do not fit:\n" + "\n".join(found)
