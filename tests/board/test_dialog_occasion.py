"""Which dialog a person's decision opens by itself, phase by phase (R5 order: R6 invest on the board, R7 bids,
R8 an offer to answer, R9 a production once the dice are used, R11 the ceremony's choices)."""
from colosseum_desktop import rules
from colosseum_desktop.scenes.board.dialog_occasion_model import dialog_asked_for
from colosseum_desktop.session import Session
from colosseum_desktop.simulate import let_computers_play


def first(predicate, seed=4):
    session = Session.new(rules.GameOptions(players=4), seed)
    let_computers_play(session, ("random",) * 4, until=predicate)
    assert predicate(session.state)
    return session.state


def test_r6_investing_is_done_on_the_board():
    assert dialog_asked_for(rules.new_game(rules.GameOptions(players=3), 1)) is None


def test_r7_every_auction_decision_asks_for_the_bid_window():
    assert dialog_asked_for(first(lambda s: s.phase is rules.Phase.AUCTION)) == "bid"


def test_r8_a_trader_laying_out_an_offer_and_a_partner_answering_one_ask_for_the_trade_table():
    laying_out = first(lambda s: s.phase is rules.Phase.TRADE and s.step.offer is None)
    assert dialog_asked_for(laying_out) == "trade"
    offered = first(lambda s: s.phase is rules.Phase.TRADE and s.step.offer is not None, seed=9)
    assert dialog_asked_for(offered) == "trade"


def test_r9_production_asks_once_the_dice_are_used_and_r11_the_ceremony_asks():
    rolled = first(lambda s: s.phase is rules.Phase.PRODUCE and s.step.rolled and not s.step.dice_done)
    assert dialog_asked_for(rolled) is None
    assert dialog_asked_for(first(lambda s: s.phase is rules.Phase.PRODUCE and s.step.dice_done)) == "produce"
    assert dialog_asked_for(first(lambda s: s.phase is rules.Phase.CEREMONY)) == "ceremony"
