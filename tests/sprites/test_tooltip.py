"""A tooltip about a piece is headed by its pictures: the token, the noble, a market's lot, a program's needs."""
import pygame

from colosseum_desktop import rules
from colosseum_desktop.rules import Piece
from colosseum_desktop.rules.data import game_data
from colosseum_desktop.sprites import icons, tooltip
from tests.scenes.game_fixtures import fresh_session


def test_each_kind_of_piece_brings_its_pictures():
    state = fresh_session(players=4).state
    assert tooltip.pictures(state, Piece.parse("token:lion")) == [("token", "lion", 0)]
    assert tooltip.pictures(state, Piece.parse("noble:0")) == [("noble", str(state.nobles[0].kind), 0)]
    assert tooltip.pictures(state, Piece.parse("market:1")) == [("token", str(t), 0) for t in state.markets[1]]
    needs = game_data().program(30).tokens
    assert tooltip.pictures(state, Piece.parse("program:30")) == [("token", str(t), n) for t, n in needs.items()]
    assert tooltip.pictures(state, Piece.parse("held_program:2:3")) == [
        ("token", str(t), n) for t, n in game_data().program(3).tokens.items()]
    assert tooltip.pictures(state, Piece.parse("loge")) == [("icon", icons.SUPPLY_ICONS["loge"], 0)]
    assert tooltip.pictures(state, Piece.parse("score")) == [] and tooltip.pictures(state, None) == []


def test_a_tooltip_with_pictures_is_taller_and_paints_only_inside_what_it_returns(canvas):
    state = fresh_session(players=4).state
    lines = tooltip.describe(state, Piece.parse("program:30"), 0)
    bounds = pygame.Rect(0, 0, 1600, 900)
    canvas.fill((1, 2, 3))
    plain = tooltip.draw_tooltip(canvas, lines, (100, 100), bounds)
    canvas.fill((1, 2, 3))
    rect = tooltip.draw_tooltip(canvas, lines, (100, 100), bounds, tooltip.pictures(state, Piece.parse("program:30")))
    assert rect.height == plain.height + tooltip.PICTURE_ROW
    canvas.fill((1, 2, 3), rect)
    blank = pygame.Surface(canvas.get_size(), 0, canvas)
    blank.fill((1, 2, 3))
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(blank, "RGB")
    assert rules.Token.GLADIATOR in game_data().program(30).tokens


def test_the_supplys_counts_take_the_plural_form_of_their_number():
    """Issue 18: "{n} left" had one form; Romanian says "mai este 1" but "mai sunt 3", Spanish "queda"/"quedan"."""
    from colosseum_desktop.i18n import set_language

    state = fresh_session(players=4).state
    try:
        for code, one, several in (("ro", "mai este 1,", "mai sunt 3,"), ("es", "queda 1,", "quedan 3,")):
            set_language(code)
            for kind, field in (("ticket", "ticket_supply"), ("loge", "loge_supply")):
                assert one in tooltip.describe(state.model_copy(update={field: 1}), Piece.parse(kind))[0]
                assert several in tooltip.describe(state.model_copy(update={field: 3}), Piece.parse(kind))[0]
            medals = tooltip.describe(state.model_copy(update={"medal_supply": 1}), Piece.parse("medals"))[0]
            podiums = tooltip.describe(state.model_copy(update={"podium_supply": 3}), Piece.parse("podiums"))[0]
            assert one.rstrip(",") in medals and several.rstrip(",") in podiums
    finally:
        set_language("en")
