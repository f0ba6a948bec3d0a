"""The load screen: games in progress (one row each) beside the named saves, with who, when and where in the
game; refused files shown with the reason; rename and delete with a confirmation, touching only the chosen
files."""
import hashlib

import pygame
import pytest

from colosseum_desktop import rules, saves
from colosseum_desktop.scenes.starting.load import (GAMES, LISTS, ROW_H, SAVES, VISIBLE_ROWS, LoadScene,
                                                    describe_finished, describe_game, describe_save)

from .game_fixtures import finished_session, fresh_session
from .ui_events import click, click_on, draw, key, make_ctx, send, show, typed


def autosaved(ctx, session, seats):
    saves.Autosaver(ctx.saves_dir, seats=seats).autosave(session)
    return session


@pytest.fixture
def ctx(tmp_path, canvas):
    ctx = make_ctx(tmp_path / "saves")
    ctx.saves_dir.mkdir()
    saves.save_game(fresh_session(players=3, seed=1), ctx.saves_dir / "three.colosseum.json",
                    ["person", "person", "computer:strong"])
    (ctx.saves_dir / "broken.colosseum.json").write_text("{ not json")
    return ctx


def everything_in(folder):
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def opened(ctx, scene):
    """Let the worker thread finish opening and the screen take the result, as the next frames would."""
    assert scene.opening is not None, "nothing is being opened"
    scene.opening.wait()
    ctx.manager.update(16)
    ctx.manager.apply_pending()


def row_centre(scene, section, index):
    rect = LISTS[section]
    return rect.centerx, rect.y + (index - scene.scroll[section]) * ROW_H + ROW_H // 2


def test_lists_named_and_refused_saves(ctx):
    scene = show(ctx, LoadScene(ctx))
    by_name = {info.path.name: info for info in scene.entries}
    assert set(by_name) == {"three.colosseum.json", "broken.colosseum.json"}
    title, details, _ = describe_save(by_name["three.colosseum.json"])
    assert title == "three" and "Aurelia, Brutus, Cassia (strong)" in details and "round 1" in details
    title, details, _ = describe_save(by_name["broken.colosseum.json"])
    assert details.startswith("Cannot be opened:")
    assert scene.games == [] and scene.section == SAVES
    draw(ctx)


def test_two_games_in_progress_are_one_row_each_beside_the_named_saves(ctx):
    first = autosaved(ctx, fresh_session(players=4, seed=2), ["person", "computer:easy", "person", "person"])
    later = fresh_session(players=3, seed=3)
    later.submit(rules.legal_commands(later.state)[0])
    autosaved(ctx, later, ["person"] * 3)
    later.submit(rules.legal_commands(later.state)[0])
    autosaved(ctx, later, ["person"] * 3)
    scene = show(ctx, LoadScene(ctx))
    assert [g.game_id for g in scene.games] == [later.game_id, first.game_id]
    labels, details = describe_game(scene.games[1])
    assert labels == ["Aurelia", "Brutus (easy)", "Cassia", "Decimus"]
    assert details.startswith("Round 1  \u00b7  investing  \u00b7  last played ")
    assert scene.section == GAMES and scene.selected[GAMES] == 0
    assert {i.path.name for i in scene.entries} == {"three.colosseum.json", "broken.colosseum.json"}
    draw(ctx)


def test_a_finished_game_leaves_the_games_in_progress_for_the_saves_list_where_it_can_be_deleted(ctx):
    finished = autosaved(ctx, finished_session(players=3), ["person"] * 3)
    before = everything_in(ctx.saves_dir)
    scene = show(ctx, LoadScene(ctx))
    assert scene.games == []
    row = next(i for i, entry in enumerate(scene.entries) if getattr(entry, "game_id", None) == finished.game_id)
    assert describe_finished(scene.entries[row])[:2] == ("Finished game", "Aurelia, Brutus, Cassia  \u00b7  round 5"
                                                                          "  \u00b7  finished")
    scene.select(row, SAVES)
    assert scene.open_button.enabled and not scene.rename_button.enabled
    draw(ctx)
    scene.ask_delete()
    assert scene.question.startswith("Delete the finished game of Aurelia, Brutus, Cassia and its 1 autosave?")
    send(ctx, key(pygame.K_y))
    assert set(before) - set(everything_in(ctx.saves_dir)) == {
        saves.autosave_path(ctx.saves_dir, finished.game_id, 5).name}


def test_a_finished_game_opens_on_its_end_screen(ctx):
    from colosseum_desktop.scenes.end.scene import EndScene
    finished = autosaved(ctx, finished_session(players=3), ["person"] * 3)
    scene = show(ctx, LoadScene(ctx))
    scene.select(next(i for i, entry in enumerate(scene.entries) if getattr(entry, "game_id", None)
                      == finished.game_id), SAVES)
    send(ctx, key(pygame.K_RETURN))
    opened(ctx, scene)
    assert isinstance(ctx.manager.top, EndScene)


def test_a_refused_save_can_be_chosen_only_to_delete_it_and_says_why(ctx):
    scene = show(ctx, LoadScene(ctx))
    broken = next(i for i, info in enumerate(scene.entries) if not info.loads)
    scene.select(broken, SAVES)
    assert scene.message.text.startswith("This save is damaged")
    assert not scene.open_button.enabled and not scene.rename_button.enabled and scene.delete_button.enabled


def test_enter_opens_the_selected_save_into_the_game(ctx):
    scene = show(ctx, LoadScene(ctx))
    send(ctx, key(pygame.K_RETURN))
    assert scene.message.text.startswith("Opening three: checking every move")
    opened(ctx, scene)
    assert len(ctx.manager.stack) == 1
    assert [p.name for p in ctx.manager.top.session.state.players] == ["Aurelia", "Brutus", "Cassia"]


def test_double_click_on_a_game_in_progress_resumes_it(ctx):
    session = autosaved(ctx, fresh_session(players=4, seed=2), ["person"] * 4)
    scene = show(ctx, LoadScene(ctx))
    pos = row_centre(scene, GAMES, 0)
    send(ctx, *click(pos), *click(pos))
    opened(ctx, scene)
    assert ctx.manager.top is not scene and ctx.manager.top.session.game_id == session.game_id


def test_while_a_save_opens_the_screen_takes_no_other_input_and_a_refusal_is_listed(ctx):
    scene = show(ctx, LoadScene(ctx))
    path = scene.chosen().path
    document = path.read_text().replace('"seed":1,', '"seed":2,', 1)  # reads; belongs to another game
    path.write_text(document)
    scene.open_selected()
    send(ctx, key(pygame.K_ESCAPE), key(pygame.K_DELETE))
    assert ctx.manager.top is scene and scene.widgets is scene.menu
    opened(ctx, scene)
    assert "belongs to another game" in scene.message.text and ctx.manager.top is scene
    assert not any(info.loads for info in scene.entries)


def test_left_and_right_move_between_the_lists(ctx):
    autosaved(ctx, fresh_session(players=4, seed=2), ["person"] * 4)
    scene = show(ctx, LoadScene(ctx))
    send(ctx, key(pygame.K_RIGHT))
    assert scene.section == SAVES and scene.chosen().path.name == "three.colosseum.json"
    send(ctx, key(pygame.K_LEFT))
    assert scene.section == GAMES


def test_escape_goes_back(ctx):
    show(ctx, LoadScene(ctx))
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.top is None


def test_an_empty_folder_says_so(tmp_path, canvas):
    ctx = make_ctx(tmp_path / "nothing-here")
    scene = show(ctx, LoadScene(ctx))
    assert scene.entries == [] and scene.games == [] and not scene.open_button.enabled
    draw(ctx)


def test_a_finished_named_save_is_listed_as_finished_in_the_title_screens_words(ctx):
    saves.save_game(finished_session(players=3), ctx.saves_dir / "done.colosseum.json", ["person"] * 3)
    scene = show(ctx, LoadScene(ctx))
    by_name = {info.path.name: info for info in scene.entries}
    assert describe_save(by_name["done.colosseum.json"])[1].endswith("round 5  \u00b7  finished")
    assert describe_save(by_name["three.colosseum.json"])[1].endswith("round 1  \u00b7  investing")


def test_the_reason_a_save_is_refused_does_not_cover_the_lists_scroll_hint(ctx):
    for i in range(VISIBLE_ROWS + 1):
        saves.save_game(fresh_session(players=3, seed=i), ctx.saves_dir / f"game {i}.colosseum.json",
                        ["person"] * 3)
    scene = show(ctx, LoadScene(ctx))
    scene.select(next(i for i, info in enumerate(scene.entries) if not info.loads), SAVES)
    draw(ctx)
    assert scene.message.text and scene.message.rect.top > LISTS[SAVES].bottom + 40
    assert scene.message.rect.top >= scene.open_button.rect.bottom and scene.message.rect.bottom <= 900


def test_rename_asks_for_the_name_and_changes_only_that_file(ctx):
    autosaved(ctx, fresh_session(players=4, seed=2), ["person"] * 4)
    before = everything_in(ctx.saves_dir)
    scene = show(ctx, LoadScene(ctx))
    scene.select(next(i for i, info in enumerate(scene.entries) if info.loads), SAVES)
    send(ctx, key(pygame.K_F2))
    assert scene.widgets is scene.rename_form and scene.name_field.text == "three"
    send(ctx, typed("Sunday"), key(pygame.K_RETURN))
    after = everything_in(ctx.saves_dir)
    assert after.pop("Sunday.colosseum.json") == before.pop("three.colosseum.json")
    assert after == before
    assert scene.widgets is scene.menu and scene.chosen().path.name == "Sunday.colosseum.json"


def test_rename_to_a_name_outside_the_folder_is_refused_and_changes_nothing(ctx):
    before = everything_in(ctx.saves_dir)
    scene = show(ctx, LoadScene(ctx))
    scene.select(next(i for i, info in enumerate(scene.entries) if info.loads), SAVES)
    scene.ask_rename()
    scene.name_field.set_text("../elsewhere")
    scene.rename()
    assert "cannot contain /" in scene.message.text and everything_in(ctx.saves_dir) == before
    assert not (ctx.saves_dir.parent / "elsewhere.colosseum.json").exists()


def test_delete_asks_first_and_keep_it_is_the_answer_enter_gives(ctx):
    before = everything_in(ctx.saves_dir)
    scene = show(ctx, LoadScene(ctx))
    send(ctx, key(pygame.K_DELETE))
    assert scene.widgets is scene.delete_form and "Delete the save \u201cthree\u201d?" in scene.question
    draw(ctx)
    send(ctx, key(pygame.K_RETURN))
    assert scene.widgets is scene.menu and everything_in(ctx.saves_dir) == before


def test_deleting_a_named_save_removes_only_it(ctx):
    autosaved(ctx, fresh_session(players=4, seed=2), ["person"] * 4)
    before = everything_in(ctx.saves_dir)
    scene = show(ctx, LoadScene(ctx))
    scene.select(next(i for i, info in enumerate(scene.entries) if info.loads), SAVES)
    scene.ask_delete()
    send(ctx, key(pygame.K_y))
    before.pop("three.colosseum.json")
    assert everything_in(ctx.saves_dir) == before
    assert "Deleted three.colosseum.json" in scene.message.text


def test_deleting_a_game_in_progress_removes_all_its_autosaves_and_nothing_else(ctx):
    kept = autosaved(ctx, fresh_session(players=4, seed=2), ["person"] * 4)
    gone = fresh_session(players=3, seed=3)
    for _ in range(2):
        autosaved(ctx, gone, ["person"] * 3)
        gone.submit(rules.legal_commands(gone.state)[0])
    before = everything_in(ctx.saves_dir)
    scene = show(ctx, LoadScene(ctx))
    scene.select(next(i for i, g in enumerate(scene.games) if g.game_id == gone.game_id), GAMES)
    scene.ask_delete()
    assert "and its 1 autosave?" in scene.question
    click_on(ctx, scene.delete_form.widgets[1])
    after = everything_in(ctx.saves_dir)
    assert set(before) - set(after) == {saves.autosave_path(ctx.saves_dir, gone.game_id, 1).name}
    assert all(after[name] == before[name] for name in after)
    assert [g.game_id for g in scene.games] == [kept.game_id]


def test_the_load_screen_speaks_german_with_its_dates_and_plural_forms(ctx):
    from colosseum_desktop.i18n import set_language
    from colosseum_desktop.i18n.conventions import format_datetime

    game = autosaved(ctx, fresh_session(players=4, seed=2), ["person", "computer:easy", "person", "person"])
    set_language("de")
    scene = show(ctx, LoadScene(ctx))
    labels, details = describe_game(scene.games[0])
    latest = scene.games[0].latest
    assert labels[1] == "Brutus (leicht)"
    assert details == f"Runde 1  ·  Investieren  ·  zuletzt gespielt {format_datetime(latest.saved_at.astimezone())}"
    assert "." in details.rpartition(" ")[0]  # 23.11.2026-style, not "23 Nov"
    scene.select(0, GAMES)
    scene.ask_delete()
    assert scene.question.startswith("Das Spiel von Aurelia, Brutus, Cassia, Decimus und seine 1 automatische "
                                     "Speicherung löschen?")
    assert game.game_id == scene.games[0].game_id
    draw(ctx)


def test_a_refused_save_says_why_in_the_language_of_the_moment_though_the_list_kept_its_reason(ctx):
    from colosseum_desktop.i18n import set_language

    scene = show(ctx, LoadScene(ctx))
    broken = next(i for i, info in enumerate(scene.entries) if not info.loads)
    set_language("de")
    scene.select(broken, SAVES)
    assert scene.message.text.startswith("Dieser Spielstand ist beschädigt oder unvollständig")
    set_language("ro")
    scene.select(broken, SAVES)  # the same listed entry: the reason was kept, the words are chosen now
    assert scene.message.text.startswith("Această salvare este deteriorată sau incompletă")
    draw(ctx)


def test_opened_on_a_game_in_progress_the_screen_says_at_once_why_rename_is_greyed(ctx):
    """Play-test (issue 20): Rename stood greyed with no reason until another row was chosen and this one again."""
    autosaved(ctx, fresh_session(players=3, seed=4), ["person"] * 3)
    scene = show(ctx, LoadScene(ctx))
    assert scene.section == GAMES and not scene.rename_button.enabled
    assert scene.message.text.startswith("A game in progress is not renamed")
    draw(ctx)
