"""The rules' refusals put into each language at the edge (i18n/refusals.py): every identifier's words fill every
value, plural forms included, and names of pieces come from the catalogs."""
import re

import pytest

from colosseum_desktop import rules
from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.i18n.card_names import phase_title, program_name, token_name
from colosseum_desktop.i18n.refusals import refusal_text, shown_values, why_not_text
from colosseum_desktop.rules import Refusal, Why
from colosseum_desktop.rules.markers import Plural
from colosseum_desktop.rules.refusals import TEMPLATES
from colosseum_desktop.session import Session

SAMPLE = {"name": "Aurelia", "token": "extra_action", "card": 20, "phase": "trade"}  # other values: numbers
COUNTS = (0, 1, 2, 5, 21, 101)  # each plural form of each language (Romanian: 1 / 0, 2-19 / 20 and up)


def sample(why: Why, n: int) -> Refusal:
    template = TEMPLATES[why]
    text = template.plural if isinstance(template, Plural) else template
    names = set(re.findall(r"{(\w+)}", text))
    return Refusal(why, {key: SAMPLE.get(key, 7) if key != "n" else n for key in names})


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_refusal_reads_in_every_language_with_its_values_filled(code):
    set_language(code)
    for why in Why:
        for n in COUNTS:
            refusal = sample(why, n)
            text = refusal_text(refusal)
            assert text and "{" not in text and "}" not in text, (code, why, text)
            for key, shown in shown_values(refusal.values).items():
                assert str(shown) in text, (code, why, key, text)


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_each_language_has_its_own_words_for_every_refusal(code):
    set_language(code)
    same = [why for why in Why if refusal_text(sample(why, 3)) == str(sample(why, 3))]
    assert same == [], f"{code} says these in English: {same}"


def test_names_of_pieces_are_the_languages_own_and_plurals_follow_its_rules():
    set_language("de")
    assert refusal_text(Refusal(Why.MINIMUM_BID, {"n": 8})) == "Ein Eröffnungsgebot muss mindestens 8 Münzen betragen"
    assert refusal_text(Refusal(Why.MINIMUM_BID, {"n": 1})) == "Ein Eröffnungsgebot muss mindestens 1 Münze betragen"
    text = refusal_text(Refusal(Why.NO_PLACE_FOR_TOKEN, {"card": 20, "token": "lion"}))
    assert text == f"{program_name(20)} hat keinen Platz für ein Plättchen „{token_name('lion')}“" and "Löwe" in text
    assert phase_title("trade") in refusal_text(Refusal(Why.WRONG_PHASE, {"phase": "trade"}))
    set_language("ro")  # three forms: one, few, many ("de")
    assert [refusal_text(Refusal(Why.JOKERS_SHORT, {"n": n})) for n in (1, 2, 20)] == \
        ["Ai 1 joker", "Ai 2 jokeri", "Ai 20 de jokeri"]
    set_language("en")  # English at the edge names the pieces as the board labels them
    assert refusal_text(Refusal(Why.MINIMUM_BID, {"n": 8})) == "Bids must be at least 8 coins"
    assert refusal_text(Refusal(Why.TOKENS_SHORT, {"n": 1, "token": "lion", "wanted": 2})) == \
        "You hold 1 Lion token, not 2"


def test_a_command_refused_through_the_session_in_german_gives_german_words_and_changes_nothing():
    """R6: only the deciding player invests; the refusal is shown in German, the game stays as it was."""
    set_language("de")
    session = Session.new(rules.GameOptions(players=3, names=("Anke", "Beate", "Cem")), 5)
    before = session.state
    command = rules.BuyLoge(player=2)
    with pytest.raises(rules.IllegalCommand) as refused:
        session.submit(command)
    assert session.state is before and session.log == []
    assert refusal_text(refused.value.refusal) == "Jetzt entscheidet Anke"
    assert why_not_text(before, command) == "Jetzt entscheidet Anke"
    assert str(refused.value) == "It is Anke's decision now"  # logs and tests keep the English
    assert why_not_text(before, rules.BuyLoge(player=0)) is None


def test_a_bad_name_in_a_file_is_refused_in_the_players_language():
    """A name is checked by the model too (a save carries names): its refusal reaches the reader's words."""
    from pydantic import ValidationError

    from colosseum_desktop.saves.validation_reasons import validation_reason

    with pytest.raises(ValidationError) as refused:
        rules.GameOptions(players=3, names=("Ann\x00", "Bo", "Cy"))
    assert "control characters" in str(refused.value)  # pydantic's own message keeps the English
    set_language("de")
    assert "keine Steuerzeichen oder Zeilenumbrüche" in str(validation_reason(refused.value))
