"""The pieces a gesture names (R3's squares, R9's nobles and dice, R6's programs, R7's markets, R11's tokens):
parsed once from their text form, and back to it unchanged."""
import pytest

from colosseum_desktop.rules import Piece, Token
from colosseum_desktop.rules.pieces import DICE, EXPANSION, noble, square


@pytest.mark.parametrize("text", ["noble:3", "square:0", "square:35", "market:4", "program:20", "token:lion",
                                  "dice", "loge", "ticket", "expansion", "panel_medals:2", "held_program:1:17"])
def test_a_piece_reads_back_as_the_text_it_was_parsed_from(text):
    assert str(Piece.parse(text)) == text
    assert Piece.of(text) == Piece.parse(text) and Piece.of(Piece.parse(text)) == Piece.parse(text)


def test_the_parts_of_a_piece_are_typed():
    assert Piece.parse("noble:3") == noble(3) and noble(3).number == 3 and noble(3).moves
    assert Piece.parse("token:lion").token is Token.LION
    held = Piece.parse("held_program:1:17")
    assert (held.number, held.program) == (1, 17)
    assert square(5) != noble(5) and EXPANSION.moves and not DICE.moves and not square(5).moves


@pytest.mark.parametrize("text", ["noble:x", "token:dragon", "held_program:1"])
def test_a_broken_text_is_refused(text):
    with pytest.raises(ValueError):
        Piece.parse(text)
