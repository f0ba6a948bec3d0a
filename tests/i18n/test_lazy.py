"""Messages whose words are chosen when shown: kept as an identifier and values, put into the language of the
moment by str(), with values from outside shown harmlessly."""
import pytest

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.i18n.lazy import LazyNumber, lazy_gettext, lazy_ngettext, visible


def test_a_kept_message_is_worded_in_the_language_of_the_moment_it_is_shown():
    reason = lazy_gettext("There is no save called {file}.", file="gone.colosseum.json")
    assert str(reason) == "There is no save called gone.colosseum.json."
    set_language("de")
    assert str(reason) == "Es gibt keinen Spielstand namens gone.colosseum.json."
    set_language("fr")
    assert str(reason) == "Il n'y a pas de sauvegarde nommée gone.colosseum.json."


def test_a_message_inside_another_and_a_number_follow_the_language_too():
    inner = lazy_gettext("it has no schema version")
    outer = lazy_gettext("This save is damaged: {problem}.", problem=inner)
    size = lazy_gettext("This file is too large to be a save ({size} MB; saves are under {limit} MB).",
                        size=LazyNumber(10.5, 1), limit=10)
    assert str(outer) == "This save is damaged: it has no schema version."
    assert "(10.5 MB;" in str(size)
    set_language("de")
    assert str(outer) == "Dieser Spielstand ist beschädigt: er hat keine Schemaversion."
    assert "(10,5 MB;" in f"{size}"  # formatting inside an f-string words it as str() does


@pytest.mark.parametrize("code, one, twenty", [
    ("en", "it lists 1 seat for 4 players", "it lists 20 seats for 4 players"),
    ("ro", "enumeră 1 loc pentru 4 jucători", "enumeră 20 de locuri pentru 4 jucători"),
])
def test_plural_forms_are_chosen_for_the_count_in_each_language(code, one, twenty):
    set_language(code)
    for count, expected in ((1, one), (20, twenty)):
        message = lazy_ngettext("it lists {n} seat for {players} players", "it lists {n} seats for {players} players",
                                count, players=4)
        assert str(message) == expected


def test_characters_that_act_instead_of_showing_are_written_as_escapes():
    assert visible("évasion\x1b[31m\n\u202egnp.exe\u2028") == "évasion\\x1b[31m\\x0a\\u202egnp.exe\\u2028"
    spaced = "Café «\u00a0x\u00a0» 1\u202f000 ș ß"  # no-break spaces, as French and numbers use them, stay
    assert visible(spaced) == spaced


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_file_name_from_outside_cannot_drive_a_terminal_or_break_the_line_in_any_language(code):
    set_language(code)
    text = str(lazy_gettext("{file} is not a save file.", file="x\x1b]0;owned\x07\n.colosseum.json"))
    assert "\x1b" not in text and "\x07" not in text and "\n" not in text
    assert "x\\x1b]0;owned\\x07\\x0a.colosseum.json" in text
