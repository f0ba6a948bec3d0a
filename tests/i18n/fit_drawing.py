"""Every screen drawn in every language for one window, and its checks (fit_checks.py), for the text-fit test files:
test_text_fit.py (the smallest 16:9 window), test_text_fit_16_10.py and test_text_fit_4_3.py (the smallest 16:10
and 4:3 windows, whose taller canvases, 1600x1000 and 1600x1200, get the board arranged for them). One file per
window, so that the test run spreads them over its processes."""
from __future__ import annotations

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.sprites.text_record import Recording

from .fit_checks import report
from .screens import draw_screen, rules_pages, screens


def drawn_in_every_language(played, window: tuple[int, int]) -> dict[str, dict[str, Recording]]:
    """{language: {screen: what its frame recorded}}: every screen as a window of this size shows it (the board's own
    arranged for its canvas, the others in its middle band)."""
    ctx, game = played
    every = screens(rules_pages())
    frames = {}
    try:
        for language in LANGUAGES:
            set_language(language)
            frames[language] = {screen.name: draw_screen(ctx, screen, game, window) for screen in every}
    finally:
        set_language("en")
    return frames


def assert_every_screen_fits(recordings: dict[str, Recording], language: str, window: tuple[int, int]) -> None:
    assert len(recordings) >= 30 and all(len(recording.texts) >= 3 for recording in recordings.values())
    found = report(language, recordings, window)
    assert not found, f"{len(found)} texts do not fit:\n" + "\n".join(found)
