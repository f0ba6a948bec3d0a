"""The rest squares are worded alike in every language (issue 33: German read "Senator" on one and "Ruhe: Kaiser" on
another, the long form kept only where it fitted), and every rest square says what starts there."""
import pygame
import pytest

from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.i18n import LANGUAGES, _, set_language
from colosseum_desktop.i18n.card_names import noble_name
from colosseum_desktop.rules.data import game_data
from colosseum_desktop.sprites import ring, text_record


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rest_square_is_worded_in_the_same_form(canvas, language):
    set_language(language)
    try:
        surface = pygame.Surface(layout.CANVAS.size)
        with text_record.recording() as recorded:
            ring.draw_ring(surface)
        rests = game_data().rest_squares
        labels = {}
        for square, kind in rests.items():
            inside = [drawn.text for drawn in recorded.texts if layout.square_rect(square).contains(drawn.ink)
                      and drawn.text != str(square)]
            assert len(inside) == 1, (square, inside)
            labels[square] = inside[0]
        long = {square: _("rest: {noble}", noble=noble_name(kind)) for square, kind in rests.items()}
        short = {square: noble_name(kind) for square, kind in rests.items()}
        assert labels in (long, short), labels
    finally:
        set_language("en")
