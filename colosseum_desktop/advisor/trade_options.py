"""R8: the trade to offer (or none), and the answer to an offer, judged on both sides' holdings as the strong
player judges them (bots/trades.py)."""
from __future__ import annotations

from ..bots import trades
from ..rules import AcceptTrade, EndTurn, RefuseTrade
from .appraisal import Appraisal, Option, whole
from .reasons import Because, Reason


def trade_choices(a: Appraisal) -> list[Option]:
    offer = a.state.step.offer
    tw = a.weights.trade
    if offer is not None:
        return _answers(a, offer)
    end = Option(EndTurn(player=a.seat), 0.0, (Reason(Because.NO_TRADE_HELPS),))
    found = trades.propose(a.state, a.seat, {}, a.w, tw)
    if found is None:
        return [end]
    proposal, _theirs = found
    mine, _ = trades.Appraiser(a.state, a.w).exchange(a.seat, proposal.partner, proposal.give, proposal.take,
                                                      proposal.give_coins, proposal.take_coins)
    # The hint names the trade: what the seat gives and takes, coins too, and with whom.
    why = Reason(Because.TRADE_HELPS_BOTH, partner=a.name(proposal.partner), give=_tokens(proposal.give),
                 give_coins=proposal.give_coins, take=_tokens(proposal.take), take_coins=proposal.take_coins,
                 spectators=whole(mine))
    return [Option(proposal, mine, (why,)), end]


def _tokens(counts) -> tuple[str, ...]:
    """Token counts as the reasons carry them: each type as often as it is counted."""
    return tuple(token.value for token, n in counts.items() for _ in range(n))


def _answers(a: Appraisal, offer) -> list[Option]:
    appraiser = trades.Appraiser(a.state, a.w)
    theirs, mine = appraiser.exchange(offer.trader, a.seat, offer.give, offer.take, offer.give_coins,
                                      offer.take_coins)
    partner = a.name(offer.trader)
    accept = Option(AcceptTrade(player=a.seat), mine, (Reason(Because.OFFER_HELPS, partner=partner,
                                                              spectators=whole(mine)),))
    if mine < a.weights.trade.least_gain:
        why = Reason(Because.OFFER_COSTS, partner=partner, spectators=whole(-mine))
    else:
        why = Reason(Because.OFFER_HELPS_LEADER, partner=partner, spectators=whole(mine), theirs=whole(theirs))
    refuse = Option(RefuseTrade(player=a.seat), 0.0, (why,))
    # The strong player's answer decides the order (a leading partner must not gain much more than the seat).
    return [accept, refuse] if trades.acceptable(appraiser, a.seat, offer.trader, mine, theirs, a.weights.trade) \
        else [refuse, accept]
