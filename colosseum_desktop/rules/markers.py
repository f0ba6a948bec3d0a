"""Markers for the few English words the rules keep (refusals.py's templates, state.py's phase titles), so Babel
extracts them as the catalogs' msgids (babel.cfg, i18n/catalogs.py's keywords). Each returns what it marks,
untouched: the rules import no translation machinery; the words are translated where they are shown.
"""
from __future__ import annotations

from dataclasses import dataclass


def N_(message: str) -> str:
    """An English message (Babel's N_ keyword)."""
    return message


def NC_(context: str, message: str) -> str:
    """An English message in a gettext context (keyword NC_:1c,2); shown with pgettext(context, message). Unlike
    i18n.NC_ it returns the message alone: the rules' tables hold plain English."""
    return message


@dataclass(frozen=True)
class Plural:
    """A singular and a plural form, chosen by a count (ngettext where it is shown)."""

    singular: str
    plural: str


def NN_(singular: str, plural: str) -> Plural:
    """A singular/plural pair (keyword NN_:1,2)."""
    return Plural(singular, plural)
