"""Every text fits in the smallest 16:10 and 4:3 windows, in every language (the checks are test_text_fit.py's):
those windows get a taller canvas (1600x1000, 1600x1200) with the board arranged for it, and every screen is
drawn again on each. One test file per canvas (test_text_fit_16_10.py, test_text_fit_4_3.py), so that the test run
spreads them over its processes; what they do is here."""
from __future__ import annotations

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.sprites.text_record import Recording

from .fit_checks import report
from .screens import TALL_WINDOWS, draw_screen, rules_pages, screens


def drawn_on(played, size: tuple[int, int]) -> dict[str, dict[str, Recording]]:
    """{language: {screen: recording}}: every screen as the smallest window of the canvas `size`'s shape shows it,
    the board's own arranged for the canvas, the others in its middle band."""
    ctx, game = played
    every = screens(rules_pages())
    frames = {}
    try:
        for language in LANGUAGES:
            set_language(language)
            frames[language] = {screen.name: draw_screen(ctx, screen, game, TALL_WINDOWS[size]) for screen in every}
    finally:
        set_language("en")
    return frames


def assert_every_screen_fits(recordings: dict[str, Recording], language: str, size: tuple[int, int]) -> None:
    assert len(recordings) >= 30 and all(len(recording.texts) >= 3 for recording in recordings.values())
    found = report(language, recordings, TALL_WINDOWS[size])
    assert not found, f"{len(found)} texts do not fit:\n" + "\n".join(found)
