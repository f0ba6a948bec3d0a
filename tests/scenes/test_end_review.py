"""After the game: the end screen's Missed gains lists each person's biggest missed gains, worked out by the advisor
on a worker from the log (what each saw then), and See it opens the Replay screen at that moment."""
import pygame
import pytest

from colosseum_desktop import advisor, rules
from colosseum_desktop.advisor.review import missed_gains
from colosseum_desktop.scenes.end.scene import EndScene
from colosseum_desktop.scenes.end.review import MissedGainsScene
from colosseum_desktop.scenes.replay.scene import ReplayScene
from colosseum_desktop.table import view_for

from .game_fixtures import finished_session
from .ui_events import click_on, draw, key, make_ctx, send, show

SEATS = ["person", "strong", "person"]


@pytest.fixture(scope="module")
def session():
    return finished_session(players=3, seed=4)


@pytest.fixture
def ctx(tmp_path, canvas):
    return make_ctx(tmp_path / "saves")


def test_each_missed_gain_is_a_persons_decision_where_the_advisors_move_was_worth_that_much_more(session):
    gains = missed_gains(((e.state_before, e.command) for e in session.log), {0, 2})
    assert set(gains) == {0, 2} and any(gains.values())
    for seat, found in gains.items():
        assert [g.spectators for g in found] == sorted((g.spectators for g in found), reverse=True)
        for gain in found:
            entry = session.log[gain.move]
            assert entry.command.player == seat == rules.current_player(entry.state_before)
            options = advisor.ranked_options(view_for(entry.state_before, seat))
            assert gain.best == options[0] and gain.spectators >= 2
            assert entry.command != options[0].command  # a move that was the advisor's own misses nothing


def test_the_end_screen_lists_them_and_see_it_opens_the_replay_at_that_moment(ctx, session):
    end = show(ctx, EndScene(ctx, session, SEATS))
    send(ctx, key(pygame.K_m))
    review = ctx.manager.top
    assert isinstance(review, MissedGainsScene) and review.people == [0, 2]
    draw(ctx)  # while the advisor goes over the game
    review.wait()
    ctx.manager.update(16)
    draw(ctx)
    shown = [gain for seat in review.people for gain in review.gains[seat]]
    see = [w for w in review.widgets.widgets if w.text == "See it"]
    assert shown and len(see) == len(shown)
    click_on(ctx, see[0])
    replay = ctx.manager.top
    assert isinstance(replay, ReplayScene) and replay.move == shown[0].move
    assert end in ctx.manager.stack


def test_only_computers_played_no_missed_gains_to_show(ctx, session):
    end = show(ctx, EndScene(ctx, session, ["easy", "strong", "easy"]))
    assert not end.review_button.enabled
    send(ctx, key(pygame.K_m))
    assert ctx.manager.top is end
