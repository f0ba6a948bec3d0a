"""Words chosen when they are shown: a catalog message and its values, not yet put into any language.

The saves are read below the screens, and their reasons are kept: the Load list remembers why a file cannot
be opened for as long as the file is unchanged, an autosaver remembers why it failed. The player may switch
language in between, so what is kept is a LazyMessage (an identifier and its values, like an error code), and
str() puts it into the language of that moment. A value may be a LazyMessage too (a reason inside a sentence),
or anything else str() can turn into words.

    reason = lazy_gettext("There is no save called {file}.", file=path.name)
    str(reason)      # in the current language, each time it is asked

Text values come from outside (file names, the system's error texts): control characters, line and paragraph
separators and bidirectional overrides in them are shown as escapes (\\x1b, \\u202e), so a file name can neither
drive a terminal, nor break a line on screen, nor turn the sentence around it backwards.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from . import _, ngettext, npgettext, pgettext
from .conventions import format_number

# Characters that rearrange text rather than show as themselves (Unicode's bidirectional controls).
_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def visible(text: str) -> str:
    """`text` with every character that would act instead of show (controls, line and paragraph separators,
    bidirectional overrides) written as an escape; everything else, accents and spaces included, as it is."""
    if text.isprintable():  # the usual case, at C speed
        return text
    return "".join(escaped_char(c) if acts_instead_of_showing(c) else c for c in text)


def acts_instead_of_showing(char: str) -> bool:
    """A control, a line or paragraph separator, or a bidirectional override (what `visible` escapes)."""
    return unicodedata.category(char) in ("Cc", "Zl", "Zp") or char in _BIDI_CONTROLS


def cut(text: str, most: int) -> str:
    """`text` as `visible` gives it, at most `most` characters: a longer one ends in an ellipsis (a field of a file
    need not be short: a save's version 5 MB long was printed whole)."""
    shown = visible(text[:most + 1])
    return shown if len(shown) <= most else shown[:most - 1] + "…"


def escaped_char(char: str) -> str:
    """One character written as a Python escape (\\x00, \\u202e), to be seen instead of acting."""
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


@dataclass(frozen=True)
class LazyMessage:
    """A message of the catalogs (its English msgid, a plural form with its count where it has one, a context
    where the same English means two things) and the values of its {placeholders}; str() gives it in the
    current language."""

    msgid: str
    values: tuple[tuple[str, object], ...] = ()
    plural: str | None = None
    n: int = 0
    context: str | None = None

    def __str__(self) -> str:
        values = {name: visible(value) if isinstance(value, str) else value for name, value in self.values}
        if self.plural is None:
            if self.context is None:
                return _(self.msgid, **values)
            return pgettext(self.context, self.msgid, **values)
        values.pop("n", None)  # the count is ngettext's own argument
        if self.context is None:
            return ngettext(self.msgid, self.plural, self.n, **values)
        return npgettext(self.context, self.msgid, self.plural, self.n, **values)


def lazy_gettext(message: str, **values: object) -> LazyMessage:
    """Like _(), but the words are chosen each time the result is turned into text."""
    return LazyMessage(message, tuple(values.items()))


def lazy_ngettext(singular: str, plural: str, n: int, **values: object) -> LazyMessage:
    """Like ngettext() ({n} is the count unless given), the words chosen each time it is turned into text."""
    values.setdefault("n", n)
    return LazyMessage(singular, tuple(values.items()), plural, n)


@dataclass(frozen=True)
class LazyNumber:
    """A number for a message's value, written as the language of the moment writes it ('10.5' / '10,5')."""

    value: int | float
    decimals: int = 0

    def __str__(self) -> str:
        return format_number(self.value, self.decimals)
