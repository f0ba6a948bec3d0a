"""The star awards a trade would leave, worked out before it is accepted (what the trade dialog warns of), are
those accepting it leaves (R8, R10)."""
from __future__ import annotations

from itertools import islice

from colosseum_desktop import rules
from colosseum_desktop.rules import AcceptTrade, ProposeTrade
from colosseum_desktop.rules import Token as T
from colosseum_desktop.rules.trade import offers, stars_after_trade
from tests.rules.helpers import game, trade, with_tokens
from tests.rules.test_questions import states


def accepted(state: rules.GameState, offer: ProposeTrade) -> rules.GameState:
    proposed, _ = rules.apply(state, offer)
    after, _ = rules.apply(proposed, AcceptTrade(player=offer.partner))
    return after


def test_r10_stars_after_a_trade_are_those_accepting_it_leaves():
    seen = changed = 0
    for state in states(6, 40):
        if state.phase is not rules.Phase.TRADE or state.step.offer is not None:
            continue
        for offer in islice(offers(state, tokens_per_side=2), 0, 3000, 61):  # a spread of the first ones
            proposed, _ = rules.apply(state, offer)
            after = accepted(state, offer)
            assert stars_after_trade(state, proposed.step.offer) == after.stars, offer
            seen += 1
            changed += after.stars != state.stars
    assert seen > 200 and changed > 5, (seen, changed)


def test_r10_a_trade_dropping_the_holder_under_three_takes_the_award_from_them():
    state = trade(game(players=3, seed=2), trader=0)
    state = with_tokens(state, {0: {T.MUSICIAN: 3}, 1: {T.LION: 1}, 2: {T.MUSICIAN: 2}})
    state = state.model_copy(update={"stars": {T.MUSICIAN: 0}})
    offer = ProposeTrade(player=0, partner=1, give={T.MUSICIAN: 1}, take={T.LION: 1})
    proposed, _ = rules.apply(state, offer)
    assert stars_after_trade(state, proposed.step.offer) == {} == accepted(state, offer).stars
    # The musician to the player with 2: they then hold 3, strictly more than everyone: the award is theirs.
    to_rival = ProposeTrade(player=0, partner=2, give={T.MUSICIAN: 1})
    proposed, _ = rules.apply(state, to_rival)
    assert stars_after_trade(state, proposed.step.offer) == {T.MUSICIAN: 2} == accepted(state, to_rival).stars
