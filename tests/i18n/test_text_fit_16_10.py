"""Every text fits in the smallest 16:10 window (1280x800, its canvas 1600x1000), in every language (tall_windows)."""
from __future__ import annotations

import pytest

from colosseum_desktop.i18n import LANGUAGES

from .tall_windows import assert_every_screen_fits, drawn_on

CANVAS = (1600, 1000)


@pytest.fixture(scope="module")
def drawn(played):
    return drawn_on(played, CANVAS)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_screen_fits_as_well_in_the_16_10_window(drawn, language):
    assert_every_screen_fits(drawn[language], language, CANVAS)
