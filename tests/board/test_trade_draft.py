"""The trade being put together (R8): tokens laid on the table from each side, never more than a side holds,
and the rules' own refusal before the offer is made. A draft is a frozen value: each edit gives a new one."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.dialogs.trade.draft_model import PARTNER, TRADER, TradeDraft
from colosseum_desktop.rules import Token as T
from tests.rules.helpers import game, trade, with_tokens


def trade_state():
    state = trade(game(players=3, seed=2), trader=0)
    return with_tokens(state, {0: {T.LION: 1}, 1: {T.CAGE: 2}, 2: {}})


def test_r8_a_side_lays_on_the_table_only_what_it_holds():
    draft = TradeDraft.empty(trade_state(), trader=0, partner=1)
    assert draft.why_not_to_table(TRADER, T.LION) is None
    draft = draft.to_table(TRADER, T.LION)
    assert draft.why_not_to_table(TRADER, T.LION) == f"{draft.owner(TRADER).name} has no more “Lion” tokens"
    with pytest.raises(ValueError, match="no more “Lion” tokens"):
        draft.to_table(TRADER, T.LION)
    assert draft.on_table(TRADER) == {T.LION: 1} and draft.in_tray(TRADER)[T.LION] == 0
    assert draft.why_not_to_table(PARTNER, T.CAGE) is None
    draft = draft.to_table(PARTNER, T.CAGE)
    assert draft.in_tray(PARTNER)[T.CAGE] == 1
    draft = draft.to_tray(TRADER, T.LION)
    assert draft.on_table(TRADER) == {} and draft.in_tray(TRADER)[T.LION] == 1
    assert draft.to_tray(TRADER, T.LION) == draft  # nothing of that type on the table: nothing changes


def test_r8_the_draft_tells_the_rules_refusal_before_the_offer_is_made():
    draft = TradeDraft.empty(trade_state(), trader=0, partner=1)
    assert draft.problem() == "A trade must exchange something"
    draft = draft.with_coins(PARTNER, -3)  # a typed negative amount is no amount
    assert draft.take_coins == 0
    draft = draft.to_table(TRADER, T.LION).to_table(PARTNER, T.CAGE)
    assert draft.problem() is None
    assert draft.command() == rules.ProposeTrade(player=0, partner=1, give={T.LION: 1}, give_coins=0,
                                                 take={T.CAGE: 1}, take_coins=0)
