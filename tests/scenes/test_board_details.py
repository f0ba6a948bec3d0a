"""Details a play-test found on the board: words that ran into each other or past their box, a question cut
short in the banner, a tooltip left over after the game moved on, steps that did nothing in the bid window."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.session import Session
from colosseum_desktop.sprites import banner, markets, text
from tests.rules.helpers import auction, game, invest, with_player
from tests.scenes.test_board import make_board
from tests.scenes.ui_events import click_on, make_ctx, show


@pytest.fixture
def words_drawn(monkeypatch):
    """Every piece of text the sprites draw, with where it went."""
    drawn = []
    real_blit = text.blit

    def recording_blit(surface, value, *args, **kwargs):
        rect = real_blit(surface, value, *args, **kwargs)
        drawn.append((value, rect))
        return rect
    monkeypatch.setattr(text, "blit", recording_blit)
    return drawn


@pytest.mark.parametrize("high_bid", [10, 100])
def test_a_market_under_auction_shows_its_name_and_the_bid_apart(canvas, words_drawn, high_bid):
    state = auction(game(players=4, seed=2), active=0)
    for seat in range(4):
        state = with_player(state, seat, coins=200)  # so that the bid is open to raise
    state, _ = rules.apply(state, rules.OpenAuction(player=0, market=0, bid=high_bid))
    markets.draw_markets(canvas, state)
    title, bid = [rect for value, rect in words_drawn[:2]]
    assert [value for value, _ in words_drawn[:2]] == ["Market 1", f"bid {high_bid}" if high_bid < 100 else "100"]
    assert not title.colliderect(bid) and layout.market_rect(0).contains(bid)


def test_supply_figures_stay_inside_their_boxes(canvas, words_drawn):
    markets.draw_supplies(canvas, game(players=5, seed=1))
    bag = layout.supply_rect("bag")
    inside = [rect for value, rect in words_drawn if value == str(sum(game(players=5, seed=1).bag.values()))]
    assert inside and all(bag.contains(rect) for rect in inside)


def test_a_long_question_is_set_smaller_not_cut(canvas, words_drawn):
    state = invest(game(players=5, seed=1, names=("Cassiopeia", "B", "C", "D", "E")), seat=0)
    banner.draw_banner(canvas, state, ["easy"] * 5)
    question = words_drawn[-1][0]
    assert question.startswith("Cassiopeia (computer): invest") and question.endswith("or end investing")


def test_a_tooltip_waits_for_the_pointer_to_move_after_the_game_moved_on(canvas, monkeypatch):
    from colosseum_desktop.scenes.board import moving_picture as board_moving_picture
    from tests.scenes.test_board import session_until

    shown = []
    monkeypatch.setattr(board_moving_picture.tooltip, "draw_tooltip", lambda *args: shown.append(args[1]))
    session = session_until(lambda s: s.phase is rules.Phase.AUCTION and s.step.auction is None)
    manager, board = make_board(session)
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=layout.market_rect(1).center, rel=(0, 0),
                                          buttons=(0, 0, 0)))
    manager.draw(canvas)
    assert len(shown) == 1
    board.submit(rules.DeclineAuction(player=rules.current_player(session.state)))
    manager.draw(canvas)
    assert len(shown) == 1  # the pointer has not moved since: no tooltip from before the move
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=layout.market_rect(1).center, rel=(0, 0),
                                          buttons=(0, 0, 0)))
    manager.draw(canvas)
    assert len(shown) == 2


def steps(dialog):
    return [w for w in dialog.widgets.widgets if getattr(w, "text", None) in ("+1", "+5")]


def test_the_bid_steps_are_greyed_when_only_one_amount_is_possible(canvas, tmp_path):
    state = auction(game(players=4, seed=2), active=0)
    one_amount = Session(with_player(state, 0, coins=8))
    dialog = show(make_ctx(tmp_path), BidDialog(make_ctx(tmp_path), one_amount, 0))
    assert [button.enabled for button in steps(dialog)] == [False, False]
    many = Session(with_player(state, 0, coins=20))
    dialog = show(make_ctx(tmp_path), BidDialog(make_ctx(tmp_path), many, 0))
    assert [button.enabled for button in steps(dialog)] == [True, True]


def test_a_step_past_the_coins_held_says_so(canvas, tmp_path):
    ctx = make_ctx(tmp_path)
    session = Session(with_player(auction(game(players=4, seed=2), active=0), 0, coins=11))
    dialog = show(ctx, BidDialog(ctx, session, 0))
    click_on(ctx, steps(dialog)[1])  # +5 from 8 would be 13
    assert dialog.amount.value == 11 and "11 coins is all you hold" in dialog.message
    click_on(ctx, steps(dialog)[0])
    assert dialog.amount.value == 11 and "all you hold" in dialog.message
