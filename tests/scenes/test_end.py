"""The end of the game: winner, itemised best events, the chart, and the ways on."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.end.scene import (EndScene, best_event_text, chart_scale, ranking, tie_break_text,
                                                winners_heading)
from colosseum_desktop.scenes.starting.new_game import NewGameScene
from colosseum_desktop.scenes.title.scene import TitleScene
from colosseum_desktop.session import Session
from tests.rules.helpers import with_player

from .game_fixtures import finished_session
from .ui_events import draw, key, make_ctx, send, show


@pytest.fixture(scope="module")
def session():
    return finished_session(players=5, seed=3)


@pytest.fixture
def ctx(tmp_path, canvas):
    return make_ctx(tmp_path / "saves")


def test_heading_names_the_winners(session):
    state = session.state
    heading = winners_heading(state)
    for seat in rules.winners(state):
        assert state.player(seat).name in heading


def test_best_event_is_itemised_and_adds_up(session):
    for player in session.state.players:
        text = best_event_text(player)
        if player.best_event is None:
            assert text == "No event produced."
            continue
        for label, value in player.best_event.lines():
            assert str(value) in text
        parts = player.best_event.lines()
        assert sum(v for _, v in parts) == player.best_event.total
        if len(parts) > 1:
            assert text.endswith(f"= {player.best_event.total}")


def test_chart_holds_every_round_and_record(session):
    rounds, highest = chart_scale(session.state.players)
    assert rounds == max(len(p.records_by_round) for p in session.state.players)
    assert highest >= max(p.record for p in session.state.players)


def test_ranking_puts_the_highest_record_first(ctx, session):
    scene = show(ctx, EndScene(ctx, session, ["person"] * 5))
    records = [p.record for p in scene.ranking()]
    assert records == sorted(records, reverse=True)
    canvas = draw(ctx)
    background = canvas.get_at((5, 5))
    assert any(canvas.get_at((x, 58)) != background for x in range(300, 1300))  # the heading is drawn


def test_new_game_leaves_the_title_below_it(ctx, session):
    show(ctx, EndScene(ctx, session, ["person"] * 5))
    send(ctx, key(pygame.K_n))
    assert [type(s) for s in ctx.manager.stack] == [TitleScene, NewGameScene]


def test_escape_goes_to_the_title(ctx, session):
    show(ctx, EndScene(ctx, session, ["person"] * 5))
    send(ctx, key(pygame.K_ESCAPE))
    assert [type(s) for s in ctx.manager.stack] == [TitleScene]


def test_long_best_events_shrink_to_fit_their_card(canvas):
    from colosseum_desktop.scenes.end.scene import fit_lines

    text = "Best event: " + " + ".join(f"part {i} {i}" for i in range(40))
    size, lines = fit_lines(text, 700, 52)
    assert len(lines) * (size + 3) <= 52 or size == 15
    roomy_size, roomy = fit_lines("Best event: Program 4, 0 missing: 9", 700, 52)
    assert roomy_size == 19 and len(roomy) == 1


def test_a_tie_on_the_record_is_listed_in_r12_order_with_the_coins_and_stars_that_broke_it(ctx, session):
    # Sorted by record and then seat, a tie-break winner with more coins was listed below the player it beat.
    state = with_player(session.state, 0, record=99, coins=3)
    state = with_player(state, 1, record=99, coins=40)
    assert [p.seat for p in ranking(state)][:2] == [1, 0]
    assert tie_break_text(state, state.player(1)).startswith("40 coins  ·  ")
    assert tie_break_text(state, state.player(1).model_copy(update={"coins": 1})).startswith("1 coin  ·")
    show(ctx, EndScene(ctx, Session(state), ["person"] * 5))
    draw(ctx)


def test_five_cards_show_every_best_event_to_its_total_and_the_seat_line_uncut(ctx, monkeypatch):
    """With five players the cards are lowest: the sums still end with their total, nothing ends in "…"."""
    from colosseum_desktop.scenes.end import scene as end

    drawn = []
    real = end.theme.blit_text
    monkeypatch.setattr(end.theme, "blit_text", lambda canvas, words, *a, **k: drawn.append(words) or
                        real(canvas, words, *a, **k))
    state = finished_session(players=5, seed=8).state
    # Brutus's best event in a game of strong players: every part of R9.3 adds something.
    nobles = ("emperor", "consul", "consul", "senator")
    crowded = rules.Attendance(program=19, table_value=26, missing=1, earlier_programs=10, season_tickets=15, stars=4,
                               star_types=("musician",), nobles=20, noble_kinds=nobles, podiums=12, medals=6, total=93)
    for seat in range(5):
        state = with_player(state, seat, best_event=crowded, coins=61, name=("Decimus", "Brutus")[seat % 2])
    session = Session(state)
    show(ctx, EndScene(ctx, session, ["person", "strong", "person", "easy", "person"]))
    draw(ctx)
    everything = " ".join(drawn)
    for player in session.state.players:
        if player.best_event is not None and len(end.attendance_parts(player.best_event)) > 1:
            assert f"= {player.best_event.total}" in everything, player.name
    assert not [words for words in drawn if words.endswith("…")]
    for player in session.state.players:
        assert any(words.endswith(tie_break_text(session.state, player)) for words in drawn), player.name


def test_the_end_screen_speaks_romanian_with_its_plural_forms(ctx, session):
    """The words of the cards follow the language (three forms in Romanian). That every computer level has a name in
    every language: tests/test_levels_everywhere.py."""
    from colosseum_desktop.i18n import set_language

    state = session.state
    set_language("ro")
    player = state.players[0].model_copy(update={"coins": 21})
    assert tie_break_text(state, player).startswith("21 de monede  ·  ")
    player = player.model_copy(update={"coins": 2})
    assert tie_break_text(state, player).startswith("2 monede  ·  ")
    heading = winners_heading(state)
    assert heading.endswith(" pune în scenă cel mai mare spectacol al Romei!") or heading.startswith("Un triumf")
    best = best_event_text(state.players[0])
    assert best == "Niciun eveniment organizat." or ". Programul " in best
    show(ctx, EndScene(ctx, session, ["person", "easy", "strong", "random", "person"]))
    draw(ctx)


def test_the_word_after_the_record_stays_inside_its_card_in_every_language(session):
    from colosseum_desktop.i18n import LANGUAGES, ngettext, set_language
    from colosseum_desktop.scenes.end.scene import SPECTATORS_ROOM
    from colosseum_desktop.sprites.text import largest_fitting_size

    for code in LANGUAGES:
        set_language(code)
        for record in (1, 2, 20, 84):
            word = ngettext("spectator", "spectators", record)
            assert largest_fitting_size(word, (20, 18, 16, 14), SPECTATORS_ROOM), (code, word)
