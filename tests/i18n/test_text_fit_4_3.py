"""Every text fits in the smallest 4:3 window (1280x960, its canvas 1600x1200), in every language (fit_drawing.py)."""
from __future__ import annotations

import pytest

from colosseum_desktop.i18n import LANGUAGES

from .fit_drawing import assert_every_screen_fits, drawn_in_every_language
from .screens import TALL_WINDOWS

WINDOW = TALL_WINDOWS[(1600, 1200)]  # the smallest window of that canvas's shape


@pytest.fixture(scope="module")
def drawn(played):
    return drawn_in_every_language(played, WINDOW)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_screen_fits_as_well_in_the_4_3_window(drawn, language):
    assert_every_screen_fits(drawn[language], language, WINDOW)
