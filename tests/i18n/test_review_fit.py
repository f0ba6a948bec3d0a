"""The replay's review panel (V) fits in every language: its longest words (a name near the longest allowed, the
widest figures, the longest reason) drawn over the game log of a five-player board, the smallest log there is,
checked as the text-fit test checks every screen (fit_checks.py). Only the panel is drawn: the Replay screen's own
controls are not this test's business."""
import pygame
import pytest

from colosseum_desktop.advisor import Because, Reason
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.i18n import LANGUAGES, _, set_language
from colosseum_desktop.i18n.advice import reason_text, review_text
from colosseum_desktop.sprites import text_record
from colosseum_desktop.sprites.hint import draw_panel
from colosseum_desktop.viewport import LOGICAL_SIZE
from tests.advisor.test_advice_words import NEEDS, SAMPLE_VALUES

from .fit_checks import report
from .screens import NAMES


def longest_review() -> str:
    values = {**SAMPLE_VALUES, "partner": NAMES[1], "spectators": -188, "theirs": 188, "attendance": 188,
              "tokens": ("gladiator", "gladiator", "decoration")}
    reasons = [Reason(kind, **{key: values[key] for key in NEEDS[kind]}) for kind in Because]
    widest = max(reasons, key=lambda reason: len(reason_text(reason)))
    return review_text(NAMES[1], 188, (widest,), 2)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_longest_review_fits_its_panel(canvas, language):
    try:
        set_language(language)
        surface = pygame.Surface(LOGICAL_SIZE)
        words = longest_review()
        with text_record.recording() as recorded:
            painted = draw_panel(surface, words, layout.BoardLayout(5).log, title=_("Review (V)"))
        assert painted and len(recorded.texts) >= 2
        found = report(language, {"replay review panel": recorded})
        assert not found, "\n".join(found)
    finally:
        set_language("en")
