"""`colosseum render`: a saved game's board drawn to a PNG without a window."""
import pygame
import pytest

from colosseum_desktop import saves
from colosseum_desktop.render import main as render, parse_size

from .game_fixtures import fresh_session


def test_renders_a_save_at_the_asked_size(tmp_path):
    save = saves.save_game(fresh_session(players=5), tmp_path / "five.colosseum.json", ["person"] * 5)
    out = tmp_path / "pictures" / "board.png"
    assert render(str(save), str(out), "800x450") == 0
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (800, 450)
    colours = {tuple(picture.get_at((x, y))) for x in range(0, 800, 37) for y in range(0, 450, 29)}
    assert len(colours) > 10, "a board, not a blank picture"


def test_a_bad_save_exits_2_with_the_reason(tmp_path, capsys):
    bad = tmp_path / "bad.colosseum.json"
    bad.write_text("{}")
    assert render(str(bad), str(tmp_path / "x.png"), "1600x900") == 2
    assert "colosseum render:" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("text, size", [("1600x900", (1600, 900)), ("1280X720", (1280, 720))])
def test_sizes(text, size):
    assert parse_size(text) == size


@pytest.mark.parametrize("text", ["big", "0x0", "1600", "99999x10"])
def test_bad_sizes_are_refused(text):
    with pytest.raises(ValueError):
        parse_size(text)
