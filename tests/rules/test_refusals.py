"""Refusals as data (rules/refusals.py): an identifier and plain values; str() is the one English sentence.

Input checks and the engine's refusals of R5-R13 commands; the R-number of each rule refused is in the test
that plays it."""
import copy
import pickle
import string

import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import IllegalCommand, NotAffordable, Refusal, Why
from colosseum_desktop.rules.markers import Plural
from colosseum_desktop.rules.refusals import NAMED_VALUES, TEMPLATES, english_values


def english_forms(template):
    return (template.singular, template.plural) if isinstance(template, Plural) else (template,)


def names_in(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


def test_every_identifier_has_one_english_template_and_plurals_are_counted_by_n():
    """The refusals of every rule (R5-R13) and of the names: one English template each, no rule of its own."""
    assert set(TEMPLATES) == set(Why)
    for why, template in TEMPLATES.items():
        forms = english_forms(template)
        assert len({frozenset(names_in(form)) for form in forms}) == 1, f"{why}: singular and plural differ"
        if isinstance(template, Plural):
            assert "n" in names_in(template.plural), f"{why}: a plural template is counted by {{n}}"
            assert template.singular != template.plural


def test_the_english_sentence_picks_the_plural_form_and_names_cards_and_tokens():
    """R7.1: the opening bid is at least 8 coins; the same identifier says '1 coin' where the count is one."""
    assert str(Refusal(Why.MINIMUM_BID, {"n": 8})) == "Bids must be at least 8 coins"
    assert str(Refusal(Why.MINIMUM_BID, {"n": 1})) == "Bids must be at least 1 coin"
    assert str(Refusal(Why.NO_PLACE_FOR_TOKEN, {"card": 20, "token": rules.Token.SHIP})) == \
        "Circus Maximus has no place for a ship token"
    assert english_values({"card": 20, "n": 3}) == {"card": "Circus Maximus", "n": 3}
    assert set(NAMED_VALUES) == {"token", "phase", "card"}


def test_a_refused_command_carries_its_identifier_and_values_and_reads_as_before():
    """R7.1 minimum bid, refused by the engine: the exception's refusal is data; its message the old sentence."""
    state = rules.new_game(rules.GameOptions(players=3), 1)
    while state.phase is not rules.Phase.AUCTION:
        state, _events = rules.apply(state, rules.EndTurn(player=rules.current_player(state)))
    seat = rules.current_player(state)
    with pytest.raises(IllegalCommand) as refused:
        rules.apply(state, rules.OpenAuction(player=seat, market=0, bid=5))
    assert refused.value.refusal == Refusal(Why.MINIMUM_BID, {"n": 8})
    assert str(refused.value) == "Bids must be at least 8 coins"
    assert rules.refusal_for(state, rules.OpenAuction(player=seat, market=0, bid=5)) == refused.value.refusal
    assert rules.why_not(state, rules.OpenAuction(player=seat, market=0, bid=5)) == "Bids must be at least 8 coins"
    assert rules.refusal_for(state, rules.OpenAuction(player=seat, market=0, bid=8)) is None


def test_a_refusal_survives_copying_and_pickling_and_an_unknown_identifier_is_refused():
    """A payment short of coins (R7, R8) as a sample: the refusal is a value that travels with its exception."""
    error = NotAffordable(Why.COINS_SHORT, name="Anna", n=1, cost=4)
    assert str(error) == "Anna has only 1 coin; this costs 4"
    for twin in (copy.copy(error), pickle.loads(pickle.dumps(error))):
        assert type(twin) is NotAffordable and twin.refusal == error.refusal and str(twin) == str(error)
    with pytest.raises(ValueError, match="not a valid Why"):
        IllegalCommand("Bids must be at least 8 coins")  # words are no identifier
    with pytest.raises(TypeError):
        error.refusal.values["n"] = 2  # values are read-only: a refusal is a value


def test_a_names_problem_is_a_refusal_too():
    """Input validation, not a rule: the new-game screen shows the refusal, the model raises its sentence."""
    assert rules.name_refusal(" ") == Refusal(Why.NAME_BLANK)
    assert rules.name_refusal("x" * 30) == Refusal(Why.NAME_TOO_LONG, {"n": rules.MAX_NAME_LENGTH})
    assert rules.name_problem("x" * 30) == f"A player's name can be at most {rules.MAX_NAME_LENGTH} characters long."
    assert rules.name_refusal("Ann") is None and rules.name_problem("Ann") is None
