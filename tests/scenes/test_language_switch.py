"""Choosing the language at any time: from the title's settings and the pause menu's, at once on every scene of
the stack (the board under the menu too), remembered for the next launch, and changing nothing in the game."""
import pygame
import pytest

from colosseum_desktop import saves
from colosseum_desktop.app import App, AppContext
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.game_log import sentences
from colosseum_desktop.i18n import current_language
from colosseum_desktop.i18n.card_names import program_name
from colosseum_desktop.scenes.base import SceneManager
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.board.picture import BoardPicture
from colosseum_desktop.scenes.board.pause import PauseScene
from colosseum_desktop.scenes.title.settings_menu import SettingsScene
from colosseum_desktop.scenes.title.scene import TitleScene
from colosseum_desktop.scenes import widgets
from colosseum_desktop.settings import Settings
from colosseum_desktop.sprites import program_tile, theme

from .game_fixtures import fresh_session, seated
from .ui_events import click, draw, key, send, show, typed

SEATS = ["person", "person", "person", "person"]


@pytest.fixture
def ctx(tmp_path, canvas):
    settings = Settings(computer_delay_ms=0, animation_speed=0.0, auto_dialogs=False)
    return AppContext(SceneManager(), tmp_path / "saves", settings, tmp_path / "settings.json")


def played_session(moves: int = 40):
    """A game some way in: the log has lines, the supply has programs, a person decides."""
    session = fresh_session(seed=11)
    bot = RandomBot(11)
    for _ in range(moves):
        session.submit(bot.choose(session.state))
    return session


def board_and_pause(ctx, session):
    board = show(ctx, BoardScene(ctx, seated(ctx, session, SEATS)))
    menu = show(ctx, PauseScene(ctx, seated(ctx, session, SEATS)))
    return board, menu


def choose_by_clicks(ctx, choices, name: str) -> None:
    """Click the right arrow of the language choice until it shows `name`; the choice is made anew after each
    change, so `choices` (a function) finds the one on screen now."""
    for _ in range(6):
        if choices()[0].value == name:
            return
        choice = choices()[0]
        send(ctx, *click((choice.rect.right - 10, choice.rect.centery)))
    raise AssertionError(f"{name} was never shown")


def drawn_texts(ctx, monkeypatch) -> set[str]:
    """Every string drawn in one frame of the whole stack (the tiles' and buttons' caches emptied so theirs are drawn
    too)."""
    drawn = set()
    render = theme.render_text

    def recording(text, *args, **kwargs):
        drawn.add(text)
        return render(text, *args, **kwargs)

    program_tile._tile.cache_clear()
    widgets._button_picture.cache_clear()  # buttons are kept as pictures too
    monkeypatch.setattr(theme, "render_text", recording)
    draw(ctx)
    monkeypatch.setattr(theme, "render_text", render)
    return drawn


def shows_name(drawn: set[str], name: str) -> bool:
    """Whether a program's name is drawn, whole or cut short on its tile (long enough to tell it)."""
    return any(len(part) >= 4 and part in name for part in (text.rstrip("…") for text in drawn))


def game_of(session):
    return session.state, [entry.command for entry in session.log], session.game_id


def test_switching_to_german_mid_game_words_the_board_and_the_menu_again_and_changes_nothing_in_the_game(
        ctx, monkeypatch):
    session = played_session()
    before = game_of(session)
    board, menu = board_and_pause(ctx, session)
    assert board.person_decides()
    supply = list(session.state.program_supply)
    english = drawn_texts(ctx, monkeypatch)
    assert any(shows_name(english, program_name(number)) for number in supply)
    english_log = [line.text for line in board.log_panel.lines]

    choose_by_clicks(ctx, lambda: menu.setting_choices, "Deutsch")

    assert current_language() == "de" and ctx.manager.stack == [board, menu]  # no scene left or added
    german = drawn_texts(ctx, monkeypatch)
    assert {"Pause", "Weiterspielen", "Zum Titel", "Sprache", "Deutsch", "Computertempo"} <= german
    assert {"Resume", "Quit to title", "Language", "Computer pace"}.isdisjoint(german)
    renamed = [number for number in supply if program_name(number) not in english]  # German names that differ
    assert renamed and all(shows_name(german, program_name(number)) for number in renamed)
    # The log's lines are worded again from the game's own record, the board's buttons made again.
    german_log = [line.text for line in board.log_panel.lines]
    assert german_log == [line.text for entry in session.log for line in sentences(entry.events, entry.state_before)]
    assert len(german_log) == len(english_log) and german_log != english_log
    assert {line for line in german_log[-board.log_panel.visible_count:] if line not in english_log} & german
    assert all(button.look().text in german for button in board.buttons)
    assert game_of(session) == before and board.session is session

    # Saved from the menu in German, loaded again: the same game.
    send(ctx, key(pygame.K_s), *[key(pygame.K_BACKSPACE)] * 80, typed("Auf Deutsch"), key(pygame.K_RETURN))
    loaded = saves.load_game(ctx.saves_dir / "Auf Deutsch.colosseum.json")
    assert game_of(loaded.session) == before
    assert list(loaded.seats) == SEATS


def test_switching_back_to_english_gives_the_english_frame_again_pixel_for_pixel(ctx):
    board, menu = board_and_pause(ctx, played_session())
    english = pygame.image.tobytes(draw(ctx), "RGB")
    ctx.choose_language("de")
    ctx.manager.apply_pending()
    assert pygame.image.tobytes(draw(ctx), "RGB") != english
    ctx.choose_language("en")
    ctx.manager.apply_pending()
    assert pygame.image.tobytes(draw(ctx), "RGB") == english


def test_the_board_alone_redraws_in_the_new_language_even_when_it_draws_only_what_changed(ctx):
    """The board copies back only what changed while it is the only scene drawn: a language changes it all."""
    board = show(ctx, BoardScene(ctx, seated(ctx, played_session(), SEATS)))
    canvas = pygame.Surface((1600, 900))
    ctx.manager.draw(canvas)
    ctx.choose_language("ro")
    ctx.manager.apply_pending()
    ctx.manager.draw(canvas)
    fresh = pygame.Surface((1600, 900))
    BoardPicture(board.state, board.view()).full_frame(fresh, board.state, board.view())  # made in Romanian
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_the_choice_is_remembered_and_the_next_launch_starts_in_it(ctx, tmp_path):
    board, menu = board_and_pause(ctx, played_session(10))
    choose_by_clicks(ctx, lambda: menu.setting_choices, "Español")
    assert Settings.load(ctx.settings_path).language == "es"
    assert Settings.load(ctx.settings_path).computer_delay_ms == 0  # the other settings kept as they were
    ctx.choose_language("en")  # this run goes on in English; the file says Spanish again only if chosen
    ctx.choose_language("es")

    from colosseum_desktop.i18n import set_language
    set_language("en")  # a fresh process would start from nothing
    app = App(tmp_path / "saves", TitleScene, ctx.settings_path)
    assert current_language() == "es"
    title = show(app.ctx, TitleScene(app.ctx))
    assert title.buttons["New game"].text == "Nueva partida"


def test_lang_on_the_command_line_is_for_one_run_and_the_remembered_choice_stays(ctx, tmp_path):
    ctx.choose_language("nl")
    App(tmp_path / "saves", TitleScene, ctx.settings_path, language="fr")
    assert current_language() == "fr" and Settings.load(ctx.settings_path).language == "nl"


def test_the_title_s_settings_switch_the_title_under_them_at_once(ctx):
    title = show(ctx, TitleScene(ctx))
    send(ctx, key(pygame.K_s))
    settings = ctx.manager.top
    assert isinstance(settings, SettingsScene) and settings.widgets.focus is settings.choices[0]
    send(ctx, key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RIGHT))  # English, Dutch, French, German
    assert current_language() == "de" and ctx.manager.stack == [title, settings]
    assert settings.widgets.focus is settings.choices[0] and settings.choices[0].value == "Deutsch"
    assert [b.text for b in title.buttons.values()] == ["Neues Spiel", "Fortsetzen", "Spielen lernen", "Laden", "Online", "Regeln",
                                                       "Rekorde", "Einstellungen", "Beenden"]
    assert settings.back.text == "Zurück"
    draw(ctx)
    send(ctx, key(pygame.K_RETURN))
    assert ctx.manager.stack == [title]
    assert Settings.load(ctx.settings_path).language == "de"


def test_the_title_keeps_its_caption_focus_and_continue_in_the_new_language(ctx):
    saves.Autosaver(ctx.saves_dir, seats=SEATS).autosave(played_session(10))
    title = show(ctx, TitleScene(ctx))
    draw(ctx)
    ctx.manager.update(16)
    assert title.buttons["Continue"].enabled and title.widgets.focus is title.buttons["Continue"]
    ctx.choose_language("fr")
    ctx.manager.apply_pending()
    assert title.buttons["Continue"].enabled and title.widgets.focus is title.buttons["Continue"]
    assert title.buttons["Continue"].text == "Continuer" and title.continue_caption.text.startswith("Continuer")


def test_settings_in_the_title_change_the_game_settings_too(ctx):
    show(ctx, TitleScene(ctx))
    send(ctx, key(pygame.K_s))
    settings = ctx.manager.top
    pace = settings.choices[1]
    assert pace.value == "Fast"  # the context's 0 ms is nearest to it
    send(ctx, *click((pace.rect.x + 10, pace.rect.centery)))
    assert ctx.settings.computer_delay_ms == 900 and Settings.load(ctx.settings_path).computer_delay_ms == 900
    send(ctx, key(pygame.K_ESCAPE))
    assert not isinstance(ctx.manager.top, SettingsScene)


def test_a_text_typed_for_the_save_survives_the_switch_and_a_suggested_one_follows_it(ctx):
    board, menu = board_and_pause(ctx, played_session(10))
    assert menu.name_field.text.startswith("Round ")
    ctx.choose_language("de")
    ctx.manager.apply_pending()
    assert menu.name_field.text.startswith("Runde ") and menu.widgets is menu.menu
    menu.name_field.set_text("Mein Spiel")
    ctx.choose_language("en")
    ctx.manager.apply_pending()
    assert menu.name_field.text == "Mein Spiel"


def test_the_rules_reference_is_laid_out_again_in_the_new_language(ctx):
    from colosseum_desktop.scenes.rules_reference.scene import RulesReference
    reference = show(ctx, RulesReference(ctx))
    english = [line for line, *_rest in reference.lines]
    ctx.choose_language("ro")
    ctx.manager.apply_pending()
    assert [line for line, *_rest in reference.lines] != english
    assert reference.header_text() != "Rules of Colosseum, in brief"
    draw(ctx)


def test_after_the_switch_the_menu_resumes_and_the_board_plays_on(ctx):
    session = played_session(5)
    board, menu = board_and_pause(ctx, session)
    ctx.choose_language("nl")
    ctx.manager.apply_pending()
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.stack == [board]
    moves = len(session.log)
    command = RandomBot(3).choose(session.state)
    board.submit(command)
    assert len(session.log) == moves + 1 and session.log[-1].command == command
    assert len(board.log_panel.lines) == sum(len(sentences(e.events, e.state_before)) for e in session.log)
    ctx.manager.update(16)
    draw(ctx)


def test_a_dialog_open_over_the_board_makes_its_controls_again_as_a_new_one_would(ctx):
    """No menu opens over a dialog today, but a dialog on the stack still hears of the change like every scene."""
    from colosseum_desktop.scenes.dialogs.invest.dialog import InvestDialog

    session = fresh_session(seed=11)
    board = show(ctx, BoardScene(ctx, seated(ctx, session, SEATS)))
    board.open_dialog("invest")
    ctx.manager.apply_pending()
    dialog = ctx.manager.top
    assert isinstance(dialog, InvestDialog)

    def labels(scene):
        return [widget.text for widget in scene.widgets.widgets if isinstance(getattr(widget, "text", None), str)]

    english = labels(dialog)
    ctx.choose_language("de")
    ctx.manager.apply_pending()
    made_in_german = InvestDialog(ctx, session, dialog.seat, people=dialog.people)
    assert labels(dialog) == labels(made_in_german) != english
    draw(ctx)
