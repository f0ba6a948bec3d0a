"""The pieces' names in every language, keyed by the rules' ids; saves stay free of words."""
import pytest

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.i18n.card_names import (NOBLE_NAMES, PHASE_TITLES, TOKEN_NAMES, noble_name,
                                               phase_title, program_name, token_count, token_name, tokens_and_coins)
from colosseum_desktop.rules import NobleKind, Phase, Token, game_data
from colosseum_desktop.rules.state import PHASE_TITLES as ENGLISH_PHASE_TITLES


def test_every_token_noble_and_phase_of_the_rules_has_a_name():
    assert set(TOKEN_NAMES) == {t.value for t in Token}
    assert set(NOBLE_NAMES) == {k.value for k in NobleKind}
    assert set(PHASE_TITLES) == {p.value for p in Phase}
    assert {p: phase_title(p) for p in Phase} == ENGLISH_PHASE_TITLES  # the engine's English and ours agree


def test_english_program_names_are_the_cards_in_the_game_data():
    assert [program_name(p.number) for p in game_data().programs] == [p.name for p in game_data().programs]


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_each_language_names_every_piece_in_its_own_words(code):
    set_language(code)
    names = [token_name(t) for t in Token] + [noble_name(k) for k in NobleKind] + [phase_title(p) for p in Phase]
    names += [program_name(n) for n in range(1, 31)]
    assert all(names) and len(set(token_name(t) for t in Token)) == len(Token)
    assert phase_title(Phase.INVEST) != "Phase 1: Invest"  # the phases are named in every book
    assert all(token_count(t, 2).startswith("2 ") for t in Token)


def test_the_rulebooks_names_are_used():
    """Spot checks against the books (the full list is in the catalogs, its sources in rules/PROVENANCE.md)."""
    expected = {"de": ("Löwe", "Konsul", "Streitwagen"), "nl": ("Leeuw", "Consul", "Strijdwagen"),
                "fr": ("Lion", "Consul", "Char"), "ro": ("Leu", "Consul", "Car"), "es": ("León", "Cónsul", "Carro")}
    for code, (lion, consul, chariot) in expected.items():
        set_language(code)
        assert (token_name(Token.LION), noble_name(NobleKind.CONSUL), token_name(Token.CHARIOT)) == (lion, consul,
                                                                                                     chariot)
    set_language("de")
    assert program_name(20) == "Circus Maximus"


def test_a_game_saved_in_german_loads_unchanged_in_spanish(tmp_path):
    from colosseum_desktop.saves import load_game, save_game
    from tests.saves.games import played

    session = played(4, seed=3, until_round=3)
    set_language("de")
    save_game(session, tmp_path / "de.colosseum.json")
    set_language("es")
    loaded = load_game(tmp_path / "de.colosseum.json")
    assert loaded.session.state == session.state
    data = (tmp_path / "de.colosseum.json").read_text(encoding="utf-8")
    assert not any(word in data for word in ("Löwe", "Kaiser", "Spektakelplättchen", "Phase 3: Handeln"))


def test_a_trades_side_is_counted_in_the_languages_plurals():
    set_language("ro")
    assert tokens_and_coins({Token.LION: 1, Token.HORSE: 20}, 2) == "1 leu, 20 de cai, 2 monede"
    assert tokens_and_coins({Token.LION: 0}) == "nimic"
    set_language("en")
    assert tokens_and_coins({Token.CAGE: 2}, 1) == "2 cages, 1 coin"


def test_what_is_given_or_received_is_counted_as_an_object_in_german():
    """A trade's side is always what someone gives or receives: German takes the accusative ("Du würdest 1 Löwen
    bekommen", never "1 Löwe bekommen"), while a count standing alone keeps the nominative."""
    from colosseum_desktop.i18n import _
    from colosseum_desktop.i18n.card_names import token_as_object, token_count, token_count_as_object

    set_language("de")
    assert tokens_and_coins({Token.LION: 1, Token.GLADIATOR: 2}) == "1 Löwen, 2 Gladiatoren"
    assert (token_count(Token.LION, 1), token_count_as_object(Token.LION, 1)) == ("1 Löwe", "1 Löwen")
    assert token_as_object(Token.LION) == "einen Löwen" and token_as_object(Token.HORSE) == "ein Pferd"
    receive = _("You would receive {receive}, and give {give}.", receive=tokens_and_coins({Token.LION: 1}),
                give=tokens_and_coins({}, 3))
    assert receive == "Du würdest 1 Löwen bekommen und 3 Münzen geben."
