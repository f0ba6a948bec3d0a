"""The translators' command: keep the gettext catalogs in step with the code, compile them, check them.

    python -m colosseum_desktop.i18n.catalogs update    # extract the messages, merge them into every .po
    python -m colosseum_desktop.i18n.catalogs compile   # .po -> .mo, the files the game reads
    python -m colosseum_desktop.i18n.catalogs check     # what a test would refuse; exit status 1 if anything

It drives Babel (a development dependency: `pip install -e ".[test]"`) exactly as `pybabel` would; each
command prints the pybabel command line it runs, for anyone who prefers to type them. Run it from a source
checkout: extraction reads the code, which a wheel does not ship. TRANSLATING.md says more.
"""
from __future__ import annotations

import contextlib
import io
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import CommandLineInterface, parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from ..files.stdout_pipe import SIGPIPE_STATUS, guarded_output
from . import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE, placeholders

ROOT = LOCALE_DIR.parent.parent  # the source checkout: babel.cfg sits beside pyproject.toml
MAPPING = ROOT / "babel.cfg"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
# Beyond Babel's defaults (_, ngettext, pgettext, npgettext, N_ ...): the markers for tables with a context, and
# the rules' marker for a singular/plural pair (rules/refusals.py: the engine's English, translated at the edge), and
# the messages whose words are chosen when shown (i18n/lazy.py).
EXTRA_KEYWORDS = {"NC_": ((1, "c"), 2), "NPC_": ((1, "c"), 2, 3), "NN_": (1, 2), "lazy_gettext": None,
                  "lazy_ngettext": (1, 2)}
KEYWORD_OPTIONS = ["-k", "NC_:1c,2", "-k", "NPC_:1c,2,3", "-k", "NN_:1,2", "-k", "lazy_gettext", "-k",
                   "lazy_ngettext:1,2"]
TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)  # English is the msgids themselves


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def _here(path: Path) -> str:
    return str(path.relative_to(ROOT))


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def _pybabel(*args: str) -> None:
    """Runs pybabel from the checkout's top, so the catalogs name files by their paths in the repository."""
    argv = ["pybabel", "-q", *args]
    print(" ".join(argv))
    with contextlib.chdir(ROOT):
        CommandLineInterface().run(argv)


def extract() -> None:
    """Write the template, or leave it untouched when the messages are the same (only its date would change)."""
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    fresh = TEMPLATE.with_name(TEMPLATE.name + ".new")
    # Locations name files without line numbers: moving code about does not churn every catalog.
    _pybabel("extract", "-F", _here(MAPPING), *KEYWORD_OPTIONS, "--add-comments", "TRANSLATORS:",
             "--sort-by-file", "--add-location", "file", "--project", "colosseum-desktop",
             "--copyright-holder", "the Colosseum Desktop authors", "--no-wrap", "-o", _here(fresh), ".")
    if TEMPLATE.exists() and _contents(TEMPLATE) == _contents(fresh):
        fresh.unlink()
    else:
        fresh.replace(TEMPLATE)


def _contents(path: Path) -> list[tuple]:
    with path.open("rb") as po:
        catalog = read_po(po, domain=DOMAIN)
    return [(m.id, m.context, m.locations, m.auto_comments, sorted(m.flags)) for m in catalog]


def update() -> None:
    extract()
    for code in TRANSLATED:
        if po_path(code).exists():
            _pybabel("update", "-i", _here(TEMPLATE), "-d", _here(LOCALE_DIR), "-D", DOMAIN, "-l", code,
                     "--ignore-obsolete", "--ignore-pot-creation-date", "--no-wrap")
        else:
            _pybabel("init", "-i", _here(TEMPLATE), "-d", _here(LOCALE_DIR), "-D", DOMAIN, "-l", code, "--no-wrap")


def compile_catalogs() -> None:
    for code in TRANSLATED:
        _pybabel("compile", "-d", _here(LOCALE_DIR), "-D", DOMAIN, "-l", code, "--statistics")


# -- checks -----------------------------------------------------------------------------------------------
def messages_in_code() -> Catalog:
    """Every message the code (and game_data.json) asks for, extracted now as `update` would."""
    with MAPPING.open(encoding="utf-8") as mapping:
        method_map, options_map = parse_mapping_cfg(mapping, str(MAPPING))
    keywords = {**DEFAULT_KEYWORDS, **EXTRA_KEYWORDS}
    catalog = Catalog(domain=DOMAIN)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords, comment_tags=("TRANSLATORS:",)):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def read_catalog(code: str) -> Catalog:
    with po_path(code).open("rb") as po:
        return read_po(po, locale=code, domain=DOMAIN)


def compiled(catalog: Catalog) -> bytes:
    """The .mo that `pybabel compile` makes of `catalog` (fuzzy entries left out, as it does)."""
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _key(message) -> tuple:
    return message.id, message.context


def _shown(message) -> str:
    text = message.id[0] if isinstance(message.id, tuple) else message.id
    return f"{text!r}" + (f" ({message.context})" if message.context else "")


def catalog_problems(code: str, catalog: Catalog, wanted: Catalog) -> list[str]:
    """What is wrong with one language's catalog against the messages the code uses."""
    problems = []
    nplurals, expression = get_plural(code)
    if catalog.num_plurals != nplurals or catalog.plural_expr != expression:
        problems.append(f"{code}: Plural-Forms is 'nplurals={catalog.num_plurals}; plural={catalog.plural_expr}',"
                        f" CLDR says 'nplurals={nplurals}; plural={expression}'")
    have = {_key(m): m for m in catalog if m.id}
    for message in wanted:
        if message.id and _key(message) not in have:
            problems.append(f"{code}: missing {_shown(message)}")
    wanted_keys = {_key(m) for m in wanted if m.id}
    for key, message in have.items():
        if key not in wanted_keys:
            problems.append(f"{code}: stale {_shown(message)}: no longer in the code")
            continue
        problems.extend(f"{code}: {_shown(message)}: {problem}" for problem in message_problems(message, nplurals))
    problems.extend(f"{code}: obsolete {_shown(m)}" for m in catalog.obsolete.values())
    return problems


def message_problems(message, nplurals: int) -> Iterable[str]:
    if message.fuzzy:
        yield "fuzzy (review it, then remove the fuzzy flag)"
    if isinstance(message.id, tuple):
        english = placeholders(message.id[1])
        if not placeholders(message.id[0]) <= english:
            yield "the English singular has a placeholder the plural lacks"
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if len(forms) != nplurals:
            yield f"{len(forms)} plural forms, the language has {nplurals}"
    else:
        english = placeholders(message.id)
        forms = (message.string,)
    for index, form in enumerate(forms):
        if not form:
            yield "untranslated" if len(forms) == 1 else f"plural form {index} untranslated"
            continue
        try:
            found = placeholders(form)
        except ValueError as error:  # a brace opened and never closed, or closed alone
            yield f"a broken placeholder in {form!r} ({error})"
            continue
        if found != english:
            yield f"placeholders {sorted(found)} in {form!r}, the English has {sorted(english)}"


def problems() -> list[str]:
    """Everything `check` reports: catalogs against the code, and the .mo files against their .po."""
    wanted = messages_in_code()
    found = []
    for code in TRANSLATED:
        if not po_path(code).exists():
            found.append(f"{code}: no catalog at {po_path(code).relative_to(ROOT)} (run update)")
            continue
        catalog = read_catalog(code)
        found.extend(catalog_problems(code, catalog, wanted))
        if not mo_path(code).exists() or mo_path(code).read_bytes() != compiled(catalog):
            found.append(f"{code}: {mo_path(code).relative_to(ROOT)} is older than its .po (run compile)")
    return found


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    commands = {"extract": extract, "update": update, "compile": compile_catalogs}
    if len(argv) != 1 or argv[0] not in (*commands, "check"):
        print(__doc__, file=sys.stderr)
        return 2
    if argv[0] == "check":
        found = problems()
        verdict = 1 if found else 0
        printed = guarded_output(  # `> /dev/full`: one line and status 1, never a traceback
            lambda: print("\n".join(found) if found else "every catalog is complete and compiled") or verdict,
            lambda reason: f"catalogs: standard output cannot be written ({reason}).")
        return verdict if printed == SIGPIPE_STATUS else printed  # `check | head`: the verdict, quietly
    commands[argv[0]]()
    return 0


if __name__ == "__main__":
    sys.exit(main())
