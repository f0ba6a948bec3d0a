"""The load screen: saves listed with who, when and where in the game; refused files shown with the reason."""
import pygame
import pytest

from colosseum_desktop.scenes.load_save import LIST, VISIBLE_ROWS, LoadScene, describe_save

from .game_fixtures import finished_session, fresh_session
from .ui_events import click, draw, key, make_ctx, send, show

saves = pytest.importorskip("colosseum_desktop.saves")


@pytest.fixture
def ctx(tmp_path, canvas):
    ctx = make_ctx(tmp_path / "saves")
    ctx.saves_dir.mkdir()
    saves.save_game(fresh_session(players=3, seed=1), ctx.saves_dir / "three.colosseum.json",
                    ["person", "person", "computer:strong"])
    (ctx.saves_dir / "broken.colosseum.json").write_text("{ not json")
    return ctx


def test_lists_good_and_refused_saves(ctx):
    scene = show(ctx, LoadScene(ctx))
    by_name = {info.path.name: info for info in scene.entries}
    assert set(by_name) == {"three.colosseum.json", "broken.colosseum.json"}
    title, details, _ = describe_save(by_name["three.colosseum.json"])
    assert title == "three" and "Aurelia, Brutus, Cassia (computer)" in details and "round 1" in details
    title, details, _ = describe_save(by_name["broken.colosseum.json"])
    assert details.startswith("Cannot be opened:")
    draw(ctx)


def test_a_refused_save_cannot_be_selected_and_says_why(ctx):
    scene = show(ctx, LoadScene(ctx))
    broken = next(i for i, info in enumerate(scene.entries) if not info.loads)
    good = scene.selected
    scene.select(broken)
    assert scene.selected == good and scene.message.text


def test_enter_opens_the_selected_save_into_the_game(ctx):
    show(ctx, LoadScene(ctx))
    send(ctx, key(pygame.K_RETURN))
    assert len(ctx.manager.stack) == 1
    assert [p.name for p in ctx.manager.top.session.state.players] == ["Aurelia", "Brutus", "Cassia"]


def test_double_click_on_a_row_opens_it(ctx):
    scene = show(ctx, LoadScene(ctx))
    row = scene.selected
    from colosseum_desktop.scenes.load_save import LIST, ROW_H
    pos = (LIST.centerx, LIST.y + (row - scene.scroll) * ROW_H + ROW_H // 2)
    send(ctx, *click(pos), *click(pos))
    assert ctx.manager.top is not scene


def test_escape_goes_back(ctx):
    show(ctx, LoadScene(ctx))
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.top is None


def test_an_empty_folder_says_so(tmp_path, canvas):
    ctx = make_ctx(tmp_path / "nothing-here")
    scene = show(ctx, LoadScene(ctx))
    assert scene.entries == [] and not scene.open_button.enabled
    draw(ctx)


def test_a_finished_game_is_listed_as_finished_in_the_title_screens_words(ctx):
    # The phase was printed raw: "round 5 · Over"; the title screen says "finished", "auctions", …
    saves.save_game(finished_session(players=3), ctx.saves_dir / "done.colosseum.json", ["person"] * 3)
    scene = show(ctx, LoadScene(ctx))
    by_name = {info.path.name: info for info in scene.entries}
    assert describe_save(by_name["done.colosseum.json"])[1].endswith("round 5  \u00b7  finished")
    assert describe_save(by_name["three.colosseum.json"])[1].endswith("round 1  \u00b7  investing")


def test_the_reason_a_save_is_refused_does_not_cover_the_lists_scroll_hint(ctx):
    # With more saves than rows, "1-8 of 11 (wheel or Page Up/Down to scroll)" sat under the refusal's text.
    for i in range(VISIBLE_ROWS + 1):
        saves.save_game(fresh_session(players=3, seed=i), ctx.saves_dir / f"game {i}.colosseum.json",
                        ["person"] * 3)
    scene = show(ctx, LoadScene(ctx))
    scene.select(next(i for i, info in enumerate(scene.entries) if not info.loads))
    draw(ctx)
    assert scene.message.text and scene.message.rect.top > LIST.bottom + 40
    assert scene.message.rect.top >= scene.open_button.rect.bottom and scene.message.rect.bottom <= 900
