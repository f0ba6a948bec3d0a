"""The new-game screen refuses names the rules would refuse, and starts from the last game's set-up."""
import json
import logging

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.saves import last_setup
from colosseum_desktop.scenes.starting.new_game import UNTYPABLE, NewGameScene, too_long

from .ui_events import click_on, key, make_ctx, send, show, typed


@pytest.fixture
def ctx(tmp_path, canvas):
    ctx = make_ctx(tmp_path / "saves")
    ctx.settings_path = tmp_path / "config" / "settings.json"
    return ctx


def new_scene(ctx) -> NewGameScene:
    ctx.manager.clear_to(NewGameScene(ctx))
    ctx.manager.apply_pending()
    return ctx.manager.top


def test_control_characters_cannot_be_typed_and_the_player_is_told_why(ctx):
    scene = new_scene(ctx)
    click_on(ctx, scene.rows[0].name)
    send(ctx, key(pygame.K_END), typed("\x00\u2028\x85"))
    assert scene.rows[0].name.text == "Aurelia"
    assert scene.error.text == UNTYPABLE
    send(ctx, typed("\x07!"))  # a paste mixing both: the printable part is kept, the rest refused
    assert scene.rows[0].name.text == "Aurelia!"
    assert scene.error.text == UNTYPABLE
    send(ctx, typed("?"))  # typing taken whole: the refusal is no longer said
    assert scene.rows[0].name.text == "Aurelia!?" and scene.error.text == ""
    send(ctx, typed("\u202egnp.exe"))  # a right-to-left override would turn the rest of any line around
    assert scene.rows[0].name.text == "Aurelia!?gnp.exe" and scene.error.text == UNTYPABLE


def test_a_name_stops_at_the_models_limit_and_the_player_is_told_why(ctx):
    scene = new_scene(ctx)
    click_on(ctx, scene.rows[1].name)
    send(ctx, key(pygame.K_END), typed("x" * 40))
    assert len(scene.rows[1].name.text) == rules.MAX_NAME_LENGTH
    assert scene.error.text == too_long()
    send(ctx, key(pygame.K_RETURN))
    assert ctx.manager.top.session.state.player(1).name == "Brutus" + "x" * (rules.MAX_NAME_LENGTH - 6)


def test_a_name_set_by_code_past_the_fields_is_still_refused_on_start(ctx):
    scene = new_scene(ctx)
    scene.rows[2].name.text = "Cas\x00sia"
    send(ctx, key(pygame.K_RETURN))
    assert ctx.manager.top is scene
    assert "control characters" in scene.error.text


def test_the_next_new_game_starts_from_the_last_set_up(ctx):
    scene = new_scene(ctx)
    scene.players.select(2)  # 5 players
    scene.rows[0].name.set_text("Marcus")
    scene.rows[3].kind.select(2)  # strong computer
    scene.rows[4].name.set_text("Zoë")
    scene.rows[4].kind.select(1)
    scene.auction.select(1)
    scene.rows[0].colour.select(1)  # Marcus moves to the blue seat, Brutus to vermilion
    send(ctx, key(pygame.K_RETURN))
    state = ctx.manager.top.session.state
    assert [p.name for p in state.players] == ["Brutus", "Marcus", "Cassia", "Decimus", "Zoë"]

    again = new_scene(ctx)
    assert again.player_count == 5
    assert again.names() == ("Brutus", "Marcus", "Cassia", "Decimus", "Zoë")
    assert again.seats() == ["person", "person", "person", "strong", "easy"]
    assert again.options().variant is rules.Variant.COMPETITIVE


def test_three_players_remembered_keep_the_hidden_rows_names(ctx):
    scene = new_scene(ctx)
    scene.rows[3].name.set_text("Octavia")
    scene.players.select(0)
    send(ctx, key(pygame.K_RETURN))
    again = new_scene(ctx)
    assert again.player_count == 3 and not again.rows[3].name.visible
    again.players.select(1)
    assert again.names()[3] == "Octavia"


@pytest.mark.parametrize("content", [
    b"{not json", b"[]", b'{"players": 9}', json.dumps({"players": 3, "seats": [{"name": "A\u0000"}] * 5}).encode(),
    b"x" * (last_setup.MAX_SETUP_BYTES + 1),
])
def test_a_broken_set_up_file_means_defaults_a_warning_and_a_copy_kept(ctx, content, caplog):
    path = last_setup.setup_path(ctx.settings_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    with caplog.at_level(logging.WARNING, logger="colosseum_desktop.files.small_files"):
        scene = new_scene(ctx)
    assert scene.player_count == 4 and scene.names() == ("Aurelia", "Brutus", "Cassia", "Decimus")
    assert "last-game-setup.json was damaged" in caplog.text and "last-game-setup.json was damaged" in scene.error.text
    (copy,) = path.parent.glob("last-game-setup.damaged-*.json")
    assert copy.read_bytes() == content  # kept: starting a game writes a new set-up, never over it


def test_a_folder_in_place_of_the_file_means_defaults(ctx, caplog):
    last_setup.setup_path(ctx.settings_path).mkdir(parents=True)
    with caplog.at_level(logging.WARNING):
        assert new_scene(ctx).player_count == 4
    assert "not a regular file" in caplog.text


def test_without_a_settings_file_nothing_is_remembered(tmp_path, canvas):
    ctx = make_ctx(tmp_path / "saves")
    scene = show(ctx, NewGameScene(ctx))
    scene.rows[0].name.set_text("Marcus")
    send(ctx, key(pygame.K_RETURN))
    assert not any(tmp_path.rglob(last_setup.SETUP_FILE))
