"""Every kind of move the rules know has a name in each language, for the messages that name a move."""
import typing

import pytest

from colosseum_desktop import rules
from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.i18n.command_names import KINDS, command_name


def rules_command_kinds():
    union = typing.get_args(rules.Command)[0]
    return {model.model_fields["kind"].default for model in typing.get_args(union)}


def test_every_command_of_the_rules_has_a_name():
    assert KINDS == rules_command_kinds()


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_the_names_are_english_words_in_english_and_their_own_in_every_other_language(code):
    for kind in KINDS:
        name = command_name(kind)
        set_language("en")
        english = str(name)
        set_language(code)
        assert english == kind.replace("_", " ") and str(name) not in ("", english), (code, kind)
