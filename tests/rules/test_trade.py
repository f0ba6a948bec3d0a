"""R8 Phase 3: Trade."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import (AcceptTrade, EndTurn, ExchangeExtraAction, IllegalCommand, Phase,
                                     ProposeTrade, RefuseTrade)

from .helpers import T, game, kinds, play, trade, with_tokens


def table():
    return with_tokens(trade(game(4)), {0: {T.LION: 2, T.JOKER: 1, T.EXTRA_ACTION: 1}, 1: {T.HORSE: 3},
                                        2: {T.CAGE: 1}, 3: {}})


def test_r8_an_accepted_trade_exchanges_coins_and_tokens_at_once():
    state, events = play(table(), ProposeTrade(player=0, partner=1, give={T.LION: 1, T.JOKER: 1}, give_coins=3,
                                               take={T.HORSE: 2}))
    assert rules.current_player(state) == 1  # the partner answers
    state, events = play(state, AcceptTrade(player=1))
    a, b = state.players[0], state.players[1]
    assert a.tokens == {T.LION: 1, T.HORSE: 2, T.EXTRA_ACTION: 1} and a.coins == 27
    assert b.tokens == {T.HORSE: 1, T.LION: 1, T.JOKER: 1} and b.coins == 33
    assert rules.current_player(state) == 0  # the trader may go on trading


def test_r8_a_refused_trade_changes_nothing():
    before = table()
    state, events = play(before, ProposeTrade(player=0, partner=2, take={T.CAGE: 1}, give_coins=5),
                         RefuseTrade(player=2))
    assert state.players == before.players and kinds(events) == ["trade_proposed", "trade_refused"]


def test_r8_only_the_active_trader_makes_offers_and_only_to_others():
    state = table()
    with pytest.raises(rules.NotYourDecision):
        rules.apply(state, ProposeTrade(player=1, partner=2, give_coins=1))
    with pytest.raises(IllegalCommand, match="one of the other players"):
        rules.apply(state, ProposeTrade(player=0, partner=0, give_coins=1))
    with pytest.raises(IllegalCommand, match="must exchange something"):
        rules.apply(state, ProposeTrade(player=0, partner=1))


def test_r8_nobody_gives_what_they_do_not_hold():
    state = table()
    with pytest.raises(rules.NotAffordable, match="Player 2 has 3 horse token"):
        rules.apply(state, ProposeTrade(player=0, partner=1, take={T.HORSE: 4}))
    with pytest.raises(rules.NotAffordable, match="You have 30 coins"):
        rules.apply(state, ProposeTrade(player=0, partner=1, give_coins=31))
    with pytest.raises(IllegalCommand, match="negative"):
        rules.apply(state, ProposeTrade(player=0, partner=1, give_coins=-1, take={T.HORSE: 1}))


def test_r8_r13_an_offer_is_checked_again_when_accepted():
    state, _ = play(table(), ProposeTrade(player=0, partner=1, give={T.EXTRA_ACTION: 1}, take={T.HORSE: 1}))
    state, _ = play(state, ExchangeExtraAction(player=0))  # R13: at any time, by its owner
    with pytest.raises(rules.NotAffordable, match="Player 1 now has 0 extra_action"):
        rules.apply(state, AcceptTrade(player=1))


def test_r8_each_player_trades_in_turn_then_production_begins():
    state = table()
    with pytest.raises(rules.NotYourDecision, match="Player 2's decision"):
        rules.apply(play(state, ProposeTrade(player=0, partner=1, give_coins=1))[0], EndTurn(player=0))
    for seat in range(4):
        assert rules.current_player(state) == seat
        state, _ = play(state, EndTurn(player=seat))
    assert state.phase is Phase.PRODUCE


def test_r8_r13_accept_is_not_offered_once_the_offer_cannot_be_kept():
    state, _ = play(table(), ProposeTrade(player=0, partner=1, give={T.EXTRA_ACTION: 1}, take={T.HORSE: 1}))
    assert AcceptTrade(player=1) in rules.legal_commands(state)
    state, _ = play(state, ExchangeExtraAction(player=0))
    assert AcceptTrade(player=1) not in rules.legal_commands(state)
    assert RefuseTrade(player=1) in rules.legal_commands(state)


@pytest.mark.parametrize("offer", [
    dict(give={T.LION: 0}, take={T.HORSE: 0}),
    dict(give={T.LION: 0}, give_coins=0, take={}, take_coins=0),
    dict(take={T.HORSE: 0, T.CAGE: 0}),
])
def test_r8_an_offer_of_nothing_but_zero_counts_is_refused_like_an_empty_one(offer):
    """R8: a trade exchanges something; zero counts are nothing (they are dropped from the offer)."""
    state = table()
    before = state.model_dump()
    with pytest.raises(IllegalCommand, match="^A trade must exchange something$"):
        rules.apply(state, ProposeTrade(player=0, partner=1, **offer))
    with pytest.raises(IllegalCommand, match="^A trade must exchange something$"):
        rules.check_offer(state, ProposeTrade(player=0, partner=1, **offer))
    assert state.model_dump() == before


def test_r8_zero_counts_beside_a_real_item_are_dropped_and_the_offer_stands():
    state, events = play(table(), ProposeTrade(player=0, partner=1, give={T.LION: 0}, take={T.HORSE: 1}))
    assert state.step.offer.give == {} and state.step.offer.take == {T.HORSE: 1}


def test_r8_only_the_active_trader_ends_the_trade_turn_not_the_partner_of_an_open_offer():
    """R8: while an offer is open the partner answers it; ending the trader's turn is not theirs to do."""
    state, _ = play(table(), ProposeTrade(player=0, partner=1, give_coins=1))
    before = state.model_dump()
    with pytest.raises(rules.NotYourDecision, match="Accept or refuse Player 1's offer; only Player 1 ends"):
        rules.apply(state, EndTurn(player=1))
    assert state.model_dump() == before
    assert EndTurn(player=1) not in rules.legal_commands(state)
    state, _ = play(state, RefuseTrade(player=1), EndTurn(player=0))  # the trader still ends it
    assert rules.current_player(state) == 1 and state.step.trader == 1
