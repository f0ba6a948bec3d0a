"""Every text fits in the smallest 4:3 window (1280x960, its canvas 1600x1200), in every language (tall_windows.py)."""
from __future__ import annotations

import pytest

from colosseum_desktop.i18n import LANGUAGES

from .tall_windows import assert_every_screen_fits, drawn_on

CANVAS = (1600, 1200)


@pytest.fixture(scope="module")
def drawn(played):
    return drawn_on(played, CANVAS)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_screen_fits_as_well_in_the_4_3_window(drawn, language):
    assert_every_screen_fits(drawn[language], language, CANVAS)
