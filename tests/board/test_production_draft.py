"""The production being put together (R9.2): tokens laid on a card's slots, each normal token on its own
type, a joker on any one type; a frozen value, each edit giving a new draft."""
import dataclasses

import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.dialogs.produce.draft_model import JOKER, CardDraft, ProductionDraft
from colosseum_desktop.rules import Token as T
from tests.rules.helpers import game, with_player, with_tokens

CIRCUS = 20  # lion 2, horse 2, chariot 2, gladiator 1


def circus_state(tokens):
    state = with_tokens(game(players=3, seed=1), {0: tokens})
    return with_player(state, 0, programs=(CIRCUS,), arena=(8, 9, 10), medals=1)


def test_r9_2_editing_gives_a_new_draft_and_leaves_the_old_one_as_it_was():
    draft = ProductionDraft.empty(circus_state({T.LION: 2, T.JOKER: 1}), 0, CIRCUS)
    laid = draft.placed(T.LION).placed(JOKER, T.GLADIATOR).with_medals(5)
    assert draft.laid == CardDraft(CIRCUS) and draft.tokens == {}
    assert laid.laid == CardDraft(CIRCUS, tokens=((T.LION, 1),), jokers=((T.GLADIATOR, 1),), medals=1)
    assert laid.tokens == {T.LION: 1} and laid.jokers == {T.GLADIATOR: 1} and laid.missing == 5
    with pytest.raises(dataclasses.FrozenInstanceError):
        laid.laid.medals = 2
    assert laid.removed(next(s for s in laid.slots() if s.filled_by is JOKER)).jokers == {}
    assert laid.cleared().laid == CardDraft(CIRCUS, medals=1)


def test_r9_2_a_token_goes_only_on_its_own_type_and_the_refusal_says_why():
    draft = ProductionDraft.empty(circus_state({T.HORSE: 1}), 0, CIRCUS)
    assert draft.why_not_place(T.HORSE, T.LION) == ("A “Horse” token goes only on a “Horse” slot; "
                                                    "a joker goes on any slot")
    with pytest.raises(ValueError):
        draft.placed(T.HORSE, T.LION)
    assert draft.open_slots(T.HORSE) == {s for s in draft.slots() if s.token is T.HORSE}
    assert draft.placed(T.HORSE).why_not_place(T.HORSE) == "You have no “Horse” token left to place"


def test_r9_2_only_a_joker_with_room_on_several_types_asks_which_slot():
    draft = ProductionDraft.empty(circus_state({T.JOKER: 2, T.LION: 2, T.HORSE: 2, T.CHARIOT: 2}), 0, CIRCUS)
    assert draft.asks_which_slot(JOKER) and not draft.asks_which_slot(T.LION)
    assert len(draft.open_slots(JOKER)) == 7
    for token in (T.LION, T.LION, T.HORSE, T.HORSE, T.CHARIOT):
        draft = draft.placed(token)
    assert draft.fitting_slot_types(JOKER) == (T.CHARIOT, T.GLADIATOR) and draft.asks_which_slot(JOKER)
    draft = draft.placed(T.CHARIOT)
    assert draft.fitting_slot_types(JOKER) == (T.GLADIATOR,) and not draft.asks_which_slot(JOKER)  # one place left


def test_r9_2_what_was_laid_is_laid_again_as_far_as_the_new_holdings_allow():
    before = circus_state({T.LION: 2, T.JOKER: 1})
    draft = ProductionDraft.empty(before, 0, CIRCUS).placed(T.LION).placed(T.LION).placed(JOKER, T.HORSE)
    draft = draft.with_medals(1)
    after = with_player(with_tokens(before, {0: {T.LION: 1}}), 0, medals=0)  # a lion and the joker gone
    again = ProductionDraft.laid_again(after, 0, draft.laid)
    assert again.laid == CardDraft(CIRCUS, tokens=((T.LION, 1),))
    assert again.command() == rules.Produce(player=0, program=CIRCUS, tokens={T.LION: 1}, jokers={}, medals=0)
