"""Save as with the name of an existing save asks before replacing it (issue 9: game A saved as "our game",
then game B as "our game", and A was gone)."""
import pygame
import pytest

from colosseum_desktop.saves import load_game
from colosseum_desktop.scenes.board.pause import PauseScene

from .game_fixtures import fresh_session, seated
from .ui_events import click_on, draw, key, make_ctx, send, show, typed


@pytest.fixture
def ctx(tmp_path, canvas):
    return make_ctx(tmp_path / "saves")


def save_as(ctx, session, name: str) -> PauseScene:
    ctx.manager.clear_to(PauseScene(ctx, seated(ctx, session, ["person"] * len(session.state.players))))
    ctx.manager.apply_pending()
    menu = ctx.manager.top
    send(ctx, key(pygame.K_s), *[key(pygame.K_BACKSPACE)] * 80, typed(name), key(pygame.K_RETURN))
    return menu


def test_saving_game_b_over_game_a_asks_and_another_name_keeps_a(ctx):
    game_a, game_b = fresh_session(3, seed=1), fresh_session(5, seed=2)
    save_as(ctx, game_a, "our game")
    path = ctx.saves_dir / "our game.colosseum.json"
    before = path.read_bytes()

    menu = save_as(ctx, game_b, "our game")
    assert menu.widgets is menu.replace_form
    assert menu.heading == "Replace that save?" and "our game" in menu.note
    draw(ctx)
    send(ctx, key(pygame.K_ESCAPE))  # "Another name"
    assert menu.widgets is menu.save_form
    assert path.read_bytes() == before
    send(ctx, *[key(pygame.K_BACKSPACE)] * 80, typed("their game"), key(pygame.K_RETURN))
    assert load_game(path).session.state == game_a.state
    assert load_game(ctx.saves_dir / "their game.colosseum.json").session.state == game_b.state


def test_replace_it_replaces_only_after_the_players_said_so(ctx):
    game_a, game_b = fresh_session(3, seed=1), fresh_session(4, seed=2)
    save_as(ctx, game_a, "our game")
    menu = save_as(ctx, game_b, "our game.colosseum.json")  # the same file, typed with its suffix
    path = ctx.saves_dir / "our game.colosseum.json"
    assert menu.widgets is menu.replace_form
    assert load_game(path).session.state == game_a.state
    click_on(ctx, menu.replace_form.widgets[1])
    assert menu.widgets is menu.menu and "Saved" in menu.message.text
    assert load_game(path).session.state == game_b.state


def test_enter_keeps_the_old_save_and_y_replaces_it(ctx):
    """As in every question, the harmless answer has the focus; agreeing takes Y or a click."""
    game_a, game_b = fresh_session(3, seed=1), fresh_session(4, seed=2)
    save_as(ctx, game_a, "our game")
    menu = save_as(ctx, game_b, "our game")
    send(ctx, key(pygame.K_RETURN))
    assert menu.widgets is menu.save_form
    assert load_game(ctx.saves_dir / "our game.colosseum.json").session.state == game_a.state
    send(ctx, key(pygame.K_RETURN))  # the same name again: asked again
    assert menu.widgets is menu.replace_form
    send(ctx, key(pygame.K_y))
    assert menu.widgets is menu.menu
    assert load_game(ctx.saves_dir / "our game.colosseum.json").session.state == game_b.state
    assert sorted(p.name for p in ctx.saves_dir.iterdir()) == ["our game.colosseum.json"]
