"""The phases of a round (R5) and the rules module of each: the one place that knows them all.

Each phase module holds its commands' handlers and its legal commands, and tells `flow` when a turn or the
phase ends; `flow` finds how the next phase starts in the table this module fills. So no phase module
imports another, and `flow` imports none of them.
"""
from __future__ import annotations

from . import auction, ceremony, flow, invest, produce, trade
from .state import Phase

PHASE_RULES = {Phase.INVEST: invest, Phase.AUCTION: auction, Phase.TRADE: trade, Phase.PRODUCE: produce,
               Phase.CEREMONY: ceremony}

flow.PHASE_STARTS.update({Phase.INVEST: flow.start_invest, Phase.AUCTION: auction.start,
                          Phase.TRADE: trade.start, Phase.PRODUCE: produce.start, Phase.CEREMONY: ceremony.start})
