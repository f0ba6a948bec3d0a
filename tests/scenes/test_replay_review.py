"""The replay's review mode (V): at each moment whose next move was a decision, the advisor's view of that move,
from what was on the table then: it agrees, or its own was worth about so many spectators more, and why; its
piece ringed on the board. V again puts it away."""
import time

import pygame
import pytest

from colosseum_desktop import advisor, rules
from colosseum_desktop.advisor.review import LEAST, judged
from colosseum_desktop.i18n.advice import review_text
from colosseum_desktop.replay import replay_session
from colosseum_desktop.scenes.replay.scene import ReplayScene
from colosseum_desktop.table import view_for

from .game_fixtures import finished_session
from .ui_events import draw, key, make_ctx, send, show


@pytest.fixture(scope="module")
def session():
    return finished_session(players=3, seed=4)


def reviewed(ctx, scene, seconds=30.0):
    ctx.manager.update(16)  # the review asks about the moment shown
    deadline = time.monotonic() + seconds
    while not scene.review.worker.ready() and time.monotonic() < deadline:
        ctx.manager.update(16)
        time.sleep(0.005)
    ctx.manager.update(16)


def test_v_shows_the_advisors_view_of_each_decision_and_rings_its_piece(tmp_path, canvas, session):
    ctx = make_ctx(tmp_path)
    scene = show(ctx, ReplayScene(ctx, replay_session(session, ("person",) * 3), move=0))
    assert scene.review.words(0) is None
    send(ctx, key(pygame.K_v))
    seen = set()
    for move in (0, 5, 17, 40):
        scene.go_to(move)
        reviewed(ctx, scene)
        entry = session.log[move]
        seat = entry.command.player
        assert rules.current_player(entry.state_before) == seat
        advice = advisor.advise(view_for(entry.state_before, seat))
        made, gap = judged(advice.options, entry.command)
        expected = review_text(entry.state_before.player(seat).name, None if made is None else gap,
                               advice.best.reasons, LEAST)
        assert scene.review.words(move) == expected and scene.view().board.hint == advice.focus
        seen.add("agrees" in expected)
        draw(ctx)
    assert seen == {True, False}, "the sample should hold a move the advisor agrees with and one it does not"
    send(ctx, key(pygame.K_v))
    assert scene.review.words(scene.move) is None and scene.view().board.hint is None


def test_the_end_of_the_game_has_no_next_move_to_review(tmp_path, canvas, session):
    ctx = make_ctx(tmp_path)
    scene = show(ctx, ReplayScene(ctx, replay_session(session, ("person",) * 3), move=len(session.log)))
    send(ctx, key(pygame.K_v))
    assert scene.review.words(scene.move) == "No decision to review at this moment: step on to the next one."
    draw(ctx)
