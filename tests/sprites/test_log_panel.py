"""The game log panel draws the tokens a line names as pictures after its words, and keeps each line inside
the panel."""
import pygame

from colosseum_desktop.game_log import LogLine
from colosseum_desktop.rules.data import Token as T
from colosseum_desktop.sprites import log_panel, text, theme, tokens

BACKGROUND = (1, 2, 3)
WIDTH = 714  # the log panel's text width at 1600x900


def drawn(canvas, line: LogLine, width: int = WIDTH) -> pygame.Rect:
    """Draw one line on a plain background; returns the bounding box of what it painted."""
    canvas.fill(BACKGROUND)
    log_panel.draw_line(canvas, line, (20, 10), width)
    mask = pygame.mask.from_threshold(canvas, BACKGROUND, (1, 1, 1, 255))
    mask.invert()
    return mask.get_bounding_rects()[0].unionall(mask.get_bounding_rects())


def test_repeated_types_are_counted_and_a_trade_is_two_groups_joined_by_an_arrow():
    assert log_panel.piece_items(((T.LION, T.CAGE, T.LION),)) == [(T.LION, "×2"), (T.CAGE, "")]
    assert log_panel.piece_items(((T.ACTOR,), (T.SHIP, T.SHIP))) == [
        (T.ACTOR, ""), (None, log_panel.TRADE_JOIN), (T.SHIP, "×2")]
    assert log_panel.piece_items(((), (T.SHIP,))) == [(None, log_panel.TRADE_JOIN), (T.SHIP, "")]
    assert log_panel.piece_items(((), ())) == [] and log_panel.piece_items(()) == []


def test_the_panel_draws_each_named_token_through_the_token_pictures(canvas, monkeypatch):
    seen = []
    real = tokens.draw_token
    monkeypatch.setattr(tokens, "draw_token", lambda surface, token, center, radius: (
        seen.append((token, center, radius)), real(surface, token, center, radius)))
    line = LogLine("Brutus wins market 3 for 12 coins: lion, lion, cage", 1, ((T.LION, T.LION, T.CAGE),))
    box = drawn(canvas, line)
    assert [s[0] for s in seen] == [T.LION, T.CAGE]
    words = text.width_of(line.text, log_panel.FONT_SIZE, True)
    assert all(center[0] > 20 + words and radius == log_panel.PIECE_RADIUS for _, center, radius in seen)
    assert box.right <= 20 + WIDTH


def test_the_pictures_are_painted_in_each_token_s_colour_after_the_words(canvas):
    plain = LogLine("Decimus discards a scenery", 3)
    words = drawn(canvas, plain)
    with_picture = drawn(canvas, LogLine(plain.text, 3, ((T.SCENERY,),)))
    assert with_picture.right > words.right + log_panel.PIECE_RADIUS
    picture = canvas.subsurface(pygame.Rect(words.right + 1, with_picture.y, with_picture.right - words.right - 1,
                                            with_picture.height))
    colour = theme.TOKEN_STYLES[T.SCENERY].colour
    assert pygame.mask.from_threshold(picture, colour, (8, 8, 8, 255)).count() > 20


def test_a_line_with_pictures_still_fits_its_width_its_words_on_two_rows_and_its_pictures_cut(canvas):
    few = (T.LION, T.CAGE, T.SHIP, T.ACTOR)
    assert len(log_panel.pieces_that_fit((few, (T.HORSE,)), WIDTH // 2, True)[0]) == len(few) + 2  # all, the arrow
    many = tuple(t for t in T)
    line = LogLine("Brutus offers Cassia " + ", ".join(f"1 {t}" for t in many) + " for 1 lion", 1, (many, (T.LION,)))
    shown = log_panel.pieces_that_fit(line.pieces, WIDTH // 2, True)[0]
    assert len(shown) >= 10 and shown[-1] == (None, text.ELLIPSIS)  # as many as half the width holds, then "…"
    assert len(log_panel.line_rows(line, WIDTH)[0]) >= 2  # its words wrap, never shrink or are cut
    for width in (WIDTH, 300, 120):
        box = drawn(canvas, line, width)
        assert 20 <= box.x and box.right <= 20 + width
        shown, used = log_panel.pieces_that_fit(line.pieces, width // 2, True)
        assert used <= width // 2 and (width == WIDTH or shown[-1] == (None, text.ELLIPSIS))


def test_rewording_takes_the_game_s_lines_again_keeps_the_board_s_own_and_the_scroll(canvas):
    """A new language: the lines worded from the game are worded again, the others kept."""
    words = iter(["first", "second"])
    panel = log_panel.LogPanel(pygame.Rect(0, 0, 300, 60))  # one line shown
    panel.add_worded(lambda: [LogLine(next(words), 0), LogLine("and more", 0)])
    panel.add([LogLine("kept as it was", 1)])
    panel.scroll_by(1)
    panel.reword()
    assert [line.text for line in panel.lines] == ["second", "and more", "kept as it was"]
    assert panel.scroll == 1
