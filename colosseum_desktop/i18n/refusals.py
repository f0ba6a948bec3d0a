"""The rules' refusals in the player's language: where the engine's identifiers and values become words.

The rules raise `IllegalCommand(Why.MINIMUM_BID, n=8)` and keep one English template per identifier
(rules/refusals.py); those templates are the catalogs' msgids, so this module holds no English of its own. It
looks the template up in the current language and fills it with the values named in that language: token types,
phases and programs by their names on the pieces (card_names.py). A player's name needs no translating and no
state: the refusal carries it as typed.
"""
from __future__ import annotations

from collections.abc import Mapping

from .. import rules
from ..rules.markers import Plural
from ..rules.refusals import NAMED_VALUES, Refusal
from . import _, ngettext
from .card_names import phase_title, program_name, token_name

_NAMERS = {"token": token_name, "phase": phase_title, "card": program_name}
assert set(_NAMERS) == set(NAMED_VALUES), "every value the rules show by name is named here"


def shown_values(values: Mapping[str, int | str]) -> dict[str, int | str]:
    """The values as the current language shows them."""
    return {key: _NAMERS[key](value) if key in _NAMERS else value for key, value in values.items()}


def refusal_text(refusal: Refusal) -> str:
    """The refusal as a sentence in the current language: 'Gebote müssen mindestens 8 Münzen betragen'."""
    template = refusal.template()
    values = shown_values(refusal.values)
    if isinstance(template, Plural):
        count = values.pop("n")  # ngettext fills {n} with the count that chose the form
        return ngettext(template.singular, template.plural, count, **values)
    return _(template, **values)


def why_not_text(state: rules.GameState, command) -> str | None:
    """Why the rules would refuse `command` now, in the current language; None if it is legal."""
    refusal = rules.refusal_for(state, command)
    return None if refusal is None else refusal_text(refusal)
