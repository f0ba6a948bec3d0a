"""The guided first game on the board: Learn to play from the title (and its key), the card and its lit piece, the
rules one key away, the card in another language; left and resumed by Continue at its step; replayed like any
game."""
import pygame
import pytest

from colosseum_desktop import guide, i18n
from colosseum_desktop.board import layout
from colosseum_desktop.i18n.guide_words import WORDS, waiting_text
from colosseum_desktop.rules.pieces import Piece
from colosseum_desktop.scenes.guide_board import GuidedBoardScene
from colosseum_desktop.scenes.replay import ReplayScene
from colosseum_desktop.scenes.rules_reference import RulesReference
from colosseum_desktop.scenes.title import TitleScene

from .test_title import finish_opening
from .ui_events import click, click_on, draw, key, make_ctx, send, show


@pytest.fixture
def ctx(tmp_path, canvas):
    return make_ctx(tmp_path / "saves")


def learn(ctx) -> GuidedBoardScene:
    title = show(ctx, TitleScene(ctx))
    send(ctx, key(pygame.K_g))
    board = ctx.manager.top
    assert isinstance(board, GuidedBoardScene) and ctx.manager.stack == [board]
    return board


def test_learn_to_play_opens_the_guided_game_on_its_welcome(ctx):
    board = learn(ctx)
    assert board.session.seed == guide.GUIDE_SEED and board.seats == ["person", "easy", "easy"]
    card = board.card()
    assert card.progress == f"Guided game: step 1 of {len(guide.STEPS)}"
    assert card.action == WORDS["welcome"].do and board.view().hint == Piece("panel", guide.LEARNER)
    draw(ctx)
    click_on(ctx, board.card_button)
    assert board.progress.step.name == "invest" and board.card().action == WORDS["invest"].do
    assert board.card_button is None  # a step that waits for a move has no Next


def test_the_rules_are_one_key_away_and_the_card_speaks_the_players_language(ctx):
    board = learn(ctx)
    send(ctx, key(pygame.K_F1))
    assert isinstance(ctx.manager.top, RulesReference)
    send(ctx, key(pygame.K_ESCAPE))
    assert ctx.manager.top is board
    try:
        i18n.set_language("de")
        board.on_language_changed()
        assert board.card().title == "Deine erste Partie Colosseum" and board.card_button.text == "Weiter"
        draw(ctx)
    finally:
        i18n.set_language("en")


def test_the_guided_game_left_after_a_move_resumes_at_its_step(ctx):
    board = learn(ctx)
    click_on(ctx, board.card_button)
    send(ctx, *click(layout.supply_rect("ticket").center))  # the learner buys a season ticket: invest is done
    session = board.session
    assert session.log[-1].command.kind == "buy_season_ticket" and board.progress.step.name == "open_auction"
    assert board.guide.verdict.followed and board.card().said == WORDS["invest"].done
    assert board.card().action == waiting_text(None)  # still investing: not the auction step's decision yet
    step = session.guide_step
    ctx.manager.clear_to(TitleScene(ctx))  # left for the title (the game autosaved after the move)
    ctx.manager.apply_pending()
    title = ctx.manager.top
    draw(ctx)
    ctx.manager.update(16)
    send(ctx, key(pygame.K_c))
    finish_opening(ctx, title)
    resumed = ctx.manager.top
    assert isinstance(resumed, GuidedBoardScene) and resumed is not board
    assert resumed.session.game_id == session.game_id and resumed.session.guide_step == step
    assert resumed.progress.step.name == "open_auction" and resumed.state == session.state


def test_the_guided_game_is_replayed_like_any_game(ctx):
    board = learn(ctx)
    click_on(ctx, board.card_button)
    send(ctx, *click(layout.supply_rect("ticket").center))
    game = ctx.routes.replayable_games(ctx)[board.session.game_id]
    opening = ctx.routes.replaying(ctx, game, background=False)
    assert opening.finish() is None
    ctx.manager.apply_pending()
    assert isinstance(ctx.manager.top, ReplayScene)
