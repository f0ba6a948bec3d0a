"""The player's language: which one is in use, and the words of the game in it.

The game speaks six languages. The words come from GNU gettext catalogs compiled to `.mo` files under
`colosseum_desktop/locale/<code>/LC_MESSAGES/colosseum.mo` and are read with the standard library's
`gettext`, so the game needs nothing beyond Python at run time; Babel is the translators' and the tests'
tool (see TRANSLATING.md). English is the source language: its messages are the msgids themselves.

Messages name their values as {placeholders}; the helpers fill them in after translating, so a translation
may put them in any order:

    _("Bids must be at least {coins} coins", coins=8)
    ngettext("{n} medal", "{n} medals", count)          # {n} is the count unless given otherwise
    pgettext("noble", "Emperor")                        # the same English word, told apart by a context

Nothing below the scenes holds words: the rules engine reports identifiers and numbers, and the scenes
choose the words here, at the moment they draw, so switching the language changes every screen at once.
"""
from __future__ import annotations

import gettext as _gettext
import io
import logging
import os
import string
import struct
import sys
from collections.abc import Mapping
from pathlib import Path

from ..files.bounded_read import TooLarge, read_regular_file

LANGUAGES: dict[str, str] = {  # code -> the language's own name, as a player looks for it in a list
    "en": "English",
    "nl": "Nederlands",
    "fr": "Français",
    "de": "Deutsch",
    "ro": "Română",
    "es": "Español",
}
SOURCE_LANGUAGE = "en"
DOMAIN = "colosseum"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

log = logging.getLogger(__name__)
_loaded: dict[str, _gettext.NullTranslations] = {}
_broken: set[tuple[str, str]] = set()  # (language, English) of translations found unfillable, each logged once
_unusable: dict[str, str] = {}  # language -> why its catalog is not used (English is shown), for Settings and the title
MAX_CATALOG_BYTES = 4 * 1024 * 1024  # the largest shipped .mo is 130 KB
PLURAL_PROBE = range(0, 1001)  # the counts a catalog's plural formula is tried on before it is trusted
_current = SOURCE_LANGUAGE
_active: _gettext.NullTranslations = _gettext.NullTranslations()


def _catalog(code: str) -> _gettext.NullTranslations:
    if code not in _loaded:
        if code == SOURCE_LANGUAGE:
            _loaded[code] = _gettext.NullTranslations()  # the msgids are the English text
        else:
            _loaded[code] = _compiled_catalog(code)
    return _loaded[code]


def _compiled_catalog(code: str) -> _gettext.NullTranslations:
    """The language's compiled catalog; English when it is missing, empty, cut short, garbage, not a regular file
    (a pipe would block the read for ever), far too large, or holds a translation that could crash a screen
    (logged, once: the result is kept; `unusable_catalog` says it). A game shipped without its words is a
    packaging fault the tests catch, never a crash."""
    path = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        catalog = _gettext.GNUTranslations(io.BytesIO(read_regular_file(path, MAX_CATALOG_BYTES)))
        problem = catalog_danger(catalog)
        if problem is not None:
            raise ValueError(problem)
    except (OSError, ValueError, LookupError, struct.error, TooLarge, ArithmeticError, RecursionError,
            MemoryError, TypeError, SyntaxError) as error:  # what gettext raises on a bad .mo, or what we found
        log.error("the %s catalog cannot be read (%s): its texts are shown in English", code, error)
        _unusable[code] = str(error) or type(error).__name__
        return _gettext.NullTranslations()
    return catalog


def catalog_danger(catalog: _gettext.GNUTranslations) -> str | None:
    """What in a compiled catalog could stop a screen when shown, else None: a NUL in a translation (no text can be
    drawn with one), a placeholder reaching into a value or formatting it ({n[0]}, {n.real}, {n:999999999}: the
    game's own messages only ever name values), a plural formula that fails for some count."""
    for key, text in catalog._catalog.items():  # noqa: SLF001 (gettext keeps no public listing)
        if not isinstance(text, str):
            continue
        if "\0" in text:
            return f"a NUL character in the translation of {key!r}"
        try:
            fields = list(string.Formatter().parse(text))
        except ValueError:
            continue  # a brace broken: that message alone is shown in English when filled (see _filled)
        for _literal, name, spec, conversion in fields:
            if name is not None and (not name.isidentifier() or spec or conversion):
                return f"the placeholder {{{name}{'!' + conversion if conversion else ''}" \
                       f"{':' + spec if spec else ''}}} in the translation of {key!r}"
    for n in PLURAL_PROBE:
        catalog.plural(n)  # ZeroDivisionError, RecursionError...: the caller refuses the catalog
    return None


def unusable_catalog(code: str) -> str | None:
    """Why the language's catalog was found unusable (its texts are shown in English), or None."""
    return _unusable.get(code)


def set_language(code: str) -> None:
    """Speak `code` (one of LANGUAGES) from now on. An unknown code is refused with the choices."""
    global _current, _active
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: choose one of {', '.join(LANGUAGES)}")
    _active = _catalog(code)
    _current = code


def current_language() -> str:
    return _current


def _filled(text: str, english: str, values: Mapping[str, object]) -> str:
    """`text` (a translation of `english`) with its placeholders filled. A translation whose placeholders cannot
    be filled (misspelt, or a brace broken) gives way to the English for that message, logged once."""
    if not values:
        return text
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError, AttributeError) as error:
        if text == english:
            raise  # the code's own message and values disagree: a fault to see, not to hide
        if (_current, english) not in _broken:
            _broken.add((_current, english))
            log.error("the %s translation of %r cannot be filled in (%s: %s): shown in English", _current, english,
                      type(error).__name__, error)
        return english.format(**values)


def _(message: str, **values: object) -> str:
    """`message` in the current language, its {placeholders} filled from `values`."""
    return _filled(_active.gettext(message), message, values)


def ngettext(singular: str, plural: str, n: int, **values: object) -> str:
    """The form for `n` in the current language (Romanian has three); {n} is filled with `n`."""
    values.setdefault("n", n)
    english = singular if n == 1 else plural
    return _filled(_plural_form(_active.ngettext, singular, plural, n) or english, english, values)


def pgettext(context: str, message: str, **values: object) -> str:
    return _filled(_active.pgettext(context, message), message, values)


def npgettext(context: str, singular: str, plural: str, n: int, **values: object) -> str:
    values.setdefault("n", n)
    english = singular if n == 1 else plural
    return _filled(_plural_form(_active.npgettext, context, singular, plural, n) or english, english, values)


def _plural_form(translate, *arguments) -> str | None:
    """The translation's form, None (English) when the catalog's plural formula fails for this count (tried on
    the usual counts when the catalog was read; a count beyond them could still divide by zero)."""
    try:
        return translate(*arguments)
    except (ArithmeticError, RecursionError) as error:
        log.error("the %s plural formula fails for %s (%s): shown in English", _current, arguments[-1], error)
        return None


def translator(code: str):
    """A `_` speaking `code` (one of LANGUAGES) whatever the current language is: for a server that answers each
    visitor in theirs (server/invite_page.py) while other requests are answered in others."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: choose one of {', '.join(LANGUAGES)}")
    catalog = _catalog(code)

    def translate(message: str, **values: object) -> str:
        return _filled(catalog.gettext(message), message, values)
    return translate


def N_(message: str) -> str:
    """Marks a message for the catalogs where it is defined (a table at module level) and returns it
    untranslated; it is translated with _() where it is shown, in the language of that moment."""
    return message


def NC_(context: str, message: str) -> tuple[str, str]:
    """Like N_, with a context: the (context, message) pair for pgettext(*pair) where it is shown."""
    return context, message


def NPC_(context: str, singular: str, plural: str) -> tuple[str, str, str]:
    """Like NC_ for a message with plural forms: npgettext(*triple, n) where it is shown."""
    return context, singular, plural


def names_list(names: list[str]) -> str:
    """'Aurelia', 'Aurelia and Brutus', 'Aurelia, Brutus and Cassia' in the current language."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def placeholders(text: str) -> set[str]:
    """The names of the {placeholders} in `text` (for the catalog checks)."""
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


def language_of_locale(name: str | None) -> str | None:
    """'de_AT.UTF-8' -> 'de'; None for a locale that is not one of ours ('C', 'pt_BR', '')."""
    if not name:
        return None
    code = name.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def system_language(environ: Mapping[str, str] | None = None, platform: str = sys.platform) -> str:
    """The language of the desktop, where it is one of ours; English otherwise.

    The environment is read as gettext reads it (LANGUAGE's list first, then LC_ALL, LC_MESSAGES, LANG);
    Windows keeps the choice outside the environment, so it is asked there when the environment says nothing.
    """
    environ = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if not value:
            continue
        for name in value.split(":"):
            code = language_of_locale(name)
            if code:
                return code
        if variable != "LANGUAGE":
            break  # the first of these that is set decides, as in gettext
    if platform == "win32" and environ is os.environ:
        return language_of_locale(_windows_ui_locale()) or SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def starting_language(requested: str | None, remembered: str | None) -> str:
    """The language to start in: `--lang` if given, else the one chosen in the settings, else the system's
    (a remembered code that is not one of ours, from a hand-edited file, counts as none)."""
    for code in (requested, remembered):
        if code in LANGUAGES:
            return code
    return system_language()


def _windows_ui_locale() -> str | None:
    import ctypes
    import locale

    return locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage())
