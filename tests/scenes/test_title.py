"""The title screen: each way in, by mouse and by key."""
import json

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.starting.load import LoadScene
from colosseum_desktop.scenes.starting.new_game import NewGameScene
from colosseum_desktop.scenes.title.scene import TitleScene

from .game_fixtures import finished_session, fresh_session
from .ui_events import click_on, draw, key, make_ctx, send, show


@pytest.fixture
def ctx(tmp_path, canvas):
    return make_ctx(tmp_path / "saves")


def finish_opening(ctx, title):
    """Let the worker thread finish loading and the title take the result, as the next frames would."""
    title._opening.wait()
    ctx.manager.update(16)
    ctx.manager.apply_pending()


def test_new_game_by_click_and_by_key(ctx):
    title = show(ctx, TitleScene(ctx))
    click_on(ctx, title.buttons["New game"])
    assert isinstance(ctx.manager.top, NewGameScene)
    ctx.manager.pop()
    ctx.manager.apply_pending()
    send(ctx, key(pygame.K_n))
    assert isinstance(ctx.manager.top, NewGameScene)


def test_load_opens_the_load_screen(ctx):
    title = show(ctx, TitleScene(ctx))
    click_on(ctx, title.buttons["Load"])
    assert isinstance(ctx.manager.top, LoadScene)


def test_escape_and_quit_leave_the_app(ctx):
    title = show(ctx, TitleScene(ctx))
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.running is False
    ctx.running = True
    click_on(ctx, title.buttons["Quit"])
    assert ctx.running is False


def test_continue_is_disabled_without_an_autosave(ctx):
    title = show(ctx, TitleScene(ctx))
    draw(ctx)
    ctx.manager.update(16)
    assert not title.buttons["Continue"].enabled
    click_on(ctx, title.buttons["Continue"])
    assert ctx.manager.top is title
    draw(ctx)


def test_continue_resumes_the_most_recently_played_game(ctx):
    from colosseum_desktop import saves
    older = fresh_session(players=4, seed=8)
    saves.Autosaver(ctx.saves_dir, seats=["person"] * 4).autosave(older)
    session = fresh_session(players=3)
    saves.Autosaver(ctx.saves_dir, seats=["person"] * 3).autosave(session)
    title = show(ctx, TitleScene(ctx))
    draw(ctx)
    ctx.manager.update(16)  # the autosave is looked for after the first frame
    assert title.buttons["Continue"].enabled
    assert title.continue_caption.text.startswith("Continue: Aurelia, Brutus, Cassia, round 1, investing (played ")
    send(ctx, key(pygame.K_c))
    assert title.continue_caption.text.startswith("Opening the game")
    finish_opening(ctx, title)
    resumed = ctx.manager.stack
    assert len(resumed) == 1 and resumed[0] is not title
    assert resumed[0].session.state == session.state and resumed[0].session.game_id == session.game_id


def test_continue_when_every_autosave_of_the_game_fails_the_full_check_says_why_and_offers_the_next(ctx):
    from colosseum_desktop import saves
    older = fresh_session(players=4, seed=8)
    saves.Autosaver(ctx.saves_dir, seats=["person"] * 4).autosave(older)
    newer = fresh_session(players=3)
    newer.submit(rules.legal_commands(newer.state)[0])
    path = saves.Autosaver(ctx.saves_dir, seats=["person"] * 3).autosave(newer)
    document = json.loads(path.read_text())
    document["log"] = []  # still reads, no longer replays to its state
    path.write_text(json.dumps(document))
    title = show(ctx, TitleScene(ctx))
    draw(ctx)
    ctx.manager.update(16)
    send(ctx, key(pygame.K_c))
    finish_opening(ctx, title)
    assert ctx.manager.top is title and "does not match its moves" in title.message.text
    assert title.continue_caption.text.startswith("Continue: Aurelia, Brutus, Cassia, Decimus")


def test_rules_opens_the_reference_or_says_why_not(ctx):
    title = show(ctx, TitleScene(ctx))
    click_on(ctx, title.buttons["Rules"])
    assert ctx.manager.top is not title or title.message.text
    draw(ctx)


def test_a_save_given_on_the_command_line_opens_over_the_title(ctx):
    from colosseum_desktop import saves
    path = saves.save_game(fresh_session(players=3), ctx.saves_dir / "given.colosseum.json", ["person"] * 3)
    show(ctx, TitleScene(ctx, open_save=path))
    assert len(ctx.manager.stack) == 1 and not isinstance(ctx.manager.top, TitleScene)
    assert ctx.manager.top.session.state.round == 1


def test_a_bad_save_on_the_command_line_leaves_the_title_saying_why(ctx, tmp_path):
    bad = tmp_path / "bad.colosseum.json"
    bad.write_text("nope")
    title = show(ctx, TitleScene(ctx, open_save=bad))
    assert ctx.manager.stack == [title]
    assert "bad.colosseum.json" in title.message.text


def test_a_finished_game_is_not_continued_and_new_game_keeps_the_focus(ctx):
    # Enter on the title reopened the last game's end screen: Continue had taken the focus from New game.
    from colosseum_desktop import saves
    saves.Autosaver(ctx.saves_dir, seats=["person"] * 3).autosave(finished_session(players=3))
    title = show(ctx, TitleScene(ctx))
    draw(ctx)
    ctx.manager.update(16)
    assert not title.buttons["Continue"].enabled and title.widgets.focus is title.buttons["New game"]
    assert title.continue_caption.text.startswith("No game in progress")
    send(ctx, key(pygame.K_RETURN))
    assert isinstance(ctx.manager.top, NewGameScene)


def test_without_an_autosave_the_title_says_why_continue_is_greyed(ctx):
    title = show(ctx, TitleScene(ctx))
    draw(ctx)
    ctx.manager.update(16)
    assert title.continue_caption.text.startswith("No game in progress")


def test_the_title_speaks_the_players_language(ctx):
    """Buttons keep their English keys and show the language's words; every phase of the rules has a name."""
    from colosseum_desktop.i18n import set_language
    from colosseum_desktop.rules import Phase
    from colosseum_desktop.scenes.title.scene import PHASE_NAMES

    assert set(PHASE_NAMES) == {p.value for p in Phase}
    set_language("es")
    title = show(ctx, TitleScene(ctx))
    assert [b.text for b in title.buttons.values()] == ["Nueva partida", "Continuar", "Aprender a jugar", "Cargar", "En línea", "Reglas",
                                                       "Récords",
                                                       "Ajustes", "Salir"]
    draw(ctx)


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl", "es", "ro"])
def test_the_title_letters_its_whole_menu_at_one_size(ctx, language):
    """Play-test: the German "Spielen lernen" and "Einstellungen" shrank alone, smaller than "Laden" beside them."""
    from colosseum_desktop.i18n import set_language

    set_language(language)
    title = show(ctx, TitleScene(ctx))
    fitted = [button.fitted_label() for button in title.buttons.values()]
    assert len({size for size, _lines in fitted}) == 1, fitted
    assert not any(line.endswith("\u2026") for _size, lines in fitted for line in lines)
    draw(ctx)


def test_continue_forgets_a_game_deleted_on_the_load_screen(ctx):
    """Play-test: deleting the game Continue named, then Back, left Continue pointing at the deleted game."""
    from colosseum_desktop import saves
    older = fresh_session(players=3, seed=8)
    saves.Autosaver(ctx.saves_dir, seats=["person"] * 3).autosave(older)
    newer = fresh_session(players=4, seed=9)
    saves.Autosaver(ctx.saves_dir, seats=["person"] * 4).autosave(newer)
    title = show(ctx, TitleScene(ctx))
    draw(ctx)
    ctx.manager.update(16)
    assert title._continuable.game_id == newer.game_id
    click_on(ctx, title.buttons["Load"])
    load = ctx.manager.top
    load.select(next(i for i, game in enumerate(load.games) if game.game_id == newer.game_id), "games")
    load.ask_delete()
    send(ctx, key(pygame.K_y))
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.top is title
    draw(ctx)
    ctx.manager.update(16)
    assert title._continuable.game_id == older.game_id
    assert "Decimus" not in title.continue_caption.text
