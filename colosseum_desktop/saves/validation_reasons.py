"""What a file's content got wrong, as pydantic found it, put into the player's words.

Pydantic reports each fault as a kind (its error type), a place (the path of field names) and the values it
checked against; its own sentences are English only. Here each kind a save, the records or the set-up can
show is a message of our catalogs, filled with those values; the sentences of our own validators (a player's
name, the records' seats) are shown as they say them.
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from pydantic import ValidationError

from ..i18n.lazy import LazyMessage, lazy_gettext, lazy_ngettext
from ..i18n.refusals import refusal_text


class ErrorWords:
    """An error from below the screens, as a message's value worded when shown: a refusal of the rules (an error
    with a `refusal`) in the player's language, any other as its own sentence. As a `clause` (after a colon,
    before the full stop of the sentence around it) without its own full stop."""

    def __init__(self, error: Exception, clause: bool = False) -> None:
        self.error, self.clause = error, clause

    def __str__(self) -> str:
        refusal = getattr(self.error, "refusal", None)
        text = refusal_text(refusal) if refusal is not None else str(self.error)
        return text.rstrip(".") if self.clause else text


_PLAIN = {  # kinds of fault whose words need no value, each group of kinds with its words
    ("missing",): lazy_gettext("a value is missing"),
    ("extra_forbidden",): lazy_gettext("no such field belongs here"),
    ("int_type", "int_parsing", "int_from_float", "int_parsing_size"): lazy_gettext("should be a whole number"),
    ("bool_type", "bool_parsing"): lazy_gettext("should be true or false"),
    ("string_type", "string_unicode"): lazy_gettext("should be text"),
    ("float_type", "float_parsing", "finite_number"): lazy_gettext("should be a number"),
    ("literal_error", "enum", "union_tag_invalid", "string_pattern_mismatch"):
        lazy_gettext("holds a value that is not allowed here"),
    ("union_tag_not_found",): lazy_gettext("does not say what kind of entry it is"),
    ("list_type", "tuple_type", "iterable_type"): lazy_gettext("should be a list"),
    ("dict_type", "model_type", "model_attributes_type", "dataclass_type"):
        lazy_gettext("should be a group of named values"),
}
_PLAIN_BY_KIND = {kind: words for kinds, words in _PLAIN.items() for kind in kinds}

_WITH_VALUE = {  # kind -> (the value pydantic checked against, the words with it)
    "greater_than_equal": ("ge", lambda v: lazy_gettext("should be greater than or equal to {least}", least=v)),
    "less_than_equal": ("le", lambda v: lazy_gettext("should be less than or equal to {most}", most=v)),
    "greater_than": ("gt", lambda v: lazy_gettext("should be greater than {limit}", limit=v)),
    "less_than": ("lt", lambda v: lazy_gettext("should be less than {limit}", limit=v)),
    "string_too_short": ("min_length", lambda n: lazy_ngettext("should have at least {n} character",
                                                               "should have at least {n} characters", n)),
    "string_too_long": ("max_length", lambda n: lazy_ngettext("should have at most {n} character",
                                                              "should have at most {n} characters", n)),
    "too_short": ("min_length", lambda n: lazy_ngettext("should list at least {n} entry",
                                                        "should list at least {n} entries", n)),
    "too_long": ("max_length", lambda n: lazy_ngettext("should list at most {n} entry",
                                                       "should list at most {n} entries", n)),
}


def _fault(kind: str, context: dict) -> LazyMessage | ErrorWords:
    """The words for one kind of fault."""
    if kind in ("value_error", "assertion_error") and "error" in context:
        return ErrorWords(context["error"], clause=True)  # the validator's own sentence
    if kind in _PLAIN_BY_KIND:
        return _PLAIN_BY_KIND[kind]
    if kind in _WITH_VALUE and _WITH_VALUE[kind][0] in context:
        name, words = _WITH_VALUE[kind]
        return words(context[name])
    if kind.startswith(("datetime_", "date_", "timezone_")):
        return lazy_gettext("should be a date and time with its time zone")
    # A kind of fault no file of ours has met yet: named by its kind, in any language.
    return lazy_gettext("is not valid ({kind})", kind=kind)


def validation_reason(error: ValidationError, renamed: Mapping[str, str] = MappingProxyType({})) \
        -> LazyMessage | ErrorWords:
    """The first fault pydantic found, where it is ("state > players > 0 > coins") and what is wrong there,
    with how many more it found. `renamed` gives the file's own name of a field read under another one (an
    older save's, renamed by a migration)."""
    problems = error.errors(include_url=False, include_input=False)
    first = problems[0]
    where = " > ".join(renamed.get(str(part), str(part)) for part in first["loc"])
    fault = _fault(first["type"], first.get("ctx") or {})
    text = lazy_gettext("{where}: {fault}", where=where, fault=fault) if where else fault
    if len(problems) == 1:
        return text
    return lazy_ngettext("{text} (and {n} more problem)", "{text} (and {n} more problems)", len(problems) - 1,
                         text=text)
