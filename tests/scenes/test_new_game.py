"""The new-game screen: seats, names, colours, computer players, auction rule, seed, and the start."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.starting.new_game import NewGameScene

from .ui_events import click, click_on, draw, key, make_ctx, send, show, typed


@pytest.fixture
def ctx(tmp_path, canvas):
    return make_ctx(tmp_path / "saves")


@pytest.fixture
def scene(ctx):
    return show(ctx, NewGameScene(ctx))


def started(ctx):
    assert len(ctx.manager.stack) == 1, "the game replaces every menu"
    return ctx.manager.top


def test_start_with_defaults_gives_four_players(ctx, scene):
    send(ctx, key(pygame.K_RETURN))
    board = started(ctx)
    state = board.session.state
    assert len(state.players) == 4
    assert [p.name for p in state.players] == ["Aurelia", "Brutus", "Cassia", "Decimus"]
    assert state.options.variant is rules.Variant.STANDARD
    assert board.seats == ["person"] * 4


def test_three_players_named_by_typing_with_a_computer_and_a_seed(ctx, scene):
    send(ctx, *click((scene.players.rect.x + 12, scene.players.rect.centery)))  # left arrow: 4 -> 3
    assert scene.player_count == 3 and not scene.rows[3].name.visible
    click_on(ctx, scene.rows[1].name)
    send(ctx, *[key(pygame.K_BACKSPACE)] * 10, typed("Marcus"))
    scene.rows[2].kind.select(2)
    click_on(ctx, scene.seed)
    send(ctx, typed("1234"))
    scene.auction.select(1)
    click_on(ctx, scene.start_button)
    board = started(ctx)
    state = board.session.state
    assert [p.name for p in state.players] == ["Aurelia", "Marcus", "Cassia"]
    assert board.seats == ["person", "person", "strong"]
    assert state.seed == 1234
    assert state.options.variant is rules.Variant.COMPETITIVE


def test_the_same_seed_deals_the_same_game(ctx, scene):
    scene.seed.set_value(99)
    scene.start()
    ctx.manager.apply_pending()
    first = ctx.manager.top.session.state
    other = make_ctx(ctx.saves_dir)
    again = show(other, NewGameScene(other))
    again.seed.set_value(99)
    again.start()
    other.manager.apply_pending()
    assert other.manager.top.session.state == first


def test_picking_another_colour_swaps_players_between_seats(ctx, scene):
    scene.rows[0].kind.select(1)
    scene.rows[0].colour.select(2)  # Aurelia (a computer) takes the green seat
    assert scene.rows[2].name.text == "Aurelia" and scene.rows[0].name.text == "Cassia"
    assert scene.seats()[2] == "easy" and scene.seats()[0] == "person"
    assert [row.colour.index for row in scene.rows[:4]] == [0, 1, 2, 3]


def test_duplicate_names_are_refused_on_screen(ctx, scene):
    scene.rows[1].name.set_text("aurelia")
    send(ctx, key(pygame.K_RETURN))
    assert ctx.manager.top is scene
    assert "aurelia" in scene.error.text.lower()
    draw(ctx)


def test_blank_names_become_player_numbers(ctx, scene):
    scene.rows[0].name.set_text("  ")
    assert scene.names()[0] == "Player 1"


def test_escape_goes_back(ctx, scene):
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.top is None


def test_keyboard_alone_reaches_every_control(ctx, scene):
    seen = set()
    for _ in range(len(scene.widgets.widgets) + 2):
        send(ctx, key(pygame.K_TAB))
        seen.add(id(scene.widgets.focus))
    focusable = {id(w) for w in scene.widgets.focus_order()}
    assert focusable <= seen


def test_enter_starts_the_game_even_while_a_choice_has_the_focus(ctx, scene):
    scene.widgets.set_focus(scene.rows[1].kind)
    send(ctx, key(pygame.K_SPACE))
    assert scene.rows[1].kind.value == "Computer (easy)"
    send(ctx, key(pygame.K_RETURN))
    assert started(ctx).seats[1] == "easy"


def test_the_auction_rule_chosen_is_explained_under_it(ctx, scene):
    # "Competitive auctions (variant)" alone does not say what changes at the table.
    assert scene.auction_note() == "Each player wins at most one auction a round."
    scene.auction.select(1)
    assert "may win several a round" in scene.auction_note()
    assert scene.options().variant is rules.Variant.COMPETITIVE
    draw(ctx)


def test_the_new_game_screen_speaks_french(canvas, tmp_path):
    from colosseum_desktop.i18n import set_language

    set_language("fr")
    ctx = make_ctx(tmp_path)
    scene = show(ctx, NewGameScene(ctx))
    assert scene.players.options == ["3 joueurs", "4 joueurs", "5 joueurs"]
    assert scene.rows[0].kind.options == ["Humain", "Ordinateur (facile)", "Ordinateur (fort)", "Ordinateur (expert)"]
    assert scene.rows[0].colour.options[0] == "Vermillon"
    assert scene.start_button.text == "Lancer la partie"
    draw(ctx)
