"""Choosing the language, and the helpers that translate, fill placeholders and pick plural forms."""
import pytest

from colosseum_desktop import i18n
from colosseum_desktop.i18n import (LANGUAGES, _, current_language, language_of_locale, ngettext, npgettext,
                                    placeholders, set_language, starting_language, system_language)


def test_the_six_languages_switch_and_an_unknown_code_is_refused_with_the_choices():
    assert list(LANGUAGES) == ["en", "nl", "fr", "de", "ro", "es"]
    for code in LANGUAGES:
        set_language(code)
        assert current_language() == code
    with pytest.raises(ValueError, match="en, nl, fr, de, ro, es"):
        set_language("pt")
    assert current_language() == "es"  # a refused code changes nothing


def test_placeholders_are_filled_after_translating_and_a_message_without_values_is_left_as_it_is():
    set_language("de")
    assert _("Bids must be at least {coins} coins", coins=8) == "Bids must be at least 8 coins"  # not in a catalog
    assert _("{braces} stay") == "{braces} stay"
    assert npgettext("token count", "{n} lion", "{n} lions", 3) == "3 Löwen"
    assert ngettext("{n} sestertius", "{n} sestertii", 1) == "1 sestertius"  # not in a catalog either
    assert placeholders("{who} pays {coins} coins") == {"who", "coins"}


@pytest.mark.parametrize("code, forms", [
    ("en", {0: "0 lions", 1: "1 lion", 2: "2 lions"}),
    ("fr", {0: "0 lion", 1: "1 lion", 2: "2 lions"}),          # French counts zero as one
    ("de", {0: "0 Löwen", 1: "1 Löwe", 2: "2 Löwen"}),
    ("ro", {1: "1 leu", 2: "2 lei", 19: "19 lei", 20: "20 de lei", 101: "101 lei", 119: "119 lei",
            120: "120 de lei", 0: "0 lei"}),                      # Romanian: three forms, "de" from 20 on
])
def test_each_language_takes_its_own_plural_form(code, forms):
    set_language(code)
    for n, text in forms.items():
        assert npgettext("token count", "{n} lion", "{n} lions", n) == text


def test_the_system_language_is_read_as_gettext_reads_it_and_is_english_when_not_one_of_ours():
    assert system_language({"LANG": "de_DE.UTF-8"}, "linux") == "de"
    assert system_language({"LANGUAGE": "pt_BR:ro", "LANG": "pt_BR.UTF-8"}, "linux") == "ro"
    assert system_language({"LC_ALL": "fr_CA.UTF-8@euro", "LANG": "de_DE"}, "linux") == "fr"
    assert system_language({"LC_ALL": "C", "LANG": "de_DE"}, "linux") == "en"  # LC_ALL set: LANG is not read
    assert system_language({"LANG": "ja_JP.UTF-8"}, "linux") == "en"
    assert system_language({}, "darwin") == "en"
    assert language_of_locale("es-419") == "es" and language_of_locale("") is None


def test_the_command_line_beats_the_settings_which_beat_the_system(monkeypatch):
    monkeypatch.setattr(i18n, "system_language", lambda: "nl")
    assert starting_language("ro", "de") == "ro"
    assert starting_language(None, "de") == "de"
    assert starting_language(None, "") == "nl"
    assert starting_language(None, "klingon") == "nl"  # a hand-edited settings file


def test_lang_on_the_command_line_is_checked_and_sets_the_tools_language(capsys):
    from colosseum_desktop.cli import build_parser, main

    assert build_parser().parse_args(["--lang", "ro"]).lang == "ro"
    with pytest.raises(SystemExit) as refused:
        build_parser().parse_args(["--lang", "xx"])
    assert refused.value.code == 2 and "invalid choice: 'xx'" in capsys.readouterr().err
    assert main(["--lang", "fr", "simulate", "--players", "3", "--games", "1"]) == 0
    assert current_language() == "fr"


def test_the_chosen_language_is_remembered_with_the_settings(tmp_path):
    from colosseum_desktop.app import Settings

    path = tmp_path / "settings.json"
    Settings(language="de").save(path)
    assert Settings.load(path).language == "de"
    path.write_text('{"language": 7, "computer_delay_ms": 300}')
    assert Settings.load(path) == Settings(computer_delay_ms=300)  # a wrong type is ignored, the rest kept
