"""Star awards are drawn as pictures (the star with the token type it was won for), never past their room, and
those that do not fit are counted, not dropped unseen."""
from colosseum_desktop.rules.data import Token
from colosseum_desktop.sprites import player_panel, text_record, theme


def test_star_awards_show_the_star_and_the_token_and_stop_at_the_room_given(canvas):
    stars = (Token.LION, Token.SHIP, Token.CAGE)
    end = player_panel.draw_star_awards(canvas, stars, (100, 50), right=1000)
    assert end == 100 + 3 * player_panel.STAR_AWARD_STEP
    assert tuple(canvas.get_at((110, 50)))[:3] == theme.PALETTE["gold"]  # the star's middle
    canvas.fill((0, 0, 0))
    right = 100 + 2 * player_panel.STAR_AWARD_STEP
    with text_record.recording() as recorded:
        end = player_panel.draw_star_awards(canvas, stars, (100, 50), right=right)
    assert [picture.what for picture in recorded.pictures] == ["icon:round-star", "token:lion"]  # one, then the count
    assert [drawn.text for drawn in recorded.texts] == ["+2"]
    assert end <= right
    assert all(tuple(canvas.get_at((x, 50)))[:3] == (0, 0, 0) for x in range(right, right + 40))
