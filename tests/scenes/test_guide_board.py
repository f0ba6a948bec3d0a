"""The guided first game on the board: Learn to play from the title (and its key), the card and its lit piece, the
rules one key away, the card in another language; left and resumed by Continue at its step; replayed like any
game. The card in step with the game (never a step ahead of the banner, a move's word only on its own step),
taken back by Ctrl+Z with the board, and a gentle word for a move other than the ringed one."""
import time

import pygame
import pytest

from colosseum_desktop import guide, i18n, rules
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.bots import make_bot
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.i18n import _
from colosseum_desktop.i18n.card_names import phase_title
from colosseum_desktop.i18n.guide_words import DIE_CHOICE_DO, DIE_CHOICE_LOOK, NOT_RINGED, WORDS, waiting_text
from colosseum_desktop.rules.pieces import Piece
from colosseum_desktop.scenes.guide.board import GuidedBoardScene
from colosseum_desktop.scenes.replay.scene import ReplayScene
from colosseum_desktop.scenes.rules_reference.scene import RulesReference
from colosseum_desktop.scenes.title.scene import TitleScene
from colosseum_desktop.session import Session
from colosseum_desktop.sprites import text_record

from .game_fixtures import seated

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


def left_and_continued(ctx):
    """The game left for the title, then Continue: the board it resumes on."""
    ctx.manager.clear_to(TitleScene(ctx))
    ctx.manager.apply_pending()
    title = ctx.manager.top
    draw(ctx)
    ctx.manager.update(16)
    send(ctx, key(pygame.K_c))
    finish_opening(ctx, title)
    return ctx.manager.top


def test_the_guided_game_left_after_a_move_resumes_at_its_step(ctx):
    board = learn(ctx)
    click_on(ctx, board.card_button)
    send(ctx, *click(layout.supply_rect("ticket").center))  # the learner buys a season ticket: invest is done
    session = board.session
    assert session.log[-1].command.kind == "buy_season_ticket" and board.progress.step.name == "open_auction"
    assert board.guide.verdict.followed and board.card().said == WORDS["invest"].done
    assert board.card().action == WORDS["invest"].do  # still investing (the turn to end): the card stays there
    step = session.guide_step
    resumed = left_and_continued(ctx)  # the game autosaved after the move
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


# -- the card in step with the game ---------------------------------------------------------------------------
def guided_at(ctx, until, learner=None, seed=guide.GUIDE_SEED) -> GuidedBoardScene:
    """The guided game played by computer players (the learner's moves by `learner`, an easy player by default)
    through its table, so that the guide follows every move, until `until(state)`; then its board."""
    session = Session.new(guide.guide_options(), seed, guide_step=0)
    table = seated(ctx, session, ["person", "easy", "easy"])
    bots = [learner or make_bot("easy", 0), make_bot("easy", 1), make_bot("easy", 2)]
    while not until(session.state):
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
    return show(ctx, GuidedBoardScene(ctx, table, table.observer_of(guide.GuideObserver)))


def step_number(name: str) -> int:
    return [step.name for step in guide.STEPS].index(name) + 1


def test_after_one_investment_the_card_stays_on_phase_1_while_the_banner_does(ctx):
    board = learn(ctx)
    click_on(ctx, board.card_button)
    send(ctx, *click(layout.supply_rect("ticket").center))  # invested: the auctions' step is next
    assert board.state.phase is rules.Phase.INVEST and board.progress.step.name == "open_auction"
    card = board.card()
    assert card.title == phase_title("invest") and card.progress == f"Guided game: step {step_number('invest')} of 10"
    assert card.said == WORDS["invest"].done and card.action == WORDS["invest"].do  # end the turn: still investing


def test_the_ceremony_waits_until_the_computers_have_produced(ctx):
    board = guided_at(ctx, lambda s: s.phase is rules.Phase.PRODUCE and guide.LEARNER in s.step.done)
    assert rules.current_player(board.state) != guide.LEARNER and board.progress.step.name == "ceremony"
    card = board.card()
    assert card.title == WORDS["produce"].title and card.progress == f"Guided game: step {step_number('produce')} of 10"
    assert card.action == waiting_text(board.state.player(board.deciding).name)


def test_the_opened_auctions_word_is_said_while_the_others_bid(ctx):
    board = guided_at(ctx, lambda s: s.phase is rules.Phase.AUCTION and s.step.auction is not None
                      and s.step.auction.opener == guide.LEARNER and rules.current_player(s) != guide.LEARNER)
    assert board.progress.step.name == "bid"  # the auction's step is done: the bids' is next
    card = board.card()
    assert card.title == phase_title("auction") and card.said == WORDS["open_auction"].done
    assert card.progress == f"Guided game: step {step_number('open_auction')} of 10"


def test_a_bids_praise_is_not_said_on_the_trading_step(ctx):
    # A learner whose last move of the auctions was a bid (a random player's, on this seed).
    board = guided_at(ctx, lambda s: s.phase is rules.Phase.TRADE, learner=RandomBot(2))
    assert board.guide.verdict.step.name == "bid" and board.progress.waits_here(board.state)
    card = board.card()
    assert card.title == phase_title("trade") and card.said == "" and card.action == WORDS["trade"].do


def test_the_farewell_waits_for_the_end_of_the_ceremony(ctx):
    board = guided_at(ctx, lambda s: s.phase is rules.Phase.CEREMONY and rules.current_player(s) != guide.LEARNER
                      and guide.LEARNER not in s.step.to_discard and s.step.donation_to is None)
    assert board.progress.step.name == "finish"
    assert board.card().title == phase_title("ceremony") and board.card_button is None  # no Play on yet


# -- undo --------------------------------------------------------------------------------------------------
def test_undo_takes_the_card_back_with_the_board_and_continue_resumes_there(ctx):
    board = learn(ctx)
    click_on(ctx, board.card_button)
    send(ctx, *click(layout.supply_rect("ticket").center))
    assert board.progress.step.name == "open_auction" and board.guide.verdict is not None
    send(ctx, key(pygame.K_z, pygame.KMOD_CTRL))
    session = board.session
    assert session.log == [] and board.progress.step.name == "invest" and board.guide.verdict is None
    assert session.guide_step == step_number("invest") - 1 and board.card().said == ""
    assert board.card().action == WORDS["invest"].do
    resumed = left_and_continued(ctx)  # the take-back was autosaved
    assert isinstance(resumed, GuidedBoardScene) and resumed.progress.step.name == "invest"


# -- a gentle word for another move than the ringed one ---------------------------------------------------
def thought(ctx, board) -> rules.Command:
    for _ in range(2000):
        ctx.manager.update(16)
        if board.lights.ready():
            return board.lights.advice().command
        time.sleep(0.002)
    raise AssertionError("the advisor never answered")


def test_an_investment_other_than_the_ringed_one_gets_a_gentle_word_beside_the_praise(ctx):
    board = learn(ctx)
    click_on(ctx, board.card_button)
    ringed = thought(ctx, board)
    assert ringed.kind == "buy_season_ticket" and board.view().hint == Piece("ticket")
    send(ctx, *click(layout.supply_rect("loge").center))  # a loge: allowed, invested, but not the ringed ticket
    assert board.session.log[-1].command.kind == "buy_loge"
    said = board.card().said
    assert said.startswith(WORDS["invest"].done) and said.endswith(_(NOT_RINGED))


def test_the_ringed_move_gets_the_praise_alone(ctx):
    board = learn(ctx)
    click_on(ctx, board.card_button)
    thought(ctx, board)
    send(ctx, *click(layout.supply_rect("ticket").center))
    assert board.card().said == WORDS["invest"].done


# -- the card beside the log and the dialogs --------------------------------------------------------------------
def recorded_frame(ctx):
    canvas = pygame.Surface((1600, 900))
    with text_record.recording() as record:
        ctx.manager.draw(canvas)
    return record


def test_the_logs_newest_lines_stay_in_view_under_the_card(ctx):
    board = guided_at(ctx, lambda s: guide.moment(s, guide.LEARNER) == "open_auction")
    board.settings.auto_dialogs = False
    ctx.manager.update(16)
    newest = [line.text for line in board.log_panel.lines[-3:]]
    assert len(newest) == 3 and any("Cassia" in line or "Brutus" in line for line in newest)  # the computers
    record = recorded_frame(ctx)
    seen = {drawn.text for drawn in record.texts}
    assert all(line in seen for line in newest), (newest, board.card_rect)
    assert WORDS["open_auction"].do in " ".join(drawn.text for drawn in record.texts) or \
        any(drawn.text in WORDS["open_auction"].do for drawn in record.texts)  # and the card is there too


DIALOG_MOMENTS = [("bid", "open_auction"), ("trade", "trade"), ("produce", "produce"), ("ceremony", "ceremony")]


@pytest.mark.parametrize("dialog, moment", DIALOG_MOMENTS)
def test_the_card_stays_readable_beside_a_dialog_that_opens_by_itself(ctx, dialog, moment):
    board = guided_at(ctx, lambda s: guide.moment(s, guide.LEARNER) == moment)
    board.settings.auto_dialogs = True
    ctx.manager.update(16)  # the decision opens its dialog by itself
    ctx.manager.apply_pending()
    opened = ctx.manager.top
    assert opened is not board and opened.PANEL is not None
    record = recorded_frame(ctx)
    action = board.card().action
    assert action == WORDS[moment].do
    top = max(drawn.layer for drawn in record.texts)
    strip = f"{board.card().title}: {action}"  # the card's one line, where the dialog leaves no room beside it
    card_texts = [drawn for drawn in record.texts if drawn.layer == top and len(drawn.text) > 12 and
                  (drawn.text in action or drawn.text.rstrip("…") in strip)]
    assert card_texts, f"the card is not drawn over the {dialog} dialog"
    panel = opened.PANEL
    assert not any(panel.colliderect(drawn.ink) for drawn in card_texts), (panel, card_texts)  # beside it
    assert all(drawn.size >= 16 and not drawn.clipped for drawn in card_texts)


def test_a_one_to_three_die_to_choose_is_worded_on_the_card_not_left_a_silent_ring(ctx):
    # On seed 11 the learner's first roll is the "1-3" face: the advisor rings the dice, for a value.
    board = guided_at(ctx, lambda s: guide.moment(s, guide.LEARNER) == "noble" and None in s.step.values, seed=11)
    ringed = thought(ctx, board)
    assert ringed.kind == "choose_die_value" and board.view().hint == Piece("dice")
    card = board.card()
    assert card.title == WORDS["noble"].title and _(DIE_CHOICE_LOOK) in card.about
    assert WORDS["noble"].look not in card.about and card.action == _(DIE_CHOICE_DO)
