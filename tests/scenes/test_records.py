"""The Records screen (from the title) and the end of a game adding to the records, once per game."""
from datetime import datetime, timedelta, timezone

import pygame
import pytest

from colosseum_desktop.saves import load_game, save_game
from colosseum_desktop.saves.records import GameRecord, ProgramBest, RecordsFile, SeatResult, read_history
from colosseum_desktop.scenes.starting import entry as game_entry
from colosseum_desktop.scenes.end.scene import EndScene
from colosseum_desktop.scenes.records.scene import NAME_ROOM, VISIBLE_PLAYERS, RecordsScene, name_column, played_by_text
from colosseum_desktop.sprites.text import width_of
from colosseum_desktop.scenes.title.scene import TitleScene

from .game_fixtures import finished_session
from .ui_events import click_on, draw, key, make_ctx, send, show

WHEN = datetime(2026, 3, 1, 20, 0, tzinfo=timezone.utc)
ODD_NAMES = ("W" * 24, "שלום עולם", "王小明", "Zoë 🦁🦁🦁", "e\u0301" * 12, "﷽" * 8, "A" + "\u200b" * 23,
             "x", " spaced out ", "ǅungla")


@pytest.fixture
def ctx(tmp_path, canvas):
    ctx = make_ctx(tmp_path / "saves")
    ctx.keep_records = True
    return ctx


@pytest.fixture(scope="module")
def session():
    return finished_session(players=4, seed=3)


def seat_results(names, winner=0, kinds=None):
    kinds = kinds or ["person"] * len(names)
    return tuple(SeatResult(seat=i, name=n, played_by=k, record=7 * i + 3, coins=i, winner=i == winner)
                 for i, (n, k) in enumerate(zip(names, kinds)))


def write_history(ctx, games):
    ctx.records_path.parent.mkdir(parents=True, exist_ok=True)
    ctx.records_path.write_bytes(RecordsFile(games=tuple(games)).model_dump_json().encode("utf-8"))


def many_games(count: int) -> list[GameRecord]:
    games = []
    for i in range(count):
        names = [f"Player {i % 97}-{j}" if j else ODD_NAMES[i % len(ODD_NAMES)] for j in range(5)]
        kinds = ["person", "computer:easy", "computer:strong", "person", "person"]
        best = tuple(ProgramBest(program=(i + j) % 30 + 1, attendance=i % 50 + j, seat=j) for j in range(5))
        games.append(GameRecord(game_id=f"{i:016x}", finished_at=WHEN + timedelta(minutes=i), variant="standard",
                                rounds=6, seats=seat_results(names, winner=i % 5, kinds=kinds), best_events=best))
    return games


def test_the_title_opens_the_records_screen(ctx):
    title = show(ctx, TitleScene(ctx))
    click_on(ctx, title.buttons["Records"])
    assert isinstance(ctx.manager.top, RecordsScene)
    draw(ctx)
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.top is title


def test_with_no_games_the_screen_says_so(ctx):
    scene = show(ctx, RecordsScene(ctx))
    assert scene.players == [] and scene.programs == [] and not scene.problem.text
    assert scene.summary_line().startswith("No finished game yet")
    draw(ctx)


def test_many_players_and_games_with_odd_names_draw_and_scroll(ctx):
    write_history(ctx, many_games(600))
    scene = show(ctx, RecordsScene(ctx))
    assert len(scene.players) > 300 and len(scene.programs) == 30
    assert scene.summary_line().startswith("600 finished games since")
    draw(ctx)
    send(ctx, key(pygame.K_PAGEDOWN), key(pygame.K_DOWN))
    assert scene.scroll == VISIBLE_PLAYERS + 1
    send(ctx, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1000))
    assert scene.scroll == len(scene.players) - VISIBLE_PLAYERS
    draw(ctx)
    send(ctx, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1000))
    assert scene.scroll == 0


def test_every_odd_name_is_drawn_inside_its_column(ctx):
    write_history(ctx, [GameRecord(game_id=f"{i:016x}", finished_at=WHEN, variant="standard", rounds=6,
                                   seats=seat_results(ODD_NAMES[i:i + 3], kinds=["computer:strong"] * 3))
                        for i in range(0, len(ODD_NAMES) - 2)])
    scene = show(ctx, RecordsScene(ctx))
    assert {s.name for s in scene.players} == set(ODD_NAMES)
    for standing in scene.players:
        name, kind = name_column(standing)
        assert kind == "computer, strong"
        assert width_of(name, 24) + 12 + width_of(kind, 18, italic=True) <= NAME_ROOM
    draw(ctx)


def test_a_damaged_history_is_shown_with_its_reason_and_left_alone(ctx):
    ctx.records_path.parent.mkdir(parents=True)
    ctx.records_path.write_bytes(b'{"format": "colosseum-desktop-records", "version": 1, "games": 7}')
    scene = show(ctx, RecordsScene(ctx))
    assert scene.problem.text.startswith("The records file is damaged (games")
    draw(ctx)
    assert ctx.records_path.read_bytes().endswith(b"7}")


def test_played_by_in_words():
    assert played_by_text("person") == ""
    assert played_by_text("computer:strong") == "computer, strong"
    assert played_by_text("computer") == "computer"
    assert played_by_text("computer:genius") == "computer, genius"  # another version's level, as written there


def test_played_by_and_the_summary_in_romanian_with_its_dates_and_plural_forms(ctx):
    from colosseum_desktop.i18n import set_language

    from colosseum_desktop.i18n.conventions import format_date

    set_language("ro")
    assert played_by_text("computer:easy") == "calculator, ușor"
    first = format_date(WHEN.astimezone().date())  # "1 mar. 2026" where the clock is at UTC
    for count, words in ((1, f"1 joc încheiat din {first};"), (2, f"2 jocuri încheiate din {first};"),
                         (20, f"20 de jocuri încheiate din {first};")):
        write_history(ctx, many_games(count))
        scene = show(ctx, RecordsScene(ctx))
        assert scene.summary_line().startswith(words)
    draw(ctx)


def test_the_end_of_a_game_adds_it_to_the_records_once(ctx, session):
    show(ctx, EndScene(ctx, session, ["person", "easy", "person", "strong"]))
    ctx.manager.clear_to(TitleScene(ctx))  # and the end screen shown again for the same game
    ctx.manager.apply_pending()
    show(ctx, EndScene(ctx, session, ["person", "easy", "person", "strong"]))
    [game] = read_history(ctx.records_path).games
    assert game.game_id == session.game_id
    assert [s.played_by for s in game.seats] == ["person", "computer:easy", "person", "computer:strong"]


def test_a_finished_save_opened_again_is_not_counted_twice(ctx, session):
    game_entry.play(ctx, session, ["person"] * 4)  # the end screen of the game as it finished
    ctx.manager.apply_pending()
    path = save_game(session, ctx.saves_dir / "the end.colosseum.json", ["person"] * 4)
    assert game_entry.open_save(ctx, path) is None
    ctx.manager.apply_pending()
    assert isinstance(ctx.manager.top, EndScene) and ctx.manager.top.session is not session
    assert load_game(path).session.game_id == session.game_id
    assert len(read_history(ctx.records_path).games) == 1


def test_two_finished_games_are_both_on_the_records_screen(ctx, session):
    other = finished_session(players=3, seed=8)
    for game in (session, other):
        game_entry.play(ctx, game, ["person"] * len(game.state.players))
        ctx.manager.apply_pending()
    scene = show(ctx, RecordsScene(ctx))
    assert len(scene.history.games) == 2
    names = {p.name for game in (session, other) for p in game.state.players}
    assert {s.name for s in scene.players} == names
    assert sum(s.games for s in scene.players) == 7


def test_a_problem_with_the_records_is_said_on_the_end_screen(ctx, session):
    ctx.records_path.parent.mkdir(parents=True)
    ctx.records_path.write_text("{broken")
    end = show(ctx, EndScene(ctx, session, ["person"] * 4))
    assert "damaged" in end.records_note.text and "new records were started" in end.records_note.text
    draw(ctx)
    assert len(read_history(ctx.records_path).games) == 1


def test_without_records_kept_nothing_is_written(tmp_path, canvas, session):
    ctx = make_ctx(tmp_path / "saves")  # as `render` and other tests make it
    show(ctx, EndScene(ctx, session, ["person"] * 4))
    assert ctx.records_path is None and not any(tmp_path.rglob("records.json"))


def test_the_longest_names_fit_the_end_screen_and_the_board_panels(ctx):
    """Names of the longest length the rules allow (24 wide letters each) stay inside their places."""
    from colosseum_desktop import rules
    from colosseum_desktop.scenes.end.scene import HEADING_WIDTH, NAME_ROOM, fitted_heading
    from colosseum_desktop.session import Session
    from colosseum_desktop.sprites.text import fit

    names = tuple(letter * rules.MAX_NAME_LENGTH for letter in "WMQOD")
    session = Session.new(rules.GameOptions(players=5, names=names), 1)
    state = session.state.replace(step=rules.GameOver(winners=(0, 1, 2, 3, 4)))
    heading, size = fitted_heading(state)
    assert width_of(heading, size, bold=True) <= HEADING_WIDTH and size >= 30
    assert all(width_of(fit(name, 30, NAME_ROOM, bold=True), 30, bold=True) <= NAME_ROOM for name in names)
    show(ctx, EndScene(ctx, Session(state), ["person"] * 5))
    draw(ctx)
